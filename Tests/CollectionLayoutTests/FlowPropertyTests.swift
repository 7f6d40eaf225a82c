import CollectionLayout
import PropertyBased
import Testing

/// Random measurement scripts on flow sections (R-FLOW-2, R-FLOW-6): after every step the frames,
/// the content height and rect queries equal a re-flow of the whole section from scratch, written
/// out plainly here, independently of the engine.
@Suite("Properties of flow sections")
struct FlowPropertyTests {
    /// The rule of R-FLOW-2 for one subitem and fixed spacing, written out: a row takes items while
    /// `used + spacing + width ≤ available` (at least one), rows are `height + rowSpacing` apart.
    static func model(
        widths: [Double], available: Double, spacing: Double, height: Double, rowSpacing: Double
    ) -> (frames: [Rect], contentHeight: Double) {
        var frames: [Rect] = []
        var start = 0
        var y = 0.0
        while start < widths.count {
            var end = start + 1
            var used = widths[start]
            while end < widths.count && used + spacing + widths[end] <= available + 0.0001 {
                used += spacing + widths[end]
                end += 1
            }
            var x = 0.0
            for item in start..<end {
                frames.append(rect(x, y, widths[item], height))
                x += widths[item] + spacing
            }
            y += height + rowSpacing
            start = end
        }
        return (frames, widths.isEmpty ? 0 : y - rowSpacing)
    }

    @Test("R-FLOW-6: measurements and invalidations in any order leave rows as a whole re-flow does")
    func scripts() async {
        await propertyCheck(count: 120, input: seeds) { seed in
            var random = SplitMix(state: seed)
            let itemCount = Int.random(in: 1...90, using: &random)
            let available = Double(Int.random(in: 12...40, using: &random) * 10)
            let spacing = Double(Int.random(in: 0...3, using: &random) * 4)
            let estimate = Double(Int.random(in: 2...12, using: &random) * 10)
            let rowSpacing = Double(Int.random(in: 0...2, using: &random) * 5)
            var layout = try prepare(
                section(
                    hgroup(fw(1), pt(30), [item(est(estimate), fh(1))], spacing: .fixed(spacing)),
                    interGroupSpacing: rowSpacing),
                itemCounts: [itemCount], in: environment(width: available))
            var widths = [Double](repeating: estimate, count: itemCount)
            let steps = Int.random(in: 1...40, using: &random)
            for _ in 0..<steps {
                let item = Int.random(in: 0..<itemCount, using: &random)
                let indexPath = LayoutIndexPath(item: item, section: 0)
                if Int.random(in: 0..<5, using: &random) == 0 {
                    layout.invalidateMeasurement(forItemAt: indexPath)
                    widths[item] = estimate
                } else {
                    // Whole points, some longer than the row (R-FLOW-3).
                    let width = Double(Int.random(in: 0...(Int(available) + 40), using: &random))
                    try layout.setPreferredSize(Size(width: width, height: 30), forItemAt: indexPath)
                    widths[item] = width
                }
                let expected = Self.model(
                    widths: widths, available: available, spacing: spacing, height: 30, rowSpacing: rowSpacing
                )
                #expect(frames(layout) == expected.frames, "seed \(seed)")
                #expect(layout.contentSize.height == expected.contentHeight, "seed \(seed)")
                let low = Double.random(in: 0...max(expected.contentHeight, 1), using: &random)
                let band = rect(0, low, available, Double.random(in: 1...120, using: &random))
                let hits = layout.elements(in: band).map(\.indexPath.item)
                let wanted = expected.frames.indices.filter { expected.frames[$0].overlapsForQuery(band) }
                #expect(hits == wanted, "seed \(seed) band \(band)")
            }
        }
    }

    @Test("R-FLOW-7: an unmeasured flow places items exactly as the template does")
    func unmeasuredMatchesTemplate() async {
        await propertyCheck(count: 100, input: seeds) { seed in
            var random = SplitMix(state: seed)
            let itemCount = Int.random(in: 1...60, using: &random)
            let available = Double(Int.random(in: 12...40, using: &random) * 10)
            let spacing = Double(Int.random(in: 0...3, using: &random) * 4)
            let estimate = Double(Int.random(in: 2...12, using: &random) * 10)
            let flow = try prepare(
                section(
                    hgroup(fw(1), pt(30), [item(est(estimate), fh(1))], spacing: .fixed(spacing)),
                    interGroupSpacing: 6),
                itemCounts: [itemCount], in: environment(width: available))
            // The same row with absolute widths never flows: it is placed from its template.
            let template = try prepare(
                section(
                    hgroup(fw(1), pt(30), [item(pt(estimate), fh(1))], spacing: .fixed(spacing)),
                    interGroupSpacing: 6),
                itemCounts: [itemCount], in: environment(width: available))
            #expect(flow.isFlowSection(0) && !template.isFlowSection(0))
            #expect(frames(flow) == frames(template), "seed \(seed)")
            #expect(flow.contentSize == template.contentSize, "seed \(seed)")
        }
    }
}
