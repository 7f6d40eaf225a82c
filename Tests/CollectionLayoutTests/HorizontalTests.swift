import CollectionLayout
import Testing

@Suite("Horizontal scroll direction (R-HORIZ)")
struct HorizontalTests {
    @Test("R-HORIZ-1: groups repeat along x; fractions see W along x and the inset H across")
    func example() throws {
        // The R-HORIZ worked example: group 156 × 820; items 156 × 205; columns at x 20, 186, 352.
        let layout = try prepare(
            section(
                vgroup(fw(0.4), fh(1), [item(fw(1), fh(0.25))]), insets: insets(12, 20, 12, 20),
                interGroupSpacing: 10),
            itemCounts: [10], configuration: configuration(scroll: .horizontal))
        let origins: [(Double, Double)] = [
            (20, 12), (20, 217), (20, 422), (20, 627), (186, 12), (186, 217), (186, 422), (186, 627),
            (352, 12), (352, 217),
        ]
        expectFrames(frames(layout), origins.map { rect($0.0, $0.1, 156, 205) })
        // 20 + 3 × 156 + 2 × 10 + 20 = 528
        expectSize(layout.contentSize, Size(width: 528, height: 844))
    }

    @Test("R-HORIZ-3: trimming acts along x on horizontal groups")
    func trimming() throws {
        // Worked example: 38 × 844 at x 0, 44, 88 | 130, 174, 218 | 260; content 302 × 844.
        let layout = try prepare(
            section(hgroup(pt(130), fh(1), [item(pt(38), fh(1))], spacing: .fixed(6))), itemCounts: [7],
            configuration: configuration(scroll: .horizontal))
        let xs: [Double] = [0, 44, 88, 130, 174, 218, 260]
        expectFrames(frames(layout), xs.map { rect($0, 0, 38, 844) })
        expectSize(layout.contentSize, Size(width: 302, height: 844))
    }

    @Test("R-HORIZ-1, R-STACK-1: sections stack left to right")
    func stacking() throws {
        // Two sections of VG(abs100, fh1, [IT(fw1, fh0.5)]), 3 items each: items 100 × 422, 2 per VG.
        // The VG's axis (y) is not the advance axis, so its partial instance keeps its 100 (a leaf
        // is used, R-SECTION-3): each section is 200 long; spacing 10 → section 1 starts at x 210.
        let layout = try prepare(
            section(vgroup(pt(100), fh(1), [item(fw(1), fh(0.5))])), itemCounts: [3, 3],
            configuration: configuration(scroll: .horizontal, interSectionSpacing: 10))
        expectFrames(
            frames(layout, section: 1),
            [rect(210, 0, 100, 422), rect(210, 422, 100, 422), rect(310, 0, 100, 422)])
        expectSize(layout.contentSize, Size(width: 410, height: 844))
    }

    @Test("R-HORIZ-1, R-STACK-6: the content height is at least H")
    func crossContentSize() throws {
        let layout = try prepare(
            section(vgroup(pt(100), pt(300), [item(fw(1), fh(1))])), itemCounts: [1],
            configuration: configuration(scroll: .horizontal))
        expectFrames(frames(layout), [rect(0, 0, 100, 300)])
        expectSize(layout.contentSize, Size(width: 100, height: 844))
    }

    @Test("R-HORIZ-1, R-STACK-6: a group taller than H makes the content taller")
    func tallGroup() throws {
        // VG(abs100, abs900) with section top inset 10: far edge 10 + 900 = 910 > 844.
        let layout = try prepare(
            section(vgroup(pt(100), pt(900), [item(fw(1), fh(1))]), insets: insets(10, 0, 0, 0)),
            itemCounts: [1], configuration: configuration(scroll: .horizontal))
        expectFrames(frames(layout), [rect(0, 10, 100, 900)])
        expectSize(layout.contentSize, Size(width: 100, height: 910))
    }

    @Test("R-HORIZ-3, R-SECTION-3: nested trimming acts along x")
    func nestedTrimming() throws {
        // VG(abs200, fh1, [HG(fw1, fh0.5, [IT(abs60, fh1)])]): each HG holds 3 (180 ≤ 200 < 240), the VG
        // two HGs 422 tall → k = 6. Item 6 alone in instance 1: HG reduction (advance axis x)
        // 180 − 60 = 120; the VG (axis y, across) takes the min over used slots = 120 → extent 80.
        let row = hgroup(fw(1), fh(0.5), [item(pt(60), fh(1))])
        let layout = try prepare(
            section(vgroup(pt(200), fh(1), [row])), itemCounts: [7],
            configuration: configuration(scroll: .horizontal))
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 60, 422), rect(60, 0, 60, 422), rect(120, 0, 60, 422), rect(0, 422, 60, 422),
                rect(60, 422, 60, 422), rect(120, 422, 60, 422), rect(200, 0, 60, 422),
            ])
        // 200 + 80 = 280
        expectSize(layout.contentSize, Size(width: 280, height: 844))
    }
}
