import CollectionLayout
import HeadlessCollectionView
import Testing

@Suite("Scroll anchoring (R-SCROLL-7)")
struct ScrollAnchoringTests {
    /// 10,000 rows with the heights of ``Sizing/height(_:)``, jumped to y = 220,000 before the
    /// provider is set: with every row at its 44-pt estimate, row 220,000 / 44 = 5000 starts exactly
    /// at the top edge (row 4999 only touches it, R-QUERY-1), so it is the first visible cell; then
    /// the visible rows (5000 and after) are measured, which does not move row 5000.
    static func jumped() throws -> HeadlessCollectionView<Int> {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [10_000], boundsSize: Fixture.screen)
        try view.setContentOffset(Point(x: 0, y: 220_000))
        try view.setSizeProvider(Sizing.randomHeights)
        return view
    }

    /// Σ_{i < n} (height(i) − 44): how far row n moves when rows 0..<n go from 44 to their heights.
    static func growth(before n: Int) -> Double {
        (0..<n).reduce(0.0) { $0 + Sizing.height($1) - 44 }
    }

    @Test("Measuring every row above the first visible one keeps its on-screen position")
    func eagerAboveKeepsPosition() throws {
        var view = try Self.jumped()
        let first = Fixture.cell(5000)
        #expect(view.visibleItemIndexPaths.first == first)
        // Measuring the visible rows (5000 and after) does not move row 5000: no anchoring yet.
        #expect(view.contentOffset.y == 220_000)
        let before = try #require(Sizing.screenY(view, first))
        #expect(before == 0)
        try view.setMeasuresEagerly(true)
        // Rows 0…4999 grew by growth(5000); the offset follows, so row 5000 stays at the top.
        let after = try #require(Sizing.screenY(view, first))
        #expect(abs(after - before) < 0.001)
        #expect(abs(view.contentOffset.y - (220_000 + Self.growth(before: 5000))) < 0.001)
        #expect(view.visibleItemIndexPaths.first == first)
    }

    @Test("Invalidating rows above the first visible one keeps its on-screen position")
    func invalidationAboveKeepsPosition() throws {
        var view = try Self.jumped()
        try view.setMeasuresEagerly(true)
        try view.setMeasuresEagerly(false)
        // Scroll a little so that the first visible row is cut by the top edge.
        try view.setContentOffset(Point(x: 0, y: view.contentOffset.y + 30))
        let first = try #require(view.visibleItemIndexPaths.first)
        let before = try #require(Sizing.screenY(view, first))
        let offsetBefore = view.contentOffset.y
        // Rows 0…999 fall back to 44 and stay unmeasured (not visible): row `first` moves up by
        // growth(1000), and so does the offset.
        try view.invalidateMeasurements(for: Fixture.cells(0, 0...999))
        let after = try #require(Sizing.screenY(view, first))
        #expect(abs(after - before) < 0.001)
        #expect(abs(view.contentOffset.y - (offsetBefore - Self.growth(before: 1000))) < 0.001)
        #expect(Sizing.measuredItems(view, count: 1000).isEmpty)
    }

    @Test("Resizes above, interleaved with scrolling, never move the first visible row on screen")
    func interleaved() throws {
        var view = try Self.jumped()
        for step in 0..<20 {
            // Scroll down a bit (measuring what appears), then invalidate and re-measure a block
            // of rows far above: every invalidation is anchored.
            try view.setContentOffset(Point(x: 0, y: view.contentOffset.y + 400))
            let first = try #require(view.visibleItemIndexPaths.first)
            let before = try #require(Sizing.screenY(view, first))
            let block = Fixture.cells(0, (step * 100)...(step * 100 + 99))
            try view.setMeasuresEagerly(true)
            try view.setMeasuresEagerly(false)
            #expect(abs(try #require(Sizing.screenY(view, first)) - before) < 0.001)
            try view.invalidateMeasurements(for: block)
            #expect(abs(try #require(Sizing.screenY(view, first)) - before) < 0.001)
        }
    }

    @Test("Switched off, the offset stays and the content shifts under the viewport")
    func switchedOff() throws {
        var view = try Self.jumped()
        view.anchorsScrollPosition = false
        #expect(!view.anchorsScrollPosition)
        try view.setMeasuresEagerly(true)
        // The offset is kept; row 5000 is now growth(5000) further down the content.
        #expect(view.contentOffset.y == 220_000)
        let screenY = try #require(Sizing.screenY(view, Fixture.cell(5000)))
        #expect(abs(screenY - Self.growth(before: 5000)) < 0.001)
    }

    @Test("At the minimum offset the offset stays: the top stays the top")
    func atMinimum() throws {
        // A 30-pt estimated header measured 50 pushes cell 0 from y 30 to 50; at offset 0 (the
        // minimum) nothing moves the offset.
        let view = try HeadlessCollectionView(
            layout: Sizing.list(header: true), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: Sizing.constant(50))
        #expect(view.contentOffset.y == 0)
        Fixture.expectClose(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(0))?.frame,
            Rect(x: 0, y: 50, width: 390, height: 50))
    }

    @Test("Off the minimum, a header measured above the first visible cell moves the offset by Δ")
    func headerAboveAnchors() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(header: true), itemCounts: [30], boundsSize: Fixture.screen)
        try view.setContentOffset(Point(x: 0, y: 10))
        // Unmeasured: header 0…30, cell 0 at 30 (first visible cell, on screen at 20). Measuring
        // the header at 50 moves cell 0 to 50 (Δ = 20): the offset becomes 30, cell 0 stays at 20.
        try view.setSizeProvider { element, proposed in
            element.category == .supplementary ? Size(width: proposed.width, height: 50) : nil
        }
        #expect(view.contentOffset.y == 30)
        #expect(Sizing.screenY(view, Fixture.cell(0)) == 20)
    }
}
