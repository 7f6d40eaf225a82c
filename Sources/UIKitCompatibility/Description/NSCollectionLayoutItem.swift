import CollectionLayout
import Foundation

/// A leaf of the layout: one cell (Apple's `NSCollectionLayoutItem`, R-ITEM).
///
/// A reference type, as in UIKit, so `let item = …; item.contentInsets = …` compiles. Its state is
/// copied into the engine's `LayoutItem` value when a layout is built, as UIKit copies it: later
/// mutations do not change a layout that was already built from it.
public class NSCollectionLayoutItem {
    /// The item's width and height dimensions.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the frame inside the item's slot without changing its footprint
    /// (R-ITEM-1, R-ITEM-2); ignored on estimated axes (R-ITEM-3).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item inside its group (R-EDGE); nil is fixed 0 on every edge.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Storage of ``supplementaryItems``, settable by groups.
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// The supplementary items anchored to the item, such as badges (R-ANCHOR).
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    /// An item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of the given size with anchored supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem])
    {
        self.layoutSize = layoutSize
        self.storedSupplementaryItems = supplementaryItems
    }

    /// The engine's value of this item as a group subitem; groups override it.
    func subitemValue(_ context: LayoutCopyContext) -> LayoutSubitem {
        var item = LayoutItem(
            layoutSize: layoutSize.value, supplementaryItems: supplementaryItems.map(\.value))
        item.contentInsets = contentInsets.value
        item.edgeSpacing = edgeSpacing?.value
        return .item(item)
    }
}
