import CollectionLayout
import Testing

/// Measures the cells of section 0 with the given lengths along x (heights are ignored where
/// they are not estimated).
private func measuredWidths(
    _ layout: inout PreparedLayout, _ widths: [Int: Double], height: Double = 32
) throws {
    for (item, width) in widths.sorted(by: { $0.key < $1.key }) {
        try layout.setPreferredSize(
            Size(width: width, height: height), forItemAt: LayoutIndexPath(item: item, section: 0))
    }
}

/// A row of chips: `HG(fw1, abs(height), [IT(est(estimate), fh1)])` with fixed spacing.
private func chipRow(
    height: Double, estimate: Double, spacing: Double, interGroupSpacing: Double = 0
) -> LayoutSection {
    section(
        hgroup(fw(1), pt(height), [item(est(estimate), fh(1))], spacing: .fixed(spacing)),
        interGroupSpacing: interGroupSpacing)
}

@Suite("Flow groups re-flow after measurement (R-FLOW)")
struct FlowTests {
    @Test("R-FLOW-2 worked example: a 320-pt row of chips measured 150, 100, 80, 60, 300")
    func workedExample() throws {
        var layout = try prepare(
            chipRow(height: 32, estimate: 60, spacing: 10, interGroupSpacing: 10), itemCounts: [6],
            in: environment(width: 320))
        #expect(layout.isFlowSection(0))
        // Unmeasured: 4 × 60 + 3 × 10 = 270 ≤ 320, a fifth needs 340: rows [0…3] [4, 5].
        #expect(layout.flowLineCount(inSection: 0) == 2)
        try measuredWidths(&layout, [0: 150, 1: 100, 2: 80, 3: 60, 4: 300])
        // Row 0: 150 + 10 + 100 = 260 ≤ 320; + 10 + 80 = 350 > 320 → [0, 1], x 0 and 160.
        // Row 1 at y 32 + 10 = 42: 80 + 10 + 60 = 150; + 10 + 300 = 460 > 320 → [2, 3], x 0 and 90.
        // Row 2 at y 84: 300 alone (300 + 10 + 60 = 370 > 320).
        // Row 3 at y 126: item 5 unmeasured at its 60 estimate; content 126 + 32 = 158.
        #expect(
            frames(layout) == [
                rect(0, 0, 150, 32), rect(160, 0, 100, 32), rect(0, 42, 80, 32), rect(90, 42, 60, 32),
                rect(0, 84, 300, 32), rect(0, 126, 60, 32),
            ])
        #expect(layout.contentSize.height == 158)
        #expect(layout.flowLineCount(inSection: 0) == 4)
        // The group frames are the rows.
        #expect(layout.groupFrame(forItemAt: LayoutIndexPath(item: 3, section: 0)) == rect(0, 42, 320, 32))
        // A query over row 2 finds item 4 only.
        #expect(layout.elements(in: rect(0, 90, 320, 10)).map(\.indexPath.item) == [4])
        #expect(
            layout.measuredSize(forItemAt: LayoutIndexPath(item: 4, section: 0))
                == Size(width: 300, height: 32))
        #expect(layout.hasUnmeasuredItems(inSection: 0))
    }

    @Test("R-FLOW-6: forgetting a measurement re-flows the rows again")
    func forgettingReflows() throws {
        var layout = try prepare(
            chipRow(height: 32, estimate: 60, spacing: 10, interGroupSpacing: 10), itemCounts: [6],
            in: environment(width: 320))
        try measuredWidths(&layout, [0: 150, 1: 100, 2: 80, 3: 60, 4: 300])
        layout.invalidateMeasurement(forItemAt: LayoutIndexPath(item: 4, section: 0))
        // Item 4 is 60 again: row 1 holds 80 + 10 + 60 + 10 + 60 + 10 + 60 = 290 ≤ 320 → [2, 3, 4, 5]
        // at x 0, 90, 160, 230; content 42 + 32 = 74.
        #expect(
            frames(layout) == [
                rect(0, 0, 150, 32), rect(160, 0, 100, 32), rect(0, 42, 80, 32), rect(90, 42, 60, 32),
                rect(160, 42, 60, 32), rect(230, 42, 60, 32),
            ])
        #expect(layout.contentSize.height == 74)
    }

    @Test("R-FLOW-2 example from the issue: a 300-pt view, chips 120, 90, 70, 40, 200, 30 with fixed(8)")
    func issueChips() throws {
        var layout = try prepare(
            chipRow(height: 30, estimate: 50, spacing: 8), itemCounts: [6], in: environment(width: 300))
        // Unmeasured: 5 × 50 + 4 × 8 = 282 ≤ 300; six need 340 → rows [0…4] [5].
        #expect(frames(layout)[4] == rect(232, 0, 50, 30))
        #expect(frames(layout)[5] == rect(0, 30, 50, 30))
        try measuredWidths(&layout, [0: 120, 1: 90, 2: 70, 3: 40, 4: 200, 5: 30], height: 30)
        // Row 0: 120 + 8 + 90 + 8 + 70 = 296 ≤ 300; + 8 + 40 = 344 → [0, 1, 2] at x 0, 128, 226.
        // Row 1 at y 30: 40 + 8 + 200 + 8 + 30 = 286 ≤ 300 → [3, 4, 5] at x 0, 48, 256. Content 60.
        #expect(
            frames(layout) == [
                rect(0, 0, 120, 30), rect(128, 0, 90, 30), rect(226, 0, 70, 30), rect(0, 30, 40, 30),
                rect(48, 30, 200, 30), rect(256, 30, 30, 30),
            ])
        #expect(layout.contentSize.height == 60)
    }

    @Test("R-FLOW-5 example from the issue: a vertical group of 200 pt with items measured 120 and 80")
    func verticalFlow() throws {
        var layout = try prepare(
            section(vgroup(fw(1), pt(200), [item(fw(1), est(50))])), itemCounts: [6])
        // Unmeasured: 4 × 50 = 200 per group; the partial last group of 2 is trimmed to
        // 200 − (200 − 100) = 100: content 300.
        #expect(layout.contentSize.height == 300)
        for (item, height) in [(0, 120.0), (1, 80.0)] {
            try layout.setPreferredSize(
                Size(width: 390, height: height), forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        // Group 0: 120 + 80 = 200 ≤ 200; a third of 50 would need 250 → [0, 1] at y 0 and 120.
        // Group 1 at y 200: four estimates of 50 fill 200 exactly → [2…5] at 200, 250, 300, 350.
        // Nothing overlaps; content 400.
        #expect(
            frames(layout) == [
                rect(0, 0, 390, 120), rect(0, 120, 390, 80), rect(0, 200, 390, 50), rect(0, 250, 390, 50),
                rect(0, 300, 390, 50), rect(0, 350, 390, 50),
            ])
        #expect(layout.contentSize.height == 400)
    }

    @Test("R-FLOW-2: group insets, section insets and item edges count toward what fits")
    func insetsAndEdgesCount() throws {
        var chip = item(est(60), fh(1))
        chip.edgeSpacing = edges(leading: .fixed(5))
        let row = hgroup(fw(1), pt(32), [chip], spacing: .fixed(10), insets: insets(0, 10, 0, 10))
        var layout = try prepare(
            section(row, insets: insets(0, 20, 0, 20)), itemCounts: [3], in: environment(width: 320))
        try measuredWidths(&layout, [0: 100, 1: 100, 2: 80])
        // The group is 320 − 20 − 20 = 280 wide, its content A = 280 − 10 − 10 = 260.
        // Footprints 5 + 100 = 105: 105 + 10 + 105 = 220 ≤ 260; + 10 + 85 = 315 > 260 → [0, 1], [2].
        // x: 20 (section) + 10 (group) + 5 (edge) = 35; item 1: 20 + 10 + 105 + 10 + 5 = 150.
        #expect(frames(layout) == [rect(35, 0, 100, 32), rect(150, 0, 100, 32), rect(35, 32, 80, 32)])
        #expect(layout.contentSize.height == 64)
    }

    @Test("R-FLOW-3: an item longer than its line sits alone and overflows, keeping its length")
    func longItemOverflows() throws {
        var layout = try prepare(
            chipRow(height: 32, estimate: 60, spacing: 10), itemCounts: [3], in: environment(width: 320))
        try measuredWidths(&layout, [1: 400])
        // Row 0: [0] (60 + 10 + 400 > 320); row 1 at 32: [1] alone, 400 wide, reaching x 400 > 320;
        // row 2 at 64: [2]. Content 96.
        #expect(frames(layout) == [rect(0, 0, 60, 32), rect(0, 32, 400, 32), rect(0, 64, 60, 32)])
        #expect(layout.contentSize.height == 96)
    }

    @Test("R-FLOW-8: right to left, the rows of the worked example are mirrored")
    func rightToLeft() throws {
        var layout = try prepare(
            chipRow(height: 32, estimate: 60, spacing: 10, interGroupSpacing: 10), itemCounts: [6],
            in: environment(width: 320, direction: .rightToLeft))
        try measuredWidths(&layout, [0: 150, 1: 100, 2: 80, 3: 60, 4: 300])
        // x' = 320 − x − width: 320 − 0 − 150 = 170, 320 − 160 − 100 = 60, 320 − 80 = 240,
        // 320 − 90 − 60 = 170, 320 − 300 = 20, 320 − 60 = 260.
        #expect(
            frames(layout) == [
                rect(170, 0, 150, 32), rect(60, 0, 100, 32), rect(240, 42, 80, 32), rect(170, 42, 60, 32),
                rect(20, 84, 300, 32), rect(260, 126, 60, 32),
            ])
    }

    @Test("R-FLOW-8: in a horizontally scrolling layout a vertical group flows along y, lines along x")
    func horizontalLayout() throws {
        var layout = try prepare(
            section(vgroup(pt(100), fh(1), [item(fw(1), est(50))]), interGroupSpacing: 10), itemCounts: [6],
            in: environment(width: 390, height: 200), configuration: configuration(scroll: .horizontal))
        #expect(layout.isFlowSection(0))
        for (item, height) in [(0, 120.0), (1, 90.0)] {
            try layout.setPreferredSize(
                Size(width: 100, height: height), forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        // Line 0: 120 + 90 = 210 > 200 → [0]. Line 1 at x 100 + 10 = 110: 90 + 50 + 50 = 190 ≤ 200,
        // + 50 = 240 → [1, 2, 3] at y 0, 90, 140. Line 2 at x 220: [4, 5] at y 0, 50; across the
        // group axis a line keeps its full 100 (R-SECTION-3): content width 220 + 100 = 320.
        #expect(
            frames(layout) == [
                rect(0, 0, 100, 120), rect(110, 0, 100, 90), rect(110, 90, 100, 50), rect(110, 140, 100, 50),
                rect(220, 0, 100, 50), rect(220, 50, 100, 50),
            ])
        #expect(layout.contentSize.width == 320)
    }

    @Test("R-FLOW-5: a row estimated across its axis is as tall as its tallest measured chip")
    func estimatedRowHeight() throws {
        var layout = try prepare(
            section(hgroup(fw(1), est(30), [item(est(60), est(30))], spacing: .fixed(10))), itemCounts: [4],
            in: environment(width: 320))
        let sizes = [
            Size(width: 150, height: 40), Size(width: 100, height: 30), Size(width: 200, height: 20),
        ]
        for (item, size) in sizes.enumerated() {
            try layout.setPreferredSize(size, forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        // Row 0: 150 + 10 + 100 = 260 ≤ 320, + 10 + 200 > 320 → [0, 1], 40 tall (the taller chip).
        // Row 1 at y 40: 200 + 10 + 60 = 270 ≤ 320 → [2, 3], max(20, 30 estimate) = 30 tall.
        #expect(
            frames(layout) == [
                rect(0, 0, 150, 40), rect(160, 0, 100, 30), rect(0, 40, 200, 20), rect(210, 40, 60, 30),
            ])
        #expect(layout.contentSize.height == 70)
    }

    @Test("R-FLOW-1: count groups keep their count; nested and orthogonal groups do not flow")
    func whatDoesNotFlow() throws {
        let counted = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(32)), subitem: item(est(60), fh(1)), count: 2)
        var layout = try prepare(section(counted), itemCounts: [3], in: environment(width: 320))
        #expect(!layout.isFlowSection(0))
        try measuredWidths(&layout, [0: 300])
        // R-EST-6: the count split wins, 320 / 2 = 160 each, whatever the cell prefers.
        #expect(frames(layout)[0] == rect(0, 0, 160, 32))
        let nested = vgroup(fw(1), pt(64), [hgroup(fw(1), pt(32), [item(est(60), fh(1))])])
        #expect(try !prepare(section(nested), itemCounts: [3]).isFlowSection(0))
        var orthogonal = chipRow(height: 32, estimate: 60, spacing: 10)
        orthogonal.orthogonalScrollingBehavior = .continuous
        #expect(try !prepare(orthogonal, itemCounts: [3]).isFlowSection(0))
    }

    @Test("R-FLOW-7: an unmeasured flow equals the template layout")
    func unmeasuredEqualsTemplate() throws {
        let chips = chipRow(height: 32, estimate: 60, spacing: 10, interGroupSpacing: 10)
        let layout = try prepare(chips, itemCounts: [10], in: environment(width: 320))
        // 4 per row (270 ≤ 320): item i at x = (i % 4) · 70, y = (i / 4) · 42; content 2 · 42 + 32.
        let expected = (0..<10).map { rect(Double($0 % 4) * 70, Double($0 / 4) * 42, 60, 32) }
        #expect(frames(layout) == expected)
        #expect(layout.contentSize.height == 116)
        #expect(layout.sizingStorageByteCount == 0)
    }

    @Test("R-FLOW-4: each line starts the subitems list again")
    func cycleRestartsPerLine() throws {
        let row = hgroup(fw(1), pt(32), [item(est(60), fh(1)), item(est(100), fh(1))], spacing: .fixed(10))
        var layout = try prepare(section(row), itemCounts: [6], in: environment(width: 320))
        // Unmeasured: 60 + 10 + 100 + 10 + 60 = 240; + 10 + 100 = 350 > 320 → three per row.
        #expect(frames(layout)[3] == rect(0, 32, 60, 32))
        try measuredWidths(&layout, [1: 250])
        // Row 0: 60 + 10 + 250 = 320 → [0, 1]. Row 1 restarts the list at item 2: 60, 100, 60 →
        // 240 (+ 10 + 100 = 350 > 320) → [2, 3, 4] at x 0, 70, 180; item 3 now takes the 100 estimate.
        // Row 2: [5] with the first subitem's 60. Content 96.
        #expect(
            frames(layout) == [
                rect(0, 0, 60, 32), rect(70, 0, 250, 32), rect(0, 32, 60, 32), rect(70, 32, 100, 32),
                rect(180, 32, 60, 32), rect(0, 64, 60, 32),
            ])
        #expect(layout.contentSize.height == 96)
    }

    @Test("R-FLOW-4: flexible spacing shares each line's own leftover")
    func flexibleSpacingPerLine() throws {
        var layout = try prepare(
            section(
                hgroup(fw(1), pt(32), [item(est(60), fh(1))], spacing: .flexible(10)), interGroupSpacing: 10),
            itemCounts: [6], in: environment(width: 320))
        try measuredWidths(&layout, [0: 150, 1: 100, 2: 80, 3: 60, 4: 300])
        // Row 0 [0, 1] leaves 320 − 260 = 60 for its one gap: item 1 at 150 + 10 + 60 = 220.
        // Row 1 [2, 3] leaves 320 − 150 = 170: item 3 at 80 + 10 + 170 = 260.
        #expect(frames(layout)[1] == rect(220, 0, 100, 32))
        #expect(frames(layout)[3] == rect(260, 42, 60, 32))
    }

    @Test("R-FLOW-9: rect and group-granular queries read the lines that reach the rectangle")
    func queries() throws {
        var layout = try prepare(
            chipRow(height: 32, estimate: 60, spacing: 10, interGroupSpacing: 10), itemCounts: [6],
            in: environment(width: 320))
        try measuredWidths(&layout, [0: 150, 1: 100, 2: 80, 3: 60, 4: 300])
        // Row 1 spans y 42…74 and holds [2, 3]; (200, 50, 100, 10) misses both cells (x 0…80, 90…150).
        #expect(layout.elements(in: rect(200, 50, 100, 10)).isEmpty)
        #expect(layout.groupGranularElements(in: rect(200, 50, 100, 10)).map(\.indexPath.item) == [2, 3])
        #expect(layout.elements(in: rect(0, 80, 320, 60)).map(\.indexPath.item) == [4, 5])
        #expect(layout.allElements().map(\.frame) == frames(layout))
        for item in 0..<6 {
            let indexPath = LayoutIndexPath(item: item, section: 0)
            #expect(layout.attributes(forItemAt: indexPath)?.frame == frames(layout)[item])
        }
    }

    @Test("R-FLOW-6: measurements carried into a new prepare give the same rows; copies keep theirs")
    func measurementsCarryOver() throws {
        let chips = chipRow(height: 32, estimate: 60, spacing: 10, interGroupSpacing: 10)
        var layout = try prepare(chips, itemCounts: [6], in: environment(width: 320))
        let before = layout
        try measuredWidths(&layout, [0: 150, 1: 100, 2: 80, 3: 60, 4: 300])
        // The copy taken before measuring keeps 4 + 2 unmeasured chips per row (R-FLOW-7).
        #expect(frames(before)[3] == rect(210, 0, 60, 32))
        let again = try CompositionalLayout(section: chips)
            .prepare(in: environment(width: 320), itemCounts: [6], measurements: layout.measurements)
        #expect(frames(again) == frames(layout))
        #expect(again.contentSize.height == 158)
        #expect(layout.textDump().contains("flow of 4 lines"))
    }
}
