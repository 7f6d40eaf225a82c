import CollectionLayout
import HeadlessCollectionView
import PropertyBased
import Testing

/// Interpolation invariants over random attributes and progress values.
@Suite("Transition properties")
struct TransitionPropertyTests {
    static func attributes(_ values: [Double], zIndex: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(
            category: .cell, indexPath: LayoutIndexPath(item: zIndex, section: 0),
            frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3]), zIndex: zIndex)
        attributes.alpha = values[4]
        attributes.transform = LayoutTransform(scaleX: values[5], y: values[5])
        return attributes
    }

    @Test("R-TRANS-1: t = 0 is the start, t = 1 the end, and every value moves monotonically between")
    func interpolationInvariants() async {
        let value = Gen.double(in: -2000...2000)
        await propertyCheck(
            count: 300, input: value.array(of: 6...6), value.array(of: 6...6), Gen.double(in: 0...1),
            Gen.double(in: 0...1)
        ) { first, second, p, q in
            let start = Self.attributes(first, zIndex: 1)
            let end = Self.attributes(second, zIndex: 2)
            #expect(LayoutAttributes.interpolating(from: start, to: end, progress: 0) == start)
            #expect(LayoutAttributes.interpolating(from: start, to: end, progress: 1) == end)
            let (early, late) = (min(p, q), max(p, q))
            let a = LayoutAttributes.interpolating(from: start, to: end, progress: early)
            let b = LayoutAttributes.interpolating(from: start, to: end, progress: late)
            func values(_ attributes: LayoutAttributes) -> [Double] {
                [
                    attributes.frame.minX, attributes.frame.minY, attributes.frame.width,
                    attributes.frame.height, attributes.alpha, attributes.transform.a,
                    attributes.transform.d, Double(attributes.zIndex),
                ]
            }
            for (index, (from, to)) in zip(values(start), values(end)).enumerated() {
                let (x, y) = (values(a)[index], values(b)[index])
                // Between the ends, and no further from the start at the earlier progress.
                #expect(x >= min(from, to) && x <= max(from, to))
                #expect(y >= min(from, to) && y <= max(from, to))
                #expect(from <= to ? x <= y : x >= y, "value \(index) not monotone: \(x) then \(y)")
            }
        }
    }

    @Test("R-TRANS-4: a transition drawn at 0 and 1 gives its two sides, transparent ends left out")
    func transitionEnds() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0...500).array(of: 4...4).array(of: 0...6),
            Gen.double(in: 0...500).array(of: 4...4).array(of: 0...6)
        ) { before, after in
            func cell(_ values: [Double], _ item: Int) -> LayoutAttributes {
                LayoutAttributes(
                    category: .cell, indexPath: LayoutIndexPath(item: item, section: 0),
                    frame: Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
            }
            // Items present on both sides move; the rest appear or disappear.
            let count = max(before.count, after.count)
            let elements = (0..<count).map { item in
                ElementTransition(
                    from: before.indices.contains(item) ? cell(before[item], item) : nil,
                    to: after.indices.contains(item) ? cell(after[item], item) : nil)
            }
            let transition = LayoutTransition(elements: elements)
            #expect(transition.elements(atProgress: 0) == elements.compactMap(\.from))
            #expect(transition.elements(atProgress: 1) == elements.compactMap(\.to))
        }
    }
}
