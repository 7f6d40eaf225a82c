import CollectionLayout
import Testing

@Suite("Count groups (R-COUNT)")
struct CountGroupTests {
    @Test("R-COUNT-1: subitem:count: overrides the subitem's own length")
    func countOverrides() throws {
        // Worked example: (390 − 24)/3 = 122 at x 0, 134, 268 (own 40 ignored).
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), subitem: item(pt(40), fh(1)), count: 3)
        group.interItemSpacing = .fixed(12)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 122, 20), rect(134, 0, 122, 20), rect(268, 0, 122, 20)])
        #expect(layout.itemsPerGroup(inSection: 0) == 3)
    }

    @Test("R-COUNT-2: the cross dimension resolves against the spacing-reduced container")
    func countCrossDimension() throws {
        // Worked example: container width 360; items 120 × 72 at x 0, 135, 270.
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(100)), subitem: item(fw(1), fw(0.2)), count: 3)
        group.interItemSpacing = .fixed(15)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 120, 72), rect(135, 0, 120, 72), rect(270, 0, 120, 72)])
    }

    @Test("R-COUNT-3: edge spacing minimums are subtracted before dividing")
    func countEdges() throws {
        // (390 − 0 − 3 × (5 + 5))/3 = 120; cursor 5 → 5; 5 + 120 + 5 + 5 = 135; 135 + 130 = 265.
        let child = item(pt(40), fh(1), edges: edges(leading: .fixed(5), trailing: .fixed(5)))
        let group = LayoutGroup.horizontal(layoutSize: size(fw(1), pt(20)), subitem: child, count: 3)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(frames(layout), [rect(5, 0, 120, 20), rect(135, 0, 120, 20), rect(265, 0, 120, 20)])
    }

    @Test("R-COUNT-3: flexible spacing in a count group behaves like fixed spacing")
    func countFlexible() throws {
        // Same as R-COUNT-1 with flexible(12): no leftover → 122 at 0, 134, 268.
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), subitem: item(pt(40), fh(1)), count: 3)
        group.interItemSpacing = .flexible(12)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 122, 20), rect(134, 0, 122, 20), rect(268, 0, 122, 20)])
    }

    @Test("R-COUNT-4: repeatingSubitem:count: keeps the subitem's own size")
    func repeating() throws {
        // Worked example: 40 wide at x 0, 52, 104.
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(pt(40), fh(1)), count: 3)
        group.interItemSpacing = .fixed(12)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 40, 20), rect(52, 0, 40, 20), rect(104, 0, 40, 20)])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test("R-COUNT-4, R-DIAG-2: an overflowing repeating group keeps its copies and reports it")
    func repeatingOverflow() throws {
        // 3 × 150 = 450 > 390: copies at 0, 150, 300 (overflowing), diagnostic repeatingGroupOverflows.
        let group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(pt(150), fh(1)), count: 3)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 150, 20), rect(150, 0, 150, 20), rect(300, 0, 150, 20)])
        #expect(layout.diagnostics.map(\.kind) == [.repeatingGroupOverflows])
        #expect(layout.diagnostics.first?.path.section == 0)
    }

    @Test("R-COUNT-5: repeating fractions resolve against A − (count − 1)·s")
    func repeatingFractions() throws {
        // IT(fw0.25) count 3 fix10: 0.25 × (390 − 20) = 92.5 at 0, 102.5, 205.
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(fw(0.25), fh(1)), count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(
            frames(layout), [rect(0, 0, 92.5, 20), rect(102.5, 0, 92.5, 20), rect(205, 0, 92.5, 20)])
    }

    @Test("R-COUNT-5: repeating flexible spacing shares a positive leftover")
    func repeatingFlexiblePositive() throws {
        // flexible(10): leftover 390 − 3 × 92.5 − 20 = 92.5 → 46.25 per gap;
        // x1 = 92.5 + 10 + 46.25 = 148.75, x2 = 148.75 + 148.75 = 297.5.
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(fw(0.25), fh(1)), count: 3)
        group.interItemSpacing = .flexible(10)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(
            frames(layout), [rect(0, 0, 92.5, 20), rect(148.75, 0, 92.5, 20), rect(297.5, 0, 92.5, 20)])
    }

    @Test("R-COUNT-5: repeating flexible spacing ignores a negative leftover")
    func repeatingFlexibleNegative() throws {
        // IT(abs150) count 3 flexible(10): leftover 390 − 450 − 20 = −80 → not shared: 0, 160, 320.
        var group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(pt(150), fh(1)), count: 3)
        group.interItemSpacing = .flexible(10)
        let layout = try prepare(section(group), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 150, 20), rect(160, 0, 150, 20), rect(320, 0, 150, 20)])
    }

    @Test("R-COUNT-6: vertical count group divides its height; last instance trimmed")
    func verticalCount() throws {
        // Worked example: 195 × 48 at y 0, 48, 96 | 144, 192; content height 240.
        let group = LayoutGroup.vertical(
            layoutSize: size(fw(0.5), pt(144)), subitem: item(fw(1), fh(0.2)), count: 3)
        let layout = try prepare(section(group), itemCounts: [5])
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 195, 48), rect(0, 48, 195, 48), rect(0, 96, 195, 48), rect(0, 144, 195, 48),
                rect(0, 192, 195, 48),
            ])
        expectSize(layout.contentSize, Size(width: 390, height: 240))
    }
}
