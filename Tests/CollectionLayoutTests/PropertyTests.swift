import CollectionLayout
import PropertyBased
import Testing

/// Seeds for the generator, drawn by the property framework.
let seeds = Gen.int(in: 0...Int.max).map { UInt64($0) }

/// Random query rectangles, as fractions of the content size so they land on and around content.
let queryRects = zip(
    Gen.double(in: -0.1...1.1), Gen.double(in: -0.1...1.1), Gen.double(in: 0...0.5), Gen.double(in: 0...0.5)
)
.array(of: 1...6)

@Suite("Properties of random valid layouts")
struct PropertyTests {
    @Test("R-DIM-3, R-DIAG-1: every frame and the content size are finite")
    func finiteFrames() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            let random = RandomLayout(seed: seed)
            let layout = try random.prepare()
            #expect(layout.contentSize.width.isFinite && layout.contentSize.height.isFinite, "\(random)")
            for element in layout.allElements() {
                let frame = element.frame
                let finite =
                    frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite
                    && frame.height.isFinite
                #expect(finite, "\(element.indexPath) \(frame)\n\(random)")
                if !finite { return }
            }
        }
    }

    @Test("R-QUERY-1, R-QUERY-3: elements(in:) equals the brute-force filter of allElements(), in order")
    func queryMatchesBruteForce() async {
        await propertyCheck(count: 300, input: seeds, queryRects) { seed, rects in
            let random = RandomLayout(seed: seed)
            let layout = try random.prepare()
            let all = layout.allElements()
            let size = layout.contentSize
            for (x, y, w, h) in rects {
                let query = Rect(
                    x: x * size.width, y: y * size.height, width: w * size.width, height: h * size.height)
                let expected = all.filter { $0.frame.overlapsForQuery(query) }
                let actual = layout.elements(in: query)
                #expect(
                    actual == expected,
                    "query \(query): expected \(expected.map(\.indexPath)), got \(actual.map(\.indexPath))\n\(random)"
                )
                if actual != expected { return }
            }
        }
    }

    @Test("R-QUERY-1: querying the whole content returns every item exactly once")
    func wholeContentQuery() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            let random = RandomLayout(seed: seed)
            let layout = try random.prepare()
            let size = layout.contentSize
            let found = layout.elements(
                in: Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
            var expected: [LayoutIndexPath] = []
            for (section, count) in random.itemCounts.enumerated() {
                guard (layout.itemsPerGroup(inSection: section) ?? 0) > 0 else { continue }
                expected += (0..<count).map { LayoutIndexPath(item: $0, section: section) }
            }
            #expect(found.map(\.indexPath) == expected, "\(random)")
        }
    }

    @Test("R-QUERY-4: attributes(forItemAt:) equals the element from allElements()")
    func attributesMatchAllElements() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            let random = RandomLayout(seed: seed)
            let layout = try random.prepare()
            for element in layout.allElements() {
                let single = layout.attributes(forItemAt: element.indexPath)
                #expect(single == element, "\(element.indexPath)\n\(random)")
                if single != element { return }
            }
            for section in 0..<random.itemCounts.count {
                let fromAll = layout.allElements().filter { $0.indexPath.section == section }.map(\.frame)
                #expect(frames(layout, section: section) == fromAll, "section \(section)\n\(random)")
            }
        }
    }

    @Test("R-GROUP-2, R-GROUP-5: items of one group instance do not overlap")
    func noOverlapWithinInstance() async {
        await propertyCheck(count: 300, input: seeds) { seed in
            let random = RandomLayout(seed: seed)
            // Legacy rounding may leave 1-px overlaps by design (R-ROUND-3).
            guard !random.isLegacy else { return }
            let layout = try random.prepare()
            let skip = 2 * RandomLayout.maximumItemInset
            for section in 0..<random.itemCounts.count {
                let perInstance = layout.itemsPerGroup(inSection: section) ?? 0
                guard perInstance > 0 else { continue }
                let all = Array(layout.itemFrames(inSection: section))
                var start = 0
                while start < all.count {
                    let end = min(start + perInstance, all.count)
                    let instance = (start..<end).filter { all[$0].width > skip && all[$0].height > skip }
                    for (offset, first) in instance.enumerated() {
                        for second in instance[(offset + 1)...] {
                            let a = all[first]
                            let b = all[second]
                            let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                            let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                            if overlapX > 1e-6 && overlapY > 1e-6 {
                                Issue.record(
                                    "items \(section).\(first) \(a) and \(section).\(second) \(b) overlap\n\(random)"
                                )
                                return
                            }
                        }
                    }
                    start = end
                }
            }
        }
    }

    @Test("R-QUERY-1: elements(in:) equals the brute-force filter on layouts with overlaps and overflow")
    func queryMatchesBruteForceWild() async {
        await propertyCheck(count: 300, input: seeds, queryRects) { seed, rects in
            let random = RandomLayout(seed: seed, wild: true)
            let layout = try random.prepare()
            let all = layout.allElements()
            // Queries around the union of all frames, which may stick out of the content.
            var bounds = Rect(origin: .zero, size: layout.contentSize)
            for element in all { bounds = bounds.union(element.frame) }
            for (x, y, w, h) in rects {
                let query = Rect(
                    x: bounds.minX + x * bounds.width, y: bounds.minY + y * bounds.height,
                    width: w * bounds.width,
                    height: h * bounds.height)
                let expected = all.filter { $0.frame.overlapsForQuery(query) }
                let actual = layout.elements(in: query)
                #expect(
                    actual == expected,
                    "query \(query): expected \(expected.map(\.indexPath)), got \(actual.map(\.indexPath))\n\(random)"
                )
                if actual != expected { return }
            }
            for element in all.prefix(50) {
                #expect(layout.attributes(forItemAt: element.indexPath) == element, "\(random)")
            }
        }
    }

    @Test("R-PIPE-3: adding items to the last section changes no earlier frame")
    func itemCountIndependence() async {
        await propertyCheck(count: 200, input: seeds, Gen.int(in: 1...200)) { seed, extra in
            var random = RandomLayout(seed: seed, wild: true)
            // Right-to-left frames mirror around the content width, which legitimately changes with the
            // count (a horizontal layout grows; a group wider than W widens a vertical one, R-STACK-6).
            random.environment.layoutDirection = .leftToRight
            let before = try random.prepare()
            let last = random.itemCounts.count - 1
            random.itemCounts[last] += extra
            let after = try random.prepare()
            for section in 0..<last {
                let same = frames(before, section: section) == frames(after, section: section)
                #expect(same, "section \(section) moved after adding \(extra) items\n\(random)")
            }
            let old = frames(before, section: last)
            let same = Array(frames(after, section: last).prefix(old.count)) == old
            #expect(same, "the last section's first \(old.count) items moved\n\(random)")
        }
    }
}
