/// A leaf of the layout: one cell (Apple's `NSCollectionLayoutItem`).
///
/// An item is sized by its ``layoutSize`` against its container (R-CONT-3), placed in a *slot*
/// by its group, and its frame is the slot inset by ``contentInsets`` (R-ITEM-1).
public struct LayoutItem: Hashable, Sendable {
    /// The item's width and height dimensions.
    public var layoutSize: LayoutSize
    /// Insets that shrink the frame inside the slot; they never change the footprint used for
    /// fitting (R-ITEM-2). Ignored on estimated axes (R-ITEM-3).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the item inside its group (R-EDGE). Nil means fixed 0 on every edge.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary items anchored to the item, such as badges (R-ANCHOR).
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// Creates an item of the given size, optionally with anchored supplementary items.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Anything that can be a subitem of a group: an item or a nested group.
public protocol LayoutSubitemConvertible: Sendable {
    /// The value stored in a group's ``LayoutGroup/subitems``.
    var layoutSubitem: LayoutSubitem { get }
}

/// A subitem of a group: a leaf item or a nested group (R-NEST).
///
/// Apple models groups as a subclass of items; with value types the two cases are spelled out.
/// Group factories accept items and groups directly through ``LayoutSubitemConvertible``.
public indirect enum LayoutSubitem: Sendable, LayoutSubitemConvertible {
    /// A leaf item.
    case item(LayoutItem)
    /// A nested group.
    case group(LayoutGroup)

    /// The subitem itself.
    public var layoutSubitem: LayoutSubitem { self }

    /// The subitem's size dimensions.
    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    /// The subitem's content insets.
    public var contentInsets: DirectionalEdgeInsets {
        switch self {
        case .item(let item): return item.contentInsets
        case .group(let group): return group.contentInsets
        }
    }

    /// The subitem's anchored supplementary items.
    public var supplementaryItems: [LayoutSupplementaryItem] {
        switch self {
        case .item(let item): return item.supplementaryItems
        case .group(let group): return group.supplementaryItems
        }
    }

    /// The subitem's edge spacing (nil: fixed 0 on every edge).
    public var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}

extension LayoutItem: LayoutSubitemConvertible {
    /// The item as a group subitem.
    public var layoutSubitem: LayoutSubitem { .item(self) }
}
