import CollectionLayout
import Foundation

/// A supplementary view anchored to an item or a group, such as a badge (Apple's
/// `NSCollectionLayoutSupplementaryItem`, R-ANCHOR).
///
/// Unlike Apple's class this one does not inherit from ``NSCollectionLayoutItem``: the
/// `contentInsets` and `edgeSpacing` it would inherit have no layout meaning for anchored views.
public final class NSCollectionLayoutSupplementaryItem {
    /// The supplementary's size, resolved against its container (R-ANCHOR-1).
    public let layoutSize: NSCollectionLayoutSize
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
