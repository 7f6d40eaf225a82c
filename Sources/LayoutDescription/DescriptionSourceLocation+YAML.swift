import Yams

// Locating problems in the text the default (YAML) reader reads: native builds only, as Yams is
// (the WebAssembly build locates problems in JSON with `DescriptionJSONReader`).

extension DescriptionSourceLocation {
    /// The place in `text` that a problem's JSON path names.
    ///
    /// A syntax error carries its own line and column in its message, which is used as is. Otherwise
    /// the path is followed through the text's YAML/JSON structure: a path ending at a scalar points at
    /// the scalar, one ending at an object or list (or at a key whose value is missing) points at its
    /// key, and an unknown key points at the key. A path the text does not spell out — a section
    /// field that comes from a template, say — points at the deepest part of the path that is
    /// written. When the text does not parse, every path points at the syntax error (for a duplicate
    /// key, at the key's first occurrence); text beyond
    /// ``DescriptionLimits`` or too deeply nested is not parsed, and its problems point at line 1,
    /// column 1.
    ///
    /// - Complexity: One parse of `text`, O(length of `text`); to locate many problems in one text,
    ///   use ``locations(of:in:)``, which parses once for all of them.
    public static func of(_ problem: DescriptionProblem, in text: String) -> DescriptionSourceLocation {
        locations(of: [problem], in: text)[0]
    }

    /// The place in `text` that `path` names; see ``of(_:in:)-(DescriptionProblem,_)``.
    public static func of(_ path: DescriptionPath, in text: String) -> DescriptionSourceLocation {
        var map = SourceMap(text, limits: DescriptionLimits())
        return map.locate(path, atKey: false)
    }

    /// The places of many problems in one text, in order (``of(_:in:)-(DescriptionProblem,_)`` for
    /// each).
    ///
    /// - Complexity: One parse of `text`, then O(path length) per problem: the keys of each object
    ///   are indexed once, so 50,000 problems in a 50,000-key object stay linear.
    public static func locations(of problems: [DescriptionProblem], in text: String)
        -> [DescriptionSourceLocation]
    {
        locations(of: problems, in: text, limits: DescriptionLimits())
    }

    /// The places of many problems in a text read within `limits`; see
    /// ``locations(of:in:)``. Text the reader refused under `limits` is not parsed again, and its
    /// problems point at line 1, column 1.
    ///
    /// - Complexity: As ``locations(of:in:)``.
    public static func locations(
        of problems: [DescriptionProblem], in text: String, limits: DescriptionLimits
    ) -> [DescriptionSourceLocation] {
        var map = SourceMap(text, limits: limits)
        return problems.map { problem in
            if problem.path.components.isEmpty, let syntax = syntaxLocation(in: problem.message) {
                return syntax
            }
            return map.locate(problem.path, atKey: problem.message.hasPrefix("unknown key "))
        }
    }

    /// A text composed once, with the keys of the objects walked so far indexed.
    private struct SourceMap {
        /// The composed document, or nil when it cannot be composed.
        let root: Node?
        /// Where every path points when there is no document: the syntax error or the start.
        let fallback: DescriptionSourceLocation
        /// The end of the text, which keeps the parser's marks inside it.
        let end: TextEnd
        /// The pairs of each large object walked so far and the position of each key, by the
        /// object's path.
        var objects:
            [ArraySlice<DescriptionPath.Component>: (pairs: [(key: Node, value: Node)], keys: [String: Int])] =
                [:]

        init(_ text: String, limits: DescriptionLimits) {
            let end = TextEnd(text)
            self.end = end
            // Text the reader refuses before parsing (too large, binary, nested too deeply) is not
            // composed here either.
            guard text.utf8.count <= limits.maximumInputBytes,
                !text.unicodeScalars.contains(where: { $0.value == 0 }),
                NestingScan.excessiveNesting(in: text, limits: limits) == nil
            else {
                (root, fallback) = (nil, .start)
                return
            }
            do {
                (root, fallback) = (try Yams.compose(yaml: text), .start)
            } catch let error as YamlError {
                // A duplicate key (which Yams 6 refuses while composing) points at the key's first
                // occurrence, as with the portable JSON reader.
                let location =
                    DescriptionSourceLocation.syntaxLocation(of: error, end: end)
                    ?? DuplicateKeys.duplicate(in: error).map { end.place(of: $0.mark) }
                (root, fallback) = (nil, location ?? .start)
            } catch {
                (root, fallback) = (nil, .start)
            }
        }

        /// Follows `path`; `atKey` points at the last key even when its value is a scalar (for
        /// unknown keys, where the key is what is wrong).
        mutating func locate(_ path: DescriptionPath, atKey: Bool) -> DescriptionSourceLocation {
            guard let root else { return fallback }
            var node = root
            var best = root.mark.map(end.place(of:)) ?? .start
            for (depth, component) in path.components.enumerated() {
                let next: (key: Node?, value: Node)?
                switch (component, node) {
                case (.key(let name), .mapping(let mapping)):
                    next = pair(named: name, in: mapping, at: path.components[..<depth])
                case (.index(let position), .sequence(let sequence)):
                    next =
                        position >= 0 && position < sequence.count
                        ? (key: nil, value: sequence[position]) : nil
                default:
                    next = nil
                }
                guard let next else { break }
                node = next.value
                let anchor: Node? =
                    if !atKey, case .scalar = next.value, next.value.string?.isEmpty == false {
                        next.value
                    } else {
                        next.key ?? next.value
                    }
                if let mark = anchor?.mark { best = end.place(of: mark) }
            }
            return best
        }

        /// The first pair of `mapping` whose key is `name`, through an index built once per object.
        private mutating func pair(
            named name: String, in mapping: Node.Mapping, at identity: ArraySlice<DescriptionPath.Component>
        ) -> (key: Node?, value: Node)? {
            if objects[identity] == nil {
                let pairs = Array(mapping)
                var keys: [String: Int] = [:]
                for (position, pair) in pairs.enumerated() {
                    if let key = pair.key.string, keys[key] == nil { keys[key] = position }
                }
                objects[identity] = (pairs, keys)
            }
            guard let object = objects[identity], let position = object.keys[name] else { return nil }
            return (key: object.pairs[position].key, value: object.pairs[position].value)
        }
    }

    private init(_ mark: Mark) {
        self.init(line: mark.line, column: mark.column)
    }

    /// The place of the parser's `mark` in `text`, always inside the text (``TextEnd``).
    static func of(_ mark: Mark, in text: String) -> DescriptionSourceLocation {
        TextEnd(text).place(of: mark)
    }

    /// The last place of a text, counted once, that keeps the parser's marks inside the text.
    /// libyaml ends a stream that lacks a final line break on the line after the last one (column
    /// 1), which the file does not have: a syntax error there (`{"a": 1` is unterminated at 1:8, not
    /// 2:1) and the empty document of `---` (1:4, not 2:1) are placed at the end of the last line.
    struct TextEnd {
        /// The number of lines, as libyaml counts line breaks: LF, CR, CR LF, NEL, LS and PS.
        let lines: Int
        /// The length of the last line, in Unicode scalars.
        let lastLineLength: Int

        init(_ text: String) {
            var lines = 1
            var lastLineLength = 0
            var previous: Unicode.Scalar?
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\n" where previous == "\r":
                    break
                case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                    lines += 1
                    lastLineLength = 0
                default:
                    lastLineLength += 1
                }
                previous = scalar
            }
            (self.lines, self.lastLineLength) = (lines, lastLineLength)
        }

        /// `mark` as a location, moved to the end of the last line when it lies beyond it.
        func place(of mark: Mark) -> DescriptionSourceLocation {
            guard mark.line > lines else { return DescriptionSourceLocation(mark) }
            return DescriptionSourceLocation(line: lines, column: lastLineLength + 1)
        }
    }

    /// Where the YAML/JSON parser stopped in the text that ends at `end`.
    private static func syntaxLocation(of error: YamlError, end: TextEnd) -> DescriptionSourceLocation? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return end.place(of: mark)
        default:
            return nil
        }
    }

    /// The `line L, column C` of a syntax-error message (see ``DescriptionValue/parse(_:)-(String)``).
    private static func syntaxLocation(in message: String) -> DescriptionSourceLocation? {
        guard message.hasPrefix("syntax error at line ") else { return nil }
        let rest = message.dropFirst("syntax error at line ".count)
        let line = rest.prefix { $0.isNumber }
        let afterLine = rest.dropFirst(line.count)
        guard afterLine.hasPrefix(", column ") else { return nil }
        let column = afterLine.dropFirst(", column ".count).prefix { $0.isNumber }
        guard let lineNumber = Int(line), let columnNumber = Int(column) else { return nil }
        return DescriptionSourceLocation(line: lineNumber, column: columnNumber)
    }
}

extension DescriptionPath {
    /// Where the value at this path is written in `text`, the description it was read from
    /// (``DescriptionSourceLocation/of(_:in:)-(DescriptionPath,_)``).
    public func location(in text: String) -> DescriptionSourceLocation {
        DescriptionSourceLocation.of(self, in: text)
    }
}
