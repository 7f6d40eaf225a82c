import CollectionLayout
import Testing

@Suite("Text dump")
struct TextDumpTests {
    @Test("textDump lists the content size, sections, group instances and cells")
    func smallLayout() throws {
        // HG(fw1, abs50, [IT(fw0.5, fh1)]), insets (10, 16, 10, 16), 3 items:
        // group 358 wide at x 16; items 179 wide at x 16, 195; rows at y 10 and 60;
        // the last row holds a leaf, so it keeps its 50 (R-SECTION-3); section 10 + 100 + 10 = 120.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(0.5), fh(1))]), insets: insets(10, 16, 10, 16)),
            itemCounts: [3])
        let expected = """
            layout 390 × 120, vertical, leftToRight, 1 section
            section 0 (0, 0, 390, 120): 3 items, 2 per group, 2 groups
              group 0 horizontal (16, 10, 358, 50)
                cell 0.0 (16, 10, 179, 50)
                cell 0.1 (195, 10, 179, 50)
              group 1 horizontal (16, 60, 358, 50)
                cell 0.2 (16, 60, 179, 50)

            """
        #expect(layout.textDump() == expected)
    }

    @Test("textDump shows nested groups, trimmed extents, empty sections and scale")
    func nestedLayout() throws {
        // VG(fw1, abs130, [IT(fw1, abs38)]) fix6 from R-SECTION-3 (slots at y 0, 44, 88), 4 items, in a
        // section after a nested one. Section 0: HG(fw1, abs120, [VG(fw0.5, fh1, [IT(fw1, fh1/3)])]),
        // 6 items = one full instance (k = 6), 120 long. Section 1: empty, at 120, length 0.
        // Section 2: the last instance holds 1 item → extent 130 − (126 − 38) = 42 (R-SECTION-3);
        // starts at 120; instances at 120 and 250; length 130 + 42 = 172; content 120 + 172 = 292.
        // Scale 3 modern: every number is a whole pixel multiple, so rounding changes nothing.
        let inner = vgroup(fw(0.5), fh(1), [item(fw(1), fh(1.0 / 3))])
        let layout = try prepare(
            provider: { index, _ in
                index == 0
                    ? section(hgroup(fw(1), pt(120), [inner]))
                    : section(vgroup(fw(1), pt(130), [item(fw(1), pt(38))], spacing: .fixed(6)))
            }, itemCounts: [6, 0, 4], in: environment(scale: 3))
        let expected = """
            layout 390 × 292, vertical, leftToRight, 3 sections, scale 3 modern
            section 0 (0, 0, 390, 120): 6 items, 6 per group, 1 group
              group 0 horizontal (0, 0, 390, 120)
                group vertical (0, 0, 195, 120)
                  cell 0.0 (0, 0, 195, 40)
                  cell 0.1 (0, 40, 195, 40)
                  cell 0.2 (0, 80, 195, 40)
                group vertical (195, 0, 195, 120)
                  cell 0.3 (195, 0, 195, 40)
                  cell 0.4 (195, 40, 195, 40)
                  cell 0.5 (195, 80, 195, 40)
            section 1 (0, 120, 390, 0): 0 items, no geometry
            section 2 (0, 120, 390, 172): 4 items, 3 per group, 2 groups
              group 0 vertical (0, 120, 390, 130)
                cell 2.0 (0, 120, 390, 38)
                cell 2.1 (0, 164, 390, 38)
                cell 2.2 (0, 208, 390, 38)
              group 1 vertical (0, 250, 390, 42)
                cell 2.3 (0, 250, 390, 38)

            """
        #expect(layout.textDump() == expected)
    }
}
