import CollectionLayout
import Foundation

/// A supplementary view anchored to an item or a group, such as a badge (Apple's
/// `NSCollectionLayoutSupplementaryItem`, SPEC R-ANCHOR).
///
/// Unlike Apple's class this one does not inherit from ``NSCollectionLayoutItem``: the
/// `contentInsets` and `edgeSpacing` it would inherit have no layout meaning for anchored views.
public final class NSCollectionLayoutSupplementaryItem {
    /// The supplementary's size, resolved against its container (SPEC R-ANCHOR-1).
    public let layoutSize: NSCollectionLayoutSize
    /// The element kind reported with the attributes.
    public let elementKind: String
    /// Where on the container the supplementary attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary meets the container anchor; nil uses the container anchor's
    /// edges (SPEC R-ANCHOR-3).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order; 1 by default (SPEC R-Z-3).
    public var zIndex: Int = 1

    /// A supplementary attached at `containerAnchor`, sitting inside that corner of its container.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary whose `itemAnchor` point meets its container's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, anchor: containerAnchor, itemAnchor: itemAnchor)
    }

    private init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, anchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = anchor
        self.itemAnchor = itemAnchor
    }

    /// The engine's value, copied as a layout is built.
    var value: LayoutSupplementaryItem {
        var result = LayoutSupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, containerAnchor: containerAnchor.value,
            itemAnchor: itemAnchor?.value)
        result.zIndex = zIndex
        return result
    }
}

/// A header, footer or side view of a section or of the whole layout (Apple's
/// `NSCollectionLayoutBoundarySupplementaryItem`, SPEC R-BOUNDARY, R-PIN, R-STACK-3).
///
/// Unlike Apple's class this one does not inherit from ``NSCollectionLayoutSupplementaryItem``;
/// it has the properties that shape boundary items.
public final class NSCollectionLayoutBoundarySupplementaryItem {
    /// The item's size (SPEC R-CONT-7, R-CONT-8).
    public let layoutSize: NSCollectionLayoutSize
    /// The element kind reported with the attributes, such as
    /// ``UICollectionView/elementKindSectionHeader``.
    public let elementKind: String
    /// Where the item sits (SPEC R-BOUNDARY-1).
    public let alignment: NSRectAlignment
    /// The translation applied after alignment (SPEC R-BOUNDARY-6).
    public let offset: CGPoint
    /// Whether the item extends its section (the default) or sits inside it (SPEC R-BOUNDARY-3,
    /// R-BOUNDARY-7).
    public var extendsBoundary: Bool = true
    /// Whether the item sticks to the visible bounds while its section scrolls by (SPEC R-PIN).
    public var pinToVisibleBounds: Bool = false
    /// The stacking order; 1 by default (SPEC R-Z-3), raised by 1_000_000_000 while pinning
    /// (SPEC R-PIN-4).
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

/// A decoration view; only section backgrounds exist (Apple's `NSCollectionLayoutDecorationItem`,
/// SPEC R-DECOR).
public final class NSCollectionLayoutDecorationItem {
    /// The element kind reported with the attributes.
    public let elementKind: String
    /// Insets of the background inside the section frame (SPEC R-DECOR-1).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The stacking order; 0 by default, negative allowed (SPEC R-DECOR-2).
    public var zIndex: Int = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background covering its section (SPEC R-DECOR-1).
    public static func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    /// The engine's value, copied as a layout is built.
    var value: LayoutDecorationItem {
        var result = LayoutDecorationItem.background(elementKind: elementKind)
        result.contentInsets = contentInsets.value
        result.zIndex = zIndex
        return result
    }
}
