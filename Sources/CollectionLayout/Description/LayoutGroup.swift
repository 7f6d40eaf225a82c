/// A frame returned by a custom group's item provider (Apple's `NSCollectionLayoutGroupCustomItem`).
public struct LayoutGroupCustomItem: Hashable, Sendable {
    /// The item's frame relative to the group's outer origin; used as given (R-CUSTOM-1).
    public var frame: Rect
    /// The cell's zIndex (R-CUSTOM-3, R-Z-2).
    public var zIndex: Int

    /// Creates a custom item with a frame and a zIndex (default 0).
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// The item provider of a custom group: given an environment whose container is the resolved group
/// size, it returns one frame per item (R-CUSTOM-1). It must be a pure function (R-CUSTOM-4).
public typealias LayoutGroupCustomItemProvider = @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]

/// A container of items and nested groups (Apple's `NSCollectionLayoutGroup`).
///
/// Horizontal groups place subitems along x, vertical groups along y, taking them from
/// ``subitems`` in order and starting again when the list runs out, for as many as fit
/// (R-GROUP). Count groups hold an exact number of copies of one subitem (R-COUNT);
/// custom groups place items where their provider says (R-CUSTOM).
public struct LayoutGroup: Sendable, LayoutSubitemConvertible {
    /// How a group arranges its subitems.
    public enum Arrangement: Sendable {
        /// Along x.
        case horizontal
        /// Along y.
        case vertical
        /// At the frames returned by a provider.
        case custom(LayoutGroupCustomItemProvider)

        /// The axis along which subitems are placed, nil for custom groups.
        public var axis: Axis? {
            switch self {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            case .custom: return nil
            }
        }
    }

    /// How many subitems a horizontal or vertical group holds.
    public enum Repetition: Hashable, Sendable {
        /// As many as fit, cycling through ``LayoutGroup/subitems`` (R-GROUP-2).
        case fill
        /// Exactly `count` copies, each an equal share of the group (Apple's `subitem:count:`,
        /// R-COUNT-1).
        case count(Int)
        /// Exactly `count` copies keeping their own size (Apple's `repeatingSubitem:count:`,
        /// R-COUNT-4).
        case repeating(Int)
    }

    /// The group's width and height dimensions.
    public var layoutSize: LayoutSize
    /// How the group arranges its subitems.
    public let arrangement: Arrangement
    /// How many subitems the group holds.
    public let repetition: Repetition
    /// The subitems, in order. Empty for custom groups.
    public let subitems: [LayoutSubitem]
    /// Space between consecutive subitems; nil is `.fixed(0)` (R-SPACING-1).
    public var interItemSpacing: LayoutSpacing?
    /// Insets that define the group's content box (R-ITEM-5).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space outside the group inside its parent, or around each instance for a section's
    /// top-level group (R-EDGE, R-SECTION-4).
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary items anchored to every instance of the group (R-ANCHOR-5).
    public var supplementaryItems: [LayoutSupplementaryItem] = []
    /// Whether a subitem is a group: without one, the template-size check is two comparisons.
    let containsGroups: Bool

    init(layoutSize: LayoutSize, arrangement: Arrangement, repetition: Repetition, subitems: [LayoutSubitem])
    {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.repetition = repetition
        self.subitems = subitems
        containsGroups = subitems.contains { if case .group = $0 { true } else { false } }
    }

    /// The group as a subitem of another group.
    public var layoutSubitem: LayoutSubitem { .group(self) }

    // Embedded Swift has no existentials: there, LayoutGroup+Embedded.swift declares these
    // factories with `LayoutSubitem` in place of `any LayoutSubitemConvertible`.
    #if !hasFeature(Embedded)
        /// A group that places `subitems` along x, repeating the list to fill the group.
        public static func horizontal(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible])
            -> LayoutGroup
        {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .horizontal, repetition: .fill,
                subitems: subitems.map { $0.layoutSubitem })
        }

        /// A group that places `subitems` along y, repeating the list to fill the group.
        public static func vertical(layoutSize: LayoutSize, subitems: [any LayoutSubitemConvertible])
            -> LayoutGroup
        {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .vertical, repetition: .fill,
                subitems: subitems.map { $0.layoutSubitem })
        }

        /// A group holding exactly `count` copies of `subitem` along x, each an equal share of the
        /// width, overriding the subitem's own width (R-COUNT-1).
        public static func horizontal(
            layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int
        ) -> LayoutGroup {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .horizontal, repetition: .count(count),
                subitems: [subitem.layoutSubitem])
        }

        /// A group holding exactly `count` copies of `subitem` along y, each an equal share of the
        /// height, overriding the subitem's own height (R-COUNT-6).
        public static func vertical(layoutSize: LayoutSize, subitem: any LayoutSubitemConvertible, count: Int)
            -> LayoutGroup
        {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .vertical, repetition: .count(count),
                subitems: [subitem.layoutSubitem])
        }

        /// A group holding exactly `count` copies of `subitem` along x, each keeping its own size
        /// (R-COUNT-4).
        public static func horizontal(
            layoutSize: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int
        ) -> LayoutGroup {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .horizontal, repetition: .repeating(count),
                subitems: [subitem.layoutSubitem])
        }

        /// A group holding exactly `count` copies of `subitem` along y, each keeping its own size
        /// (R-COUNT-4).
        public static func vertical(
            layoutSize: LayoutSize, repeatingSubitem subitem: any LayoutSubitemConvertible, count: Int
        ) -> LayoutGroup {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .vertical, repetition: .repeating(count),
                subitems: [subitem.layoutSubitem])
        }

    #endif

    /// A group whose items are placed at the frames `itemProvider` returns (R-CUSTOM).
    public static func custom(
        layoutSize: LayoutSize, itemProvider: @escaping LayoutGroupCustomItemProvider
    ) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .custom(itemProvider), repetition: .fill, subitems: [])
    }
}
