import CollectionLayout

extension SizesDescription {
    // Text in: the default reader (Yams), native builds only. The WebAssembly (Embedded Swift)
    // build reads JSON with `DescriptionJSONReader`, then calls `decode(_:)` with the value.
    #if !hasFeature(Embedded)
        /// Reads a sizes file from its bytes (JSON, or YAML of the same shape).
        ///
        /// - Throws: ``DescriptionError`` listing every problem with its JSON path: a malformed key
        ///   (`cells["3"]`), an unknown key, a value that is not an object, a length that is not a
        ///   finite number ≥ 0, or two keys naming the same element (`"0:3"` and `"0:03"`). Never traps.
        public static func decode(_ data: [UInt8]) throws(DescriptionError) -> SizesDescription {
            try decode(DescriptionValue.parse(data))
        }

        /// Reads a sizes file from its text; see ``decode(_:)-([UInt8])``.
        public static func decode(_ text: String) throws(DescriptionError) -> SizesDescription {
            try decode(DescriptionValue.parse(text))
        }

        /// Reads a sizes file from its bytes within `limits` (its size, nesting and value count); see
        /// ``decode(_:)-([UInt8])``.
        ///
        /// - Throws: ``DescriptionError`` listing every problem; a limit's error names the limit and
        ///   how to raise it.
        public static func decode(_ data: [UInt8], limits: DescriptionLimits) throws(DescriptionError)
            -> SizesDescription
        {
            try decode(DescriptionValue.parse(data, limits: limits))
        }
    #endif

    /// Reads a sizes file from a parsed value tree; see ``decode(_:)-([UInt8])``.
    public static func decode(_ value: DescriptionValue) throws(DescriptionError) -> SizesDescription {
        var reader = SizesReader()
        let result = reader.document(value)
        guard reader.problems.isEmpty else { throw DescriptionError(problems: reader.problems) }
        return result
    }
}

/// Walks a sizes file, collecting every problem with its path.
private struct SizesReader {
    var problems: [DescriptionProblem] = []

    mutating func report(_ path: DescriptionPath, _ message: String) {
        problems.append(DescriptionProblem(path: path, message: message))
    }

    mutating func document(_ value: DescriptionValue) -> SizesDescription {
        var result = SizesDescription()
        guard case .object(let pairs) = value else {
            report(
                .root, "expected an object with \"cells\" and/or \"supplementaries\", got \(value.summary)")
            return result
        }
        for (key, value) in pairs {
            let path = DescriptionPath.root.key(key)
            switch key {
            case "cells":
                for (name, entry, entryPath) in entries(value, at: path) {
                    guard
                        let indexPath = Self.indexPath(
                            name.split(separator: ":", omittingEmptySubsequences: false))
                    else {
                        report(
                            entryPath,
                            "expected a key \"SECTION:ITEM\" of two non-negative integers, such as \"0:3\"")
                        continue
                    }
                    guard let size = preferredSize(entry, at: entryPath) else { continue }
                    if result.cells[indexPath] != nil {
                        report(entryPath, "cell \(indexPath.section).\(indexPath.item) is listed twice")
                    }
                    result.cells[indexPath] = size
                }
            case "supplementaries":
                for (name, entry, entryPath) in entries(value, at: path) {
                    let fields = name.split(separator: ":", omittingEmptySubsequences: false)
                    guard fields.count >= 3, let indexPath = Self.indexPath(fields.suffix(2)),
                        !fields.dropLast(2).joined(separator: ":").isEmpty
                    else {
                        report(
                            entryPath,
                            "expected a key \"KIND:SECTION:ITEM\" with a kind and two non-negative integers, "
                                + "such as \"section-header:0:0\"")
                        continue
                    }
                    let key = SupplementaryElementKey(
                        elementKind: fields.dropLast(2).joined(separator: ":"), indexPath: indexPath)
                    guard let size = preferredSize(entry, at: entryPath) else { continue }
                    if result.supplementaries[key] != nil {
                        report(
                            entryPath,
                            "\(key.elementKind) supplementary \(indexPath.section).\(indexPath.item) is listed twice"
                        )
                    }
                    result.supplementaries[key] = size
                }
            default:
                let hint = Suggestion.hint(for: key, among: ["cells", "supplementaries"])
                report(
                    path,
                    "unknown key \"\(key)\" in a sizes file; expected \"cells\" or \"supplementaries\"\(hint)"
                )
            }
        }
        return result
    }

    /// The pairs of an object of entries, or nothing (and a problem) when `value` is not an object.
    mutating func entries(_ value: DescriptionValue, at path: DescriptionPath) -> [(
        String, DescriptionValue, DescriptionPath
    )] {
        guard case .object(let pairs) = value else {
            report(
                path,
                "expected an object of entries such as {\"0:3\": {\"height\": 120}}, got \(value.summary)")
            return []
        }
        return pairs.map { ($0.key, $0.value, path.key($0.key)) }
    }

    /// `{"width": W, "height": H}` with either or both lengths.
    mutating func preferredSize(_ value: DescriptionValue, at path: DescriptionPath)
        -> SizesDescription.PreferredSize?
    {
        guard case .object(let pairs) = value else {
            report(path, "expected an object such as {\"height\": 120}, got \(value.summary)")
            return nil
        }
        var size = SizesDescription.PreferredSize()
        var valid = true
        for (key, value) in pairs {
            let lengthPath = path.key(key)
            guard key == "width" || key == "height" else {
                let hint = Suggestion.hint(for: key, among: ["width", "height"])
                report(lengthPath, "unknown key \"\(key)\"; expected \"width\" or \"height\"\(hint)")
                valid = false
                continue
            }
            guard case .number(let length) = value, length.isFinite, length >= 0 else {
                let found: String
                if case .number(let number) = value {
                    found = DescriptionNumberFormat.string(number)
                } else {
                    found = value.summary
                }
                report(lengthPath, "expected a finite number ≥ 0 (a length in points), got \(found)")
                valid = false
                continue
            }
            if key == "width" { size.width = length } else { size.height = length }
        }
        return valid ? size : nil
    }

    /// `SECTION` and `ITEM` as non-negative decimal integers.
    static func indexPath<Fields: Collection<Substring>>(_ fields: Fields) -> LayoutIndexPath? {
        guard fields.count == 2, let section = integer(fields.first!),
            let item = integer(fields.dropFirst().first!)
        else { return nil }
        return LayoutIndexPath(item: item, section: section)
    }

    private static func integer(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 19, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(text)
    }
}
