import CollectionLayout
import HeadlessCollectionView
import PropertyBased
import Testing

/// Random scroll sequences over random grids, checked against a plain model of the requests the
/// data source holds.
@Suite("Prefetching properties")
struct PrefetchingPropertyTests {
    static func grid(columns: Int, height: Double) -> CompositionalLayout {
        CompositionalLayout(section: LayoutSection(group: Fixture.grid(columns: columns, height: height)))
    }

    @Test(
        "R-PREFETCH-1, R-PREFETCH-2, R-PREFETCH-3, R-PREFETCH-4: random scrolls prefetch ahead, never visible, cancel first"
    )
    func randomScrolls() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 1...4), Gen.double(in: 20...300), Gen.int(in: 0...300),
            Gen.double(in: -300...8000).array(of: 1...15)
        ) { columns, height, count, offsets in
            var view = try HeadlessCollectionView(
                layout: Self.grid(columns: columns, height: height), itemCounts: [count],
                boundsSize: Fixture.screen)
            view.setPrefetchingEnabled(true)
            var held = Set<LayoutIndexPath>()
            var last = view.contentOffset.y
            var lastDirection: Bool?
            for y in offsets {
                let before = held
                let events = try view.setContentOffset(Point(x: 0, y: y))
                let visible = Set(view.visibleItemIndexPaths)
                let viewport = view.visibleRect
                var sawPrefetch = false
                var cancelled = Set<LayoutIndexPath>()
                for event in events {
                    switch event {
                    case .cancelPrefetchingForItems(let items):
                        // Cancels come before the prefetches of the same pass.
                        #expect(!sawPrefetch)
                        for item in items { #expect(held.remove(item) != nil, "cancelled \(item) not held") }
                        cancelled.formUnion(items)
                    case .prefetchItems(let items):
                        sawPrefetch = true
                        #expect(y != last, "prefetched without a move")
                        for item in items {
                            #expect(!visible.contains(item), "prefetched visible \(item)")
                            #expect(held.insert(item).inserted, "prefetched \(item) twice without a cancel")
                            let frame = try #require(view.preparedLayout.attributes(forItemAt: item)).frame
                            if y > last {
                                #expect(frame.minY >= viewport.maxY - 1e-9, "\(item) not below \(viewport)")
                            } else {
                                #expect(frame.maxY <= viewport.minY + 1e-9, "\(item) not above \(viewport)")
                            }
                        }
                    default: continue
                    }
                }
                // A turn cancels every request that was not used.
                if y != last, let forward = lastDirection, forward != (y > last) {
                    #expect(before.subtracting(visible).isSubset(of: cancelled))
                }
                if y != last { lastDirection = y > last }
                // Requests whose items became visible were used.
                held.subtract(visible)
                #expect(Set(view.prefetchedItemIndexPaths) == held)
                last = y
            }
        }
    }
}
