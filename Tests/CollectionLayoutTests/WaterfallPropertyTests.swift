import CollectionLayout
import PropertyBased
import Testing

/// Random measurement scripts on waterfall sections (R-WATERFALL-2, R-WATERFALL-5): after every
/// script the stored checkpoints, frames, content height and rect queries equal a placement from
/// scratch written out here, independently of the engine.
@Suite("Properties of waterfall sections")
struct WaterfallPropertyTests {
    /// The rule of R-WATERFALL-2, written out: each item in the column with the smallest next
    /// position (the leading one on ties), which then moves past the item and the spacing.
    static func model(heights: [Double], columns: Int, width: Double, spacing: Double) -> ([Rect], Double) {
        var next = [Double](repeating: 0, count: columns)
        var result: [Rect] = []
        for height in heights {
            let column = next.indices.min { next[$0] < next[$1] || (next[$0] == next[$1] && $0 < $1) }!
            result.append(rect(Double(column) * (width + spacing), next[column], width, height))
            next[column] += height + spacing
        }
        return (result, heights.isEmpty ? 0 : next.max()! - spacing)
    }

    @Test("Measurements, estimates and invalidations in any order leave the section as placed from scratch")
    func scripts() async {
        await propertyCheck(count: 150, input: seeds, queryRects, Gen.int(in: 1...4), Gen.int(in: 0...3)) {
            seed, rects, columns, spacingQuarter in
            let script = MeasurementScript(seed: seed, maximumItems: 300)
            let spacing = Double(spacingQuarter) * 4
            // Column widths that are exact in binary: 400 wide, spacing a multiple of 4.
            let width = (400 - Double(columns - 1) * spacing) / Double(columns)
            let section = LayoutSection.waterfall(
                LayoutWaterfall(
                    columns: .count(columns), itemSpacing: spacing, columnSpacing: spacing,
                    repeatingHeights: [.estimated(50), .absolute(30), .estimated(75)]))
            var layout = try prepare(
                section, itemCounts: [script.itemCount],
                in: LayoutEnvironment(containerSize: Size(width: 400, height: 800)))
            let measured = try script.replay(on: &layout, width: width)
            // Absolute items (every third, from item 1) ignore measurements; the others take theirs.
            let estimates = [50.0, 30, 75]
            let heights = measured.indices.map { item in
                item % 3 == 1 ? 30 : (measured[item] ?? estimates[item % 3])
            }
            let (expected, content) = Self.model(
                heights: heights, columns: columns, width: width, spacing: spacing)
            #expect(frames(layout) == expected, "\(script)")
            #expect(layout.contentSize.height == content, "\(script)")
            let all = layout.allElements()
            #expect(all.map(\.frame) == expected)
            let size = layout.contentSize
            for (x, y, w, h) in rects {
                let query = Rect(
                    x: x * size.width, y: y * size.height, width: w * size.width, height: h * size.height)
                #expect(
                    layout.elements(in: query) == all.filter { $0.frame.overlapsForQuery(query) }, "\(query)")
            }
        }
    }
}
