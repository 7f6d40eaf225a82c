import CollectionLayout
import Testing

@Suite("Sections (R-SECTION)")
struct SectionTests {
    @Test("R-SECTION-1, R-SECTION-5: instances, inter-group spacing and section length")
    func instancesAndLength() throws {
        // The R-SECTION worked example: group 366 wide, subitem container 346 → items 346/3 wide;
        // x 12, 12 + 346/3 + 10, 12 + 2 × (346/3 + 10); rows at y 8, 74, 140 (pitch 66).
        let layout = try prepare(
            section(
                hgroup(fw(1), pt(60), [item(fw(1.0 / 3), fh(1))], spacing: .fixed(10)),
                insets: insets(8, 12, 8, 12), interGroupSpacing: 6),
            itemCounts: [7])
        let width = 346.0 / 3
        let xs = [12, 12 + width + 10, 12 + 2 * (width + 10)]
        var expected: [Rect] = []
        for index in 0..<7 { expected.append(rect(xs[index % 3], 8 + 66 * Double(index / 3), width, 60)) }
        expectFrames(frames(layout), expected)
        // 8 + 3 × 60 + 2 × 6 + 8 = 208
        expectSize(layout.contentSize, Size(width: 390, height: 208))
        expectFrames([try #require(layout.sectionFrame(at: 0))], [rect(0, 0, 390, 208)])
    }

    @Test("R-SECTION-2: an instance narrower than the content area is never placed beside the next")
    func ownRow() throws {
        // HG(fw0.5, abs50, [IT(fw1, fh1)]): each 195-wide instance on its own row at x 0.
        let layout = try prepare(section(hgroup(fw(0.5), pt(50), [item(fw(1), fh(1))])), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 195, 50), rect(0, 50, 195, 50), rect(0, 100, 195, 50)])
    }

    @Test("R-SECTION-3: trimming a vertical group (fixed spacing)")
    func trimFixed() throws {
        // Worked example fix6: slots 0, 44, 88; instances 0, 130, 260; last extent 38 + 4 = 42 → 302.
        let layout = try prepare(
            section(vgroup(fw(1), pt(130), [item(fw(1), pt(38))], spacing: .fixed(6))), itemCounts: [7])
        let ys: [Double] = [0, 44, 88, 130, 174, 218, 260]
        expectFrames(frames(layout), ys.map { rect(0, $0, 390, 38) })
        expectSize(layout.contentSize, Size(width: 390, height: 302))
    }

    @Test("R-SECTION-3: trimming a vertical group (flexible spacing)")
    func trimFlexible() throws {
        // Worked example flex6: leftover 4 → 2 per gap; slots 0, 46, 92; last extent 38 → 298.
        let layout = try prepare(
            section(vgroup(fw(1), pt(130), [item(fw(1), pt(38))], spacing: .flexible(6))), itemCounts: [7])
        let ys: [Double] = [0, 46, 92, 130, 176, 222, 260]
        expectFrames(frames(layout), ys.map { rect(0, $0, 390, 38) })
        expectSize(layout.contentSize, Size(width: 390, height: 298))
    }

    @Test("R-SECTION-3: slot ends include trailing edge spacing")
    func trimWithEdge() throws {
        // VG(fw1, abs130, [IT(fw1, abs38) bottom fixed 4]): footprint 42, n = 3 (126);
        // slots 0, 42, 84, template's last slot ends at 126. 4 items: last instance's used slot
        // ends at 42 → reduction 126 − 42 = 84 → extent 46. Content 130 + 46 = 176.
        let child = item(fw(1), pt(38), edges: edges(bottom: .fixed(4)))
        let layout = try prepare(section(vgroup(fw(1), pt(130), [child])), itemCounts: [4])
        expectFrames(
            frames(layout),
            [rect(0, 0, 390, 38), rect(0, 42, 390, 38), rect(0, 84, 390, 38), rect(0, 130, 390, 38)])
        expectSize(layout.contentSize, Size(width: 390, height: 176))
    }

    @Test("R-SECTION-4: top-level group edge spacing adds to the pitch and shifts across")
    func groupEdgeSpacing() throws {
        // Worked example: group at x 10 (overflowing to 400); 0.2 at y 6 + 40 + 4 + 12 + 6 = 68;
        // section length 68 + 40 + 4 = 112; content width stays 390 (R-STACK-6).
        let group = hgroup(
            fw(1), pt(40), [item(fw(0.5), fh(1))],
            edges: edges(leading: .fixed(10), top: .fixed(6), trailing: .fixed(0), bottom: .fixed(4)))
        let layout = try prepare(section(group, interGroupSpacing: 12), itemCounts: [3])
        expectFrames(frames(layout), [rect(10, 6, 195, 40), rect(205, 6, 195, 40), rect(10, 68, 195, 40)])
        expectSize(layout.contentSize, Size(width: 390, height: 112))
    }

    @Test("R-SECTION-6: a section with no items has no length; its insets are not applied")
    func emptySection() throws {
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), insets: insets(10, 10, 10, 10)),
            itemCounts: [0])
        expectSize(layout.contentSize, Size(width: 390, height: 0))
        #expect(layout.allElements().isEmpty)
        expectFrames([try #require(layout.sectionFrame(at: 0))], [rect(0, 0, 390, 0)])
    }

    @Test("R-SECTION-7: negative inter-group spacing overlaps instances")
    func negativeInterGroupSpacing() throws {
        // pitch 50 − 10 = 40: rows at 0, 40, 80; length 3 × 50 − 2 × 10 = 130.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), interGroupSpacing: -10), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 390, 50), rect(0, 40, 390, 50), rect(0, 80, 390, 50)])
        expectSize(layout.contentSize, Size(width: 390, height: 130))
    }

    @Test("R-SECTION-7: negative section insets are not clamped")
    func negativeInsets() throws {
        // insets (−5, −5, 0, 0): group width 1 × (390 + 5) = 395 at (−5, −5); length −5 + 50 = 45.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), insets: insets(-5, -5, 0, 0)),
            itemCounts: [1])
        expectFrames(frames(layout), [rect(-5, -5, 395, 50)])
        // Far edge −5 + 395 = 390 → width max(390, 390) = 390.
        expectSize(layout.contentSize, Size(width: 390, height: 45))
    }

    @Test("R-SECTION-3, R-ITEM-5: the trimmed extent keeps the group's content insets")
    func trimWithGroupInsets() throws {
        // VG(fw1, abs140) with group insets top 10: content 130 from y 10;
        // fix6: n = 3 (126), slots at 10, 54, 98; slot ends 48, 92, 136. 4 items: the last instance's
        // used slot ends at 48 → reduction 136 − 48 = 88 → extent 140 − 88 = 52; item 3 at 140 + 10.
        // Content 140 + 52 = 192.
        let group = vgroup(
            fw(1), pt(140), [item(fw(1), pt(38))], spacing: .fixed(6), insets: insets(10, 0, 0, 0))
        let layout = try prepare(section(group), itemCounts: [4])
        expectFrames(
            frames(layout), [10, 54, 98, 150].map { rect(0, $0, 390, 38) })
        expectSize(layout.contentSize, Size(width: 390, height: 192))
    }

    @Test("R-PIPE-3: a section's item count does not change its template or another section's")
    func templateIndependentOfCount() throws {
        // R-SECTION-1, R-SECTION-5 example with 3 and with 300 items: the first row is the same; a second section
        // placed after it moves, but its frames relative to its start do not.
        let described = section(
            hgroup(fw(1), pt(60), [item(fw(1.0 / 3), fh(1))], spacing: .fixed(10)),
            insets: insets(8, 12, 8, 12),
            interGroupSpacing: 6)
        let small = try prepare(described, itemCounts: [3, 2])
        let large = try prepare(described, itemCounts: [300, 2])
        #expect(frames(small) == Array(frames(large).prefix(3)))
        // Section 1 starts at 8 + 60 + 8 = 76 vs 8 + 100 × 60 + 99 × 6 + 8 = 6610: offset 6534.
        let moved = frames(small, section: 1).map { $0.offsetBy(dx: 0, dy: 6534) }
        expectFrames(frames(large, section: 1), moved)
    }
}
