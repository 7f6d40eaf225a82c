import CollectionLayout
import HeadlessCollectionView
import Testing

/// Prefetching of the headless view, with the list of the Prefetching article: rows 390 × 100,
/// row k at y = 100k, bounds 390 × 844.
@Suite("Prefetching")
struct PrefetchingTests {
    static let list = CompositionalLayout(
        section: LayoutSection(
            group: .horizontal(
                layoutSize: Fixture.size(.fractionalWidth(1), .absolute(100)),
                subitems: [LayoutItem(layoutSize: Fixture.size(.fractionalWidth(1), .fractionalHeight(1)))])))

    static func rows(_ range: ClosedRange<Int>, section: Int = 0) -> [LayoutIndexPath] {
        range.map { LayoutIndexPath(item: $0, section: section) }
    }

    static func prefetches(_ events: [HeadlessEvent<Int>]) -> [[LayoutIndexPath]] {
        events.compactMap { if case .prefetchItems(let items) = $0 { items } else { nil } }
    }

    static func cancels(_ events: [HeadlessEvent<Int>]) -> [[LayoutIndexPath]] {
        events.compactMap { if case .cancelPrefetchingForItems(let items) = $0 { items } else { nil } }
    }

    func listView() throws -> HeadlessCollectionView<Int> {
        try HeadlessCollectionView(layout: Self.list, itemCounts: [50], boundsSize: Fixture.screen)
    }

    @Test("R-PREFETCH-1: one viewport ahead of the move, without the visible rows")
    func aheadOfTheMove() throws {
        var view = try listView()
        #expect(view.setPrefetchingEnabled(true).isEmpty)
        let events = try view.setContentOffset(Point(x: 0, y: 100))
        // Viewport 100…944: rows 1…9. Ahead 944…1788: rows 9…17 (row 17 is 1700…1800); 9 is visible.
        #expect(Self.prefetches(events) == [Self.rows(10...17)])
        #expect(Self.cancels(events).isEmpty)
        #expect(events.eventNames().last == "prefetchItems")
        #expect(view.prefetchedItemIndexPaths == Self.rows(10...17))
    }

    @Test("R-PREFETCH-2: nothing at the first layout, when switched on or without a move")
    func directionFromMoves() throws {
        var view = try listView()
        #expect(!view.isPrefetchingEnabled)
        // Off by default: a move reports nothing.
        #expect(Self.prefetches(try view.setContentOffset(Point(x: 0, y: 50))).isEmpty)
        #expect(view.setPrefetchingEnabled(true).isEmpty)
        #expect(view.prefetchedItemIndexPaths.isEmpty)
        // An inset change does not move the offset: no prefetch event.
        let inset = try view.setContentInset(
            DirectionalEdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0))
        #expect(Self.prefetches(inset).isEmpty && Self.cancels(inset).isEmpty)
        // Moving up from 50 to 0: viewport 0…844; behind is −844…0, which holds no row.
        #expect(Self.prefetches(try view.setContentOffset(Point(x: 0, y: 0))).isEmpty)
    }

    @Test("R-PREFETCH-3, R-PREFETCH-4: used requests leave silently; a turn cancels before it prefetches")
    func turnCancels() throws {
        var view = try listView()
        view.setPrefetchingEnabled(true)
        try view.setContentOffset(Point(x: 0, y: 100))
        // 300: viewport 300…1144 shows rows 3…11; 10 and 11 were used. Ahead 1144…1988: rows 11…19.
        let on = try view.setContentOffset(Point(x: 0, y: 300))
        #expect(Self.cancels(on).isEmpty)
        #expect(Self.prefetches(on) == [Self.rows(18...19)])
        #expect(view.prefetchedItemIndexPaths == Self.rows(12...19))
        // Back to 200: the direction turned. Behind: −644…200 holds rows 0 and 1.
        let back = try view.setContentOffset(Point(x: 0, y: 200))
        #expect(back.eventNames().suffix(2) == ["cancelPrefetchingForItems", "prefetchItems"])
        #expect(Self.cancels(back) == [Self.rows(12...19)])
        #expect(Self.prefetches(back) == [Self.rows(0...1)])
    }

    @Test("R-PREFETCH-3: a jump past requested rows cancels them")
    func jumpCancels() throws {
        var view = try listView()
        view.setPrefetchingEnabled(true)
        try view.setContentOffset(Point(x: 0, y: 100))
        // 3000: viewport 3000…3844 (rows 30…38); ahead 3844…4688: rows 38…46.
        let jump = try view.setContentOffset(Point(x: 0, y: 3000))
        #expect(Self.cancels(jump) == [Self.rows(10...17)])
        #expect(Self.prefetches(jump) == [Self.rows(39...46)])
    }

    @Test("R-PREFETCH-5: an orthogonal row prefetches along the row")
    func orthogonalRow() throws {
        var view = try Fixture.carouselView(.continuous)
        view.setPrefetchingEnabled(true)
        // Groups 312 wide at 16 + 322k. At 100 the window 100…490 shows items 0 and 1; the window
        // ahead, 490…880, holds item 1 (338…650) and item 2 (660…972).
        let events = try view.setOrthogonalOffset(100, forSection: 0)
        #expect(Self.prefetches(events) == [Self.rows(2...2)])
        // Back to 50: the row turned; behind, −340…50, holds item 0 (16…328), which is visible.
        let back = try view.setOrthogonalOffset(50, forSection: 0)
        #expect(Self.cancels(back) == [Self.rows(2...2)])
        #expect(Self.prefetches(back).isEmpty)
    }

    @Test("R-PREFETCH-6: switching off and changing the data cancel every request")
    func offAndDataChanges() throws {
        var view = try listView()
        view.setPrefetchingEnabled(true)
        try view.setContentOffset(Point(x: 0, y: 100))
        var other = view
        #expect(other.setPrefetchingEnabled(false) == [.cancelPrefetchingForItems(Self.rows(10...17))])
        #expect(other.prefetchedItemIndexPaths.isEmpty)
        let events = try view.reload(
            layout: Self.list, environment: view.environment, sectionIdentifiers: [0], itemCounts: [60])
        #expect(Self.cancels(events) == [Self.rows(10...17)])
        #expect(Self.prefetches(events).isEmpty)
    }
}
