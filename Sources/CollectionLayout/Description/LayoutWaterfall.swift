/// A waterfall (masonry) arrangement of a section's items: columns across the scroll axis, each
/// item placed in the column that ends first (R-WATERFALL-2). UIKit has no such section; its
/// compositional layout can only approximate one with a custom group whose frames are all known up
/// front. A waterfall section supports estimated heights, measured later, that re-flow only the
/// items after the measured one (R-WATERFALL-5).
///
/// "Height" and "width" are the vertical layout's words: in a horizontally scrolling layout the
/// columns are rows and an item's height is its length along the scroll axis.
public struct LayoutWaterfall: Sendable {
    /// How many columns a waterfall section has (R-WATERFALL-1).
    public enum Columns: Hashable, Sendable {
        /// A fixed number of columns (at least 1).
        case count(Int)
        /// As many columns as fit at least `minimumWidth` wide (with the column spacing between
        /// them) in the section's width, at least one.
        case adaptive(minimumWidth: Double)
    }

    /// The columns.
    public var columns: Columns
    /// Space between consecutive items of a column (R-WATERFALL-2).
    public var itemSpacing: Double
    /// Space between neighbouring columns (R-WATERFALL-1).
    public var columnSpacing: Double
    /// The height of each item, by index within the section (R-WATERFALL-3). Called once per
    /// item while preparing, and again for an item whose measurement is forgotten.
    public var itemHeight: @Sendable (Int) -> WaterfallItemHeight

    /// Creates a waterfall arrangement.
    ///
    /// - Parameters:
    ///   - columns: A fixed count or an adaptive minimum width.
    ///   - itemSpacing: Space between items of a column.
    ///   - columnSpacing: Space between columns.
    ///   - itemHeight: The height of item `index`.
    public init(
        columns: Columns, itemSpacing: Double = 0, columnSpacing: Double = 0,
        itemHeight: @escaping @Sendable (Int) -> WaterfallItemHeight
    ) {
        self.columns = columns
        self.itemSpacing = itemSpacing
        self.columnSpacing = columnSpacing
        self.itemHeight = itemHeight
    }

    /// Creates a waterfall arrangement whose item heights repeat `heights` (item `i` takes
    /// `heights[i % heights.count]`; an empty list makes every item an estimated 44 points tall).
    public init(
        columns: Columns, itemSpacing: Double = 0, columnSpacing: Double = 0,
        repeatingHeights heights: [WaterfallItemHeight]
    ) {
        self.init(columns: columns, itemSpacing: itemSpacing, columnSpacing: columnSpacing) { index in
            heights.isEmpty ? .estimated(44) : heights[index % heights.count]
        }
    }
}

/// The height of one item of a waterfall section (R-WATERFALL-3).
public enum WaterfallItemHeight: Hashable, Sendable {
    /// A height in points.
    case absolute(Double)
    /// A fraction of the column width: an image's aspect ratio (height ÷ width).
    case fractionalWidth(Double)
    /// An estimated height in points, replaced by the item's measured height (R-WATERFALL-5).
    case estimated(Double)

    /// Whether the height is an estimate that a measurement replaces.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The height in points for a column `columnWidth` wide: negative heights count as zero
    /// (R-WATERFALL-3); nil when the value is not finite.
    public func resolved(columnWidth: Double) -> Double? {
        let value: Double
        switch self {
        case .absolute(let points), .estimated(let points): value = points
        case .fractionalWidth(let fraction): value = fraction * columnWidth
        }
        return value.isFinite ? max(value, 0) : nil
    }
}

extension LayoutSection {
    /// A waterfall section (R-WATERFALL): `waterfall` places the items; the section's other
    /// properties (content insets, boundary items, decorations, reference insets) work as in any
    /// section. `group` and `interGroupSpacing` are not used.
    public static func waterfall(_ waterfall: LayoutWaterfall) -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size, subitems: [LayoutSubitem.item(LayoutItem(layoutSize: size))])
        )
        section.waterfall = waterfall
        return section
    }
}
