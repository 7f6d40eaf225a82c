import CollectionLayout
import HeadlessCollectionView
import Testing

private typealias F = Fixture

@Suite("scrollToItem(at:position:) (R-SCROLL-5)")
struct ScrollToItemTests {
    @Test(
        "R-SCROLL-5: the worked example, cell 1.5 at (195, 1318, 195, 100), safe area 47/34",
        arguments: [
            // .top: 1318 − 47. .centeredVertically: 1368 − 47 − 763/2. .bottom: 1418 − 844 + 34.
            (ScrollPosition.top, 1271.0), (.centeredVertically, 939.5), (.bottom, 608),
        ])
    func specExample(position: ScrollPosition, expected: Double) throws {
        var view = try F.pinView(safeArea: F.notchSafeArea)
        #expect(
            view.preparedLayout.attributes(forItemAt: F.cell(5, 1))?.frame
                == Rect(x: 195, y: 1318, width: 195, height: 100))
        try view.scrollToItem(at: F.cell(5, 1), position: position)
        #expect(view.contentOffset == Point(x: 0, y: expected))
    }

    @Test("R-SCROLL-5: no vertical option moves by the smallest change, or not at all")
    func minimalChange() throws {
        var view = try F.pinView(safeArea: F.notchSafeArea)
        // From −47 the visible band is 0…763; 1.5 (1318…1418) is below it → the .bottom offset 608.
        try view.scrollToItem(at: F.cell(5, 1), position: [])
        #expect(view.contentOffset.y == 608)
        // Now fully visible (band 655…1418): no change.
        try view.scrollToItem(at: F.cell(5, 1), position: [])
        #expect(view.contentOffset.y == 608)
        // Cell 0.0 (44…144) is above the band → the .top offset 44 − 47 = −3.
        let events = try view.scrollToItem(at: F.cell(0), position: .left)
        #expect(view.contentOffset == Point(x: 0, y: -3))
        #expect(!events.isEmpty)
    }

    @Test("R-SCROLL-3, R-SCROLL-5: scrollToItem clamps")
    func clamps() throws {
        var view = try F.pinView(safeArea: F.notchSafeArea)
        // Cell 1.19 at y 1118 + 9 × 100 = 2018: .top → 1971, clamped to 1338.
        try view.scrollToItem(at: F.cell(19, 1), position: .top)
        #expect(view.contentOffset.y == 1338)
        // Cell 0.0 .bottom → 144 − 844 + 34 = −666, clamped to −47.
        try view.scrollToItem(at: F.cell(0), position: .bottom)
        #expect(view.contentOffset.y == -47)
        // Horizontal options in a vertical layout whose content is as wide as the bounds: x stays 0.
        try view.scrollToItem(at: F.cell(1), position: [.right, .centeredVertically])
        #expect(view.contentOffset.x == 0)
    }

    @Test(
        "R-HORIZ-1, R-SCROLL-5: horizontal layouts use the horizontal options on the scroll axis",
        arguments: [
            // Item 0.12 is in group 3 at x 20 + 3 × 166 = 518, 156 wide; bounds 390.
            (ScrollPosition.left, 518.0), (.centeredHorizontally, 401), (.right, 284),
        ])
    func horizontalLayout(position: ScrollPosition, expected: Double) throws {
        // 30 items → 8 groups: content 20 + 8 × 156 + 7 × 10 + 20 = 1358, range 0…968.
        var view = try HeadlessCollectionView(
            layout: F.horizontalLayout, itemCounts: [30], boundsSize: F.screen)
        #expect(view.contentOffsetRange(along: .horizontal) == 0...968)
        try view.scrollToItem(at: F.cell(12), position: [position, .bottom])
        // The vertical option has no room to act: the content is exactly 844 tall.
        #expect(view.contentOffset == Point(x: expected, y: 0))
    }

    struct RowCase: Sendable, CustomTestStringConvertible {
        var behavior: OrthogonalScrollingBehavior
        var position: ScrollPosition
        var offset: Double
        var testDescription: String { "\(behavior) \(position.rawValue)" }
    }

    // Cell 1.5 of the carousel: x = 16 + 5 × 322 = 1626, w = 312; L = T = 16, W = 390.
    static let rowCases: [RowCase] = [
        // .left: 1626 − 16.
        RowCase(behavior: .continuous, position: .left, offset: 1610),
        // .centeredHorizontally: 1626 + 156 − (16 + 179).
        RowCase(behavior: .continuous, position: .centeredHorizontally, offset: 1587),
        // .right: 1626 + 312 − (390 − 16).
        RowCase(behavior: .continuous, position: .right, offset: 1564),
        // No horizontal option from o = 0: the cell's end 1938 is past 390 → 1938 − 390 = 1548.
        RowCase(behavior: .continuous, position: .top, offset: 1548),
        // 1587 snaps to the nearest group boundary: |1587 − 1610| = 23 < |1587 − 1288| = 299.
        RowCase(behavior: .groupPaging, position: .centeredHorizontally, offset: 1610),
        // 1587 is exactly candidate 5 of centred paging: 322 × 5 − 23.
        RowCase(behavior: .groupPagingCentered, position: .centeredHorizontally, offset: 1587),
        // Paging: 1564 / 358 = 4.37 → page 4 at 1432.
        RowCase(behavior: .paging, position: .right, offset: 1432),
    ]

    @Test(
        "R-SCROLL-5, R-ORTHO-9: the horizontal option sets the row's offset, then snaps", arguments: rowCases)
    func orthogonalRow(row: RowCase) throws {
        var view = try F.mixedView(row.behavior)
        try view.scrollToItem(at: F.cell(5, 1), position: row.position)
        #expect(view.orthogonalOffset(forSection: 1) == row.offset)
    }

    @Test(
        "R-SCROLL-5: the vertical option for an item in an orthogonal row",
        arguments: [
            // The row spans 1000…1200; content 2200, range 0…1356.
            (ScrollPosition.top, 1000.0), (.centeredVertically, 678), (.bottom, 356),
        ])
    func orthogonalRowMainAxis(position: ScrollPosition, expected: Double) throws {
        var view = try F.mixedView(.continuous)
        try view.scrollToItem(at: F.cell(5, 1), position: [position, .left])
        #expect(view.contentOffset == Point(x: 0, y: expected))
        #expect(view.orthogonalOffset(forSection: 1) == 1610)
    }

    @Test("R-SCROLL-5, R-RTL-2: in a right-to-left row .left is the trailing end")
    func rightToLeftRow() throws {
        var view = try F.mixedView(.continuous, direction: .rightToLeft)
        try view.scrollToItem(at: F.cell(5, 1), position: [.top, .left])
        // Leading terms: 1626 + 312 − (390 − 16) = 1564; displayed x = 390 − (1626 − 1564) − 312 = 16.
        #expect(view.orthogonalOffset(forSection: 1) == 1564)
        F.expectClose(
            view.visibleFrame(.cell, nil, F.cell(5, 1)), Rect(x: 16, y: 1000, width: 312, height: 200))
        try view.scrollToItem(at: F.cell(5, 1), position: [.top, .right])
        #expect(view.orthogonalOffset(forSection: 1) == 1610)
        F.expectClose(
            view.visibleFrame(.cell, nil, F.cell(5, 1)), Rect(x: 62, y: 1000, width: 312, height: 200))
    }

    @Test("Bad input: unknown items and conflicting options are typed errors")
    func errors() throws {
        var view = try F.pinView()
        #expect(throws: HeadlessError.itemOutOfRange(F.cell(20))) {
            try view.scrollToItem(at: F.cell(20), position: .top)
        }
        #expect(throws: HeadlessError.itemOutOfRange(F.cell(0, 2))) {
            try view.scrollToItem(at: F.cell(0, 2), position: .top)
        }
        #expect(throws: HeadlessError.itemOutOfRange(F.cell(-1))) {
            try view.scrollToItem(at: F.cell(-1), position: .top)
        }
        #expect(throws: HeadlessError.invalidScrollPosition([.top, .bottom])) {
            try view.scrollToItem(at: F.cell(0), position: [.top, .bottom])
        }
        #expect(throws: HeadlessError.invalidScrollPosition([.left, .right])) {
            try view.scrollToItem(at: F.cell(0), position: [.left, .right])
        }
        #expect(view.contentOffset == .zero)
    }
}
