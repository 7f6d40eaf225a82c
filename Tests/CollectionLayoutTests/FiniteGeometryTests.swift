import CollectionLayout
import Testing

/// Finite inputs whose geometry is not finite are typed errors at prepare time, boundary items
/// never get negative sizes, and degenerate paging rows never trap (hostile-input report, items
/// 6 and 10).
@Suite("Finite in, finite out")
struct FiniteGeometryTests {
    @Test("a 1.7e308-wide container with three full-width square rows is a non-finite section length")
    func overflowingSectionLength() {
        // Each row is fw(1) = 1.7e308 tall; three rows sum to 5.1e308, beyond Double's 1.797e308.
        let error = expectLayoutError {
            try prepare(
                section(hgroup(fw(1), fw(1), [item(fw(1), fh(1))])), itemCounts: [3],
                in: environment(width: 1.7e308, height: 3))
        }
        #expect(error == .nonFiniteGeometry(dimension: "length", value: .infinity, section: 0))
        #expect(error?.description.hasPrefix("section 0") == true, "\(String(describing: error))")
    }

    @Test("two finite 1e308-long sections overflow the content height, naming the second")
    func overflowingContentSize() {
        // Section 0 ends at 1e308 (finite); section 1 ends at 2e308 = +∞.
        let tall = section(hgroup(fw(1), pt(1e308), [item(fw(1), fh(1))]))
        let error = expectLayoutError {
            try prepare(provider: { _, _ in tall }, itemCounts: [1, 1])
        }
        #expect(error == .nonFiniteGeometry(dimension: "content height", value: .infinity, section: 1))
    }

    @Test("an item count near Int.max / 2 either prepares finite geometry or is a typed error")
    func hugeItemCount() throws {
        let count = Int.max / 2
        let prepared = Result { () throws(LayoutError) -> PreparedLayout in
            try prepare(section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))])), itemCounts: [count])
        }
        switch prepared {
        case .success(let layout):
            #expect(layout.contentSize.height.isFinite)
            let last = try #require(
                layout.attributes(forItemAt: LayoutIndexPath(item: count - 1, section: 0)))
            #expect(last.frame.minY.isFinite && last.frame.maxY.isFinite)
        case .failure(let error):
            // Int.max / 2 is over PrepareOptions.maximumItemCount (2^53): refused before any arithmetic.
            if error == .invalidItemCount(count, section: 0) { return }
            guard case .nonFiniteGeometry = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }

    @Test("(chosen) R-BOUNDARY-9: a boundary box narrower than its insets collapses midway, never negative")
    func boundaryNarrowerThanInsets() throws {
        var narrow = section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), insets: insets(0, 30, 0, 30))
        narrow.supplementariesFollowContentInsets = true
        narrow.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(fw(1), pt(20)), elementKind: "header", alignment: .top)
        ]
        let layout = try prepare(narrow, itemCounts: [2], in: environment(width: 20))
        let header = try #require(
            layout.attributes(forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 0)))
        // The box runs from x 30 to 20 − 30 = −10: length −40, midway at 30 − 40 / 2 = 10.
        #expect(header.frame.width == 0)
        #expect(header.frame.minX == 10)
    }

    @Test("a paging row in a 1e-20-wide view rests without trapping")
    func pagingInATinyView() throws {
        var row = section(hgroup(pt(100), pt(50), [item(fw(1), fh(1))]))
        row.orthogonalScrollingBehavior = .paging
        let layout = try prepare(row, itemCounts: [1000], in: environment(width: 1e-20))
        let orthogonal = try #require(layout.orthogonalRow(inSection: 0))
        // 1000 groups of 100 pt: the row is 100,000 pt long; pages of 1e-20 pt number 1e25 > Int.max.
        let target = orthogonal.targetOffset(releasedAt: 500, velocity: 1000, dragStartOffset: 400)
        #expect(target.isFinite && target >= 0 && target <= orthogonal.maximumOffset)
        let resting = orthogonal.restingOffset(forProposedOffset: 123.4)
        #expect(resting.isFinite && resting >= 0)
    }
}
