import CollectionLayout
import Foundation

/// A container of items and nested groups (Apple's `NSCollectionLayoutGroup`, R-GROUP,
/// R-COUNT, R-NEST, R-CUSTOM).
///
/// As in UIKit, a group is a subclass of ``NSCollectionLayoutItem``, so `subitems` accepts items
/// and groups alike, and a group has the item's `contentInsets` and `edgeSpacing`.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group holds its subitems.
    enum Arrangement {
        case fill(Axis)
        case count(Axis, Int)
        case repeating(Axis, Int)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The group's subitems: the list a filling group cycles through, or the one subitem of a
    /// count group; empty for custom groups.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between consecutive subitems; nil is fixed 0 (R-SPACING-1).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// The supplementary items anchored to every instance of the group (R-ANCHOR-5).
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    private init(
        layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(size: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` along x, repeating the list for as many as fit
    /// (R-GROUP-1, R-GROUP-2).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .fill(.horizontal), subitems: subitems)
    }

    /// A group that places `subitems` along y, repeating the list for as many as fit
    /// (R-GROUP-1, R-GROUP-2).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .fill(.vertical), subitems: subitems)
    }

    /// A group of exactly `count` copies of `subitem` along x, each an equal share of the width,
    /// overriding the subitem's own width (R-COUNT-1). Deprecated in iOS 16 in favour of
    /// ``horizontal(layoutSize:repeatingSubitem:count:)``, which keeps the subitem's size.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .count(.horizontal, count), subitems: [subitem])
    }

    /// A group of exactly `count` copies of `subitem` along y, each an equal share of the height,
    /// overriding the subitem's own height (R-COUNT-6).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    )
        -> Self
    {
        Self(layoutSize: layoutSize, arrangement: .count(.vertical, count), subitems: [subitem])
    }

    /// A group of exactly `count` copies of `subitem` along x, each keeping its own size
    /// (R-COUNT-4).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .repeating(.horizontal, count), subitems: [subitem])
    }

    /// A group of exactly `count` copies of `subitem` along y, each keeping its own size
    /// (R-COUNT-4).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .repeating(.vertical, count), subitems: [subitem])
    }

    /// A group whose items are placed at the frames `itemProvider` returns (R-CUSTOM).
    ///
    /// The provider receives an environment whose container is the resolved group size
    /// (R-CUSTOM-1). It is called on the thread that prepares the layout, never concurrently,
    /// and must be a pure function of that environment (R-CUSTOM-4).
    public static func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
        Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }

    /// The engine's value of this group, copied as a layout is built.
    func groupValue(_ context: LayoutCopyContext) -> LayoutGroup {
        let size = layoutSize.value
        var group: LayoutGroup
        switch arrangement {
        case .fill(let axis):
            let values = subitems.map { $0.subitemValue(context) }
            group =
                axis == .horizontal
                ? .horizontal(layoutSize: size, subitems: values)
                : .vertical(layoutSize: size, subitems: values)
        case .count(let axis, let count):
            let value = subitems[0].subitemValue(context)
            group =
                axis == .horizontal
                ? .horizontal(layoutSize: size, subitem: value, count: count)
                : .vertical(layoutSize: size, subitem: value, count: count)
        case .repeating(let axis, let count):
            let value = subitems[0].subitemValue(context)
            group =
                axis == .horizontal
                ? .horizontal(layoutSize: size, repeatingSubitem: value, count: count)
                : .vertical(layoutSize: size, repeatingSubitem: value, count: count)
        case .custom(let provider):
            let bridge = CustomGroupBridge(provider: provider)
            context.customGroups.append(bridge)
            group = .custom(layoutSize: size, itemProvider: bridge.engineProvider)
        }
        group.interItemSpacing = interItemSpacing?.value
        group.contentInsets = contentInsets.value
        group.edgeSpacing = edgeSpacing?.value
        group.supplementaryItems = supplementaryItems.map(\.supplementaryValue)
        return group
    }

    override func subitemValue(_ context: LayoutCopyContext) -> LayoutSubitem {
        .group(groupValue(context))
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let result = NSCollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: arrangement, subitems: subitems)
        result.interItemSpacing = interItemSpacing
        return result
    }
}

/// One frame returned by a custom group's item provider (Apple's
/// `NSCollectionLayoutGroupCustomItem`, R-CUSTOM). Immutable, like Apple's.
public final class NSCollectionLayoutGroupCustomItem: Sendable {
    /// The item's frame relative to the group's origin; used as given (R-CUSTOM-1).
    public let frame: CGRect
    /// The cell's zIndex; 0 by default (R-CUSTOM-3).
    public let zIndex: Int

    /// A custom item at `frame` with zIndex 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A custom item at `frame` with a zIndex.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The engine's value.
    var value: LayoutGroupCustomItem {
        LayoutGroupCustomItem(frame: Rect(frame), zIndex: zIndex)
    }
}

/// A custom group's item provider (Apple's `NSCollectionLayoutGroupCustomItemProvider`): given an
/// environment whose container is the resolved group size, the frames of its items, in order.
public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
