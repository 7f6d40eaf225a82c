import CollectionLayout
import Testing

@Suite("Nested groups (R-NEST)")
struct NestedGroupTests {
    /// The "nested groups" arrangement of Apple's sample code.
    static func appleNested() -> LayoutSection {
        let leading = item(fw(0.7), fh(1), insets: insets(10, 10, 10, 10))
        let trailing = LayoutGroup.vertical(
            layoutSize: size(fw(0.3), fh(1)), subitem: item(fw(1), fh(0.3), insets: insets(10, 10, 10, 10)),
            count: 2)
        return section(hgroup(fw(1), fh(0.4), [leading, trailing]))
    }

    @Test("R-NEST-1, R-NEST-2: Apple's nested groups sample")
    func appleSample() throws {
        // The R-NEST worked example. Outer height 0.4 × 844 = 337.6; slots 273 and 117; count 2 → 168.8 tall.
        let layout = try prepare(Self.appleNested(), itemCounts: [6])
        #expect(layout.itemsPerGroup(inSection: 0) == 3)
        expectFrames(
            frames(layout),
            [
                rect(10, 10, 253, 317.6), rect(283, 10, 97, 148.8), rect(283, 178.8, 97, 148.8),
                rect(10, 347.6, 253, 317.6), rect(283, 347.6, 97, 148.8), rect(283, 516.4, 97, 148.8),
            ])
        expectSize(layout.contentSize, Size(width: 390, height: 675.2))
    }

    @Test("R-NEST-1: nested group with spacing at both levels")
    func nestedWithSpacing() throws {
        // Worked example: outer container 382 → both 191; inner A = 120, items 0.5 × 110 = 55.
        let inner = vgroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))], spacing: .fixed(10))
        let layout = try prepare(
            section(hgroup(fw(1), pt(120), [item(fw(0.5), fh(1)), inner], spacing: .fixed(8))),
            itemCounts: [3])
        #expect(layout.itemsPerGroup(inSection: 0) == 3)
        expectFrames(frames(layout), [rect(0, 0, 191, 120), rect(199, 0, 191, 55), rect(199, 65, 191, 55)])
    }

    @Test("R-NEST-3, R-SECTION-3: a partial instance fills leaves depth-first and is trimmed")
    func nestedPartial() throws {
        // The R-SECTION nested example: each VG holds 3 items of 40, k = 6; second instance holds 6 and 7
        // in its first VG; reduction 40 → extent 80; content height 120 + 80 = 200.
        let inner = vgroup(fw(0.5), fh(1), [item(fw(1), fh(1.0 / 3))])
        let layout = try prepare(section(hgroup(fw(1), pt(120), [inner])), itemCounts: [8])
        #expect(layout.itemsPerGroup(inSection: 0) == 6)
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 195, 40), rect(0, 40, 195, 40), rect(0, 80, 195, 40), rect(195, 0, 195, 40),
                rect(195, 40, 195, 40), rect(195, 80, 195, 40), rect(0, 120, 195, 40), rect(0, 160, 195, 40),
            ])
        expectSize(layout.contentSize, Size(width: 390, height: 200))
    }

    @Test("R-NEST-1: a nested group's own content insets shrink its slot")
    func nestedInsets() throws {
        // HG(fw1, abs100, [VG(fw0.5, fh1, insets (10, 10, 10, 10), [IT(fw1, fh0.5)])]):
        // VG 195 × 100, content box 175 × 80 → items 175 × 40 at (10, 10), (10, 50); second VG at x 195.
        let inner = vgroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))], insets: insets(10, 10, 10, 10))
        let layout = try prepare(section(hgroup(fw(1), pt(100), [inner])), itemCounts: [4])
        expectFrames(
            frames(layout),
            [rect(10, 10, 175, 40), rect(10, 50, 175, 40), rect(205, 10, 175, 40), rect(205, 50, 175, 40)])
    }

    @Test("R-INDEX-1: index paths are instance × k + depth-first leaf index")
    func indexPaths() throws {
        let layout = try prepare(Self.appleNested(), itemCounts: [6])
        let attributes = try #require(layout.attributes(forItemAt: LayoutIndexPath(item: 4, section: 0)))
        #expect(attributes.indexPath == LayoutIndexPath(item: 4, section: 0))
        #expect(attributes.category == .cell)
        // Item 4 = instance 1, leaf 1 (the first cell of the vertical group).
        expectFrames([attributes.frame], [rect(283, 347.6, 97, 148.8)])
    }

    @Test("R-SECTION-3: a vertical group of horizontal rows keeps full rows and trims empty ones")
    func verticalOfHorizontal() throws {
        // VG(fw1, abs100, [HG(fw1, fh0.5, [IT(fw0.5, fh1)])]): two rows of 50, each 2 items, k = 4.
        // 5 items: instance 1 holds item 4 in its first row; the VG axis is the advance axis:
        // reduction = (100 − 50) + reduction(row) = 50 + 0 (leaf used) → extent 50; content 150.
        let row = hgroup(fw(1), fh(0.5), [item(fw(0.5), fh(1))])
        let layout = try prepare(section(vgroup(fw(1), pt(100), [row])), itemCounts: [5])
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 195, 50), rect(195, 0, 195, 50), rect(0, 50, 195, 50), rect(195, 50, 195, 50),
                rect(0, 100, 195, 50),
            ])
        expectSize(layout.contentSize, Size(width: 390, height: 150))
    }
}
