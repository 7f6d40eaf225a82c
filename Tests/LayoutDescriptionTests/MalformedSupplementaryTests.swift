import LayoutDescription
import Testing

/// Malformed boundary items, anchored items, decorations and orthogonal settings, and the engine's
/// supplementary errors (R-INDEX-3): each yields the problem at the right JSON path.
@Suite("Malformed supplementaries, decorations and orthogonal settings")
struct MalformedSupplementaryTests {
    static let header = #"size: {width: "fractionalWidth(1)", height: "absolute(44)"}"#
    static let badgeSize = #"size: {width: "absolute(20)", height: "absolute(20)"}"#

    static let cases: [MalformedCase] = [
        MalformedCase(
            "unknown alignment",
            MalformedCase.withSection("boundarySupplementaryItems: [{kind: h, \(header), alignment: topp}]"),
            "sections[0].boundarySupplementaryItems[0].alignment", "did you mean \"top\"?"),
        MalformedCase(
            "alignment none is not a format name",
            MalformedCase.withSection("boundarySupplementaryItems: [{kind: h, \(header), alignment: none}]"),
            "sections[0].boundarySupplementaryItems[0].alignment", "expected one of top | topLeading"),
        MalformedCase(
            "empty kind",
            MalformedCase.withSection(
                #"boundarySupplementaryItems: [{kind: "", \#(header), alignment: top}]"#),
            "sections[0].boundarySupplementaryItems[0].kind", "expected a non-empty string"),
        MalformedCase(
            "missing alignment",
            MalformedCase.withSection("boundarySupplementaryItems: [{kind: h, \(header)}]"),
            "sections[0].boundarySupplementaryItems[0]", "missing required key \"alignment\""),
        MalformedCase(
            "pin flag as a string",
            MalformedCase.withSection(
                "boundarySupplementaryItems: [{kind: h, \(header), alignment: top, pinToVisibleBounds: yes please}]"
            ),
            "sections[0].boundarySupplementaryItems[0].pinToVisibleBounds", "expected true or false"),
        MalformedCase(
            "offset with one number",
            MalformedCase.withSection(
                "boundarySupplementaryItems: [{kind: h, \(header), alignment: top, offset: [4]}]"),
            "sections[0].boundarySupplementaryItems[0].offset", "a list of two numbers"),
        MalformedCase(
            "two headers of one kind (engine, R-INDEX-3)",
            MalformedCase.withSection(
                "boundarySupplementaryItems: [{kind: h, \(header), alignment: top}, {kind: h, \(header), alignment: bottom}]"
            ),
            "sections[0].boundarySupplementaryItems[1]", "h"),
        MalformedCase(
            "two layout-level items of one kind (engine)",
            "version: 1\nconfiguration: {boundarySupplementaryItems: [{kind: h, \(header), alignment: top}, "
                + "{kind: h, \(header), alignment: bottom}]}\nsections: []\n",
            "configuration.boundarySupplementaryItems[1]", "h"),
        MalformedCase(
            "unknown edge",
            MalformedCase.item(
                #"size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}, supplementaryItems: [{kind: b, "#
                    + "\(badgeSize), containerAnchor: {edges: [top, right]}}]"),
            "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0].containerAnchor.edges[1]",
            "expected one of top | leading | bottom | trailing"),
        MalformedCase(
            "edge named twice",
            MalformedCase.item(
                #"size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}, supplementaryItems: [{kind: b, "#
                    + "\(badgeSize), containerAnchor: {edges: [top, top]}}]"),
            "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0].containerAnchor.edges",
            "each edge may be named once"),
        MalformedCase(
            "both offsets",
            MalformedCase.item(
                #"size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}, supplementaryItems: [{kind: b, "#
                    + "\(badgeSize), containerAnchor: {edges: [top], absoluteOffset: [1, 1], fractionalOffset: [0, 0]}}]"
            ),
            "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0].containerAnchor",
            "exclude each other"),
        MalformedCase(
            "two badges of one kind on an item (engine)",
            MalformedCase.item(
                #"size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}, supplementaryItems: ["#
                    + "{kind: b, \(badgeSize), containerAnchor: {edges: [top]}}, "
                    + "{kind: b, \(badgeSize), containerAnchor: {edges: [bottom]}}]"),
            "sections[0].group.horizontal.subitems[0].item.supplementaryItems[1]", "b"),
        MalformedCase(
            "two group supplementaries of one kind (engine)",
            MalformedCase.body(
                "supplementaryItems: [{kind: g, \(badgeSize), containerAnchor: {edges: [top]}}, "
                    + "{kind: g, \(badgeSize), containerAnchor: {edges: [top]}}]"),
            "sections[0].group.horizontal.supplementaryItems[1]", "g"),
        MalformedCase(
            "badge with a negative size (engine)",
            MalformedCase.item(
                #"size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}, supplementaryItems: [{kind: b, "#
                    + #"size: {width: "absolute(-3)", height: "absolute(20)"}, containerAnchor: {edges: [top]}}]"#
            ),
            "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0].size.width", "R-DIM-3"),
        MalformedCase(
            "decoration without background",
            MalformedCase.withSection("decorationItems: [{contentInsets: 5}]"),
            "sections[0].decorationItems[0]", "missing required key \"background\""),
        MalformedCase(
            "decoration zIndex too large",
            MalformedCase.withSection("decorationItems: [{background: bg, zIndex: 1e12}]"),
            "sections[0].decorationItems[0].zIndex", "expected an integer"),
        MalformedCase(
            "unknown orthogonal behaviour",
            MalformedCase.withSection("orthogonalScrollingBehavior: groupPagingCentred"),
            "sections[0].orthogonalScrollingBehavior", "did you mean \"groupPagingCentered\"?"),
        MalformedCase(
            "deceleration rate of 1",
            MalformedCase.withSection("orthogonalScrollingProperties: {decelerationRate: 1}"),
            "sections[0].orthogonalScrollingProperties.decelerationRate", "a number > 0 and < 1"),
        MalformedCase(
            "misspelt deceleration rate",
            MalformedCase.withSection("orthogonalScrollingProperties: {decelerationRate: fasst}"),
            "sections[0].orthogonalScrollingProperties.decelerationRate", "did you mean \"fast\"?"),
        MalformedCase(
            "unknown bounce",
            MalformedCase.withSection("orthogonalScrollingProperties: {bounce: sometimes}"),
            "sections[0].orthogonalScrollingProperties.bounce", "expected one of automatic | always | never"),
        MalformedCase(
            "unknown key in the properties",
            MalformedCase.withSection("orthogonalScrollingProperties: {bounces: never}"),
            "sections[0].orthogonalScrollingProperties.bounces", "did you mean \"bounce\"?"),
    ]

    @Test("Each malformed supplementary gives its problem at its path", arguments: cases)
    func malformed(_ testCase: MalformedCase) {
        testCase.verify()
    }

    @Test("A duplicate kind that comes from a template points into the template")
    func templatePath() {
        let text = """
            version: 1
            templates:
              headed:
                boundarySupplementaryItems:
                  - {kind: h, \(Self.header), alignment: top}
                  - {kind: h, \(Self.header), alignment: bottom}
            sections:
              - {template: headed, itemCount: 2, group: \(TestSupport.rowGroup)}
            """
        let problems = TestSupport.problems(text)
        #expect(problems.map(\.path.description) == ["templates.headed.boundarySupplementaryItems[1]"])
    }
}
