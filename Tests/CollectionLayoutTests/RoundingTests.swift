import CollectionLayout
import Testing

@Suite("Pixel rounding (R-ROUND)")
struct RoundingTests {
    static func sevenths() -> LayoutSection { section(hgroup(fw(1), pt(50), [item(fw(1.0 / 7), fh(1))])) }
    static func quarters(spacing: LayoutSpacing? = nil) -> LayoutSection {
        section(hgroup(fw(1), pt(50), [item(fw(0.25), fh(1))], spacing: spacing))
    }

    @Test("R-ROUND-2, R-ROUND-3 table: sevenths without rounding")
    func seventhsNone() throws {
        // Exact: width 390/7, x = 390 i / 7.
        let layout = try prepare(Self.sevenths(), itemCounts: [7])
        expectFrames(frames(layout), (0..<7).map { rect(390 * Double($0) / 7, 0, 390.0 / 7, 50) })
    }

    @Test("R-ROUND-2: sevenths, modern — floored width, abutting, slack at the end")
    func seventhsModern() throws {
        // ⌊167.1429⌋ px = 167 px; x = 167 i px.
        let layout = try prepare(Self.sevenths(), itemCounts: [7], in: environment(scale: 3, policy: .modern))
        expectFrames(frames(layout), (0..<7).map { rect(167 * Double($0) / 3, 0, 167.0 / 3, 50) })
    }

    @Test("R-ROUND-3: sevenths, legacy — each origin and size rounded independently")
    func seventhsLegacy() throws {
        // x px = nearest(1170 i / 7) = 0, 167, 334, 501, 669, 836, 1003; width nearest(167.14) = 167 px.
        let layout = try prepare(Self.sevenths(), itemCounts: [7], in: environment(scale: 3, policy: .legacy))
        let pixels: [Double] = [0, 167, 334, 501, 669, 836, 1003]
        expectFrames(frames(layout), pixels.map { rect($0 / 3, 0, 167.0 / 3, 50) })
    }

    @Test("R-ROUND-1, A.2: a display scale without a policy means modern")
    func defaultPolicyWithScale() throws {
        let layout = try prepare(Self.sevenths(), itemCounts: [7], in: environment(scale: 3))
        expectFrames(frames(layout), (0..<7).map { rect(167 * Double($0) / 3, 0, 167.0 / 3, 50) })
    }

    @Test("R-ROUND-2: quarters, modern — 292 px wide, 2 px unused")
    func quartersModern() throws {
        let layout = try prepare(Self.quarters(), itemCounts: [4], in: environment(scale: 3, policy: .modern))
        expectFrames(frames(layout), [0, 292, 584, 876].map { rect($0 / 3, 0, 292.0 / 3, 50) })
    }

    @Test("R-ROUND-3, R-ROUND-5: quarters, legacy — ties away from zero, 1-px overlap")
    func quartersLegacy() throws {
        // 292.5 px → 293 px; x px nearest(0, 292.5, 585, 877.5) = 0, 293, 585, 878.
        let layout = try prepare(Self.quarters(), itemCounts: [4], in: environment(scale: 3, policy: .legacy))
        expectFrames(frames(layout), [0, 293, 585, 878].map { rect($0 / 3, 0, 293.0 / 3, 50) })
    }

    @Test("R-ROUND-2: flexible spacing, exact")
    func flexibleNone() throws {
        // 0.25 × 387 = 96.75 at 0, 97.75, 195.5, 293.25 (no leftover: 4 × 96.75 + 3 = 390).
        let layout = try prepare(Self.quarters(spacing: .flexible(1)), itemCounts: [4])
        expectFrames(frames(layout), [0, 97.75, 195.5, 293.25].map { rect($0, 0, 96.75, 50) })
    }

    @Test("R-ROUND-2: flexible spacing, modern — leftover from floored sizes")
    func flexibleModern() throws {
        // ⌊290.25⌋ px = 290 px; leftover 390 − 4 × 290/3 − 3 = 1/3 → 1/9 per gap;
        // exact x 0, 293.333 px, 586.667 px, 880 px → nearest 0, 293, 587, 880 px.
        let layout = try prepare(
            Self.quarters(spacing: .flexible(1)), itemCounts: [4], in: environment(scale: 3, policy: .modern))
        expectFrames(frames(layout), [0, 293, 587, 880].map { rect($0 / 3, 0, 290.0 / 3, 50) })
    }

    @Test(
        "R-ROUND-5: negative origins round ties away from zero", arguments: [RoundingPolicy.modern, .legacy])
    func negativeTie(policy: RoundingPolicy) throws {
        // Section leading inset −0.5 (−1.5 px) → −2 px; group 390.5 wide, IT(abs30): width 90 px.
        let layout = try prepare(
            section(hgroup(fw(1), pt(30), [item(pt(30), fh(1))]), insets: insets(0, -0.5, 0, 0)),
            itemCounts: [1], in: environment(scale: 3, policy: policy))
        expectFrames(frames(layout), [rect(-2.0 / 3, 0, 30, 30)])
    }

    @Test("R-ROUND-6: content size is rounded to the nearest pixel; section starts stay exact (legacy)")
    func legacySectionStarts() throws {
        // Two sections of one 10.2-tall row: section 1 starts at exact 10.2 = 30.6 px → 31 px;
        // height 30.6 px → 31 px; content 20.4 = 61.2 px → 61 px.
        let layout = try prepare(
            section(hgroup(fw(1), pt(10.2), [item(fw(1), fh(1))])), itemCounts: [1, 1],
            in: environment(scale: 3, policy: .legacy))
        expectFrames(frames(layout, section: 1), [rect(0, 31.0 / 3, 390, 31.0 / 3)])
        expectSize(layout.contentSize, Size(width: 390, height: 61.0 / 3))
    }

    @Test("R-ROUND-2, R-ROUND-6: modern floors resolved sizes before stacking")
    func modernSectionStarts() throws {
        // abs10.2 → ⌊30.6⌋ px = 30 px = 10 at resolution; sections 10 long → 1.0 at y 10; content 20.
        let layout = try prepare(
            section(hgroup(fw(1), pt(10.2), [item(fw(1), fh(1))])), itemCounts: [1, 1],
            in: environment(scale: 3, policy: .modern))
        expectFrames(frames(layout, section: 1), [rect(0, 10, 390, 10)])
        expectSize(layout.contentSize, Size(width: 390, height: 20))
    }

    @Test("R-ROUND-2: the item count is decided in exact arithmetic before flooring")
    func exactCount() throws {
        // IT(abs97.6): exact 4 × 97.6 = 390.4 > 390 → n = 3, although floored widths
        // (⌊292.8⌋ px = 292 px = 97.3333) would let four fit. Items at 0, 292, 584 px; item 3 on row 2.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(pt(97.6), fh(1))])), itemCounts: [4],
            in: environment(scale: 3, policy: .modern))
        #expect(layout.itemsPerGroup(inSection: 0) == 3)
        expectFrames(
            frames(layout),
            [0, 292, 584].map { rect($0 / 3, 0, 292.0 / 3, 50) } + [rect(0, 50, 292.0 / 3, 50)])
    }

    @Test("R-ROUND-5: values within 1e-6 px of a pixel are snapped before flooring")
    func snapping() throws {
        // Section insets 15/15 → group 360 wide; IT(fw0.175): 0.175 × 360 = 62.99999999999999 in
        // floating point = 188.99999999999997 px → snapped to 189 px = 63 (not floored to 188 px).
        // n = 5 (5 × 63 = 315 ≤ 360 < 378); x = 15 + 63 i.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(0.175), fh(1))]), insets: insets(0, 15, 0, 15)),
            itemCounts: [5], in: environment(scale: 3, policy: .modern))
        expectFrames(frames(layout), (0..<5).map { rect(15 + 63 * Double($0), 0, 63, 50) })
    }

    @Test("R-ROUND-1: an explicit .none policy with a display scale keeps exact math")
    func explicitNone() throws {
        let layout = try prepare(
            Self.sevenths(), itemCounts: [7], in: environment(scale: 3, policy: RoundingPolicy.none))
        expectFrames(frames(layout), (0..<7).map { rect(390 * Double($0) / 7, 0, 390.0 / 7, 50) })
    }

    @Test("R-ROUND-2: modern floors sizes at every nesting level (Apple's nested sample, scale 3)")
    func modernNested() throws {
        // Outer height 0.4 × 844 = 337.6 = 1012.8 px → 1012 px = 337.3333; slots 273 (819 px) and 117;
        // count 2 → 337.3333 / 2 = 168.6667 (506 px). Item insets 10 on every side:
        // 0.0 (10, 10, 253, 317.3333), 0.1 (283, 10, 97, 148.6667), 0.2 (283, 178.6667, 97, 148.6667);
        // instance 1 at y 337.3333 (1012 px): 347.3333, 347.3333, 516. Content 2 × 337.3333 = 674.6667.
        let layout = try prepare(NestedGroupTests.appleNested(), itemCounts: [6], in: environment(scale: 3))
        let big = 952.0 / 3  // 317.3333 = 1012 px − 60 px
        let small = 446.0 / 3  // 148.6667 = 506 px − 60 px
        expectFrames(
            frames(layout),
            [
                rect(10, 10, 253, big), rect(283, 10, 97, small), rect(283, 536.0 / 3, 97, small),
                rect(10, 1042.0 / 3, 253, big), rect(283, 1042.0 / 3, 97, small), rect(283, 516, 97, small),
            ])
        expectSize(layout.contentSize, Size(width: 390, height: 2024.0 / 3))
    }
}
