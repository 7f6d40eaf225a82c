import CollectionLayout
import Testing

@Suite("Edge spacing (R-EDGE)")
struct EdgeSpacingTests {
    @Test("R-EDGE-1, R-EDGE-3: fixed edges widen the footprint and shift across without shrinking")
    func fixedEdges() throws {
        // The R-EDGE worked example: footprint 8 + 195 + 12 = 215, one per group; items overflow by 6.
        let spacing = edges(leading: .fixed(8), top: .fixed(6), trailing: .fixed(12), bottom: .fixed(4))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.5), fh(1), edges: spacing)])), itemCounts: [3])
        expectFrames(frames(layout), [rect(8, 6, 195, 100), rect(8, 106, 195, 100), rect(8, 206, 195, 100)])
        expectSize(layout.contentSize, Size(width: 390, height: 300))
    }

    @Test("R-EDGE-4: flexible group-axis edges share the leftover")
    func flexibleEdges() throws {
        // Worked example: leftover 390 − 215 = 175 over two flexible edges → x = 8 + 87.5 = 95.5.
        let spacing = edges(leading: .flexible(8), trailing: .flexible(12), bottom: .flexible(4))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.5), fh(1), edges: spacing)])), itemCounts: [3])
        expectFrames(
            frames(layout), [rect(95.5, 0, 195, 100), rect(95.5, 100, 195, 100), rect(95.5, 200, 195, 100)])
    }

    @Test("R-EDGE-5: a flexible cross start edge end-aligns the item")
    func flexibleCrossStart() throws {
        // Worked example: leftover 78 over two flexible leading edges → 39 each; cross leftover 40 → top.
        let spacing = edges(leading: .flexible(0), top: .flexible(0))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.4), fh(0.6), edges: spacing)])), itemCounts: [2])
        expectFrames(frames(layout), [rect(39, 40, 156, 60), rect(234, 40, 156, 60)])
    }

    @Test("R-EDGE-5: both flexible cross edges centre the item")
    func flexibleCrossBoth() throws {
        // IT(fw0.5, abs60) in HG(fw1, abs100), top and bottom flexible(0): leftover 100 − 60 = 40 → 20 each.
        let spacing = edges(top: .flexible(0), bottom: .flexible(0))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.5), pt(60), edges: spacing)])), itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 20, 195, 60), rect(195, 20, 195, 60)])
    }

    @Test("R-EDGE-5: a flexible end edge alone start-aligns; minimums still count")
    func flexibleCrossEndOnly() throws {
        // top fixed 5, bottom flexible(0): only the end is flexible → start-aligned at y 5.
        let spacing = edges(top: .fixed(5), bottom: .flexible(0))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.5), pt(60), edges: spacing)])), itemCounts: [1])
        expectFrames(frames(layout), [rect(0, 5, 195, 60)])
    }

    @Test("R-EDGE-5: flexible cross minimums are reserved before sharing")
    func flexibleCrossWithMinimums() throws {
        // top flexible(10), bottom flexible(6): C = 100, leftover 100 − (10 + 60 + 6) = 24, 12 per edge
        // → y = 10 + 12 = 22.
        let spacing = edges(top: .flexible(10), bottom: .flexible(6))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.5), pt(60), edges: spacing)])), itemCounts: [1])
        expectFrames(frames(layout), [rect(0, 22, 195, 60)])
    }

    @Test("R-EDGE-3: a fixed edge on the cross-axis end has no effect")
    func fixedCrossEnd() throws {
        let spacing = edges(bottom: .fixed(30))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.5), pt(60), edges: spacing)])), itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 0, 195, 60), rect(195, 0, 195, 60)])
    }

    @Test("R-EDGE-3: in a vertical group the leading edge is the cross start")
    func verticalGroupLeadingEdge() throws {
        // VG(fw1, abs100, [IT(fw0.5, abs50) leading fixed 10]): two fit (100); both shifted to x 10.
        let spacing = edges(leading: .fixed(10))
        let layout = try prepare(
            section(vgroup(fw(1), pt(100), [item(fw(0.5), pt(50), edges: spacing)])), itemCounts: [2])
        expectFrames(frames(layout), [rect(10, 0, 195, 50), rect(10, 50, 195, 50)])
    }

    @Test("R-EDGE-1, R-EDGE-2: edge spacing positions the slot, insets shrink inside it")
    func edgesThenInsets() throws {
        // IT(abs100, fh1) leading fixed 10, insets leading 5 trailing 5, in HG(fw1, abs50):
        // footprint 110, n = 3 (330); slots at 10, 120, 230; frames x 15, 125, 235, width 90.
        let layout = try prepare(
            section(
                hgroup(
                    fw(1), pt(50),
                    [item(pt(100), fh(1), insets: insets(0, 5, 0, 5), edges: edges(leading: .fixed(10)))])),
            itemCounts: [3])
        expectFrames(frames(layout), [rect(15, 0, 90, 50), rect(125, 0, 90, 50), rect(235, 0, 90, 50)])
    }

    @Test("R-EDGE-1: edge spacing on a nested group adds to its footprint")
    func nestedGroupEdges() throws {
        // HG(fw1, abs50, [VG(abs150, fh1, [IT(fw1, fh1)]) leading fixed 20]): footprint 170, n = 2 (340);
        // VG slots at x 20 and 20 + 150 + 20 = 190.
        let nested = vgroup(pt(150), fh(1), [item(fw(1), fh(1))], edges: edges(leading: .fixed(20)))
        let layout = try prepare(section(hgroup(fw(1), pt(50), [nested])), itemCounts: [2])
        expectFrames(frames(layout), [rect(20, 0, 150, 50), rect(190, 0, 150, 50)])
    }

    @Test("R-EDGE-5: in a vertical group a flexible leading edge end-aligns along x (LTR and RTL)")
    func verticalGroupFlexibleLeading() throws {
        // VG(fw1, abs100, [IT(fw0.5, fh0.5) leading flexible(0)]): cross leftover 390 − 195 = 195 → x 195.
        // Right-to-left mirrors it: 390 − 195 − 195 = 0.
        let group = vgroup(fw(1), pt(100), [item(fw(0.5), fh(0.5), edges: edges(leading: .flexible(0)))])
        let ltr = try prepare(section(group), itemCounts: [2])
        expectFrames(frames(ltr), [rect(195, 0, 195, 50), rect(195, 50, 195, 50)])
        let rtl = try prepare(section(group), itemCounts: [2], in: environment(direction: .rightToLeft))
        expectFrames(frames(rtl), [rect(0, 0, 195, 50), rect(0, 50, 195, 50)])
    }
}
