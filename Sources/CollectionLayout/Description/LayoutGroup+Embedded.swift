// The group factories of an Embedded Swift build (the WebAssembly module), which has no
// existentials: subitems are `LayoutSubitem` values, `.item(item)` or `.group(group)`, instead
// of `any LayoutSubitemConvertible`. Native builds declare the existential factories in
// LayoutGroup.swift instead; code that passes `[LayoutSubitem]` compiles against both.

#if hasFeature(Embedded)
    extension LayoutGroup {
        /// A group that places `subitems` along x, repeating the list to fill the group.
        public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .horizontal, repetition: .fill, subitems: subitems)
        }

        /// A group that places `subitems` along y, repeating the list to fill the group.
        public static func vertical(layoutSize: LayoutSize, subitems: [LayoutSubitem]) -> LayoutGroup {
            LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, repetition: .fill, subitems: subitems)
        }

        /// A group holding exactly `count` copies of `subitem` along x, each an equal share of the
        /// width, overriding the subitem's own width (R-COUNT-1).
        public static func horizontal(layoutSize: LayoutSize, subitem: LayoutSubitem, count: Int)
            -> LayoutGroup
        {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .horizontal, repetition: .count(count),
                subitems: [subitem])
        }

        /// A group holding exactly `count` copies of `subitem` along y, each an equal share of the
        /// height, overriding the subitem's own height (R-COUNT-6).
        public static func vertical(layoutSize: LayoutSize, subitem: LayoutSubitem, count: Int) -> LayoutGroup
        {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .vertical, repetition: .count(count), subitems: [subitem]
            )
        }

        /// A group holding exactly `count` copies of `subitem` along x, each keeping its own size
        /// (R-COUNT-4).
        public static func horizontal(
            layoutSize: LayoutSize, repeatingSubitem subitem: LayoutSubitem, count: Int
        )
            -> LayoutGroup
        {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .horizontal, repetition: .repeating(count),
                subitems: [subitem])
        }

        /// A group holding exactly `count` copies of `subitem` along y, each keeping its own size
        /// (R-COUNT-4).
        public static func vertical(
            layoutSize: LayoutSize, repeatingSubitem subitem: LayoutSubitem, count: Int
        )
            -> LayoutGroup
        {
            LayoutGroup(
                layoutSize: layoutSize, arrangement: .vertical, repetition: .repeating(count),
                subitems: [subitem])
        }
    }
#endif
