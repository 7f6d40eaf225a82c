import CollectionLayout
import LayoutDescription
import Testing

/// The YAML worked examples of the *Layout rules* articles, decoded from `Tests/Fixtures/rule-examples/` and
/// solved; every expected frame below is copied from the article's text that follows the example.
@Suite("Worked examples of the layout rules")
struct SpecExampleTests {
    private func prepared(_ name: String, edit: (inout LayoutDescription) -> Void = { _ in }) throws
        -> PreparedLayout
    {
        var description = try LayoutDescription.decoded(
            TestSupport.file("Tests/Fixtures/rule-examples/\(name).yaml"))
        edit(&description)
        return try description.resolve().prepare(strict: true)
    }

    private func check(
        _ layout: PreparedLayout, _ expected: [(Double, Double, Double, Double)], contentHeight: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let cells = layout.allElements()
        #expect(cells.count == expected.count, sourceLocation: sourceLocation)
        for (index, frame) in expected.enumerated() where index < cells.count {
            TestSupport.expect(cells[index].frame, frame, "0.\(index)", sourceLocation: sourceLocation)
        }
        #expect(abs(layout.contentSize.height - contentHeight) < 0.0001, sourceLocation: sourceLocation)
    }

    @Test("R-CONT-1: fractions see the whole height, the inset width")
    func containers() throws {
        let layout = try prepared("R-CONT-1")
        check(
            layout,
            [
                (16, 10, 179, 211), (195, 10, 179, 211), (16, 221, 179, 211), (195, 221, 179, 211),
                (16, 432, 179, 211),
            ],
            contentHeight: 653)
        #expect(layout.contentSize.width == 390)
    }

    @Test("R-ITEM-1, R-ITEM-5: group and item content insets")
    func insets() throws {
        check(
            try prepared("R-ITEM-1_R-ITEM-5"),
            [(9, 5, 175, 82), (198, 5, 175, 82), (9, 105, 175, 82), (198, 105, 175, 82)],
            contentHeight: 200)
    }

    @Test("R-NEST-1, R-NEST-2: nested vertical count group")
    func nested() throws {
        check(
            try prepared("R-NEST-1_R-NEST-2"),
            [
                (10, 10, 253, 317.6), (283, 10, 97, 148.8), (283, 178.8, 97, 148.8), (10, 347.6, 253, 317.6),
                (283, 347.6, 97, 148.8), (283, 516.4, 97, 148.8),
            ], contentHeight: 675.2)
    }

    @Test("R-CUSTOM-1, R-CUSTOM-2, R-CUSTOM-3: static frames with a zIndex, untrimmed partial instance")
    func custom() throws {
        let layout = try prepared("R-CUSTOM-1_R-CUSTOM-2_R-CUSTOM-3")
        check(
            layout, [(16, 10, 179, 124), (195, 10, 179, 62), (195, 72, 179, 62), (16, 134, 179, 124)],
            contentHeight: 268)
        #expect(layout.allElements().map(\.zIndex) == [0, 2, 0, 0])
    }

    @Test("R-CUSTOM-1: a negative frame is used as given, unclipped")
    func customUnclipped() throws {
        let layout = try prepared("R-CUSTOM-1_R-CUSTOM-2_R-CUSTOM-3") { description in
            guard case .custom(var body) = description.sections[0].group else { return }
            body.frames = [LayoutGroupCustomItem(frame: Rect(x: -8, y: -4, width: 406, height: 20))]
            description.sections[0].group = .custom(body)
            description.sections[0].itemCount = 1
        }
        TestSupport.expect(layout.allElements().first?.frame, (8, 6, 406, 20), "0.0")
    }

    @Test("R-REF-2, R-REF-4: layout margins; readable content is the same; safe area and none give 382")
    func references() throws {
        check(try prepared("R-REF-2_R-REF-4"), [(20, 0, 175, 44), (195, 0, 175, 44)], contentHeight: 44)
        let readable = try prepared("R-REF-2_R-REF-4") {
            $0.configuration.contentInsetsReference = .readableContent
        }
        check(readable, [(20, 0, 175, 44), (195, 0, 175, 44)], contentHeight: 44)
        for reference in [ContentInsetsReference.safeArea, .none] {
            let layout = try prepared("R-REF-2_R-REF-4") {
                $0.configuration.contentInsetsReference = reference
            }
            check(layout, [(4, 0, 191, 44), (195, 0, 191, 44)], contentHeight: 44)
        }
    }

    @Test("R-ROUND-2, R-ROUND-3: sevenths under modern and legacy rounding, fraction 1/7 computed once")
    func rounding() throws {
        let modern = try prepared("R-ROUND-2_R-ROUND-3").allElements().map(\.frame)
        let modernX = [0, 55.6667, 111.3333, 167, 222.6667, 278.3333, 334]
        for (frame, x) in zip(modern, modernX) {
            TestSupport.expect(frame, (x, 0, 55.6667, 50), "modern")
        }
        let legacy = try prepared("R-ROUND-2_R-ROUND-3") { $0.environment.roundingPolicy = .legacy }
            .allElements()
        let legacyX = [0, 55.6667, 111.3333, 167, 223, 278.6667, 334.3333]
        for (element, x) in zip(legacy, legacyX) {
            TestSupport.expect(element.frame, (x, 0, 55.6667, 50), "legacy")
        }
        let exact = try prepared("R-ROUND-2_R-ROUND-3") { $0.environment.displayScale = nil }.allElements()
        TestSupport.expect(exact[3].frame, (167.1429, 0, 55.7143, 50), "none")
    }
}
