import CollectionLayout
import PropertyBased
import Testing

/// A random sequence of measurements — set a preferred height, set nil (keep the estimate but
/// count as measured), or invalidate — on random items, replayed on a layout and on a simple
/// model of measured rows (R-EST, R-SIZING-1, R-SIZING-3, R-SIZING-6).
struct MeasurementScript: CustomStringConvertible {
    enum Step {
        case set(item: Int, height: Double)
        case keepEstimate(item: Int)
        case invalidate(item: Int)
    }

    var itemCount: Int
    var steps: [Step] = []

    /// Heights are multiples of 1/4 between 0 and 200, so that every sum is exact in binary.
    init(seed: UInt64, maximumItems: Int = 120) {
        var rng = SplitMix(state: seed)
        itemCount = Int.random(in: 1...maximumItems, using: &rng)
        for _ in 0..<Int.random(in: 0...60, using: &rng) {
            let item = Int.random(in: 0..<itemCount, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: steps.append(.keepEstimate(item: item))
            case 1, 2: steps.append(.invalidate(item: item))
            default: steps.append(.set(item: item, height: Double(Int.random(in: 0...800, using: &rng)) / 4))
            }
        }
    }

    var description: String { "\(itemCount) items, steps \(steps)" }

    /// Replays the steps on `layout` (proposed width `width`) and returns the model's measured
    /// height of every item, nil when unmeasured or measured as "keep the estimate".
    func replay(on layout: inout PreparedLayout, width: Double) throws -> [Double?] {
        var model = [Double?](repeating: nil, count: itemCount)
        for step in steps {
            switch step {
            case .set(let item, let height):
                try layout.setPreferredSize(
                    Size(width: width, height: height), forItemAt: LayoutIndexPath(item: item, section: 0))
                model[item] = height
            case .keepEstimate(let item):
                try layout.setPreferredSize(nil, forItemAt: LayoutIndexPath(item: item, section: 0))
                model[item] = nil
            case .invalidate(let item):
                layout.invalidateMeasurement(forItemAt: LayoutIndexPath(item: item, section: 0))
                model[item] = nil
            }
        }
        return model
    }
}

/// Checks that `layout`'s cells are exactly `expected` (item order), its content height is
/// `contentHeight`, and `elements(in:)` equals the brute-force filter for each of `rects`
/// (fractions of the content size).
private func expectMatchesModel(
    _ layout: PreparedLayout, frames expected: [Rect], contentHeight: Double,
    rects: [(Double, Double, Double, Double)], _ context: String
) {
    let actual = frames(layout)
    #expect(actual == expected, "\(context)")
    #expect(layout.contentSize.height == contentHeight, "\(context)")
    for (item, frame) in expected.enumerated() {
        let attributes = layout.attributes(forItemAt: LayoutIndexPath(item: item, section: 0))
        #expect(attributes?.frame == frame, "item \(item): \(context)")
    }
    let all = layout.allElements()
    let size = layout.contentSize
    for (x, y, w, h) in rects {
        let query = Rect(
            x: x * size.width, y: y * size.height, width: w * size.width, height: h * size.height)
        let brute = all.filter { $0.frame.overlapsForQuery(query) }
        let answer = layout.elements(in: query)
        #expect(answer == brute, "query \(query): \(context)")
        if answer != brute { return }
    }
}

@Suite("Properties of self-sizing lists and grids (R-EST, R-SIZING-6)")
struct SelfSizingPropertyTests {
    @Test("List HG(fw1, est44, [IT(fw1, est44)]): frames, content height and queries follow the model")
    func list() async {
        await propertyCheck(count: 200, input: seeds, queryRects) { seed, rects in
            let script = MeasurementScript(seed: seed)
            let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
            var layout = try prepare(list, itemCounts: [script.itemCount])
            let measured = try script.replay(on: &layout, width: 390)
            // Model (R-EST-1, R-EST-4): row i is its measured height, or the 44 estimate; rows abut,
            // so row i starts at the sum of the rows before it, and the content is the sum of all.
            var expected: [Rect] = []
            var y = 0.0
            for height in measured.map({ $0 ?? 44 }) {
                expected.append(rect(0, y, 390, height))
                y += height
            }
            expectMatchesModel(layout, frames: expected, contentHeight: y, rects: rects, "\(script)")
        }
    }

    @Test("Two-column grid HG(fw1, est50, [IT(fw0.5, est50)]) with interGroupSpacing follows the model")
    func grid() async {
        await propertyCheck(count: 200, input: seeds, queryRects, Gen.int(in: 0...20)) {
            seed, rects, spacing in
            let script = MeasurementScript(seed: seed)
            let grid = section(
                hgroup(fw(1), est(50), [item(fw(0.5), est(50))]), interGroupSpacing: Double(spacing))
            var layout = try prepare(grid, itemCounts: [script.itemCount])
            let measured = try script.replay(on: &layout, width: 195)
            // Model (R-EST-3): items are 390 / 2 = 195 wide at x 0 and 195, as tall as measured (or
            // the 50 estimate), start-aligned in their row; a row is as tall as its tallest item
            // that exists (a partial last row ignores its empty slot); rows are `spacing` apart and
            // the content ends at the last row's end.
            let heights = measured.map { $0 ?? 50 }
            var expected: [Rect] = []
            var y = 0.0
            var content = 0.0
            for row in stride(from: 0, to: heights.count, by: 2) {
                let members = heights[row..<min(row + 2, heights.count)]
                for (column, height) in members.enumerated() {
                    expected.append(rect(Double(column) * 195, y, 195, height))
                }
                content = y + members.max()!
                y = content + Double(spacing)
            }
            expectMatchesModel(layout, frames: expected, contentHeight: content, rects: rects, "\(script)")
        }
    }

    @Test("Measuring then invalidating every item restores the all-estimates layout (R-SIZING-3)")
    func invalidateRestores() async {
        await propertyCheck(count: 100, input: seeds) { seed in
            let script = MeasurementScript(seed: seed)
            let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]), interGroupSpacing: 3)
            let fresh = try prepare(list, itemCounts: [script.itemCount])
            var layout = fresh
            _ = try script.replay(on: &layout, width: 390)
            for item in 0..<script.itemCount {
                layout.invalidateMeasurement(forItemAt: LayoutIndexPath(item: item, section: 0))
            }
            #expect(frames(layout) == frames(fresh), "\(script)")
            #expect(layout.contentSize == fresh.contentSize, "\(script)")
        }
    }
}
