import Testing

@testable import CollectionLayout

/// `_checkInvariants()` of the stored model: it holds after every mutation the public API makes
/// (the property tests run it on every measurement in debug builds), and it traps on a broken
/// state — checked in a child process, so that the trap does not end the test run.
@Suite("Stored-model invariants")
struct InvariantTests {
    @Test("a self-sizing grid keeps its invariants through measurements, invalidations and re-measurements")
    func invariantsHoldThroughMutations() throws {
        // A two-column grid of 40 items estimated 50 pt: instances of 2 items, 20 instances, 5 blocks.
        var layout = try prepare(
            section(hgroup(fw(1), est(50), [item(fw(0.5), est(50))])), itemCounts: [40])
        for item in stride(from: 0, to: 40, by: 3) {
            try layout.setPreferredSize(
                Size(width: 195, height: Double(item % 7) * 10),
                forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        layout.invalidateMeasurement(forItemAt: LayoutIndexPath(item: 3, section: 0))
        layout.markNeedsMeasurement(forItemAt: LayoutIndexPath(item: 6, section: 0))
        let sizing = try #require(layout.sections[0].sizing)
        sizing._checkInvariants()
        layout._checkInvariants()
        // Items 0, 3, …, 39 were measured (14), item 3 was forgotten and item 6 is stale: 12 count.
        #expect(sizing.measuredItemCount == 12)
        // Rows take their taller item (R-EST-3); the sums the tree keeps match the rows' starts.
        let blocks = try #require(sizing.blocks)
        #expect(blocks.count == 5)
        #expect(abs(sizing.start(ofInstance: 19) - sizing.lastStart) < 1e-9)
    }

    @Test("measurements update a uniquely held layout in place; a copy made before keeps its state")
    func copyOnWrite() throws {
        let cell = { (item: Int) in LayoutIndexPath(item: item, section: 0) }
        var layout = try prepare(section(hgroup(fw(1), est(44), [item(fw(1), est(44))])), itemCounts: [100])
        try layout.setPreferredSize(Size(width: 390, height: 60), forItemAt: cell(0))
        // Weak, so that it does not count as a second owner.
        weak let original = layout.sections[0].sizing
        try layout.setPreferredSize(Size(width: 390, height: 70), forItemAt: cell(1))
        layout.invalidateMeasurement(forItemAt: cell(0))
        layout.markNeedsMeasurement(forItemAt: cell(1))
        #expect(original != nil && layout.sections[0].sizing === original, "the sizing state was copied")
        let copy = layout
        try layout.setPreferredSize(Size(width: 390, height: 80), forItemAt: cell(2))
        #expect(layout.sections[0].sizing !== copy.sections[0].sizing)
        #expect(copy.measuredSize(forItemAt: cell(2)) == nil)
        // Rows 0 (estimate 44), 1 (70), 2 (80) in the layout; 44, 70, 44 in the copy.
        #expect(layout.attributes(forItemAt: cell(3))?.frame.minY == Double(44 + 70 + 80))
        #expect(copy.attributes(forItemAt: cell(3))?.frame.minY == Double(44 + 70 + 44))
    }

    #if DEBUG
        @Test("a Fenwick tree whose sum becomes infinite traps in debug builds")
        func fenwickTreeTraps() async {
            await #expect(processExitsWith: .failure) {
                var tree = FenwickTree([1, 2, 3])
                tree.add(.infinity, at: 1)
            }
        }

        @Test("a query index that disagrees with the stacked sections traps in debug builds")
        func queryIndexTraps() async {
            await #expect(processExitsWith: .failure) {
                let row = LayoutSection(
                    group: .horizontal(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                        subitems: [
                            LayoutItem(
                                layoutSize: LayoutSize(
                                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)
                                ))
                        ]))
                var layout = try CompositionalLayout(sectionProvider: { _, _ in row }).prepare(
                    in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [2, 2])
                layout.sections[1].start += 1
                layout._checkInvariants()
            }
        }
    #endif
}
