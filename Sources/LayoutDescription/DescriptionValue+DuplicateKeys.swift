import Yams

/// Duplicate keys reported by the YAML parser itself, turned into a problem at the key's path.
///
/// Yams 5 composes objects with duplicate keys, and the reader reports them at their path. Yams 6
/// refuses them while composing (`duplicatedKeysInMapping`), with only the line and column of the
/// key's first occurrence. To report the same path with either version, that occurrence is renamed
/// to a unique key and the text composed again; the renamed key is then found in the tree. The
/// error case is matched by name, so that this compiles against Yams 5, which does not have it.
enum DuplicateKeys {
    /// Renamings tried before giving up on finding the path (each renames one duplicate).
    static let maximumAttempts = 8

    /// The problem at the duplicate key's path for a Yams duplicate-key error, or nil for any other
    /// error (and when the key cannot be located, in which case the caller reports the parser's
    /// message).
    static func error(for error: any Error, in text: String, limits: DescriptionLimits) -> DescriptionError? {
        var current = error
        var renamed = text
        // The duplicate reported is the first the parser met; later ones are renamed only so that
        // the text composes.
        var first: (key: String, marker: String)?
        for _ in 0..<maximumAttempts {
            guard let (key, mark) = duplicate(in: current),
                let (marked, marker) = renaming(key: key, at: mark, in: renamed)
            else { return nil }
            first = first ?? (key, marker)
            do {
                var budget = limits.maximumValueCount
                guard let first, let node = try Yams.compose(yaml: marked),
                    let path = path(ofKey: first.marker, in: node, at: .root, budget: &budget)
                else { return nil }
                // The reader's own message for duplicates (Yams 5), so both versions read alike.
                return DescriptionError(
                    path: path.key(first.key), DescriptionReadingMessages.duplicateKey(first.key))
            } catch {
                // Another duplicate in the same text: rename that one as well and try again.
                current = error
                renamed = marked
            }
        }
        return nil
    }

    /// The first duplicated key and the mark of its first occurrence, when `error` is Yams 6's
    /// `duplicatedKeysInMapping(duplicates:context:)`.
    static func duplicate(in error: any Error) -> (key: String, mark: Mark)? {
        guard error is YamlError,
            let payload = Mirror(reflecting: error).children.first,
            payload.label == "duplicatedKeysInMapping"
        else { return nil }
        var key: String?
        var mark: Mark?
        for field in Mirror(reflecting: payload.value).children {
            if let duplicates = field.value as? [String] { key = duplicates.first }
            if let context = field.value as? YamlError.Context { mark = context.mark }
        }
        guard let key, let mark else { return nil }
        return (key, mark)
    }

    /// `text` with a unique marker appended to the key written at `mark` (plain or quoted), and
    /// the renamed key; nil if the key is not written there as expected.
    private static func renaming(key: String, at mark: Mark, in text: String) -> (String, String)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Array($0.unicodeScalars)
        }
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let line = lines[mark.line - 1]
        var start = mark.column - 1
        guard start >= 0, start < line.count else { return nil }
        if line[start] == "\"" || line[start] == "'" { start += 1 }
        let keyScalars = Array(key.unicodeScalars)
        let end = start + keyScalars.count
        guard end <= line.count, Array(line[start..<end]) == keyScalars else { return nil }
        var marker = key + "\u{E000}duplicate"
        while text.contains(marker) { marker += "\u{E000}" }
        lines[mark.line - 1].insert(contentsOf: marker.unicodeScalars.dropFirst(keyScalars.count), at: end)
        let joined = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        return (joined, marker)
    }

    /// The path of the object that holds the key `marker`, searched depth first; nil when not
    /// found within `budget` nodes (aliases can make the tree far larger than the text).
    private static func path(
        ofKey marker: String, in node: Node, at path: DescriptionPath, budget: inout Int
    ) -> DescriptionPath? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch ComposedNode(node) {
        case .scalar, .unsupported:
            return nil
        case .sequence(let sequence):
            for (position, element) in sequence.enumerated() {
                if let found = self.path(
                    ofKey: marker, in: element, at: path.index(position), budget: &budget)
                {
                    return found
                }
            }
            return nil
        case .mapping(let mapping):
            for (key, value) in mapping {
                let name = key.scalar?.string ?? ""
                if name == marker { return path }
                if let found = self.path(ofKey: marker, in: value, at: path.key(name), budget: &budget) {
                    return found
                }
            }
            return nil
        }
    }
}
