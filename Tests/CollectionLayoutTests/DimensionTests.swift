import CollectionLayout
import Testing

@Suite("Dimensions and containers (R-DIM, R-CONT)")
struct DimensionTests {
    @Test("R-CONT-1: top-level group sees whole height along the scroll axis, inset width across")
    func containerExample() throws {
        // The R-CONT worked example: group 358 × 211 (0.25 × 844, not 0.25 × 824); items 179 × 211.
        let layout = try prepare(
            section(
                hgroup(fw(1), fh(0.25), [item(fw(0.5), fh(1))]), insets: insets(10, 16, 10, 16)),
            itemCounts: [5])
        expectFrames(
            frames(layout),
            [
                rect(16, 10, 179, 211), rect(195, 10, 179, 211), rect(16, 221, 179, 211),
                rect(195, 221, 179, 211), rect(16, 432, 179, 211),
            ])
        // 10 + 3 × 211 + 10 = 653
        expectSize(layout.contentSize, Size(width: 390, height: 653))
    }

    @Test("R-DIM-1: fractionalWidth may size a height (square cells)")
    func fractionalWidthHeight() throws {
        // The R-DIM worked example: row 0.25 × 390 = 97.5 tall, four 97.5 × 97.5 cells.
        let layout = try prepare(
            section(hgroup(fw(1), fw(0.25), [item(fw(0.25), fw(0.25))])), itemCounts: [4])
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 97.5, 97.5), rect(97.5, 0, 97.5, 97.5), rect(195, 0, 97.5, 97.5),
                rect(292.5, 0, 97.5, 97.5),
            ])
        expectSize(layout.contentSize, Size(width: 390, height: 97.5))
    }

    @Test("R-DIM-1: fractionalHeight may size a width")
    func fractionalHeightWidth() throws {
        // HG(fw1, abs200, [IT(fh0.25, fh0.5)]): subitem container 390 × 200 → item 0.25 × 200 = 50 wide,
        // 0.5 × 200 = 100 tall; n = 7 (7 × 50 = 350 ≤ 390, 8 × 50 = 400 > 390) at x = 50 i.
        let layout = try prepare(section(hgroup(fw(1), pt(200), [item(fh(0.25), fh(0.5))])), itemCounts: [7])
        expectFrames(frames(layout), (0..<7).map { rect(Double($0) * 50, 0, 50, 100) })
        #expect(layout.itemsPerGroup(inSection: 0) == 7)
        expectSize(layout.contentSize, Size(width: 390, height: 200))
    }

    @Test("R-DIM-1, R-DIM-3: fractions above 1 are allowed and overflow the group (R-GROUP-6)")
    func fractionAboveOne() throws {
        // IT(fw1, fh2) in HG(fw1, abs50): item 390 × 100 overflows its 50-pt group; rows stay 50 apart.
        let layout = try prepare(section(hgroup(fw(1), pt(50), [item(fw(1), fh(2))])), itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 0, 390, 100), rect(0, 50, 390, 100)])
        // Content height is the stacked group extents 2 × 50 = 100 (items do not grow it).
        expectSize(layout.contentSize, Size(width: 390, height: 100))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test("R-DIM-2: an estimated dimension is its estimate until measured")
    func estimatedIsEstimate() throws {
        // HG(fw1, est60, [IT(fw0.5, est60)]): nothing measured, so every height is 60.
        let layout = try prepare(section(hgroup(fw(1), est(60), [item(fw(0.5), est(60))])), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 195, 60), rect(195, 0, 195, 60), rect(0, 60, 195, 60)])
        expectSize(layout.contentSize, Size(width: 390, height: 120))
    }

    @Test("R-CONT-3: subitem container is the group minus its content insets and spacing")
    func subitemContainer() throws {
        // HG(fw1, abs100, insets (10, 20, 10, 20), [IT(fw0.5, fh0.5)]) fix10:
        // content box 350 × 80; n = 2 → container width 350 − 10 = 340 → items 170 × 40,
        // x 20 and 20 + 170 + 10 = 200, y 10.
        let layout = try prepare(
            section(
                hgroup(
                    fw(1), pt(100), [item(fw(0.5), fh(0.5))], spacing: .fixed(10),
                    insets: insets(10, 20, 10, 20))),
            itemCounts: [2])
        expectFrames(frames(layout), [rect(20, 10, 170, 40), rect(200, 10, 170, 40)])
    }

    @Test("R-CONT-1: the cross-axis container excludes reference and section insets in a horizontal layout")
    func containerHorizontal() throws {
        // Horizontal scroll: VG(fw0.5, fh0.5, [IT(fw1, fh1)]) with insets (20, 30, 20, 30): the container
        // is the whole W = 390 along x and 844 − 40 = 804 across, so the group is 0.5 × 390 = 195 wide
        // (not 0.5 × 330) and 0.5 × 804 = 402 tall. Item 0 at (30, 20); item 1 at 30 + 195 = 225.
        let layout = try prepare(
            section(vgroup(fw(0.5), fh(0.5), [item(fw(1), fh(1))]), insets: insets(20, 30, 20, 30)),
            itemCounts: [2], configuration: configuration(scroll: .horizontal))
        expectFrames(frames(layout), [rect(30, 20, 195, 402), rect(225, 20, 195, 402)])
        // 30 + 2 × 195 + 30 = 450
        expectSize(layout.contentSize, Size(width: 450, height: 844))
    }

    @Test("R-DIM-2: uniformAcrossSiblings is its estimate until measured")
    func uniformIsEstimate() throws {
        let layout = try prepare(
            section(hgroup(fw(1), est(44), [item(fw(0.5), .uniformAcrossSiblings(estimate: 44))])),
            itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 0, 195, 44), rect(195, 0, 195, 44)])
    }
}
