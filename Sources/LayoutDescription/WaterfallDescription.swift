import CollectionLayout

/// The `waterfall` object: a waterfall (masonry) section instead of a group (R-WATERFALL). Every
/// field is optional; absent fields stay `nil` so that encoding reproduces what was written, and
/// ``waterfall`` fills in the defaults.
///
/// ```yaml
/// waterfall:
///   columns: 2                    # or minimumColumnWidth: 160 for adaptive columns
///   spacing: 8                    # between items of a column and between columns
///   itemHeights: [100, "fractionalWidth(1.5)", "estimated(120)"]
/// ```
///
/// `itemHeights` repeats over the section's items: it stands in for data when previewing, and
/// measured heights (the CLI's `--sizes`, the playground's sizes) replace estimated ones.
public struct WaterfallDescription: Hashable, Sendable {
    /// A fixed number of columns; 2 when neither this nor ``minimumColumnWidth`` is given.
    public var columns: Int?
    /// Adaptive columns: as many as fit at least this wide (R-WATERFALL-1).
    public var minimumColumnWidth: Double?
    /// Space between items of a column and between columns, unless ``itemSpacing`` or
    /// ``columnSpacing`` overrides it; 0 when absent.
    public var spacing: Double?
    /// Space between consecutive items of a column; ``spacing`` when absent.
    public var itemSpacing: Double?
    /// Space between neighbouring columns; ``spacing`` when absent.
    public var columnSpacing: Double?
    /// The item heights, repeated over the items; `estimated(44)` for every item when absent.
    public var itemHeights: [WaterfallItemHeight]?

    /// Creates a waterfall description; absent fields use the defaults of ``waterfall``.
    public init(
        columns: Int? = nil, minimumColumnWidth: Double? = nil, spacing: Double? = nil,
        itemSpacing: Double? = nil, columnSpacing: Double? = nil, itemHeights: [WaterfallItemHeight]? = nil
    ) {
        self.columns = columns
        self.minimumColumnWidth = minimumColumnWidth
        self.spacing = spacing
        self.itemSpacing = itemSpacing
        self.columnSpacing = columnSpacing
        self.itemHeights = itemHeights
    }

    /// The columns of a description that gives neither a count nor a minimum width.
    public static let defaultColumnCount = 2
    /// The height of every item of a description without `itemHeights`.
    public static let defaultItemHeight = WaterfallItemHeight.estimated(44)

    /// The engine arrangement these fields describe, with the defaults filled in.
    public var waterfall: LayoutWaterfall {
        let columns: LayoutWaterfall.Columns =
            minimumColumnWidth.map { .adaptive(minimumWidth: $0) }
            ?? .count(columns ?? Self.defaultColumnCount)
        return LayoutWaterfall(
            columns: columns, itemSpacing: itemSpacing ?? spacing ?? 0,
            columnSpacing: columnSpacing ?? spacing ?? 0,
            repeatingHeights: itemHeights ?? [Self.defaultItemHeight])
    }
}

extension DescriptionCatalog {
    static let waterfall = ObjectSpec(
        name: "waterfall",
        summary:
            "A waterfall (masonry) section instead of a group: columns, each item placed in the column "
            + "that ends first (R-WATERFALL).",
        fields: [
            FieldSpec(
                name: "columns", shape: .integer(NumberRange(minimum: 1, maximum: 1024)),
                summary: "A fixed number of columns; 2 when neither columns nor minimumColumnWidth is given."),
            FieldSpec(
                name: "minimumColumnWidth",
                shape: .number(NumberRange(minimum: 0, minimumIsExclusive: true, maximum: 10_000_000)),
                summary: "Adaptive columns: as many as fit at least this wide (R-WATERFALL-1)."),
            FieldSpec(
                name: "spacing", shape: .number(.nonNegative),
                summary: "Space between items of a column and between columns; 0 by default."),
            FieldSpec(
                name: "itemSpacing", shape: .number(.nonNegative),
                summary: "Space between items of a column; overrides spacing."),
            FieldSpec(
                name: "columnSpacing", shape: .number(.nonNegative),
                summary: "Space between columns; overrides spacing."),
            FieldSpec(
                name: "itemHeights", shape: .list(.itemHeight),
                summary:
                    "Item heights, repeated over the items: a number (points), \"fractionalWidth(f)\" "
                    + "(f × the column width) or \"estimated(v)\" (measured later); estimated(44) by default."
            ),
        ], exclusivePair: ["columns", "minimumColumnWidth"])
}

extension DescriptionReader {
    func waterfall(_ value: DescriptionValue, at path: DescriptionPath) -> WaterfallDescription? {
        guard let fields = object(value, "waterfall", at: path) else { return nil }
        var result = WaterfallDescription()
        result.columns = read(fields, "columns") { self.integer($0, $1, at: $2) }
        result.minimumColumnWidth = read(fields, "minimumColumnWidth") { self.number($0, $1, at: $2) }
        result.spacing = read(fields, "spacing") { self.number($0, $1, at: $2) }
        result.itemSpacing = read(fields, "itemSpacing") { self.number($0, $1, at: $2) }
        result.columnSpacing = read(fields, "columnSpacing") { self.number($0, $1, at: $2) }
        result.itemHeights = read(fields, "itemHeights") { value, shape, path in
            self.list(value, shape, at: path) { self.itemHeight($0, at: $2) }
        }
        return result
    }

    /// Reads one waterfall item height: a number of points, or `absolute(v)`, `estimated(v)` or
    /// `fractionalWidth(f)` (R-WATERFALL-3).
    func itemHeight(_ value: DescriptionValue, at path: DescriptionPath) -> WaterfallItemHeight? {
        if case .number = value {
            return number(value, .number(.nonNegative), at: path).map { .absolute($0) }
        }
        guard case .string = value else {
            report(path, "expected \(Self.expectation(for: .itemHeight)), got \(value.summary)")
            return nil
        }
        guard let dimension = dimension(value, .dimension, at: path) else { return nil }
        switch dimension.kind {
        case .absolute: return .absolute(dimension.dimension)
        case .estimated: return .estimated(dimension.dimension)
        case .fractionalWidth: return .fractionalWidth(dimension.dimension)
        case .fractionalHeight, .uniformAcrossSiblings:
            let hint = Suggestion.hint(for: "\(dimension.kind)", among: DescriptionNames.itemHeightKinds)
            report(
                path,
                "a waterfall item height is a number, absolute(v), estimated(v) or fractionalWidth(f) (a "
                    + "fraction of the column width), got \(value.summary)\(hint)")
            return nil
        }
    }
}

extension DescriptionNames {
    /// The dimension kinds a waterfall item height may use.
    static let itemHeightKinds = ["absolute", "estimated", "fractionalWidth"]
}

extension DescriptionSyntax {
    /// The JSON Schema pattern of a waterfall item height string.
    static let itemHeightPattern =
        #"^\s*(absolute|estimated|fractionalWidth)\s*\(\s*"# + unsignedNumberPattern + #"(\s*/\s*"#
        + unsignedNumberPattern + #")?\s*\)\s*$"#
}

extension Encoding {
    static func waterfall(_ waterfall: WaterfallDescription) -> DescriptionValue {
        var pairs: Pairs = []
        add(&pairs, "columns", integer(waterfall.columns))
        add(&pairs, "minimumColumnWidth", number(waterfall.minimumColumnWidth))
        add(&pairs, "spacing", number(waterfall.spacing))
        add(&pairs, "itemSpacing", number(waterfall.itemSpacing))
        add(&pairs, "columnSpacing", number(waterfall.columnSpacing))
        add(&pairs, "itemHeights", waterfall.itemHeights.map { .array($0.map(itemHeight)) })
        return .object(pairs)
    }

    /// A number for absolute heights, `estimated(v)` and `fractionalWidth(f)` otherwise.
    static func itemHeight(_ height: WaterfallItemHeight) -> DescriptionValue {
        switch height {
        case .absolute(let points): return .number(points)
        case .estimated(let points): return .string(DescriptionSyntax.string(.estimated(points)))
        case .fractionalWidth(let fraction):
            return .string(DescriptionSyntax.string(.fractionalWidth(fraction)))
        }
    }
}
