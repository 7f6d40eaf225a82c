/// The single pass of the portable JSON reader over UTF-8 bytes that have already passed the
/// whole-input checks (size, UTF-8, NUL, control characters; see ``DescriptionJSONReader``).
///
/// Problems are raised in the order the YAML reader raises them, so that both readers report the
/// same first problem: limits that the YAML reader checks while scanning the whole document (more
/// values than allowed, nesting far too deep) as soon as they are reached; a duplicate key when its
/// object closes (before any later syntax error); nesting one level too deep, at the path of the
/// list or object, only once the whole document has been read.
struct JSONDescriptionParser {
    let bytes: [UInt8]
    let limits: DescriptionLimits
    /// Whether to record where every value and key is written (for ``JSONSourceMap``).
    let recordsLocations: Bool

    private(set) var position = 0
    private var lines: LineTracker
    private var values = 0
    /// The first duplicate key, reported when the text has no syntax error before it.
    private(set) var duplicate: (error: DescriptionError, location: DescriptionSourceLocation)?
    /// The first list or object one level deeper than allowed, reported after the whole text.
    private var tooDeep: DescriptionError?

    /// A parser of `bytes`; `firstColumn` is the column of the first byte (after byte order
    /// marks, which the YAML reader's locations count as a column each).
    init(bytes: [UInt8], limits: DescriptionLimits, recordsLocations: Bool, firstColumn: Int = 1) {
        self.bytes = bytes
        self.limits = limits
        self.recordsLocations = recordsLocations
        lines = LineTracker(firstColumn: firstColumn)
    }

    /// Reads the document: its value, where its parts are written (when recording), and the
    /// problem of a list or object nested one level too deep, which the caller reports (the YAML
    /// reader finds it only after composing the whole document; its locations still work).
    ///
    /// - Throws: ``JSONReadFailure``: a problem as the YAML reader reports it, a duplicate key, or
    ///   a syntax error with its location.
    mutating func parseDocument() throws(JSONReadFailure)
        -> (value: DescriptionValue, node: JSONLocatedNode?, tooDeep: DescriptionError?)
    {
        skipWhitespace()
        guard position < bytes.count else {
            throw .problem(DescriptionError(path: .root, DescriptionReadingMessages.empty))
        }
        do throws(JSONReadFailure) {
            let (value, node) = try parseValue(path: .root, depth: 0)
            skipWhitespace()
            if position < bytes.count {
                try fail("expected the end of the document after the top-level value")
            }
            if let duplicate { throw .duplicate(duplicate.error, duplicate.location) }
            return (value, node, tooDeep)
        } catch {
            // A duplicate key is reported when its object closes: before any later syntax error.
            if case .syntax = error, let duplicate { throw .duplicate(duplicate.error, duplicate.location) }
            throw error
        }
    }

    private mutating func parseValue(path: DescriptionPath, depth: Int) throws(JSONReadFailure)
        -> (DescriptionValue, JSONLocatedNode?)
    {
        try countValue()
        // Located before reading on: locations are asked for in increasing order.
        let start = recordsLocations ? location(of: position) : .start
        switch bytes[position] {
        case UInt8(ascii: "{"):
            try enterContainer(path: path, depth: depth)
            return try parseObject(path: path, depth: depth, start: start)
        case UInt8(ascii: "["):
            try enterContainer(path: path, depth: depth)
            return try parseArray(path: path, depth: depth, start: start)
        case UInt8(ascii: "\""):
            let text = try parseString()
            return (.string(text), scalarNode(at: start, isEmptyString: text.isEmpty))
        case UInt8(ascii: "t"):
            try expectWord("true")
            return (.bool(true), scalarNode(at: start, isEmptyString: false))
        case UInt8(ascii: "f"):
            try expectWord("false")
            return (.bool(false), scalarNode(at: start, isEmptyString: false))
        case UInt8(ascii: "n"):
            try expectWord("null")
            return (.null, scalarNode(at: start, isEmptyString: false))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return (.number(try parseNumber()), scalarNode(at: start, isEmptyString: false))
        default:
            try fail("expected a value (an object, a list, a string, a number, true, false or null)")
        }
    }

    private mutating func parseObject(path: DescriptionPath, depth: Int, start: DescriptionSourceLocation)
        throws(JSONReadFailure)
        -> (DescriptionValue, JSONLocatedNode?)
    {
        position += 1
        var pairs: [(key: String, value: DescriptionValue)] = []
        var keyNodes: [JSONLocatedNode.Key] = []
        var valueNodes: [JSONLocatedNode] = []
        // Where each key was first written, to name the first duplicate.
        var seen: [String: Int] = [:]
        var duplicates: [String] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipWhitespace()
                guard peek() == UInt8(ascii: "\"") else { try fail("expected a string key in double quotes") }
                try countValue()
                let keyLocation = recordsLocations ? location(of: position) : .start
                let key = try parseString()
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else { try fail("expected ':' after the key") }
                position += 1
                skipWhitespace()
                if seen[key] == nil {
                    seen[key] = pairs.count
                } else {
                    duplicates.append(key)
                }
                let (value, node) = try parseValue(path: path.key(key), depth: depth + 1)
                pairs.append((key, value))
                if recordsLocations, let node {
                    keyNodes.append(JSONLocatedNode.Key(name: key, location: keyLocation))
                    valueNodes.append(node)
                }
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard peek() == UInt8(ascii: "}") else {
                    try fail("expected ',' or '}' after an object value")
                }
                position += 1
                break
            }
        }
        if duplicate == nil, let key = Self.reportedDuplicate(duplicates) {
            // Where the key was first written: the YAML reader's location for the problem.
            let first = seen[key] ?? 0
            let keyLocation = recordsLocations ? keyNodes[first].location : .start
            duplicate = (
                DescriptionError(path: path.key(key), DescriptionReadingMessages.duplicateKey(key)),
                keyLocation
            )
        }
        let node: JSONLocatedNode? =
            recordsLocations ? .object(start, keys: keyNodes, values: valueNodes) : nil
        return (.object(pairs), node)
    }

    /// Of the keys written twice in one object, the one the YAML reader names: the least in
    /// `String` order.
    private static func reportedDuplicate(_ keys: [String]) -> String? {
        var least: String?
        for key in keys {
            if let current = least, current <= key { continue }
            least = key
        }
        return least
    }

    private mutating func parseArray(path: DescriptionPath, depth: Int, start: DescriptionSourceLocation)
        throws(JSONReadFailure)
        -> (DescriptionValue, JSONLocatedNode?)
    {
        position += 1
        var elements: [DescriptionValue] = []
        var nodes: [JSONLocatedNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
        } else {
            while true {
                skipWhitespace()
                let (value, node) = try parseValue(path: path.index(elements.count), depth: depth + 1)
                elements.append(value)
                if let node { nodes.append(node) }
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard peek() == UInt8(ascii: "]") else {
                    try fail("expected ',' or ']' after a list element")
                }
                position += 1
                break
            }
        }
        return (.array(elements), recordsLocations ? .array(start, nodes) : nil)
    }

    /// Counts one value (a scalar, a key, a list or an object) against the value limit.
    private mutating func countValue() throws(JSONReadFailure) {
        guard position < bytes.count else { try fail("expected a value") }
        values += 1
        if values > limits.maximumValueCount {
            throw .problem(
                DescriptionError(
                    path: .root, DescriptionReadingMessages.tooManyValues(limit: limits.maximumValueCount)))
        }
    }

    /// Checks the nesting of a list or object inside `depth` others.
    private mutating func enterContainer(path: DescriptionPath, depth: Int) throws(JSONReadFailure) {
        let limit = limits.effectiveDepth
        if depth > limit {
            throw .problem(DescriptionError(path: .root, DescriptionReadingMessages.nesting(limit: limit)))
        }
        if depth == limit, tooDeep == nil {
            tooDeep = DescriptionError(path: path, DescriptionReadingMessages.nesting(limit: limit))
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONReadFailure) {
        let count = word.utf8CodeUnitCount
        var index = 0
        while index < count {
            guard position + index < bytes.count, bytes[position + index] == word.utf8Start[index] else {
                position += index
                try fail("expected a value (an object, a list, a string, a number, true, false or null)")
            }
            index += 1
        }
        position += count
        try expectDelimiter()
    }

    /// A scalar must be followed by whitespace, `,`, `]`, `}`, `:` or the end.
    private mutating func expectDelimiter() throws(JSONReadFailure) {
        guard let next = peek() else { return }
        switch next {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ":"):
            return
        default:
            try fail("unexpected character after a value")
        }
    }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    mutating func advance(by count: Int) {
        position += count
    }

    /// Skips spaces, tabs and line breaks, counting lines.
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09:
                position += 1
            case 0x0A:
                position += 1
                lines.newLine(at: position)
            case 0x0D:
                position += 1
                if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                lines.newLine(at: position)
            default:
                return
            }
        }
    }

    /// A line break inside a string (U+0085, U+2028, U+2029, which YAML counts as line breaks)
    /// just read.
    mutating func noteLineBreak() {
        lines.newLine(at: position)
    }

    private func scalarNode(at start: DescriptionSourceLocation, isEmptyString: Bool) -> JSONLocatedNode? {
        recordsLocations ? .scalar(start, isEmptyString: isEmptyString) : nil
    }

    /// The line and column of byte `offset`, which must not lie before the last one asked for.
    mutating func location(of offset: Int) -> DescriptionSourceLocation {
        lines.location(of: offset, in: bytes)
    }

    /// Throws a syntax error at the current position: `problem`, then what was found there.
    func fail(_ problem: String) throws(JSONReadFailure) -> Never {
        var tracker = lines
        let offset = Swift.min(position, bytes.count)
        throw .syntax(problem + ", found " + found(at: offset), tracker.location(of: offset, in: bytes))
    }

    /// `the end of the input`, `'x'` for printable ASCII, `U+XXXX` for anything else.
    private func found(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'" + String(Unicode.Scalar(byte)) + "'" }
        var decoder = UTF8()
        var iterator = bytes[offset...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return "a byte that is not UTF-8"
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}

/// Why the JSON parser stopped.
enum JSONReadFailure: Error {
    /// A problem reported as the YAML reader reports it.
    case problem(DescriptionError)
    /// A syntax error at a location.
    case syntax(String, DescriptionSourceLocation)
    /// A duplicate key, with where it was first written.
    case duplicate(DescriptionError, DescriptionSourceLocation)
}

/// Line and column bookkeeping: lines are counted as whitespace is skipped, columns are counted in
/// Unicode scalars from the last position asked for, so that locating every value of a long line
/// stays linear.
struct LineTracker {
    private var line = 1
    private var lineStart = 0
    private var lineStartColumn: Int
    private var counted = 0
    private var column: Int

    init(firstColumn: Int) {
        lineStartColumn = firstColumn
        column = firstColumn
    }

    mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset
        lineStartColumn = 1
        counted = offset
        column = 1
    }

    mutating func location(of offset: Int, in bytes: [UInt8]) -> DescriptionSourceLocation {
        if offset < counted {
            (counted, column) = (lineStart, lineStartColumn)
        }
        while counted < offset {
            // Continuation bytes (10xxxxxx) do not start a scalar.
            if bytes[counted] & 0xC0 != 0x80 { column += 1 }
            counted += 1
        }
        return DescriptionSourceLocation(line: line, column: column)
    }
}
