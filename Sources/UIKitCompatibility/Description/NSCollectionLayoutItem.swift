import CollectionLayout
import Foundation

/// A leaf of the layout: one cell (Apple's `NSCollectionLayoutItem`, R-ITEM), and the base class of
/// groups, anchored supplementary items, boundary supplementary items and decoration items, as in
/// UIKit.
///
/// A reference type, as in UIKit, so `let item = …; item.contentInsets = …` compiles and libraries
/// can keep items, groups and decoration items in one `[NSCollectionLayoutItem]`. Its state is
/// copied into the engine's `LayoutItem` value when a layout is built, as UIKit copies it: later
/// mutations do not change a layout that was already built from it.
///
/// ```swift
/// func badge() -> NSCollectionLayoutItem {   // a builder returning the base type
///     NSCollectionLayoutSupplementaryItem(
///         layoutSize: size, elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top]))
/// }
/// ```
public class NSCollectionLayoutItem: NSCopying {
    /// The item's width and height dimensions.
    public let layoutSize: NSCollectionLayoutSize
    /// Insets that shrink the frame inside the item's slot without changing its footprint
    /// (R-ITEM-1, R-ITEM-2); ignored on estimated axes (R-ITEM-3). Groups inset their subitems
    /// with it too. Supplementary and decoration items inherit it: a decoration item's insets
    /// shrink its background (R-DECOR-1); on anchored and boundary supplementary items it is
    /// stored and copied but does not change their frames.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space outside the item inside its group (R-EDGE); nil is fixed 0 on every edge. Only items
    /// and groups placed in a group use it.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Storage of ``supplementaryItems``, settable by groups.
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// The supplementary items anchored to the item, such as badges (R-ANCHOR).
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    /// An item of the given size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// An item of the given size with anchored supplementary items.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// The designated initialiser every subclass calls.
    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = size
        self.storedSupplementaryItems = supplementaryItems
    }

    /// A copy of the item, of the same class (as `NSCopying` copies): its own properties are
    /// copied; the objects it refers to (its size, supplementary items, a group's subitems) are
    /// shared, so mutating the copy's ``contentInsets`` leaves the original alone.
    ///
    /// ```swift
    /// let wide = item.copy() as! NSCollectionLayoutItem
    /// ```
    public func copy() -> Any { copy(with: nil) }

    /// ``copy()``, with the zone `NSCopying` names (ignored).
    public func copy(with zone: NSZone? = nil) -> Any {
        let result = makeCopy()
        result.contentInsets = contentInsets
        result.edgeSpacing = edgeSpacing
        result.storedSupplementaryItems = storedSupplementaryItems
        return result
    }

    /// A new instance of the receiver's class with the receiver's subclass properties; the base
    /// properties are copied by ``copy(with:)``.
    func makeCopy() -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(size: layoutSize, supplementaryItems: [])
    }

    /// The engine's value of this item as a group subitem; groups override it. Supplementary and
    /// decoration items placed among a group's subitems are laid out as the items they inherit
    /// from.
    func subitemValue(_ context: LayoutCopyContext) -> LayoutSubitem {
        var item = LayoutItem(
            layoutSize: layoutSize.value, supplementaryItems: supplementaryItems.map(\.supplementaryValue))
        item.contentInsets = contentInsets.value
        item.edgeSpacing = edgeSpacing?.value
        return .item(item)
    }
}
