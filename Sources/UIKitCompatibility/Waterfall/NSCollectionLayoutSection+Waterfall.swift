import CollectionLayout
import Foundation

/// How many columns a waterfall section has (not part of UIKit; see
/// ``NSCollectionLayoutSection/waterfall(columns:spacing:columnSpacing:heightProvider:)``).
public typealias NSCollectionLayoutWaterfallColumns = LayoutWaterfall.Columns

extension NSCollectionLayoutSection {
    /// A waterfall (masonry) section. **This is not Apple's API**: UIKit has no waterfall section,
    /// and code calling this compiles only against `UIKitCompatibility`. On a device, build the
    /// same section from a layout description, or place the items with
    /// `WaterfallPlacement.frames(lengths:columns:itemSpacing:)` inside an
    /// `NSCollectionLayoutGroup.custom` item provider — the same rule, so the same frames.
    ///
    /// Items go to the column that ends first, the leading one on ties (R-WATERFALL-2). Each
    /// item's height comes from `heightProvider`, called with the item's index once per prepare:
    /// `.absolute(h)` points, `.fractionalWidth(f)` — `f` times the column width, an image's aspect
    /// ratio — or `.estimated(h)`, replaced by the cell's self-sized height; a measurement moves
    /// only the items after it (R-WATERFALL-5). `.fractionalHeight` and `.uniformAcrossSiblings`
    /// heights count as estimates of their dimension.
    ///
    /// The returned section's other properties (`contentInsets`, `boundarySupplementaryItems`,
    /// `decorationItems`, reference insets) work as in any section; `interGroupSpacing` and
    /// `orthogonalScrollingBehavior` are not used.
    ///
    /// ```swift
    /// let section = NSCollectionLayoutSection.waterfall(columns: .count(2), spacing: 8) { index in
    ///     .fractionalWidth(photos[index].aspectRatio)
    /// }
    /// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    /// ```
    ///
    /// - Parameters:
    ///   - columns: `.count(n)` columns, or `.adaptive(minimumWidth:)` for as many as fit
    ///     (R-WATERFALL-1).
    ///   - spacing: Space between items of a column, and between columns unless `columnSpacing`
    ///     is given.
    ///   - columnSpacing: Space between columns; `spacing` when nil.
    ///   - heightProvider: The height of the item at an index within the section.
    public static func waterfall(
        columns: NSCollectionLayoutWaterfallColumns, spacing: CGFloat = 0, columnSpacing: CGFloat? = nil,
        heightProvider: @escaping @Sendable (Int) -> NSCollectionLayoutDimension
    ) -> NSCollectionLayoutSection {
        let waterfall = LayoutWaterfall(
            columns: columns, itemSpacing: Double(spacing), columnSpacing: Double(columnSpacing ?? spacing)
        ) { index in
            let height = heightProvider(index)
            if height.isAbsolute { return .absolute(Double(height.dimension)) }
            if height.isFractionalWidth { return .fractionalWidth(Double(height.dimension)) }
            return .estimated(Double(height.dimension))
        }
        return NSCollectionLayoutSection(engine: LayoutSection.waterfall(waterfall))
    }

    /// Whether the section is a waterfall section made by
    /// ``waterfall(columns:spacing:columnSpacing:heightProvider:)`` (not part of UIKit).
    public var isWaterfall: Bool {
        if case .engine(let base) = content { return base.waterfall != nil }
        return false
    }
}
