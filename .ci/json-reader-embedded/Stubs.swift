// Minimal copies of the LayoutDescription types the portable JSON reader uses, so that its files
// compile alone with Embedded Swift for wasm32 (see ../json-reader-embedded.sh), and three exported
// probes that node calls. The real types live in Sources/LayoutDescription.

/// Copy of `DescriptionValue` (cases only).
public indirect enum DescriptionValue: Sendable {
    /// `null`.
    case null
    /// A boolean.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A list.
    case array([DescriptionValue])
    /// An object.
    case object([(key: String, value: DescriptionValue)])
}

/// Copy of `DescriptionSourceLocation`.
public struct DescriptionSourceLocation: Hashable, Sendable {
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int
    /// A location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    /// Line 1, column 1.
    public static let start = DescriptionSourceLocation(line: 1, column: 1)
}

/// Copy of `DescriptionPath`.
public struct DescriptionPath: Hashable, Sendable {
    /// A step.
    public enum Component: Hashable, Sendable {
        /// An object key.
        case key(String)
        /// A list index.
        case index(Int)
    }
    /// The steps.
    public var components: [Component]
    /// A path.
    public init(_ components: [Component] = []) { self.components = components }
    /// The root.
    public static let root = DescriptionPath()
    /// The path extended by a key.
    public func key(_ name: String) -> DescriptionPath { DescriptionPath(components + [.key(name)]) }
    /// The path extended by an index.
    public func index(_ position: Int) -> DescriptionPath { DescriptionPath(components + [.index(position)]) }
}

/// Copy of `DescriptionProblem`.
public struct DescriptionProblem: Hashable, Sendable {
    /// Where.
    public var path: DescriptionPath
    /// What.
    public var message: String
    /// A problem.
    public init(path: DescriptionPath, message: String) {
        self.path = path
        self.message = message
    }
}

/// Copy of `DescriptionError`.
public struct DescriptionError: Error, Hashable, Sendable {
    /// The problems.
    public var problems: [DescriptionProblem]
    /// An error with one problem.
    public init(path: DescriptionPath, _ message: String) {
        problems = [DescriptionProblem(path: path, message: message)]
    }
}

/// Copy of `DescriptionLimits` (the limits the reader checks, with their defaults).
public struct DescriptionLimits: Hashable, Sendable {
    /// Input bytes.
    public var maximumInputBytes = 8 * 1024 * 1024
    /// Nesting.
    public var maximumDepth = 64
    /// Values.
    public var maximumValueCount = 200_000
    /// The default limits.
    public init() {}
    /// The nesting ceiling.
    public static let nestingCeiling = 500
    var effectiveDepth: Int { Swift.min(maximumDepth, Self.nestingCeiling) }
}

/// Stand-in for `LayoutDescription` (decoding a value tree only).
public struct LayoutDescription {
    /// The value read.
    public var value: DescriptionValue
    /// Wraps the value tree.
    public static func decode(_ value: DescriptionValue) throws(DescriptionError) -> LayoutDescription {
        LayoutDescription(value: value)
    }
}

/// Stand-in for `SizesDescription` (decoding a value tree only).
public struct SizesDescription {
    /// The value read.
    public var value: DescriptionValue
    /// Wraps the value tree.
    public static func decode(_ value: DescriptionValue) throws(DescriptionError) -> SizesDescription {
        SizesDescription(value: value)
    }
}

/// Copy of `DescriptionLimit`.
enum DescriptionLimit {
    case inputBytes, depth, valueCount
    var raise: String { "raise it" }
}

/// The number of keys of the object `pointer[0..<count]` holds, -1 for another value, -2 when it
/// does not read.
@_cdecl("probe_parse")
public func probeParse(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    let bytes = Array(UnsafeBufferPointer(start: pointer, count: count))
    do throws(DescriptionError) {
        // Through the Embedded entry points (DescriptionJSONReader+Embedded.swift).
        let value = try LayoutDescription.decode(bytes).value
        if case .object(let pairs) = value { return pairs.count }
        return -1
    } catch {
        return -2
    }
}

/// The first number of the list `pointer[0..<count]` holds.
@_cdecl("probe_number")
public func probeNumber(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> Double {
    let bytes = Array(UnsafeBufferPointer(start: pointer, count: count))
    do throws(DescriptionError) {
        if case .array(let values) = try DescriptionJSONReader.parse(bytes),
            case .number(let number) = values.first
        {
            return number
        }
        return -12345
    } catch {
        return -99999
    }
}

/// Where the first problem of `pointer[0..<count]` is written, as line × 1000 + column; 0 when
/// it reads.
@_cdecl("probe_error_line")
public func probeErrorLine(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    let bytes = Array(UnsafeBufferPointer(start: pointer, count: count))
    do throws(DescriptionError) {
        _ = try DescriptionJSONReader.parse(bytes)
        return 0
    } catch {
        let locations = DescriptionSourceLocation.locations(
            of: error.problems, in: String(decoding: bytes, as: UTF8.self))
        return locations[0].line * 1000 + locations[0].column
    }
}
