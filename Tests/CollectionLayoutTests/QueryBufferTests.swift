import CollectionLayout
import Testing

/// The queries that write into a caller's array (`elements(in:into:)`,
/// `displayedElements(…into:)`), and the attributes they hand out: kinds shared by the layout,
/// values compared by what they hold.
@Suite("Queries into a reused array")
struct QueryBufferTests {
    /// A three-column grid of 100-pt rows with a pinned 44-pt header and a 20 × 20 badge in the
    /// top-trailing corner of every item, 300 items: the header spans 0…44, row `r` spans
    /// `44 + 100r … 144 + 100r` and its badges `44 + 100r … 64 + 100r`; the content is
    /// 44 + 100 × 100 = 10,044 pt tall.
    private func badgedGrid() throws -> PreparedLayout {
        var grid = section(hgroup(fw(1), pt(100), [badgedThirdItem()]))
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: size(fw(1), pt(44)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        grid.boundarySupplementaryItems = [header]
        return try prepare(grid, itemCounts: [300])
    }

    @Test("R-QUERY-1: elements(in:into:) replaces what the array held and reuses its storage")
    func rectQueryIntoArray() throws {
        let layout = try badgedGrid()
        let first = Rect(x: 0, y: 0, width: 390, height: 844)
        let second = Rect(x: 0, y: 5_000, width: 390, height: 844)
        var buffer: [LayoutAttributes] = []
        layout.elements(in: first, into: &buffer)
        #expect(buffer == layout.elements(in: first))
        // The header, rows 0…7 (row 7 spans 744…844; row 8 starts where the viewport ends) and
        // their badges: 1 + 8 × 3 cells + 8 × 3 badges = 49 elements.
        #expect(buffer.count == 49)
        let storage = buffer.withUnsafeBufferPointer { $0.baseAddress }
        layout.elements(in: second, into: &buffer)
        // Rows 49…57 (row 49 spans 4,944…5,044, row 57 5,744…5,844) and the badges of rows
        // 50…57 (row 49's end at 4,964): 9 × 3 cells + 8 × 3 badges = 51 elements, nothing of
        // the first viewport left.
        #expect(buffer == layout.elements(in: second))
        #expect(buffer.count == 51)
        #expect(buffer.withUnsafeBufferPointer { $0.baseAddress } == storage)
    }

    @Test("R-SCROLL-4: displayedElements(…into:) gives what the array-returning query gives")
    func displayedIntoArray() throws {
        let layout = try badgedGrid()
        var buffer = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 10_044))
        // The last offset shows the end of the content: 10,044 − 844 = 9,200.
        for offset in [0.0, 2_222.5, 9_200] {
            let contentOffset = Point(x: 0, y: offset)
            layout.displayedElements(contentOffset: contentOffset, into: &buffer)
            #expect(buffer == layout.displayedElements(contentOffset: contentOffset), "offset \(offset)")
            // The pinned header follows the bounds (R-PIN): at the top of what is displayed, as the
            // section (ending at 10,044) is never left behind.
            #expect(buffer.first?.elementKind == "header")
            #expect(buffer.first?.frame.origin.y == offset)
        }
    }

    @Test("R-INDEX-6: attributes made from a shared kind compare, hash and change as values")
    func sharedKindsAreValues() throws {
        let layout = try badgedGrid()
        let badges = layout.elements(in: Rect(x: 0, y: 0, width: 390, height: 100))
            .filter { $0.elementKind == "badge" }
        // Item 0's badge: its top-trailing corner on its cell's (130, 44), so x = 130 − 20 = 110;
        // an item supplementary's zIndex defaults to 1.
        let built = LayoutAttributes(
            category: .supplementary, elementKind: "badge", indexPath: LayoutIndexPath(item: 0, section: 0),
            frame: rect(110, 44, 20, 20), zIndex: 1)
        #expect(badges.first == built)
        #expect(badges.first?.hashValue == built.hashValue)
        var faded = try #require(badges.first)
        faded.alpha = 0.5
        // Changing one value leaves the kind, and the others that share it, untouched.
        #expect(faded.elementKind == "badge" && faded.alpha == 0.5 && badges.first?.alpha == 1)
        var renamed = faded
        renamed.elementKind = "dot"
        #expect(renamed.elementKind == "dot" && renamed.alpha == 0.5 && faded.elementKind == "badge")
        var cell = LayoutAttributes(
            category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0), frame: rect(0, 0, 130, 100))
        #expect(cell.elementKind == nil)
        cell.elementKind = "badge"
        cell.elementKind = nil
        #expect(cell == LayoutAttributes(category: .cell, indexPath: cell.indexPath, frame: cell.frame))
    }
}
