import CollectionLayout
import HeadlessCollectionView
import Testing

/// The headless view on a re-flowing chip section (R-FLOW-2): it measures only the chips that
/// become visible, and keeps the first visible chip in place when lines above it change
/// (R-SIZING-2, R-SCROLL-7).
@Suite("Self-sizing re-flowing chips")
struct FlowSizingTests {
    /// 1,000 chips of `estimated(50)` width in full-width rows of 30 pt, 10 pt between chips and
    /// between rows. Unmeasured, a 300-pt row holds (300 + 10) / (50 + 10) = 5.17 → 5 chips and rows
    /// are 40 apart.
    static func chips() -> CompositionalLayout {
        let chip = LayoutItem(layoutSize: Fixture.size(.estimated(50), .fractionalHeight(1)))
        var row = LayoutGroup.horizontal(
            layoutSize: Fixture.size(.fractionalWidth(1), .absolute(30)), subitems: [chip])
        row.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: row)
        section.interGroupSpacing = 10
        return CompositionalLayout(section: section)
    }

    static let screen = Size(width: 300, height: 600)

    /// Every chip measures 135 wide: 135 + 10 + 135 = 280 ≤ 300, a third would need 425, so a
    /// measured row holds 2.
    static let wide: HeadlessCollectionView<Int>.SizeProvider = { _, proposed in
        Size(width: 135, height: proposed.height)
    }

    static func items(_ recorder: SizingRecorder) -> [Int] { recorder.elements.map(\.indexPath.item) }

    @Test("R-SIZING-2: only the chips that become visible are measured, at the top and after a scroll")
    func measuresWhatBecomesVisible() throws {
        let recorder = SizingRecorder()
        var view = try HeadlessCollectionView(
            layout: Self.chips(), itemCounts: [1000], boundsSize: Self.screen,
            sizeProvider: recorder.recording(Self.wide))
        // Measured rows of 2 fill 0…600: rows 0…14 (row 14 at 14 × 40 = 560 < 600) hold chips 0…29;
        // chip 30 then starts row 15 at y 600, outside the viewport.
        #expect(Self.items(recorder) == Array(0...29))
        // Content: 15 measured rows + 970 / 5 = 194 unmeasured rows = 209 rows; 209 × 40 − 10.
        #expect(view.contentSize.height == 8350)
        recorder.reset()
        try view.setContentOffset(Point(x: 0, y: 2000))
        // At y 2000, row 2000 / 40 = 50: 15 measured rows, then unmeasured rows of 5 from chip 30,
        // so row 50 starts at chip 30 + 5 × 35 = 205. Measuring 205 re-breaks from row 49
        // ([200…204], 290 wide, 205 still does not fit): nothing above moves. Rows 50…64 of 2
        // fill 2000…2600: chips 205…234; chips 30…204 are never asked about.
        #expect(Self.items(recorder) == Array(205...234))
        #expect(view.contentOffset.y == 2000)
        #expect(view.visibleItemIndexPaths.first == Fixture.cell(205))
        // 15 + 35 + 15 measured-or-unmeasured rows above 235, then 765 / 5 = 153: 218 rows.
        #expect(view.contentSize.height == 218 * 40 - 10)
    }

    @Test("R-SCROLL-7: when lines above change, the first visible chip keeps its place on screen")
    func anchorsWhenLinesAboveChange() throws {
        let recorder = SizingRecorder()
        var view = try HeadlessCollectionView(
            layout: Self.chips(), itemCounts: [1000], boundsSize: Self.screen,
            sizeProvider: recorder.recording(Self.wide))
        try view.setContentOffset(Point(x: 0, y: 2000))
        let anchor = Fixture.cell(205)
        #expect(Sizing.screenY(view, anchor) == 0)
        recorder.reset()
        // Chips 0…29 take their estimates again: their 15 rows of 2 become 30 / 5 = 6 rows of 5,
        // so every line below moves up by 9 × 40 = 360 and chip 205 starts at 2000 − 360 = 1640.
        try view.invalidateMeasurements(for: (0...29).map { Fixture.cell($0) })
        #expect(view.preparedLayout.attributes(forItemAt: anchor)?.frame.minY == 1640)
        // The offset follows (2000 − 360), so chip 205 stays at the top of the screen.
        #expect(view.contentOffset.y == 1640)
        #expect(Sizing.screenY(view, anchor) == 0)
        // Nothing new became visible (chips 205…234 still fill the screen): nothing is asked.
        #expect(recorder.calls.isEmpty)
        #expect(view.visibleItemIndexPaths == (205...234).map { Fixture.cell($0) })
        // 6 + 35 + 15 + 153 = 209 rows.
        #expect(view.contentSize.height == 209 * 40 - 10)
    }

    @Test("R-SCROLL-7: without anchoring the offset stays and the content shifts under it")
    func withoutAnchoring() throws {
        var view = try HeadlessCollectionView(
            layout: Self.chips(), itemCounts: [1000], boundsSize: Self.screen, sizeProvider: Self.wide)
        try view.setContentOffset(Point(x: 0, y: 2000))
        view.anchorsScrollPosition = false
        try view.invalidateMeasurements(for: (0...29).map { Fixture.cell($0) })
        // The offset stays at 2000: chip 205 is now 360 above the top of the screen.
        #expect(view.contentOffset.y == 2000)
        #expect(Sizing.screenY(view, Fixture.cell(205)) == -360)
    }
}
