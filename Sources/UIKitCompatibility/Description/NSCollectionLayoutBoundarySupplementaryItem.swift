import CollectionLayout
import Foundation

/// A header, footer or side view of a section or of the whole layout (Apple's
/// `NSCollectionLayoutBoundarySupplementaryItem`, R-BOUNDARY, R-PIN, R-STACK-3).
///
/// As in UIKit, a subclass of ``NSCollectionLayoutSupplementaryItem``, so a boundary item can be
/// returned where a supplementary item (or an item) is expected. Its inherited
/// ``NSCollectionLayoutSupplementaryItem/containerAnchor`` is the anchor its alignment implies
/// (`.top` → edges `[.top]`, `.bottomTrailing` → `[.bottom, .trailing]`, `.none` → no edges)
/// with its offset as an absolute offset; that anchor places it when it is attached to an item or
/// a group rather than to a section.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item sits (R-BOUNDARY-1).
    public let alignment: NSRectAlignment
    /// The translation applied after alignment (R-BOUNDARY-6).
    public let offset: CGPoint
    /// Whether the item extends its section (the default) or sits inside it (R-BOUNDARY-3,
    /// R-BOUNDARY-7).
    public var extendsBoundary: Bool = true
    /// Whether the item sticks to the visible bounds while its section scrolls by (R-PIN).
    public var pinToVisibleBounds: Bool = false

    /// A boundary item at `alignment` with no offset.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item at `alignment`, translated by `absoluteOffset` points.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    private init(
        size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = offset
        super.init(
            size: size, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: offset),
            itemAnchor: nil)
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let result = NSCollectionLayoutBoundarySupplementaryItem(
            size: layoutSize, elementKind: elementKind, alignment: alignment, offset: offset)
        result.zIndex = zIndex
        result.extendsBoundary = extendsBoundary
        result.pinToVisibleBounds = pinToVisibleBounds
        return result
    }

    /// The engine's value as a boundary item, copied as a layout is built.
    var boundaryValue: LayoutBoundarySupplementaryItem {
        var result = LayoutBoundarySupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, alignment: alignment.value,
            absoluteOffset: Point(offset))
        result.extendsBoundary = extendsBoundary
        result.pinToVisibleBounds = pinToVisibleBounds
        result.zIndex = zIndex
        return result
    }
}

extension NSRectAlignment {
    /// The anchor edges of the alignment: the edges its name lists, none for `.none`.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return [.top]
        case .topLeading: return [.top, .leading]
        case .leading: return [.leading]
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return [.bottom]
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return [.trailing]
        case .topTrailing: return [.top, .trailing]
        }
    }
}
