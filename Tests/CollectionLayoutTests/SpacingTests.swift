import CollectionLayout
import Testing

@Suite("Inter-item spacing (R-SPACING)")
struct SpacingTests {
    @Test("R-SPACING-1: nil interItemSpacing equals fixed(0)")
    func nilIsFixedZero() throws {
        let base = try prepare(section(hgroup(fw(1), pt(20), [item(pt(100), fh(1))])), itemCounts: [5])
        let fixed = try prepare(
            section(hgroup(fw(1), pt(20), [item(pt(100), fh(1))], spacing: .fixed(0))), itemCounts: [5])
        // 3 per row (300 ≤ 390 < 400), abutting at 0, 100, 200.
        let expected = [
            rect(0, 0, 100, 20), rect(100, 0, 100, 20), rect(200, 0, 100, 20), rect(0, 20, 100, 20),
            rect(100, 20, 100, 20),
        ]
        expectFrames(frames(base), expected)
        expectFrames(frames(fixed), expected)
    }

    @Test("R-SPACING-1: fixed(v) puts exactly v between subitems; leftover stays at the end")
    func fixedSpacing() throws {
        // IT(abs100) fix20: 3 × 100 + 2 × 20 = 340 fits; x 0, 120, 240; 50 unused.
        let layout = try prepare(
            section(hgroup(fw(1), pt(20), [item(pt(100), fh(1))], spacing: .fixed(20))), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 100, 20), rect(120, 0, 100, 20), rect(240, 0, 100, 20)])
    }

    @Test("R-SPACING-5: a partial instance keeps the template positions (no re-justification)")
    func partialNotRejustified() throws {
        // Worked example: HG(fw1, abs20, [IT(abs104, fh1)]) flex6, 5 items.
        let layout = try prepare(
            section(hgroup(fw(1), pt(20), [item(pt(104), fh(1))], spacing: .flexible(6))), itemCounts: [5])
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 104, 20), rect(143, 0, 104, 20), rect(286, 0, 104, 20), rect(0, 20, 104, 20),
                rect(143, 20, 104, 20),
            ])
        expectSize(layout.contentSize, Size(width: 390, height: 40))
    }

    @Test("R-SPACING-3: a negative leftover within ε is shared like a positive one")
    func negativeLeftoverWithinTolerance() throws {
        // IT(fw1/3) flex8: n = 3, width (390 − 16)/3 = 374/3, leftover 390 − 374 − 16 = 0 (± noise).
        let layout = try prepare(
            section(hgroup(fw(1), pt(10), [item(fw(1.0 / 3), fh(1))], spacing: .flexible(8))),
            itemCounts: [3])
        let width = 374.0 / 3
        expectFrames(
            frames(layout),
            [rect(0, 0, width, 10), rect(width + 8, 0, width, 10), rect(2 * (width + 8), 0, width, 10)])
    }

    @Test("R-SPACING-4: flexible gaps and flexible edges take equal shares")
    func gapsAndEdges() throws {
        // IT(abs100, fh1) leading flexible(0), spacing flexible(10), n = 3 (300 + 20 = 320 ≤ 390).
        // Leftover 390 − 320 = 70 over 2 gaps + 3 leading edges = 5 shares of 14.
        // x0 = 14; x1 = 14 + 100 + 10 + 14 + 14 = 152; x2 = 152 + 138 = 290.
        let layout = try prepare(
            section(
                hgroup(
                    fw(1), pt(10), [item(pt(100), fh(1), edges: edges(leading: .flexible(0)))],
                    spacing: .flexible(10))),
            itemCounts: [3])
        expectFrames(frames(layout), [rect(14, 0, 100, 10), rect(152, 0, 100, 10), rect(290, 0, 100, 10)])
    }

    @Test("R-SPACING-2: flexible spacing counts as its minimum when resolving fractions")
    func flexibleMinimumInFractions() throws {
        // VG(fw1, abs100, [IT(fw1, fh0.5)]) flex10: container 100 − 10 = 90 → 45 tall; leftover 0.
        let layout = try prepare(
            section(vgroup(fw(1), pt(100), [item(fw(1), fh(0.5))], spacing: .flexible(10))), itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 0, 390, 45), rect(0, 55, 390, 45)])
    }
}
