import CollectionLayout
import LayoutDescription
import Testing

/// `list` sections and the layout-wide `list` shorthand (the description format, R-LIST): reading every
/// field, defaults, round trips, templates, and solving to the engine's own list sections.
@Suite("List descriptions")
struct ListDescriptionTests {
    /// The list section, with 16-pt layout margins so that the inset-grouped rows are inset.
    static let insetGrouped = """
        version: 1
        environment: {width: 390, height: 844, layoutMargins: {leading: 16, trailing: 16}}
        sections:
          - itemCount: 6
            list: {appearance: insetGrouped, headerMode: supplementary, footerMode: none,
                   headerTopPadding: 8, showsSeparators: true}
        """

    @Test("Every field of a section's list is read")
    func everyField() throws {
        let description = try LayoutDescription.decoded(Self.insetGrouped)
        let list = try #require(description.sections[0].list)
        #expect(list.appearance == .insetGrouped && list.headerMode == .supplementary)
        #expect(list.footerMode == LayoutListConfiguration.FooterMode.none && list.headerTopPadding == 8)
        #expect(list.showsSeparators == true)
        #expect(description.sections[0].group == nil && description.list == nil)
    }

    @Test("The all-fields document's lists: the layout-wide one and a section's")
    func allFieldsDocument() throws {
        let description = try LayoutDescription.decoded(DecodingTests.everything)
        #expect(
            description.list
                == ListDescription(
                    appearance: .sidebar, headerMode: .firstItemInSection,
                    footerMode: LayoutListConfiguration.FooterMode.none,
                    headerTopPadding: 0, showsSeparators: true))
        #expect(
            description.sections.last?.list
                == ListDescription(
                    appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary,
                    headerTopPadding: 8, showsSeparators: false))
    }

    @Test("Absent fields take the defaults: plain, no header or footer, the appearance's padding, separators")
    func defaults() throws {
        let description = try LayoutDescription.decoded("version: 1\nsections: [{itemCount: 2, list: {}}]")
        let list = try #require(description.sections[0].list)
        #expect(list == ListDescription())
        var expected = LayoutListConfiguration(appearance: .plain)
        expected.showsSeparators = true
        #expect(list.configuration == expected)
        #expect(list.configuration.headerMode == LayoutListConfiguration.HeaderMode.none)
        #expect(list.configuration.headerTopPadding == nil)
    }

    @Test("decode → encode → decode is exact in JSON and YAML, and absent fields stay absent")
    func roundTrip() throws {
        let texts = [
            Self.insetGrouped,
            "version: 1\nlist: {appearance: grouped}\nsections: [{itemCount: 4}, {itemCount: 1}]",
            "version: 1\nsections: [{itemCount: 2, list: {headerMode: firstItemInSection}}]",
        ]
        for text in texts {
            let description = try LayoutDescription.decoded(text)
            #expect(try LayoutDescription.decoded(description.jsonText()) == description)
            #expect(try LayoutDescription.decoded(description.yamlText()) == description)
        }
        let sparse = try LayoutDescription.decoded(texts[2])
        #expect(sparse.yamlText().contains("headerMode") && !sparse.yamlText().contains("appearance"))
        #expect(!sparse.jsonText().contains("appearance"))
        #expect(sparse.jsonText().contains("\"headerMode\": \"firstItemInSection\""))
    }

    @Test("R-LIST-1, R-LIST-3, R-LIST-4: the issue's section solves to the engine's list section")
    func solvesLikeTheEngine() throws {
        let layout = try TestSupport.prepare(Self.insetGrouped, strict: true)
        var configuration = LayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 8
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844),
            layoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let fixed = configuration
        let engine = try CompositionalLayout(sectionProvider: { _, environment in
            .list(using: fixed, layoutEnvironment: environment)
        }).prepare(in: environment, itemCounts: [6])
        #expect(layout.allElements() == engine.allElements())
        #expect(layout.listConfiguration(inSection: 0) == configuration)
        // By hand: padding 8 → header (16, 8, 358, 44) (layout margins 16 each side, R-LIST-3);
        // rows from 52, 44 apart; section 8 + 44 + 6 × 44 + bottom inset 16 = 332.
        let header = layout.attributes(
            forSupplementaryOfKind: "UICollectionElementKindSectionHeader",
            at: LayoutIndexPath(item: 0, section: 0))
        TestSupport.expect(header?.frame, (16, 8, 358, 44), "header")
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 5, section: 0))?.frame, (16, 272, 358, 44),
            "row 5")
        #expect(layout.contentSize == Size(width: 390, height: 332))
    }

    @Test("The layout-wide list mirrors CompositionalLayout.list(using:)")
    func layoutWideList() throws {
        let text = """
            version: 1
            list: {appearance: grouped, headerMode: supplementary, footerMode: supplementary}
            sections: [{itemCount: 4}, {itemCount: 2}, {itemCount: 1}]
            """
        let layout = try TestSupport.prepare(text, strict: true)
        var configuration = LayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let engine = try CompositionalLayout.list(using: configuration).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [4, 2, 1])
        #expect(layout.allElements() == engine.allElements())
        #expect(layout.contentSize == engine.contentSize)
        // Section 0: 16 + 44 + 4 × 44 + 16 + 44 = 296.
        // Section 1: 16 + 44 + 2 × 44 + 16 + 44 = 208; section 2: 16 + 44 + 44 + 16 + 44 = 164.
        #expect(layout.contentSize.height == 668)
        #expect((0..<3).allSatisfy { layout.listConfiguration(inSection: $0) == configuration })
    }

    @Test("A section's own group or list wins over the layout-wide list")
    func ownGroupOrListWins() throws {
        let text = """
            version: 1
            list: {appearance: grouped}
            sections:
              - {itemCount: 1, group: \(TestSupport.rowGroup)}
              - {itemCount: 1, list: {appearance: plain}}
              - {itemCount: 1}
            """
        let layout = try TestSupport.prepare(text, strict: true)
        #expect(layout.listConfiguration(inSection: 0) == nil)
        #expect(layout.listConfiguration(inSection: 1)?.appearance == .plain)
        #expect(layout.listConfiguration(inSection: 2)?.appearance == .grouped)
        // Section 0: one 44-pt row of two half-width items; section 1 (plain, no padding) one row at
        // 44; section 2 (grouped) padding 16 → row at 44 + 44 + 16 = 104.
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 1))?.frame, (0, 44, 390, 44), "1.0"
        )
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 2))?.frame, (0, 104, 390, 44),
            "2.0")
    }

    @Test("Section fields given beside a list are set on the section the list makes")
    func fieldsOverrideTheList() throws {
        let text = """
            version: 1
            sections:
              - itemCount: 2
                list: {appearance: grouped}
                contentInsets: {top: 0, leading: 20, bottom: 4, trailing: 20}
                decorationItems: [{background: section-background}]
            """
        let layout = try TestSupport.prepare(text, strict: true)
        // Padding 16 stays (it is the list's); the insets replace the list's bottom inset 16:
        // rows at 16 and 60, x 20, width 390 − 40 = 350; section 16 + 88 + 4 = 108.
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 1, section: 0))?.frame, (20, 60, 350, 44),
            "0.1")
        #expect(layout.contentSize.height == 108)
        #expect(layout.allElements().contains { $0.category == .decoration })
        #expect(layout.listConfiguration(inSection: 0)?.appearance == .grouped)
    }

    @Test("Boundary items given beside a list replace the list's header and footer")
    func boundaryItemsReplaceHeaders() throws {
        let text = """
            version: 1
            sections:
              - itemCount: 1
                list: {appearance: plain, headerMode: supplementary, footerMode: supplementary}
                boundarySupplementaryItems:
                  - {kind: title, size: {width: "fractionalWidth(1)", height: "absolute(30)"}, alignment: top}
            """
        let layout = try TestSupport.prepare(text, strict: true)
        let kinds = layout.allElements().compactMap(\.elementKind)
        #expect(kinds == ["title"])
        // Plain: no padding; the 30-pt title, then the row at 30; section 30 + 44 = 74.
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 0))?.frame, (0, 30, 390, 44), "0.0"
        )
        #expect(layout.contentSize.height == 74)
    }

    @Test("Templates carry lists; a group and a list replace each other along the chain")
    func templates() throws {
        let text = """
            version: 1
            templates:
              rows: {list: {appearance: plain, headerMode: supplementary}}
              grid: {itemCount: 2, group: \(TestSupport.rowGroup)}
            sections:
              - {template: rows, itemCount: 3}
              - {template: rows, itemCount: 1, group: \(TestSupport.rowGroup)}
              - {template: grid, list: {appearance: insetGrouped}}
            """
        let description = try LayoutDescription.decoded(text)
        let layout = try description.resolve().prepare(strict: true)
        #expect(layout.listConfiguration(inSection: 0)?.headerMode == .supplementary)
        #expect(layout.listConfiguration(inSection: 1) == nil)
        #expect(layout.listConfiguration(inSection: 2)?.appearance == .insetGrouped)
        #expect(layout.numberOfItems(inSection: 2) == 2)
    }

    @Test("Engine problems in what a list made point at the list; given fields at themselves")
    func enginePaths() throws {
        let text = """
            version: 1
            list: {appearance: plain}
            templates:
              rows: {list: {appearance: grouped}}
            sections:
              - {itemCount: 1, list: {headerMode: supplementary}, contentInsets: 2}
              - {itemCount: 1, template: rows}
              - {itemCount: 1}
            """
        let resolved = try LayoutDescription.decoded(text).resolve()
        func path(_ section: Int, _ components: [LayoutPath.Component]) -> String {
            resolved.problem(
                for: .invalidNumber(.nan, at: LayoutPath(section: section, components: components))
            ).path.description
        }
        #expect(path(0, [.property("headerTopPadding")]) == "sections[0].list")
        #expect(
            path(0, [.index("boundarySupplementaryItems", 0), .property("layoutSize")]) == "sections[0].list")
        #expect(path(0, [.property("contentInsets"), .property("top")]) == "sections[0].contentInsets.top")
        #expect(path(1, [.property("group"), .property("layoutSize")]) == "templates.rows.list")
        #expect(path(2, [.property("headerTopPadding")]) == "list")
    }

    @Test(
        "Malformed lists: each problem at its path",
        arguments: [
            MalformedCase(
                "a list and a group", MalformedCase.withSection("list: {appearance: plain}"), "sections[0]",
                "found both \"group\" and \"list\""),
            MalformedCase(
                "a list and a group in a template",
                "version: 1\ntemplates:\n  t: {list: {}, group: \(TestSupport.rowGroup)}\nsections: [{template: t, itemCount: 1}]\n",
                "templates.t", "found both \"group\" and \"list\""),
            MalformedCase(
                "misspelt appearance",
                MalformedCase.section("{itemCount: 1, list: {appearance: insetgrouped}}"),
                "sections[0].list.appearance", "did you mean \"insetGrouped\"?"),
            MalformedCase(
                "unknown appearance", MalformedCase.section("{itemCount: 1, list: {appearance: fancy}}"),
                "sections[0].list.appearance",
                "expected one of plain | grouped | insetGrouped | sidebar | sidebarPlain"),
            MalformedCase(
                "misspelt list key",
                MalformedCase.section("{itemCount: 1, list: {headerMod: supplementary}}"),
                "sections[0].list.headerMod", "did you mean \"headerMode\"?"),
            MalformedCase(
                "footer as first item",
                MalformedCase.section("{itemCount: 1, list: {footerMode: firstItemInSection}}"),
                "sections[0].list.footerMode", "expected one of none | supplementary"),
            MalformedCase(
                "header mode as a flag", MalformedCase.section("{itemCount: 1, list: {headerMode: true}}"),
                "sections[0].list.headerMode", "expected one of none | supplementary | firstItemInSection"),
            MalformedCase(
                "negative padding", MalformedCase.section("{itemCount: 1, list: {headerTopPadding: -4}}"),
                "sections[0].list.headerTopPadding", "expected a number ≥ 0"),
            MalformedCase(
                "padding as text", MalformedCase.section("{itemCount: 1, list: {headerTopPadding: big}}"),
                "sections[0].list.headerTopPadding", "got the string"),
            MalformedCase(
                "separators as text",
                MalformedCase.section("{itemCount: 1, list: {showsSeparators: \"no\"}}"),
                "sections[0].list.showsSeparators", "expected true or false"),
            MalformedCase(
                "list as a word", MalformedCase.section("{itemCount: 1, list: insetGrouped}"),
                "sections[0].list",
                "expected list object"),
            MalformedCase(
                "layout-wide list misspelt",
                "version: 1\nlist: {appearance: sidbar}\nsections: [{itemCount: 1}]\n",
                "list.appearance", "did you mean \"sidebar\"?"),
            MalformedCase(
                "neither a group nor a list", MalformedCase.section("{itemCount: 2}"), "sections[0]",
                "missing required key \"group\" (or a \"list\" or a \"waterfall\")"),
        ])
    func malformed(_ testCase: MalformedCase) {
        testCase.verify()
    }
}
