import CollectionLayout
import Testing

@Suite("Stacking sections and content size (R-STACK)")
struct StackingTests {
    static func stackExample() throws -> PreparedLayout {
        try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(0.5), fh(1))]), insets: insets(10, 16, 10, 16)),
            itemCounts: [2, 0, 3], configuration: configuration(interSectionSpacing: 24))
    }

    @Test("R-STACK-1: inter-section spacing applies around empty sections too")
    func emptySectionSpacing() throws {
        // The R-STACK worked example: section 0 spans 0…70, section 1 starts at 94 (length 0), section 2 at
        // 118.
        let layout = try Self.stackExample()
        expectFrames(frames(layout, section: 0), [rect(16, 10, 179, 50), rect(195, 10, 179, 50)])
        #expect(frames(layout, section: 1).isEmpty)
        expectFrames(
            frames(layout, section: 2),
            [rect(16, 128, 179, 50), rect(195, 128, 179, 50), rect(16, 178, 179, 50)])
        expectSize(layout.contentSize, Size(width: 390, height: 238))
        let sectionFrames = try (0..<3).map { try #require(layout.sectionFrame(at: $0)) }
        // Section 2: 10 + 2 × 50 + 10 = 120 long from 118.
        expectFrames(sectionFrames, [rect(0, 0, 390, 70), rect(0, 94, 390, 0), rect(0, 118, 390, 120)])
        #expect(layout.sectionFrame(at: 3) == nil)
    }

    @Test("R-STACK-2: no spacing before the first or after the last section")
    func noOuterSpacing() throws {
        // Two sections of one 50-pt row, spacing 20: 0.0 at y 0, 1.0 at 70; content 120.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))])), itemCounts: [1, 1],
            configuration: configuration(interSectionSpacing: 20))
        expectFrames(frames(layout, section: 0), [rect(0, 0, 390, 50)])
        expectFrames(frames(layout, section: 1), [rect(0, 70, 390, 50)])
        expectSize(layout.contentSize, Size(width: 390, height: 120))
    }

    @Test("R-STACK-6: a group wider than its container widens the content")
    func wideGroup() throws {
        // HG(abs500, abs50) with section leading inset 10: far edge 10 + 500 = 510.
        let layout = try prepare(
            section(hgroup(pt(500), pt(50), [item(fw(1), fh(1))]), insets: insets(0, 10, 0, 0)),
            itemCounts: [1])
        expectFrames(frames(layout), [rect(10, 0, 500, 50)])
        expectSize(layout.contentSize, Size(width: 510, height: 50))
    }

    @Test("R-STACK-6: overflowing items do not widen the content")
    func overflowingItems() throws {
        // A repeating group whose copies overflow to 450 inside a 390-wide group: only group frames count.
        let group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(pt(150), fh(1)), count: 3)
        let layout = try prepare(section(group), itemCounts: [3])
        expectSize(layout.contentSize, Size(width: 390, height: 20))
    }

    @Test("R-STACK-6: negative positions never enlarge the content")
    func negativePositions() throws {
        // Section leading inset −50: group 1 × (390 + 50) = 440 wide at x −50, far edge 390.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), insets: insets(0, -50, 0, 0)),
            itemCounts: [1])
        expectFrames(frames(layout), [rect(-50, 0, 440, 50)])
        expectSize(layout.contentSize, Size(width: 390, height: 50))
    }

    @Test("R-STACK-1: sections of a provider layout stack with their own geometry")
    func mixedSections() throws {
        // Section 0: one 100-pt row; section 1: 30-pt rows, 3 items in rows of 2 → 60; spacing 5.
        let layout = try prepare(
            provider: { index, _ in
                index == 0
                    ? section(hgroup(fw(1), pt(100), [item(fw(1), fh(1))]))
                    : section(hgroup(fw(1), pt(30), [item(fw(0.5), fh(1))]))
            }, itemCounts: [1, 3], configuration: configuration(interSectionSpacing: 5))
        expectFrames(
            frames(layout, section: 1),
            [rect(0, 105, 195, 30), rect(195, 105, 195, 30), rect(0, 135, 195, 30)])
        // 100 + 5 + 60 = 165
        expectSize(layout.contentSize, Size(width: 390, height: 165))
    }

    @Test("R-STACK-5, R-STACK-6: a layout without sections is W wide and 0 long")
    func noSections() throws {
        let layout = try prepare(section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))])), itemCounts: [])
        expectSize(layout.contentSize, Size(width: 390, height: 0))
        #expect(layout.allElements().isEmpty)
        #expect(layout.elements(in: rect(0, 0, 390, 844)).isEmpty)
        #expect(layout.numberOfSections == 0)
    }

    @Test("R-SECTION-1, R-QUERY-5: ten million items are placed from the template")
    func hugeSection() throws {
        // Rows of two 195-wide items, 50 tall: item 9 999 999 is in row 4 999 999 at y 249 999 950.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(0.5), fh(1))])), itemCounts: [10_000_000])
        expectSize(layout.contentSize, Size(width: 390, height: 250_000_000))
        let last = try #require(layout.attributes(forItemAt: LayoutIndexPath(item: 9_999_999, section: 0)))
        expectFrames([last.frame], [rect(195, 249_999_950, 195, 50)])
        // Rect y 100 000 010…100 000 060 overlaps rows 2 000 000 and 2 000 001 → items 4 000 000…4 000 003.
        let found = layout.elements(in: rect(0, 100_000_010, 390, 50)).map(\.indexPath.item)
        #expect(found == [4_000_000, 4_000_001, 4_000_002, 4_000_003])
    }
}
