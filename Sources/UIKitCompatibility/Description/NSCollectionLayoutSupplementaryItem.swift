import CollectionLayout
import Foundation

/// A supplementary view anchored to an item or a group, such as a badge (Apple's
/// `NSCollectionLayoutSupplementaryItem`, R-ANCHOR).
///
/// As in UIKit, a subclass of ``NSCollectionLayoutItem`` (so it has `layoutSize`,
/// `contentInsets`, `edgeSpacing` and `copy()`) and the base class of
/// ``NSCollectionLayoutBoundarySupplementaryItem``.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind reported with the attributes.
    public let elementKind: String
    /// Where on the container the supplementary attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary meets the container anchor; nil uses the container anchor's
    /// edges (R-ANCHOR-3).
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order; 1 by default (R-Z-3).
    public var zIndex: Int = 1

    /// A supplementary attached at `containerAnchor`, sitting inside that corner of its container.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary whose `itemAnchor` point meets its container's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: itemAnchor)
    }

    /// The designated initialiser, also used by boundary items.
    init(
        size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let result = NSCollectionLayoutSupplementaryItem(
            size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: itemAnchor)
        result.zIndex = zIndex
        return result
    }

    /// The engine's value as an anchored supplementary, copied as a layout is built. A boundary
    /// item anchored to an item or a group uses the anchor its alignment implies.
    var supplementaryValue: LayoutSupplementaryItem {
        var result = LayoutSupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, containerAnchor: containerAnchor.value,
            itemAnchor: itemAnchor?.value)
        result.zIndex = zIndex
        return result
    }
}
