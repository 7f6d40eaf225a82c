import CollectionLayout

/// A group: `{horizontal: …}`, `{vertical: …}` or `{custom: …}` (the description format).
public indirect enum GroupDescription: Hashable, Sendable {
    /// Subitems placed along x.
    case horizontal(StackGroupDescription)
    /// Subitems placed along y.
    case vertical(StackGroupDescription)
    /// Items at static frames (R-CUSTOM-5).
    case custom(CustomGroupDescription)

    /// The key that names the case in the format.
    public var keyword: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        case .custom: return "custom"
        }
    }
}

/// The body of a horizontal or vertical group.
public struct StackGroupDescription: Hashable, Sendable {
    /// The group's size.
    public var size: LayoutSize
    /// Items and nested groups.
    public var subitems: [SubitemDescription]
    /// Apple's `subitem:count:` (R-COUNT-1).
    public var count: Int?
    /// Apple's `repeatingSubitem:count:` (R-COUNT-4).
    public var repeatingCount: Int?
    /// Space between subitems.
    public var interItemSpacing: LayoutSpacing?
    /// The content-box insets.
    public var contentInsets: DirectionalEdgeInsets?
    /// Space outside the group.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Anchored supplementaries (R-ANCHOR).
    public var supplementaryItems: [AnchoredItemDescription]?

    /// Creates a group body.
    public init(size: LayoutSize, subitems: [SubitemDescription]) {
        self.size = size
        self.subitems = subitems
    }
}

/// The body of a custom group.
public struct CustomGroupDescription: Hashable, Sendable {
    /// The group's size.
    public var size: LayoutSize
    /// One frame per item, relative to the group's outer origin, with its zIndex.
    public var frames: [LayoutGroupCustomItem]
    /// The content insets passed to the provider.
    public var contentInsets: DirectionalEdgeInsets?
    /// Space outside the group.
    public var edgeSpacing: LayoutEdgeSpacing?

    /// Creates a custom group body.
    public init(size: LayoutSize, frames: [LayoutGroupCustomItem]) {
        self.size = size
        self.frames = frames
    }
}

/// A subitem: `{item: …}` or a nested group.
public indirect enum SubitemDescription: Hashable, Sendable {
    /// A leaf item.
    case item(ItemDescription)
    /// A nested group.
    case group(GroupDescription)
}

/// A leaf item.
public struct ItemDescription: Hashable, Sendable {
    /// The item's size.
    public var size: LayoutSize
    /// Insets of the frame inside its slot.
    public var contentInsets: DirectionalEdgeInsets?
    /// Space outside the item.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Anchored supplementaries (R-ANCHOR).
    public var supplementaryItems: [AnchoredItemDescription]?

    /// Creates an item.
    public init(size: LayoutSize, contentInsets: DirectionalEdgeInsets? = nil) {
        self.size = size
        self.contentInsets = contentInsets
    }
}
