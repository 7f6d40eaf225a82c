import CollectionLayout
import Testing

/// A measurement applied after preparing that would make the geometry reach beyond the largest
/// `Double` is the same typed error as at prepare time, and changes nothing (issue #18 leftover).
@Suite("Measurements that overflow")
struct MeasurementOverflowTests {
    /// A list of `count` rows estimated 44 pt tall (R-LIST, R-EST).
    private func list(_ count: Int) throws -> PreparedLayout {
        try prepare(section(hgroup(fw(1), est(44), [item(fw(1), est(44))])), itemCounts: [count])
    }

    private func cell(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
        LayoutIndexPath(item: item, section: section)
    }

    @Test("a 1e308 preferred height on every row of a list: the first fits, every other is a typed error")
    func hugeRowsOnEveryItem() throws {
        var layout = try list(10)
        var errors: [LayoutError] = []
        for item in 0..<10 {
            do {
                try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: cell(item))
            } catch {
                errors.append(error)
            }
            #expect(layout.contentSize.height.isFinite)
        }
        // Row 0 at 1e308 leaves the run at 1e308 + 9 · 44, finite; a second 1e308 row makes it
        // 2e308 > 1.797e308 = +∞, so rows 1 … 9 are each rejected.
        #expect(errors.count == 9)
        #expect(
            errors.allSatisfy { $0 == .nonFiniteGeometry(dimension: "length", value: .infinity, section: 0) })
        // Rejected rows changed nothing: they are unmeasured and keep their estimate.
        #expect(layout.measuredSize(forItemAt: cell(1)) == nil)
        #expect(layout.attributes(forItemAt: cell(1))?.frame.height == 44)
        #expect(layout.measurements.cells.count == 1)
        // Still usable: row 0 back at 50 is accepted and every frame stays finite (sums of 1e308
        // and 44 have long lost the 44s, so no exact lengths are expected here).
        try layout.setPreferredSize(Size(width: 390, height: 50), forItemAt: cell(0))
        #expect(layout.contentSize.height.isFinite)
        #expect(layout.attributes(forItemAt: cell(9)).map { $0.frame.maxY.isFinite } == true)
    }

    @Test(
        "two finite sections whose measured lengths overflow the content height: typed error, nothing changes"
    )
    func contentHeightOverflow() throws {
        let row = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        var layout = try prepare(provider: { _, _ in row }, itemCounts: [1, 1])
        try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: cell(0, 0))
        let before = layout.contentSize
        // Section 1 alone is 1e308 tall (finite); stacked after section 0 it ends at 2e308 = +∞.
        #expect(
            throws: LayoutError.nonFiniteGeometry(dimension: "content height", value: .infinity, section: 1)
        ) {
            try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: cell(0, 1))
        }
        #expect(layout.contentSize == before)
        #expect(layout.measuredSize(forItemAt: cell(0, 1)) == nil)
        #expect(layout.sectionFrame(at: 1)?.height == 44)
        // Section 0 back at 10: 10 + 44 = 54.
        try layout.setPreferredSize(Size(width: 390, height: 10), forItemAt: cell(0, 0))
        #expect(layout.contentSize.height == 54)
    }

    @Test("the same measurements passed to prepare are the same error")
    func prepareWithHugeMeasurements() {
        var measurements = LayoutMeasurements()
        measurements.cells[cell(0)] = Size(width: 390, height: 1e308)
        measurements.cells[cell(1)] = Size(width: 390, height: 1e308)
        let error = expectLayoutError {
            try CompositionalLayout(section: section(hgroup(fw(1), est(44), [item(fw(1), est(44))])))
                .prepare(in: environment(), itemCounts: [10], measurements: measurements)
        }
        #expect(error == .nonFiniteGeometry(dimension: "length", value: .infinity, section: 0))
    }

    @Test("a 1e308 header in a measured section that overflows is rejected and the header keeps its estimate")
    func hugeHeader() throws {
        var list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        list.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(fw(1), est(30)), elementKind: "header", alignment: .top)
        ]
        var layout = try prepare(list, itemCounts: [3])
        try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: cell(0))
        // Header 30 + rows 1e308 + 2 · 44 is finite; a 1e308 header makes the section 2e308 = +∞.
        #expect(throws: LayoutError.self) {
            try layout.setPreferredSize(
                Size(width: 390, height: 1e308), forSupplementaryOfKind: "header", at: cell(0))
        }
        #expect(layout.attributes(forSupplementaryOfKind: "header", at: cell(0))?.frame.height == 30)
        #expect(layout.measurements.supplementaries.isEmpty)
    }
}
