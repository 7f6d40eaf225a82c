/// The definitions of the description format: one table that the validating reader and the JSON
/// Schema generator both read, so that the two cannot drift apart.
///
/// Each object of the format is an ``ObjectSpec`` listing its fields; each field has a
/// ``ValueShape``. The reader checks keys (unknown keys, required keys, one-of objects), ranges and
/// enumerations from these specs; the schema generator turns the same specs into `$defs`.
indirect enum ValueShape: Sendable {
    /// An integer in a range.
    case integer(NumberRange)
    /// A finite number in a range.
    case number(NumberRange)
    /// `true` or `false`.
    case boolean
    /// Free text (a kind name, a template name).
    case text
    /// One of a fixed set of names.
    case enumeration([String])
    /// A dimension string such as `fractionalWidth(1/3)` (the description format, R-DIM-4).
    case dimension
    /// A waterfall item height: a number of points, or `absolute(v)`, `estimated(v)` or
    /// `fractionalWidth(f)` (R-WATERFALL-3).
    case itemHeight
    /// A deceleration rate: `automatic`, `normal`, `fast`, or a number in (0, 1).
    case rate
    /// A spacing string `fixed(8)` / `flexible(8)`, or a bare number meaning fixed.
    case spacing
    /// A number for all four edges or a `{top, leading, bottom, trailing}` object.
    case insets
    /// Two numbers `[x, y]`.
    case pair
    /// A custom-group frame `[x, y, w, h]` or `[x, y, w, h, zIndex]` (R-CUSTOM-5).
    case frame
    /// A list of values of one shape.
    case list(ValueShape)
    /// An object with free keys, each value of one shape.
    case map(ValueShape)
    /// An object described by the spec of this name.
    case object(String)
}

/// An inclusive range of accepted numbers, optionally with an exclusive minimum.
struct NumberRange: Sendable {
    var minimum: Double
    var minimumIsExclusive = false
    var maximum: Double

    /// Any finite length up to ten million points either way.
    static let length = NumberRange(minimum: -10_000_000, maximum: 10_000_000)
    /// A non-negative length.
    static let nonNegative = NumberRange(minimum: 0, maximum: 10_000_000)
    /// A zIndex.
    static let zIndex = NumberRange(minimum: -1_000_000_000, maximum: 1_000_000_000)

    func contains(_ value: Double) -> Bool {
        (minimumIsExclusive ? value > minimum : value >= minimum) && value <= maximum
    }

    /// `≥ 0 and ≤ 10000000` style text for messages.
    var summary: String {
        "\(minimumIsExclusive ? ">" : "≥") \(DescriptionNumberFormat.string(minimum)) and "
            + "≤ \(DescriptionNumberFormat.string(maximum))"
    }
}

/// One field of an object.
struct FieldSpec: Sendable {
    var name: String
    var shape: ValueShape
    var isRequired = false
    var summary: String
}

/// One object of the format.
struct ObjectSpec: Sendable {
    var name: String
    var summary: String
    var fields: [FieldSpec]
    /// Whether exactly one of the fields must be present (`{horizontal: …}` or `{item: …}`).
    var exactlyOneField = false
    /// Fields of which at most one may be present (a section's `group`, `list` and `waterfall`);
    /// empty for none.
    var exclusivePair: [String] = []

    func field(_ name: String) -> FieldSpec? { fields.first { $0.name == name } }
}

/// The names used in the format.
enum DescriptionNames {
    static let roundingPolicies = ["none", "modern", "legacy"]
    static let layoutDirections = ["leftToRight", "rightToLeft"]
    static let scrollDirections = ["vertical", "horizontal"]
    static let contentInsetsReferences = [
        "automatic", "none", "safeArea", "layoutMargins", "readableContent",
    ]
    static let orthogonalBehaviors = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
        "groupPagingCentered",
    ]
    static let alignments = [
        "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing",
        "topTrailing",
    ]
    static let edges = ["top", "leading", "bottom", "trailing"]
    static let dimensionKinds = [
        "absolute", "estimated", "fractionalWidth", "fractionalHeight", "uniformAcrossSiblings",
    ]
}
