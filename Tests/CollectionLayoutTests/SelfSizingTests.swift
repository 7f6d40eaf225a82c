import CollectionLayout
import Testing

/// Prepares `section` with measured heights for the items listed (R-SIZING-5 notation).
private func measured(
    _ section: LayoutSection, itemCount: Int, heights: [Int: Double], width: Double = 390
) throws -> PreparedLayout {
    var layout = try prepare(section, itemCounts: [itemCount])
    for (item, height) in heights.sorted(by: { $0.key < $1.key }) {
        try layout.setPreferredSize(
            Size(width: width, height: height), forItemAt: LayoutIndexPath(item: item, section: 0))
    }
    return layout
}

@Suite("Estimated sizes (R-EST)")
struct SelfSizingTests {
    @Test("R-EST example: a list measured 60, 80, 100, item 3 unmeasured")
    func listExample() throws {
        // Rows stack: 0 + 60 = 60, 60 + 80 = 140, 140 + 100 = 240; item 3 keeps its 44 estimate.
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        let layout = try measured(list, itemCount: 4, heights: [0: 60, 1: 80, 2: 100])
        #expect(
            frames(layout) == [
                rect(0, 0, 390, 60), rect(0, 60, 390, 80), rect(0, 140, 390, 100), rect(0, 240, 390, 44),
            ])
        #expect(layout.contentSize.height == 284)  // 240 + 44
    }

    @Test("R-EST example: a two-column count grid takes its tallest item per row (R-EST-3)")
    func gridExample() throws {
        // Widths (390 − 10) / 2 = 190; row 0 = max(70, 120) = 120; row 1 at 120 + 10 = 130 is
        // max(90, 60 estimate) = 90 tall; content 130 + 90 = 220.
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), est(60)), subitem: item(fw(0.5), est(60)), count: 2)
        group.interItemSpacing = .fixed(10)
        let grid = section(group, interGroupSpacing: 10)
        let layout = try measured(grid, itemCount: 4, heights: [0: 70, 1: 120, 2: 90], width: 190)
        #expect(
            frames(layout) == [
                rect(0, 0, 190, 70), rect(200, 0, 190, 120), rect(0, 130, 190, 90), rect(200, 130, 190, 60),
            ])
        #expect(layout.contentSize.height == 220)
    }

    @Test("R-EST-4 example: a vertical group estimated along its axis is as long as its content")
    func verticalEstimatedGroup() throws {
        // Group 0: 60 + 8 + 80 = 148, items at 0 and 68; group 1 at 148 + 10 = 158: 40 + 8 + 40 = 88,
        // items at 158 and 206; content 158 + 88 = 246.
        let group = vgroup(fw(1), est(100), [item(fw(1), est(40)), item(fw(1), est(40))], spacing: .fixed(8))
        let layout = try measured(
            section(group, interGroupSpacing: 10), itemCount: 4, heights: [0: 60, 1: 80])
        #expect(frames(layout).map(\.minY) == [0, 68, 158, 206])
        #expect(layout.contentSize.height == 246)
    }

    @Test("R-EST-6 example: a count group estimated along its axis divides its estimate")
    func countGroupDividesEstimate() throws {
        // (100 − 10) / 2 = 45 each, at y 0 and 55, whatever the cells prefer.
        var group = LayoutGroup.vertical(
            layoutSize: size(fw(1), est(100)), subitem: item(fw(1), est(40)), count: 2)
        group.interItemSpacing = .fixed(10)
        let layout = try measured(section(group), itemCount: 2, heights: [0: 300, 1: 5])
        #expect(frames(layout) == [rect(0, 0, 390, 45), rect(0, 55, 390, 45)])
        #expect(
            layout.selfSizingAxes(of: layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 0))!)
                .isEmpty)
    }

    @Test("R-EST-7 example: estimated items in an absolute group overflow")
    func absoluteGroupOverflows() throws {
        // Rows keep their 50-pt pitch: (0, 0, 390, 80) overflows into row 1 at 50; content 100.
        let layout = try measured(
            section(hgroup(fw(1), pt(50), [item(fw(1), est(40))])), itemCount: 2, heights: [0: 80, 1: 30])
        #expect(frames(layout) == [rect(0, 0, 390, 80), rect(0, 50, 390, 30)])
        #expect(layout.contentSize.height == 100)
        // The overflowing part is found by a query below the first row.
        let hits = layout.elements(in: rect(0, 60, 390, 5)).map(\.indexPath.item)
        #expect(hits == [0, 1])
    }

    @Test("R-EST-5 example: fractional items inside an estimated group keep the estimate")
    func fractionalInsideEstimated() throws {
        let layout = try prepare(section(hgroup(fw(1), est(50), [item(fw(0.5), fh(1))])), itemCounts: [3])
        #expect(frames(layout) == [rect(0, 0, 195, 50), rect(195, 0, 195, 50), rect(0, 50, 195, 50)])
        #expect(layout.contentSize.height == 100)
        let cell = layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 0))!
        #expect(layout.selfSizingAxes(of: cell).isEmpty)
    }

    @Test("R-EST-2 example: item insets on an estimated axis are ignored; rows abut")
    func insetsIgnored() throws {
        // Leading/trailing 8 apply (width fixed): x 8, width 390 − 16 = 374; top/bottom 5 ignored.
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44), insets: insets(5, 8, 5, 8))]))
        let layout = try measured(list, itemCount: 2, heights: [0: 60, 1: 60], width: 374)
        #expect(frames(layout) == [rect(8, 0, 374, 60), rect(8, 60, 374, 60)])
    }

    @Test("R-EST-3: the empty slots of a partial row do not count")
    func partialRowTakesItsItems() throws {
        // HG(fw1, est50, [IT(fw0.5, est50)]), 3 items; item 2 alone in row 1 measures 31 → row 1 is 31 tall.
        let grid = section(hgroup(fw(1), est(50), [item(fw(0.5), est(50))]))
        let layout = try measured(grid, itemCount: 3, heights: [0: 50, 1: 50, 2: 31], width: 195)
        #expect(frames(layout)[2] == rect(0, 50, 195, 31))
        #expect(layout.contentSize.height == 81)  // 50 + 31
    }

    @Test("R-UNIFORM-1 example: siblings take the largest measured height per row")
    func uniformSiblings() throws {
        // Row 0: max(40, 70, 55) = 70 for all three; row 1 at 70: max(30, 35) = 35; content 105.
        let grid = section(hgroup(fw(1), est(50), [item(fw(1.0 / 3), .uniformAcrossSiblings(estimate: 50))]))
        let layout = try measured(
            grid, itemCount: 5, heights: [0: 40, 1: 70, 2: 55, 3: 30, 4: 35], width: 130)
        #expect(frames(layout).map(\.height) == [70, 70, 70, 35, 35])
        #expect(frames(layout).map(\.minY) == [0, 0, 0, 70, 70])
        #expect(layout.contentSize.height == 105)
    }

    @Test("R-UNIFORM-2: unmeasured siblings adopt the largest measured one")
    func uniformUnmeasuredAdopt() throws {
        let grid = section(hgroup(fw(1), est(50), [item(fw(0.5), .uniformAcrossSiblings(estimate: 50))]))
        let layout = try measured(grid, itemCount: 2, heights: [0: 80], width: 195)
        #expect(frames(layout).map(\.height) == [80, 80])
    }

    @Test("R-EST-9, R-BOUNDARY-2: a measured estimated header moves the cells after it")
    func measuredHeader() throws {
        var list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        list.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(fw(1), est(30)), elementKind: "header", alignment: .top)
        ]
        var layout = try prepare(list, itemCounts: [2])
        #expect(frames(layout)[0].minY == 30)
        let grew = try layout.setPreferredSize(
            Size(width: 390, height: 70), forSupplementaryOfKind: "header",
            at: LayoutIndexPath(item: 0, section: 0))
        #expect(grew == 40)  // 70 − 30
        #expect(frames(layout).map(\.minY) == [70, 114])  // 70, 70 + 44
        #expect(layout.contentSize.height == 158)  // 70 + 44 + 44
        let header = layout.attributes(
            forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 0))
        #expect(header?.frame == rect(0, 0, 390, 70))
    }

    @Test("Later sections move when an earlier one grows (R-STACK-1, R-SIZING-6)")
    func laterSectionsMove() throws {
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        var layout = try CompositionalLayout(
            section: list, configuration: configuration(interSectionSpacing: 10)
        )
        .prepare(in: environment(), itemCounts: [2, 2])
        try layout.setPreferredSize(
            Size(width: 390, height: 100), forItemAt: LayoutIndexPath(item: 1, section: 0))
        // Section 0: 44 + 100 = 144; section 1 starts at 144 + 10 = 154.
        #expect(layout.sectionFrame(at: 1)?.minY == 154)
        #expect(frames(layout, section: 1).map(\.minY) == [154, 198])
        #expect(layout.contentSize.height == 242)  // 154 + 88
    }

    @Test("Measurements given to prepare equal measurements set one by one")
    func prepareWithMeasurements() throws {
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        let incremental = try measured(list, itemCount: 40, heights: [3: 90, 17: 20, 39: 61])
        let cells: [LayoutIndexPath: Size] = [
            LayoutIndexPath(item: 3, section: 0): Size(width: 390, height: 90),
            LayoutIndexPath(item: 17, section: 0): Size(width: 390, height: 20),
            LayoutIndexPath(item: 39, section: 0): Size(width: 390, height: 61),
        ]
        let upFront = try CompositionalLayout(section: list)
            .prepare(in: environment(), itemCounts: [40], measurements: LayoutMeasurements(cells: cells))
        #expect(frames(incremental) == frames(upFront))
        #expect(incremental.contentSize == upFront.contentSize)
        #expect(upFront.measurements.cells == cells)
    }

    @Test("Bad measurements throw typed errors and change nothing")
    func badMeasurements() throws {
        var layout = try prepare(section(hgroup(fw(1), est(44), [item(fw(1), est(44))])), itemCounts: [2])
        let before = frames(layout)
        #expect(throws: LayoutError.self) {
            try layout.setPreferredSize(
                Size(width: 1, height: 1), forItemAt: LayoutIndexPath(item: 2, section: 0))
        }
        #expect(throws: LayoutError.self) {
            try layout.setPreferredSize(
                Size(width: 1, height: .nan), forItemAt: LayoutIndexPath(item: 0, section: 0))
        }
        #expect(throws: LayoutError.self) {
            try layout.setPreferredSize(
                Size(width: 1, height: -1), forItemAt: LayoutIndexPath(item: 0, section: 0))
        }
        #expect(frames(layout) == before)
    }

    @Test("Measurements given to prepare are checked like set ones")
    func badPrepareMeasurements() throws {
        let layout = CompositionalLayout(section: section(hgroup(fw(1), est(44), [item(fw(1), est(44))])))
        let size = Size(width: 390, height: 60)
        for cells in [
            [LayoutIndexPath(item: 0, section: 1): size],  // no section 1
            [LayoutIndexPath(item: 5, section: 0): size],  // no item 5
            [LayoutIndexPath(item: 0, section: 0): Size(width: 390, height: .infinity)],
        ] {
            #expect(throws: LayoutError.self) {
                try layout.prepare(
                    in: environment(), itemCounts: [2], measurements: LayoutMeasurements(cells: cells))
            }
        }
        let header = SupplementaryElementKey(
            elementKind: "header", indexPath: LayoutIndexPath(item: 0, section: 0))
        #expect(throws: LayoutError.self) {
            try layout.prepare(
                in: environment(), itemCounts: [2],
                measurements: LayoutMeasurements(supplementaries: [header: size]))
        }
    }

    @Test("Invalidating a measurement restores the estimate; marking keeps the size (R-SIZING-3, R-APPLY-6)")
    func invalidation() throws {
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        var layout = try measured(list, itemCount: 3, heights: [0: 100, 1: 10])
        let first = LayoutIndexPath(item: 0, section: 0)
        layout.markNeedsMeasurement(forItemAt: first)
        #expect(frames(layout)[0].height == 100)
        #expect(layout.needsMeasurement(layout.attributes(forItemAt: first)!))
        layout.invalidateMeasurement(forItemAt: first)
        #expect(frames(layout).map(\.minY) == [0, 44, 54])  // 44, then 44 + 10
        #expect(layout.measuredSize(forItemAt: first) == nil)
        #expect(
            layout.measuredSize(forItemAt: LayoutIndexPath(item: 1, section: 0))
                == Size(width: 390, height: 10))
    }
}

@Suite("Estimated sizes in orthogonal and uniform sections (R-ORTHO-19, R-UNIFORM-3)")
struct SelfSizingRowTests {
    private func row(_ group: LayoutGroup, spacing: Double = 8) -> LayoutSection {
        var result = section(group, interGroupSpacing: spacing)
        result.orthogonalScrollingBehavior = .continuous
        return result
    }

    @Test("An orthogonal row of estimated heights is as tall as its tallest measured group")
    func orthogonalBandHeight() throws {
        // Cards 150 wide, estimated 100 tall; measured 120, 180, 90 → band 180; the next section
        // starts at 180.
        let cards = row(hgroup(pt(150), est(100), [item(fw(1), est(100))]))
        var layout = try CompositionalLayout(section: cards).prepare(in: environment(), itemCounts: [3, 1])
        #expect(layout.measuresWholeSection(0))
        #expect(layout.sectionFrame(at: 1)?.minY == 100)
        for (item, height) in [120.0, 180, 90].enumerated() {
            try layout.setPreferredSize(
                Size(width: 150, height: height), forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        #expect(frames(layout).map(\.height) == [120, 180, 90])
        #expect(layout.sectionFrame(at: 0)?.height == 180)
        #expect(layout.sectionFrame(at: 1)?.minY == 180)
        // Shrinking the tallest card shrinks the band to the next tallest (120).
        try layout.setPreferredSize(
            Size(width: 150, height: 60), forItemAt: LayoutIndexPath(item: 1, section: 0))
        #expect(layout.sectionFrame(at: 0)?.height == 120)
    }

    @Test("Chips with estimated widths move the groups after them along the row")
    func orthogonalEstimatedWidths() throws {
        // HG(est80, abs32, [IT(est80, fh1)]) spacing 8: measured widths 50, 120 (item 2 unmeasured)
        // → x 0, 58 (50 + 8), 186 (58 + 120 + 8); row length 186 + 80 = 266.
        let chips = row(hgroup(est(80), pt(32), [item(est(80), fh(1))]))
        var layout = try CompositionalLayout(section: chips).prepare(in: environment(), itemCounts: [3])
        try layout.setPreferredSize(
            Size(width: 50, height: 32), forItemAt: LayoutIndexPath(item: 0, section: 0))
        try layout.setPreferredSize(
            Size(width: 120, height: 32), forItemAt: LayoutIndexPath(item: 1, section: 0))
        #expect(frames(layout) == [rect(0, 0, 50, 32), rect(58, 0, 120, 32), rect(186, 0, 80, 32)])
        let row = try #require(layout.orthogonalRow(inSection: 0))
        #expect(row.rowLength == 266)
        #expect(row.groupPosition(2) == 186)
        // A query across the row finds the chip by its measured frame.
        #expect(layout.elements(in: rect(60, 0, 10, 10)).map(\.indexPath.item) == [1])
    }

    @Test("R-UNIFORM-3: a uniform top-level group gives every row the tallest measured row")
    func uniformTopLevel() throws {
        // HG(fw1, uni50, [IT(fw0.5, est50)]), 6 items: row 1 measures 90 → every row is 90 tall,
        // rows at 0, 90, 180; content 270.
        let grid = section(hgroup(fw(1), .uniformAcrossSiblings(estimate: 50), [item(fw(0.5), est(50))]))
        var layout = try prepare(grid, itemCounts: [6])
        #expect(layout.measuresWholeSection(0))
        try layout.setPreferredSize(
            Size(width: 195, height: 90), forItemAt: LayoutIndexPath(item: 2, section: 0))
        #expect(frames(layout).map(\.minY) == [0, 0, 90, 90, 180, 180])
        #expect(layout.contentSize.height == 270)
        #expect(layout.groupFrame(forItemAt: LayoutIndexPath(item: 0, section: 0))?.height == 90)
    }
}

@Suite("Estimated anchored supplementaries (R-EST-9)")
struct SelfSizingAnchoredTests {
    @Test("A measured badge is anchored again at its new size")
    func measuredBadge() throws {
        // A 100 × 100 cell with a badge anchored to its top-trailing corner: estimated 20 × 20 → x 80;
        // measured 44 wide → x 100 − 44 = 56, still 20 tall (the height is absolute).
        var cell = item(pt(100), pt(100))
        cell.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: size(est(20), pt(20)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        ]
        var layout = try prepare(section(hgroup(fw(1), pt(100), [cell])), itemCounts: [2])
        let first = LayoutIndexPath(item: 0, section: 0)
        let badge = try #require(layout.attributes(forSupplementaryOfKind: "badge", at: first))
        #expect(badge.frame == rect(80, 0, 20, 20))
        #expect(layout.selfSizingAxes(of: badge) == .horizontal)
        #expect(layout.needsMeasurement(badge))
        try layout.setPreferredSize(Size(width: 44, height: 30), forSupplementaryOfKind: "badge", at: first)
        #expect(layout.attributes(forSupplementaryOfKind: "badge", at: first)?.frame == rect(56, 0, 44, 20))
        #expect(
            layout.elements(in: rect(0, 0, 390, 100)).first { $0.elementKind == "badge" }?.frame
                == rect(56, 0, 44, 20))
        #expect(!layout.needsMeasurement(layout.attributes(forSupplementaryOfKind: "badge", at: first)!))
        // The other cell's badge keeps its estimate.
        let second = layout.attributes(
            forSupplementaryOfKind: "badge", at: LayoutIndexPath(item: 1, section: 0))
        #expect(second?.frame.width == 20)
    }
}

@Suite("Estimated sizes in horizontal and right-to-left layouts (R-HORIZ, R-RTL)")
struct SelfSizingDirectionTests {
    @Test("A horizontal list of estimated widths: measured columns push the next ones right")
    func horizontalList() throws {
        // VG(est100, fh1, [IT(est100, fh1)]) in a horizontal layout, 844 tall: columns measured
        // 50 and 150 wide → x 0, 50, 200 (item 2 keeps its 100 estimate); content 300 wide.
        let column = section(vgroup(est(100), fh(1), [item(est(100), fh(1))]))
        var layout = try CompositionalLayout(
            section: column, configuration: configuration(scroll: .horizontal)
        )
        .prepare(in: environment(), itemCounts: [3])
        try layout.setPreferredSize(
            Size(width: 50, height: 844), forItemAt: LayoutIndexPath(item: 0, section: 0))
        try layout.setPreferredSize(
            Size(width: 150, height: 844), forItemAt: LayoutIndexPath(item: 1, section: 0))
        #expect(frames(layout) == [rect(0, 0, 50, 844), rect(50, 0, 150, 844), rect(200, 0, 100, 844)])
        #expect(layout.contentSize.width == 300)
        #expect(layout.elements(in: rect(60, 0, 10, 10)).map(\.indexPath.item) == [1])
    }

    @Test("Right-to-left: a measured two-column grid mirrors like any frame")
    func rightToLeftGrid() throws {
        // HG(fw1, est50, [IT(fw0.5, est50)]): row 0 measures 70 and 30 → 70 tall; item 0 is the
        // leading (right) column in RTL: x = 390 − 0 − 195 = 195; item 2 starts row 1 at y 70.
        let grid = section(hgroup(fw(1), est(50), [item(fw(0.5), est(50))]))
        var layout = try prepare(grid, itemCounts: [3], in: environment(direction: .rightToLeft))
        try layout.setPreferredSize(
            Size(width: 195, height: 70), forItemAt: LayoutIndexPath(item: 0, section: 0))
        try layout.setPreferredSize(
            Size(width: 195, height: 30), forItemAt: LayoutIndexPath(item: 1, section: 0))
        #expect(frames(layout) == [rect(195, 0, 195, 70), rect(0, 0, 195, 30), rect(195, 70, 195, 50)])
        #expect(layout.contentSize.height == 120)  // 70 + 50
    }
}
