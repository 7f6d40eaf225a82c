import CollectionLayout
import HeadlessCollectionView
import Testing

/// Waterfall sections in the headless view (R-WATERFALL-5 with R-SCROLL-7): measurements re-flow
/// the items after them, and the first visible cell keeps its place on screen.
@Suite("Waterfall sections in the headless view")
struct WaterfallAnchoringTests {
    /// 3000 items in 2 columns, every one estimated 100 tall: pairs of items side by side, row `r`
    /// (items 2r and 2r + 1) at y 100 r.
    static func feed() -> CompositionalLayout {
        CompositionalLayout(
            section: .waterfall(LayoutWaterfall(columns: .count(2), repeatingHeights: [.estimated(100)])))
    }

    @Test("Eagerly measuring everything above keeps the first visible cell still on screen")
    func anchoring() throws {
        var view = try HeadlessCollectionView(
            layout: Self.feed(), itemCounts: [3000], boundsSize: Fixture.screen)
        // Offset 50 000 is row 500: items 1000 and 1001 start at the top edge.
        try view.setContentOffset(Point(x: 0, y: 50_000))
        try view.setSizeProvider(Sizing.randomHeights)
        let first = try #require(view.visibleItemIndexPaths.first)
        #expect(first == Fixture.cell(1000))
        let before = try #require(Sizing.screenY(view, first))
        // Measuring the 1000 items above re-flows everything after them; the offset follows item
        // 1000 wherever its column puts it.
        try view.setMeasuresEagerly(true)
        let after = try #require(Sizing.screenY(view, first))
        #expect(abs(after - before) < 0.001)
        // Every item is measured, so the content is as tall as the placement of all the measured
        // heights (the public placement function over Sizing.height).
        let pure = WaterfallPlacement.frames(
            lengths: (0..<3000).map(Sizing.height),
            columns: WaterfallColumnLayout(count: 2, width: 195, spacing: 0),
            itemSpacing: 0)
        #expect(view.contentSize.height == pure.contentHeight)
        #expect(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(2999))?.frame.origin.y
                == pure.frames[2999].origin.y)
    }
}
