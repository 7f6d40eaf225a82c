import CollectionLayout
import Foundation

/// A header, footer or side view of a section or of the whole layout (Apple's
/// `NSCollectionLayoutBoundarySupplementaryItem`, R-BOUNDARY, R-PIN, R-STACK-3).
///
/// Unlike Apple's class this one does not inherit from ``NSCollectionLayoutSupplementaryItem``;
/// it has the properties that shape boundary items.
public final class NSCollectionLayoutBoundarySupplementaryItem {
    /// The item's size (R-CONT-7, R-CONT-8).
    public let layoutSize: NSCollectionLayoutSize
    /// The element kind reported with the attributes, such as
    /// ``UICollectionView/elementKindSectionHeader``.
    public let elementKind: String
    /// Where the item sits (R-BOUNDARY-1).
    public let alignment: NSRectAlignment
    /// The translation applied after alignment (R-BOUNDARY-6).
    public let offset: CGPoint
    /// Whether the item extends its section (the default) or sits inside it (R-BOUNDARY-3,
    /// R-BOUNDARY-7).
    public var extendsBoundary: Bool = true
    /// Whether the item sticks to the visible bounds while its section scrolls by (R-PIN).
    public var pinToVisibleBounds: Bool = false
    /// The stacking order; 1 by default (R-Z-3), raised by 1_000_000_000 while pinning
    /// (R-PIN-4).
    public var zIndex: Int = 1

    /// A boundary item at `alignment` with no offset.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item at `alignment`, translated by `absoluteOffset` points.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }

    /// The engine's value, copied as a layout is built.
    var value: LayoutBoundarySupplementaryItem {
        var result = LayoutBoundarySupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, alignment: alignment.value,
            absoluteOffset: Point(offset))
        result.extendsBoundary = extendsBoundary
        result.pinToVisibleBounds = pinToVisibleBounds
        result.zIndex = zIndex
        return result
    }
}
