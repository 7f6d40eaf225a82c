import CollectionLayout
import HeadlessCollectionView
import Testing

/// Layouts from the rules' worked examples, built for the headless view tests.
enum Fixture {
    static let screen = Size(width: 390, height: 844)
    /// Safe area of the R-SCROLL-3, R-SCROLL-5 example: top 47, bottom 34.
    static let notchSafeArea = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// `HG(fw1, abs(height), [IT(fw(1/columns), fh1)])`.
    static func grid(columns: Int = 2, height: Double = 100) -> LayoutGroup {
        .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(height)),
            subitems: [
                LayoutItem(layoutSize: size(.fractionalWidth(1 / Double(columns)), .fractionalHeight(1)))
            ])
    }

    static func boundary(_ kind: String, height: Double, _ alignment: RectAlignment, pins: Bool)
        -> LayoutBoundarySupplementaryItem
    {
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(height)), elementKind: kind, alignment: alignment)
        item.pinToVisibleBounds = pins
        return item
    }

    /// The R-PIN-2, R-PIN-3, R-PIN-4 layout: every section has a pinned header (fw1, abs44) `top` and a
    /// pinned footer (fw1, abs30) `bottom` around `HG(fw1, abs100, [IT(fw0.5, fh1)])`.
    static var pinLayout: CompositionalLayout {
        var section = LayoutSection(group: grid())
        section.boundarySupplementaryItems = [
            boundary("header", height: 44, .top, pins: true),
            boundary("footer", height: 30, .bottom, pins: true),
        ]
        return CompositionalLayout(section: section)
    }

    /// The R-PIN example in a view: sections `[20, 20]`, content height 2148.
    static func pinView(safeArea: DirectionalEdgeInsets = .zero) throws -> HeadlessCollectionView<Int> {
        try HeadlessCollectionView(
            layout: pinLayout, itemCounts: [20, 20],
            environment: LayoutEnvironment(containerSize: screen, safeAreaInsets: safeArea))
    }

    /// The R-ORTHO-2 row: `HG(fw0.8, abs200, [IT(fw1, fh1)])`, interGroupSpacing 10, insets
    /// leading `leading`, trailing `trailing`. Groups 312 wide at `16 + 322k` (with L = 16).
    static func carousel(
        _ behavior: OrthogonalScrollingBehavior, leading: Double = 16, trailing: Double = 16,
        bounce: OrthogonalScrollingProperties.Bounce = .automatic,
        handler: VisibleItemsInvalidationHandler? = nil
    ) -> LayoutSection {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(0.8), .absolute(200)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = behavior
        section.orthogonalScrollingProperties.bounce = bounce
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
        section.interGroupSpacing = 10
        section.visibleItemsInvalidationHandler = handler
        return section
    }

    /// A one-section view of the R-ORTHO-2 row with `count` items.
    static func carouselView(
        _ behavior: OrthogonalScrollingBehavior, count: Int = 10, leading: Double = 16, trailing: Double = 16,
        bounce: OrthogonalScrollingProperties.Bounce = .automatic,
        direction: LayoutDirection = .leftToRight, handler: VisibleItemsInvalidationHandler? = nil
    ) throws -> HeadlessCollectionView<Int> {
        let section = carousel(
            behavior, leading: leading, trailing: trailing, bounce: bounce, handler: handler)
        return try HeadlessCollectionView(
            layout: CompositionalLayout(section: section), itemCounts: [count],
            environment: LayoutEnvironment(containerSize: screen, layoutDirection: direction))
    }

    /// Three sections: a two-column grid (rows of 100), the R-ORTHO-2 carousel, another grid.
    /// With counts `[20, 10, 20]`: section 0 spans 0…1000, the row 1000…1200, section 2 1200…2200.
    static func mixedLayout(_ behavior: OrthogonalScrollingBehavior) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { index, _ in
            index == 1 ? carousel(behavior) : LayoutSection(group: grid())
        })
    }

    static func mixedView(
        _ behavior: OrthogonalScrollingBehavior, counts: [Int] = [20, 10, 20],
        direction: LayoutDirection = .leftToRight
    ) throws -> HeadlessCollectionView<Int> {
        try HeadlessCollectionView(
            layout: mixedLayout(behavior), itemCounts: counts,
            environment: LayoutEnvironment(containerSize: screen, layoutDirection: direction))
    }

    /// The R-HORIZ-1 layout: horizontal scrolling, insets (12, 20, 12, 20),
    /// `VG(fw0.4, fh1, [IT(fw1, fh0.25)])`, interGroupSpacing 10: groups 156 wide at `20 + 166k`.
    static var horizontalLayout: CompositionalLayout {
        var section = LayoutSection(
            group: .vertical(
                layoutSize: size(.fractionalWidth(0.4), .fractionalHeight(1)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)))]))
        section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        section.interGroupSpacing = 10
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return CompositionalLayout(section: section, configuration: configuration)
    }

    static func cell(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
        LayoutIndexPath(item: item, section: section)
    }

    static func cells(_ section: Int, _ items: ClosedRange<Int>) -> [LayoutIndexPath] {
        items.map { LayoutIndexPath(item: $0, section: section) }
    }

    static func expectClose(
        _ actual: Rect?, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual else {
            Issue.record("missing frame, expected \(expected)", sourceLocation: sourceLocation)
            return
        }
        let close =
            abs(actual.minX - expected.minX) < 1e-4 && abs(actual.minY - expected.minY) < 1e-4
            && abs(actual.width - expected.width) < 1e-4 && abs(actual.height - expected.height) < 1e-4
        #expect(close, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
}

extension HeadlessCollectionView {
    /// The displayed frame of a visible element, or nil when it is not visible.
    func visibleFrame(_ category: ElementCategory, _ kind: String? = nil, _ indexPath: LayoutIndexPath)
        -> Rect?
    {
        visibleElements().first {
            $0.category == category && $0.elementKind == kind && $0.indexPath == indexPath
        }?.frame
    }

    /// The visible cells of `section`.
    func visibleItems(inSection section: Int) -> [Int] {
        visibleItemIndexPaths.filter { $0.section == section }.map(\.item)
    }
}

extension Array {
    /// The payloads of the `orthogonalOffsetChanged` events in a list of events.
    func orthogonalChanges<ID>() -> [OrthogonalOffsetChange<ID>] where Element == HeadlessEvent<ID> {
        compactMap { if case .orthogonalOffsetChanged(let change) = $0 { change } else { nil } }
    }

    /// The kinds of events, in order, for order checks.
    func eventNames<ID>() -> [String] where Element == HeadlessEvent<ID> {
        map {
            switch $0 {
            case .contentSizeChanged: "contentSizeChanged"
            case .visibleElementsChanged: "visibleElementsChanged"
            case .orthogonalOffsetChanged: "orthogonalOffsetChanged"
            case .cancelPrefetchingForItems: "cancelPrefetchingForItems"
            case .prefetchItems: "prefetchItems"
            }
        }
    }
}
