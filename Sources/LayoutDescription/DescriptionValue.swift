import CollectionLayout

/// A parsed JSON or YAML document before it is checked against the description format: the small
/// tree that the validating reader walks with full path tracking.
///
/// Object keys keep the order in which they were written, so errors and re-encoded output are
/// deterministic.
public indirect enum DescriptionValue: Hashable, Sendable {
    /// `null`, `~` or an empty YAML value.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. May be NaN or infinite when the input spelled `.nan` or an overflowing literal;
    /// the reader rejects such values.
    case number(Double)
    /// A string.
    case string(String)
    /// A list.
    case array([DescriptionValue])
    /// An object, as key-value pairs in input order.
    case object([(key: String, value: DescriptionValue)])

    /// A short name of the value's type for error messages: `an object`, `a string "half"`, ….
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "a boolean (\(value))"
        case .number(let value): return "the number \(DescriptionNumberFormat.string(value))"
        case .string(let value):
            let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
            return "the string \"\(shown)\""
        case .array(let values): return "a list of \(values.count) element\(values.count == 1 ? "" : "s")"
        case .object: return "an object"
        }
    }

    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> DescriptionValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// The nesting depth: 0 for scalars, 1 + the deepest child for lists and objects.
    public var depth: Int {
        switch self {
        case .array(let values): return 1 + (values.map { $0.depth }.max() ?? 0)
        case .object(let pairs): return 1 + (pairs.map { $0.value.depth }.max() ?? 0)
        default: return 0
        }
    }

    /// Two values are equal when they have the same case and contents (object keys in order).
    public static func == (lhs: DescriptionValue, rhs: DescriptionValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Hashes the case and contents.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value.isNaN ? .nan : value)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }
}

/// The number format of the description format's output (`complayout frames`, encoded
/// descriptions): integral values print without a fraction (`130`), others in Swift's shortest
/// representation that reads back to the same `Double` (`123.33333333333333`), and `-0` prints as `0`.
public enum DescriptionNumberFormat {
    /// Formats `value`; NaN and infinities print as `nan`, `inf` and `-inf`.
    public static func string(_ value: Double) -> String { LayoutFramesJSON.number(value) }
}
