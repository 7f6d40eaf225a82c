import CollectionLayout
import PropertyBased
import Testing

/// A reused result array is written over in place (`elements(in:into:)`,
/// `displayedElements(…into:)`): whatever it held — more or fewer elements, cells or kinds with a
/// shared box, a copy kept elsewhere — the result equals a fresh query's.
@Suite("Queries written over a reused array")
struct ReusedResultTests {
    /// Two sections on a 390 × 844 screen:
    /// - section 0, a carousel (`.continuous`) of 10 cells 300 × 120 at a pitch of 310, whose
    ///   visible-items handler hides item 1 and fades every other item to 0.5 (R-HANDLER-5);
    /// - section 1, a three-column grid of 100-pt rows, 60 items, with a background decoration, a
    ///   44-pt header and a 20 × 20 badge on every item.
    private func mixedLayout() throws -> PreparedLayout {
        var carousel = section(hgroup(pt(300), pt(120), [item(fw(1), fh(1))]))
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        carousel.visibleItemsInvalidationHandler = { items, _, _ in
            for index in items.indices where items[index].representedElementCategory == .cell {
                if items[index].indexPath.item == 1 { items[index].isHidden = true }
                if items[index].indexPath.item.isMultiple(of: 2) { items[index].alpha = 0.5 }
            }
        }
        var grid = section(hgroup(fw(1), pt(100), [badgedThirdItem()]))
        grid.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(fw(1), pt(44)), elementKind: "header", alignment: .top)
        ]
        grid.decorationItems = [.background(elementKind: "background")]
        let sections = [carousel, grid]
        return try prepare(provider: { index, _ in sections[index] }, itemCounts: [10, 60])
    }

    @Test("R-QUERY-1: each query into one array equals a fresh query, whatever the array held before")
    func rectQueriesOverEachOther() throws {
        let layout = try mixedLayout()
        // Section 0 spans 0…120; section 1 120…2,164 (a 44-pt header, then 60 / 3 = 20 rows of 100).
        let rects = [
            rect(0, 0, 390, 844),  // the carousel, the header, rows and badges
            rect(0, 130, 390, 10),  // only section 1's header and background
            rect(0, 9_000, 390, 844),  // below the content: nothing
            rect(0, 600, 390, 1_500),  // more elements than the array has room for
            rect(0, 0, 390, 100),  // carousel cells only, over slots that held badges
            rect(0, 0, 390, 10_000),  // everything
            rect(0, 1_000, 390, 200),
        ]
        var reused: [LayoutAttributes] = []
        for query in rects {
            layout.elements(in: query, into: &reused)
            #expect(reused == layout.elements(in: query), "query \(query)")
        }
    }

    @Test("R-SCROLL-4: displayed elements into one array, with a hiding handler and a scrolled row")
    func displayedOverEachOther() throws {
        let layout = try mixedLayout()
        var reused = layout.elements(in: rect(0, 0, 390, 10_000))
        let steps: [(offset: Double, row: Double)] = [
            (0, 0), (0, 620), (400, 0), (1_300, 0), (0, 2_690), (50, 310),
        ]
        for step in steps {
            let contentOffset = Point(x: 0, y: step.offset)
            layout.displayedElements(
                contentOffset: contentOffset, orthogonalOffsets: [0: step.row], into: &reused)
            let fresh = layout.displayedElements(
                contentOffset: contentOffset, orthogonalOffsets: [0: step.row])
            #expect(reused == fresh, "offset \(step.offset), row offset \(step.row)")
            // Item 1 is hidden, so never displayed; the even items shown are faded.
            #expect(!reused.contains { $0.indexPath == LayoutIndexPath(item: 1, section: 0) })
            #expect(
                reused.filter { $0.indexPath.section == 0 && $0.category == .cell }
                    .allSatisfy { $0.alpha == ($0.indexPath.item.isMultiple(of: 2) ? 0.5 : 1) })
        }
    }

    @Test("R-QUERY-1: a copy of the array kept by the caller is left as it was")
    func keptCopyUntouched() throws {
        let layout = try mixedLayout()
        let first = rect(0, 0, 390, 844)
        var reused = layout.elements(in: first)
        let kept = reused
        let second = rect(0, 1_000, 390, 844)
        layout.elements(in: second, into: &reused)
        #expect(kept == layout.elements(in: first))
        #expect(reused == layout.elements(in: second) && !reused.isEmpty)
    }

    @Test("R-QUERY-1, R-SCROLL-4: random queries over arrays holding anything equal fresh queries")
    func randomReuse() async {
        let mixed = try? mixedLayout()
        let leftovers = mixed?.elements(in: rect(0, 0, 390, 10_000)) ?? []
        await propertyCheck(count: 200, input: seeds, queryRects, Gen.int(in: 0...80)) { seed, rects, held in
            let random = RandomLayout(seed: seed)
            let layout = try random.prepare()
            // The array starts with `held` elements left by another layout: cells and kinds.
            var reused = Array(leftovers.prefix(held))
            let size = layout.contentSize
            for (index, (x, y, w, h)) in rects.enumerated() {
                let query = Rect(
                    x: x * size.width, y: y * size.height, width: w * size.width, height: h * size.height)
                if index.isMultiple(of: 2) {
                    layout.elements(in: query, into: &reused)
                    #expect(reused == layout.elements(in: query), "query \(query)\n\(random)")
                } else {
                    layout.displayedElements(contentOffset: query.origin, into: &reused)
                    #expect(
                        reused == layout.displayedElements(contentOffset: query.origin),
                        "offset \(query.origin)\n\(random)")
                }
            }
        }
    }
}
