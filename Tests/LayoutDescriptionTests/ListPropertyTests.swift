import CollectionLayout
import LayoutDescription
import PropertyBased
import Testing

/// Generated list sections: every combination of present and absent fields survives both encodings
/// exactly and solves to the engine's own list section (R-LIST-1, R-LIST-2, R-LIST-3, R-LIST-4).
@Suite("List properties")
struct ListPropertyTests {
    /// `choice` picks one of `values` or, at `values.count`, nil (the field is absent).
    private static func pick<T>(_ values: [T], _ choice: Int) -> T? {
        choice % (values.count + 1) < values.count ? values[choice % (values.count + 1)] : nil
    }

    @Test("Generated lists round-trip exactly and solve like LayoutSection.list(using:layoutEnvironment:)")
    func generatedLists() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0..<100_000), Gen.double(in: 0...100), Gen.int(in: 0...12),
            Gen.double(in: 0...30)
        ) { choices, padding, itemCount, margin in
            let list = ListDescription(
                appearance: Self.pick(LayoutListConfiguration.Appearance.allCases, choices),
                headerMode: Self.pick(LayoutListConfiguration.HeaderMode.allCases, choices / 6),
                footerMode: Self.pick(LayoutListConfiguration.FooterMode.allCases, choices / 24),
                headerTopPadding: Self.pick([padding], choices / 72),
                showsSeparators: Self.pick([true, false], choices / 144))
            let layoutWide = choices / 432 % 2 == 0
            var section = SectionDescription(itemCount: itemCount)
            if !layoutWide { section.list = list }
            var description = LayoutDescription(sections: [section], list: layoutWide ? list : nil)
            description.environment.layoutMargins = DirectionalEdgeInsets(
                top: 0, leading: margin, bottom: 0, trailing: margin)
            #expect((try? LayoutDescription.decoded(description.jsonText())) == description)
            #expect((try? LayoutDescription.decoded(description.yamlText())) == description)

            let configuration = list.configuration
            let environment = description.environment.layoutEnvironment
            let engine = try? CompositionalLayout(sectionProvider: { _, environment in
                .list(using: configuration, layoutEnvironment: environment)
            }).prepare(in: environment, itemCounts: [itemCount])
            let solved = try? description.resolve().prepare(strict: true)
            #expect(solved != nil && engine != nil)
            #expect(solved?.allElements() == engine?.allElements())
            #expect(solved?.contentSize == engine?.contentSize)
            #expect(solved?.listConfiguration(inSection: 0) == configuration)
        }
    }
}
