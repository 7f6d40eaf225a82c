/// Where the parts of a JSON document are written: what the portable reader records for
/// ``DescriptionJSONReader/locations(of:in:limits:)``.
indirect enum JSONLocatedNode {
    /// An object key and where it is written (its opening quote).
    struct Key {
        let name: String
        let location: DescriptionSourceLocation
    }

    /// A string, number, boolean or null, at its first character.
    case scalar(DescriptionSourceLocation, isEmptyString: Bool)
    /// A list at its `[`, with its elements.
    case array(DescriptionSourceLocation, [JSONLocatedNode])
    /// An object at its `{`, with its keys and values in order.
    case object(DescriptionSourceLocation, keys: [Key], values: [JSONLocatedNode])

    var location: DescriptionSourceLocation {
        switch self {
        case .scalar(let location, _), .array(let location, _), .object(let location, _, _): location
        }
    }
}

/// A JSON text parsed once, with the keys of the objects walked so far indexed: the portable
/// counterpart of the YAML reader's source map, following paths by the same rules.
struct JSONSourceMap {
    /// The document, or nil when it does not parse.
    private let root: JSONLocatedNode?
    /// Where every path points when there is no document.
    private let fallback: DescriptionSourceLocation
    /// The position of each key of the objects walked so far (its first occurrence), by the
    /// object's path.
    private var keyIndexes: [ArraySlice<DescriptionPath.Component>: [String: Int]] = [:]

    init(_ text: String, limits: DescriptionLimits) {
        let bytes = Array(text.utf8)
        // Text the reader refuses before parsing (too large, NUL bytes, control characters) points
        // at the start, as do its limits.
        guard bytes.count <= limits.maximumInputBytes,
            JSONInputChecks.characterProblem(in: JSONInputChecks.droppingByteOrderMarks(bytes)) == nil
        else {
            (root, fallback) = (nil, .start)
            return
        }
        let body = JSONInputChecks.droppingByteOrderMarks(bytes)
        // The YAML reader's locations count a byte order mark as a column.
        var parser = JSONDescriptionParser(
            bytes: body, limits: limits, recordsLocations: true,
            firstColumn: 1 + (bytes.count - body.count) / 3)
        do throws(JSONReadFailure) {
            (root, fallback) = (try parser.parseDocument().node, .start)
        } catch {
            switch error {
            case .problem: (root, fallback) = (nil, .start)
            case .syntax(_, let location), .duplicate(_, let location): (root, fallback) = (nil, location)
            }
        }
    }

    /// Follows `path`; `atKey` points at the last key even when its value is a scalar (for unknown
    /// keys, where the key is what is wrong).
    mutating func locate(_ path: DescriptionPath, atKey: Bool) -> DescriptionSourceLocation {
        guard let root else { return fallback }
        var node = root
        var best = root.location
        for (depth, component) in path.components.enumerated() {
            let keyLocation: DescriptionSourceLocation?
            let next: JSONLocatedNode
            switch (component, node) {
            case (.key(let name), .object(_, let keys, let values)):
                guard let position = position(of: name, in: keys, at: path.components[..<depth]) else {
                    return best
                }
                (keyLocation, next) = (keys[position].location, values[position])
            case (.index(let position), .array(_, let elements)):
                guard position >= 0, position < elements.count else { return best }
                (keyLocation, next) = (nil, elements[position])
            default:
                return best
            }
            node = next
            if !atKey, case .scalar(let location, let isEmptyString) = next, !isEmptyString {
                best = location
            } else {
                best = keyLocation ?? next.location
            }
        }
        return best
    }

    /// The position of the first key `name`, through an index built once per object.
    private mutating func position(
        of name: String, in keys: [JSONLocatedNode.Key], at identity: ArraySlice<DescriptionPath.Component>
    ) -> Int? {
        if let index = keyIndexes[identity] { return index[name] }
        var index: [String: Int] = [:]
        for (position, key) in keys.enumerated() where index[key.name] == nil {
            index[key.name] = position
        }
        keyIndexes[identity] = index
        return index[name]
    }

    /// The `line L, column C` of a syntax-error message.
    static func syntaxLocation(in message: String) -> DescriptionSourceLocation? {
        let prefix = "syntax error at line "
        guard message.hasPrefix(prefix) else { return nil }
        var numbers: [Int] = []
        var current = 0
        var inNumber = false
        for byte in message.utf8.dropFirst(prefix.utf8.count) {
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                current = current &* 10 &+ Int(byte - UInt8(ascii: "0"))
                inNumber = true
            } else if inNumber {
                numbers.append(current)
                (current, inNumber) = (0, false)
                if numbers.count == 2 { break }
            }
        }
        guard numbers.count == 2 else { return nil }
        return DescriptionSourceLocation(line: numbers[0], column: numbers[1])
    }
}
