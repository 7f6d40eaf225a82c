import CollectionLayout
import LayoutDescription
import Testing

/// Engine errors carry a `LayoutPath` (section index + engine property names); the description
/// reports them at the JSON path of the text that caused them.
@Suite("Engine paths")
struct EnginePathTests {
    static let text = """
        version: 1
        templates:
          padded: {contentInsets: 4}
        sections:
          - itemCount: 3
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(100)"}
                subitems:
                  - item: {size: {width: "absolute(10)", height: "absolute(10)"}}
                  - vertical:
                      size: {width: "absolute(50)", height: "fractionalHeight(1)"}
                      subitems: [{item: {size: {width: "absolute(10)", height: "absolute(10)"}}}]
          - template: padded
            itemCount: 1
            group: {custom: {size: {width: "absolute(10)", height: "absolute(10)"}, frames: [[0, 0, 1, 1]]}}
        """

    private func path(_ error: LayoutError) throws -> String {
        try LayoutDescription.decoded(Self.text).resolve().problem(for: error).path.description
    }

    private func section(_ index: Int?, _ components: [LayoutPath.Component]) -> LayoutPath {
        LayoutPath(section: index, components: components)
    }

    @Test("Nested group and item sizes")
    func nestedSizes() throws {
        let components: [LayoutPath.Component] = [
            .property("group"), .index("subitems", 1), .property("group"), .index("subitems", 0),
            .property("layoutSize"), .property("widthDimension"),
        ]
        #expect(
            try path(.invalidDimension(.absolute(-1), at: section(0, components)))
                == "sections[0].group.horizontal.subitems[1].vertical.subitems[0].item.size.width")
        let top: [LayoutPath.Component] = [
            .property("group"), .property("layoutSize"), .property("heightDimension"),
        ]
        #expect(
            try path(.invalidDimension(.absolute(-1), at: section(0, top)))
                == "sections[0].group.horizontal.size.height")
    }

    @Test("Insets, edge spacing, spacing and counts")
    func properties() throws {
        let insets: [LayoutPath.Component] = [
            .property("group"), .property("contentInsets"), .property("top"),
        ]
        #expect(
            try path(.invalidNumber(.nan, at: section(0, insets)))
                == "sections[0].group.horizontal.contentInsets.top")
        let edges: [LayoutPath.Component] = [
            .property("group"), .index("subitems", 0), .property("edgeSpacing"), .property("leading"),
        ]
        #expect(
            try path(.invalidNumber(.nan, at: section(0, edges)))
                == "sections[0].group.horizontal.subitems[0].item.edgeSpacing.leading")
        let count: [LayoutPath.Component] = [
            .property("group"), .index("subitems", 1), .property("group"), .property("count"),
        ]
        #expect(
            try path(.invalidCount(0, at: section(0, count)))
                == "sections[0].group.horizontal.subitems[1].vertical.count")
    }

    @Test("Custom frames, template fields, item counts, configuration and environment")
    func otherPlaces() throws {
        let frame: [LayoutPath.Component] = [.property("group"), .index("customItems", 0)]
        #expect(try path(.invalidNumber(.nan, at: section(1, frame))) == "sections[1].group.custom.frames[0]")
        let insets: [LayoutPath.Component] = [.property("contentInsets"), .property("leading")]
        #expect(
            try path(.invalidNumber(.nan, at: section(1, insets))) == "templates.padded.contentInsets.leading"
        )
        #expect(try path(.invalidItemCount(-1, section: 1)) == "sections[1].itemCount")
        #expect(
            try path(.invalidNumber(.nan, at: section(nil, [.property("interSectionSpacing")])))
                == "configuration.interSectionSpacing")
        #expect(try path(.invalidEnvironment("container size must be finite")) == "environment")
    }

    @Test("A group too large for the engine's template limit is an error at the group's path")
    func templateTooLarge() throws {
        let text = MalformedCase.section(
            #"{itemCount: 2000000, group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(10)"}, "#
                + #"subitems: [{item: {size: {width: "absolute(0)", height: "absolute(10)"}}}]}}}"#)
        let resolved = try LayoutDescription.decoded(text).resolve()
        #expect(throws: DescriptionError.self) { try resolved.prepare() }
        do {
            _ = try resolved.prepare()
        } catch {
            #expect(error.problems.map(\.path.description) == ["sections[0].group.horizontal"])
            #expect(error.problems.first?.message.contains("more than the limit of 1000000") == true)
        }
        let strictProblems = TestSupport.problems(text)
        #expect(strictProblems.first?.message.contains("strict mode") == true)
    }
}

/// How paths are spelt.
@Suite("Description paths")
struct DescriptionPathTests {
    @Test("Keys join with dots, indexes in brackets, other keys quoted, the root named")
    func spelling() {
        let path = DescriptionPath.root.key("templates").key("my banner").key("group").key("subitems").index(
            2)
        #expect(path.description == #"templates["my banner"].group.subitems[2]"#)
        #expect(DescriptionPath.root.key("a\"b").description == #"["a\"b"]"#)
        #expect(
            DescriptionPath.root.key("section-header").key("$schema").description == "section-header.$schema")
        #expect(DescriptionPath.root.description == "(document)")
    }

    @Test("Suggestions come from edit distance and ignore case")
    func suggestions() {
        let text = MalformedCase.withSection("InterGroupSpacing: 2")
        #expect(
            TestSupport.problems(text).first?.message.hasSuffix("did you mean \"interGroupSpacing\"?") == true
        )
        let far = MalformedCase.withSection("colour: red")
        #expect(TestSupport.problems(far).first?.message == "unknown key \"colour\" in section")
    }
}
