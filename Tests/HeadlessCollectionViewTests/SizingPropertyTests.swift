import CollectionLayout
import HeadlessCollectionView
import PropertyBased
import Testing

/// One step of a generated session: scroll to a fraction of the range, or invalidate a row.
enum SizingStep: Sendable, CustomStringConvertible {
    case scroll(Double)
    case invalidate(Int)
    case eager(Bool)

    var description: String {
        switch self {
        case .scroll(let fraction): "scroll \(fraction)"
        case .invalidate(let item): "invalidate \(item)"
        case .eager(let on): "eager \(on)"
        }
    }

    static let generator = zip(Gen.int(in: 0...9), Gen.double(in: 0...1), Gen.int(in: 0...400)).map {
        kind, fraction, item -> SizingStep in
        switch kind {
        case 0...6: .scroll(fraction)
        case 7, 8: .invalidate(item)
        default: .eager(item % 2 == 0)
        }
    }
}

@Suite("Properties of self-sizing (R-SIZING-2, R-EST-8, R-SCROLL-7)")
struct SizingPropertyTests {
    @Test("After any scrolls and invalidations the content height is Σ measured + Σ estimates")
    func contentHeightIsTheSum() async {
        await propertyCheck(
            count: 100, input: Gen.int(in: 0...300), Gen.int(in: 1...997),
            SizingStep.generator.array(of: 1...12)
        ) { count, multiplier, steps in
            // Row i prefers 20 + (i · multiplier mod 100): between 20 and 119.
            let provider: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
                Size(width: proposed.width, height: 20 + Double((element.indexPath.item * multiplier) % 100))
            }
            var view = try HeadlessCollectionView(
                layout: Sizing.list(), itemCounts: [count], boundsSize: Fixture.screen, sizeProvider: provider
            )
            for step in steps {
                switch step {
                case .scroll(let fraction):
                    let range = view.contentOffsetRange
                    try view.setContentOffset(
                        Point(x: 0, y: range.lowerBound + fraction * (range.upperBound - range.lowerBound)))
                case .invalidate(let item):
                    guard count > 0 else { continue }
                    try view.invalidateMeasurements(for: [Fixture.cell(item % count)])
                case .eager(let on):
                    try view.setMeasuresEagerly(on)
                }
                // R-EST-8: a list's height is the sum of its rows, each measured or at its estimate.
                var expected = 0.0
                for item in 0..<count {
                    expected += view.preparedLayout.measuredSize(forItemAt: Fixture.cell(item))?.height ?? 44
                }
                #expect(abs(view.contentSize.height - expected) < 1e-6, "after \(step)")
                // R-SIZING-2: the loop ends with every visible cell measured.
                for indexPath in view.visibleItemIndexPaths {
                    #expect(view.preparedLayout.measuredSize(forItemAt: indexPath) != nil, "after \(step)")
                }
                // R-SCROLL-3: scrolls here stay in range, and measurement re-solves clamp.
                let range = view.contentOffsetRange
                #expect(view.contentOffset.y >= range.lowerBound - 1e-9)
                #expect(view.contentOffset.y <= range.upperBound + 1e-9)
            }
        }
    }
}
