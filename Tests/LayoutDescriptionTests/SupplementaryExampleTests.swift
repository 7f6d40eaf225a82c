import CollectionLayout
import LayoutDescription
import Testing

/// The worked examples for boundary items, layout-level items, anchored items and decorations
/// (the R-STACK, R-BOUNDARY, R-PIN, R-ANCHOR and R-DECOR rules), decoded from `Tests/Fixtures/rule-examples/`
/// and solved. Every expected frame is the articles' own, from the text that follows the example.
@Suite("Worked examples: supplementaries and decorations")
struct SupplementaryExampleTests {
    private func prepared(_ name: String, edit: (inout LayoutDescription) -> Void = { _ in }) throws
        -> PreparedLayout
    {
        var description = try LayoutDescription.decoded(
            TestSupport.file("Tests/Fixtures/rule-examples/\(name).yaml"))
        edit(&description)
        return try description.resolve().prepare(strict: true)
    }

    private func element(
        _ layout: PreparedLayout, _ category: ElementCategory, _ kind: String? = nil, item: Int = 0,
        section: Int = 0
    ) -> LayoutAttributes? {
        layout.allElements().first {
            $0.category == category && $0.elementKind == kind
                && $0.indexPath == LayoutIndexPath(item: item, section: section)
        }
    }

    @Test("R-BOUNDARY-3, R-BOUNDARY-9: header and footer follow the content insets")
    func boundary() throws {
        let layout = try prepared("R-BOUNDARY-3_R-BOUNDARY-9")
        TestSupport.expect(
            element(layout, .supplementary, "section-header")?.frame, (16, 0, 358, 44), "header")
        TestSupport.expect(
            element(layout, .supplementary, "section-footer")?.frame, (16, 164, 358, 30), "footer")
        let cells = [(16.0, 54.0), (195, 54), (16, 104), (195, 104)]
        for (item, origin) in cells.enumerated() {
            TestSupport.expect(
                element(layout, .cell, item: item)?.frame, (origin.0, origin.1, 179, 50), "0.\(item)")
        }
        #expect(layout.contentSize.height == 194)
        #expect(element(layout, .supplementary, "section-header")?.zIndex == 1)
    }

    @Test("R-BOUNDARY-9: with supplementariesFollowContentInsets false the items span W")
    func boundaryNotFollowing() throws {
        let layout = try prepared("R-BOUNDARY-3_R-BOUNDARY-9-not-following")
        TestSupport.expect(
            element(layout, .supplementary, "section-header")?.frame, (0, 0, 390, 44), "header")
        TestSupport.expect(
            element(layout, .supplementary, "section-footer")?.frame, (0, 164, 390, 30), "footer")
        TestSupport.expect(element(layout, .cell, item: 3)?.frame, (195, 104, 179, 50), "0.3")
    }

    @Test("R-STACK-3, R-STACK-5: layout-level header and footer at (0, Int.max)")
    func layoutItems() throws {
        let layout = try prepared("R-STACK-3_R-STACK-5")
        TestSupport.expect(
            element(layout, .supplementary, "header", item: Int.max)?.frame, (0, 0, 390, 60), "header")
        TestSupport.expect(
            element(layout, .supplementary, "footer", item: Int.max)?.frame, (0, 130, 390, 48), "footer")
        TestSupport.expect(element(layout, .cell, item: 0)?.frame, (16, 70, 179, 50), "0.0")
        TestSupport.expect(element(layout, .cell, item: 1)?.frame, (195, 70, 179, 50), "0.1")
        #expect(layout.contentSize == Size(width: 390, height: 178))
    }

    @Test("R-STACK-4, R-STACK-5: a layout-level side rail makes E = 844")
    func layoutSideItem() throws {
        let layout = try prepared("R-STACK-3_R-STACK-5") {
            var rail = BoundaryItemDescription(
                kind: "rail",
                size: LayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
                alignment: .leading)
            rail.extendsBoundary = nil
            $0.configuration.boundarySupplementaryItems?.append(rail)
        }
        TestSupport.expect(
            element(layout, .supplementary, "rail", item: Int.max)?.frame, (0, 0, 30, 844), "rail")
        TestSupport.expect(
            element(layout, .supplementary, "footer", item: Int.max)?.frame, (0, 844, 390, 48), "footer")
        #expect(layout.contentSize == Size(width: 390, height: 892))
    }

    @Test(
        "R-ANCHOR-2, R-ANCHOR-3, R-ANCHOR-4: the badge table",
        arguments: [
            ("{edges: [top, trailing]}", nil, (175.0, 10.0)),
            ("{edges: [top, trailing], fractionalOffset: [0.3, -0.3]}", nil, (181, 4)),
            ("{edges: [top, trailing], absoluteOffset: [5, 8]}", nil, (180, 18)),
            ("{edges: [top, trailing]}", "{edges: [bottom, leading]}", (195, -10)),
            (
                "{edges: [top, trailing]}", "{edges: [bottom, leading], fractionalOffset: [0.25, 0.5]}",
                (200, 0)
            ),
            ("{edges: []}", nil, (95.5, 60)),
            ("{edges: [top, bottom, leading, trailing]}", nil, (95.5, 60)),
            ("{edges: [bottom]}", nil, (95.5, 110)),
            ("{edges: [leading]}", nil, (16, 60)),
        ] as [(String, String?, (Double, Double))])
    func badges(container: String, itemAnchor: String?, origin: (Double, Double)) throws {
        var anchors = "containerAnchor: \(container)"
        if let itemAnchor { anchors += ", itemAnchor: \(itemAnchor)" }
        let text = try TestSupport.file("Tests/Fixtures/rule-examples/R-ANCHOR-badge.yaml")
            .replacingOccurrences(
                of: "containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}", with: anchors)
        let layout = try TestSupport.prepare(text, strict: true)
        TestSupport.expect(
            element(layout, .supplementary, "badge")?.frame, (origin.0, origin.1, 20, 20), "badge \(anchors)")
    }

    @Test("R-ANCHOR: a fractional badge size resolves against the item")
    func fractionalBadge() throws {
        let text = try TestSupport.file("Tests/Fixtures/rule-examples/R-ANCHOR-badge.yaml")
            .replacingOccurrences(
                of: #"size: {width: "absolute(20)", height: "absolute(20)"}"#,
                with: #"size: {width: "fractionalWidth(0.4)", height: "fractionalHeight(0.2)"}"#
            )
            .replacingOccurrences(of: ", fractionalOffset: [0.3, -0.3]", with: "")
        let layout = try TestSupport.prepare(text, strict: true)
        TestSupport.expect(element(layout, .supplementary, "badge")?.frame, (123.4, 10, 71.6, 24), "badge")
    }

    @Test("R-DECOR-1: a background covers the section; cells move to zIndex 1")
    func decoration() throws {
        let layout = try prepared("R-DECOR-1")
        let background = try #require(element(layout, .decoration, "section-background"))
        TestSupport.expect(background.frame, (5, 5, 380, 146), "decoration")
        #expect(background.zIndex == 0)
        for (item, y) in [12.0, 56, 100].enumerated() {
            let cell = try #require(element(layout, .cell, item: item))
            TestSupport.expect(cell.frame, (12, y, 366, 44), "0.\(item)")
            #expect(cell.zIndex == 1)
        }
    }

    @Test("R-DECOR-1 with a header, and with no items")
    func decorationWithHeader() throws {
        let header = BoundaryItemDescription(
            kind: "header",
            size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            alignment: .top)
        let layout = try prepared("R-DECOR-1") { $0.sections[0].boundarySupplementaryItems = [header] }
        TestSupport.expect(element(layout, .supplementary, "header")?.frame, (12, 0, 366, 44), "header")
        TestSupport.expect(element(layout, .cell, item: 2)?.frame, (12, 144, 366, 44), "0.2")
        TestSupport.expect(
            element(layout, .decoration, "section-background")?.frame, (5, 5, 380, 190), "decoration")
        #expect(layout.contentSize.height == 200)
        let empty = try prepared("R-DECOR-1") {
            $0.sections[0].boundarySupplementaryItems = [header]
            $0.sections[0].itemCount = 0
        }
        TestSupport.expect(element(empty, .decoration, "section-background")?.frame, (5, 5, 380, 58), "empty")
        #expect(empty.contentSize.height == 68)
    }
}
