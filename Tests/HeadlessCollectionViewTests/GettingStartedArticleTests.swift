import CollectionLayout
import HeadlessCollectionView
import Testing

/// Keeps the claims of the DocC getting-started article true (same code, same numbers).
@Suite("Headless getting-started article")
struct GettingStartedArticleTests {
    static let layout = CompositionalLayout(sectionProvider: { index, _ in
        let fill = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        if index == 0 {
            var carousel = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                    subitems: [LayoutItem(layoutSize: fill)]))
            carousel.orthogonalScrollingBehavior = .groupPaging
            carousel.interGroupSpacing = 10
            carousel.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return carousel
        }
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        var grid = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                ]))
        grid.boundarySupplementaryItems = [header]
        return grid
    })

    @Test("Every number the article states")
    func articleWalkthrough() throws {
        var view = try HeadlessCollectionView(
            layout: Self.layout, itemCounts: [10, 40], boundsSize: Size(width: 390, height: 844))
        #expect(view.contentOffsetRange(along: .vertical) == 0...1400)
        #expect(view.contentOffset == .zero)
        #expect(view.visibleItemIndexPaths == Fixture.cells(0, 0...1) + Fixture.cells(1, 0...11))

        let events = try view.setContentOffset(Point(x: 0, y: 300))
        guard case .visibleElementsChanged(let change) = try #require(events.first), events.count == 1 else {
            Issue.record("expected one visibleElementsChanged, got \(events)")
            return
        }
        #expect(change.addedItems == Fixture.cells(1, 12...17))
        #expect(change.removedItems == Fixture.cells(0, 0...1))
        #expect(
            view.visibleFrame(.supplementary, "header", Fixture.cell(0, 1))
                == Rect(x: 0, y: 300, width: 390, height: 44))
        // At 280 (viewport 280…1124) rows 0…8 still overlap and row 9 (from 1144) does not: no events.
        #expect(try view.setContentOffset(Point(x: 0, y: 280)).isEmpty)

        try view.setContentOffset(.zero)
        let swipe = try view.orthogonalDragEnded(
            section: 0, releasedAt: 100, velocity: 1000, dragStartOffset: 0)
        #expect(
            swipe.orthogonalChanges() == [
                OrthogonalOffsetChange(
                    sectionIdentifier: 0, section: 0, offset: 322, visibleItems: Fixture.cells(0, 0...2))
            ])
        #expect(view.visibleFrame(.cell, nil, Fixture.cell(0))?.maxX == 6)

        try view.scrollToItem(at: LayoutIndexPath(item: 20, section: 1), position: .centeredVertically)
        #expect(view.contentOffset == Point(x: 0, y: 872))

        try view.setBoundsSize(Size(width: 390, height: 1000))
        #expect(view.contentOffsetRange(along: .vertical) == 0...1244)
        #expect(view.contentOffset == Point(x: 0, y: 872))
        #expect(view.orthogonalOffset(forSection: 0) == 322)
    }
}
