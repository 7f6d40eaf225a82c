import LayoutDescription
import Testing

/// Malformed groups, items, dimensions, spacings and custom frames, and engine errors found in
/// strict mode: each yields the problem at the right JSON path.
@Suite("Malformed groups and items")
struct MalformedGroupTests {
    static let cases: [MalformedCase] = [
        MalformedCase(
            "dimension word", MalformedCase.item(#"size: {width: "half", height: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size.width",
            #"expected a dimension like "fractionalWidth(0.5)", got "half""#),
        MalformedCase(
            "negative dimension",
            MalformedCase.item(#"size: {width: "absolute(-4)", height: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size.width", "finite and ≥ 0 (R-DIM-3)"),
        MalformedCase(
            "misspelt dimension kind",
            MalformedCase.item(#"size: {width: "fractionalWidht(1)", height: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size.width", "did you mean \"fractionalWidth\"?"),
        MalformedCase(
            "division by zero",
            MalformedCase.item(#"size: {width: "fractionalWidth(1/0)", height: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size.width", "is not a number or a fraction a/b"),
        MalformedCase(
            "dimension as a number", MalformedCase.item(#"size: {width: 44, height: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size.width", "got the number 44"),
        MalformedCase(
            "huge dimension",
            MalformedCase.item(#"size: {width: "absolute(1e300)", height: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size.width", "dimension value too large"),
        MalformedCase(
            "NaN dimension", MalformedCase.item(#"size: {width: "absolute(nan)", height: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size.width", "\"nan\" is not a number"),
        MalformedCase(
            "missing height", MalformedCase.item(#"size: {width: "absolute(44)"}"#),
            "sections[0].group.horizontal.subitems[0].item.size", "missing required key \"height\""),
        MalformedCase(
            "item without size", MalformedCase.item("contentInsets: 2"),
            "sections[0].group.horizontal.subitems[0].item", "missing required key \"size\""),
        MalformedCase(
            "two group kinds", MalformedCase.group("{horizontal: {}, vertical: {}}"), "sections[0].group",
            "expected exactly one of \"horizontal\", \"vertical\", \"custom\", found \"horizontal\" and \"vertical\""
        ),
        MalformedCase(
            "empty group object", MalformedCase.group("{}"), "sections[0].group",
            "expected exactly one of \"horizontal\", \"vertical\", \"custom\", found none"),
        MalformedCase(
            "misspelt group kind", MalformedCase.group("{horizonal: {}}"), "sections[0].group.horizonal",
            "did you mean \"horizontal\"?"),
        MalformedCase(
            "group as a list", MalformedCase.group("[]"), "sections[0].group",
            "expected group object, got a list"),
        MalformedCase(
            "no subitems",
            MalformedCase.group(
                #"{vertical: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, subitems: []}}"#),
            "sections[0].group.vertical.subitems", "needs at least one subitem"),
        MalformedCase(
            "subitem as a string",
            MalformedCase.group(
                #"{vertical: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, subitems: [item]}}"#
            ),
            "sections[0].group.vertical.subitems[0]", "expected subitem object, got the string \"item\""),
        MalformedCase(
            "zero count", MalformedCase.body("count: 0"), "sections[0].group.horizontal.count",
            "expected an integer ≥ 1"),
        MalformedCase(
            "count and repeating count", MalformedCase.body("count: 2, repeatingCount: 2"),
            "sections[0].group.horizontal", "exclude each other"),
        MalformedCase(
            "count with two subitems",
            MalformedCase.group(
                #"{horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, count: 2, subitems: ["#
                    + #"{item: {size: {width: "absolute(10)", height: "absolute(10)"}}}, "#
                    + #"{item: {size: {width: "absolute(10)", height: "absolute(10)"}}}]}}"#),
            "sections[0].group.horizontal.subitems", "repeats exactly one subitem"),
        MalformedCase(
            "misspelt spacing", MalformedCase.body(#"interItemSpacing: "fixd(3)""#),
            "sections[0].group.horizontal.interItemSpacing", #"expected a spacing like "fixed(8)""#),
        MalformedCase(
            "fractional spacing", MalformedCase.body(#"interItemSpacing: "flexible(1/2)""#),
            "sections[0].group.horizontal.interItemSpacing", "\"1/2\" is not a number"),
        MalformedCase(
            "spacing as a list", MalformedCase.body("interItemSpacing: [8]"),
            "sections[0].group.horizontal.interItemSpacing", "got a list of 1 element"),
        MalformedCase(
            "bad edge spacing", MalformedCase.body("edgeSpacing: {leading: wide}"),
            "sections[0].group.horizontal.edgeSpacing.leading", "expected a spacing"),
        MalformedCase(
            "misspelt edge", MalformedCase.body(#"edgeSpacing: {trailng: "fixed(2)"}"#),
            "sections[0].group.horizontal.edgeSpacing.trailng", "did you mean \"trailing\"?"),
        MalformedCase(
            "short custom frame",
            MalformedCase.group(
                #"{custom: {size: {width: "fractionalWidth(1)", height: "absolute(10)"}, frames: [[0, 0, 10]]}}"#
            ),
            "sections[0].group.custom.frames[0]", "expected a frame [x, y, width, height]"),
        MalformedCase(
            "fractional custom zIndex",
            MalformedCase.group(
                #"{custom: {size: {width: "fractionalWidth(1)", height: "absolute(10)"}, frames: [[0, 0, 10, 10, 1.5]]}}"#
            ),
            "sections[0].group.custom.frames[0][4]", "expected an integer, got 1.5"),
        MalformedCase(
            "custom frame with a word",
            MalformedCase.group(
                #"{custom: {size: {width: "fractionalWidth(1)", height: "absolute(10)"}, frames: [[0, top, 10, 10]]}}"#
            ),
            "sections[0].group.custom.frames[0][1]", "got the string \"top\""),
        MalformedCase(
            "subitems in a custom group",
            MalformedCase.group(
                #"{custom: {size: {width: "fractionalWidth(1)", height: "absolute(10)"}, frames: [], subitems: []}}"#
            ),
            "sections[0].group.custom.subitems", "unknown key \"subitems\" in customGroup"),
        MalformedCase(
            "item badge without an anchor",
            MalformedCase.item(
                #"size: {width: "absolute(44)", height: "absolute(44)"}, supplementaryItems: [{kind: badge, "#
                    + #"size: {width: "absolute(9)", height: "absolute(9)"}}]"#
            ),
            "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0]",
            "missing required key \"containerAnchor\""),
        MalformedCase(
            "anchor with both offsets",
            MalformedCase.item(
                #"size: {width: "absolute(44)", height: "absolute(44)"}, supplementaryItems: [{kind: badge, "#
                    + #"size: {width: "absolute(9)", height: "absolute(9)"}, containerAnchor: {edges: [top], "#
                    + "fractionalOffset: [0, 0], absoluteOffset: [1, 1]}}]"),
            "sections[0].group.horizontal.subitems[0].item.supplementaryItems[0].containerAnchor",
            "exclude each other"),
        MalformedCase(
            "strict: the first subitem does not fit",
            MalformedCase.item(#"size: {width: "absolute(500)", height: "absolute(44)"}"#),
            "sections[0].group.horizontal", "does not fit in the group's 390 pt"),
        MalformedCase(
            "strict: subitems dropped",
            MalformedCase.group(
                #"{horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, subitems: ["#
                    + #"{item: {size: {width: "absolute(100)", height: "absolute(10)"}}}, "#
                    + #"{vertical: {size: {width: "absolute(300)", height: "absolute(10)"}, subitems: ["#
                    + #"{item: {size: {width: "absolute(10)", height: "absolute(10)"}}}]}}]}}"#),
            "sections[0].group.horizontal", "only 1 of the group's 2 subitems fit"),
        MalformedCase(
            "strict: nested group holds no items",
            MalformedCase.group(
                #"{horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, subitems: ["#
                    + #"{vertical: {size: {width: "fractionalWidth(1)", height: "absolute(10)"}, subitems: ["#
                    + #"{item: {size: {width: "absolute(10)", height: "absolute(50)"}}}]}}]}}"#),
            "sections[0].group.horizontal.subitems[0].vertical", "does not fit"),
    ]

    @Test("Malformed groups, items and engine errors", arguments: cases)
    func malformed(_ testCase: MalformedCase) {
        testCase.verify()
    }

    @Test("R-DIAG-3: the description format's example path: third section, first subitem's width")
    func designExamplePath() {
        let good = "{itemCount: 1, group: \(TestSupport.rowGroup)}"
        let bad =
            #"{itemCount: 1, group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, "#
            + #"subitems: [{item: {size: {width: "half", height: "fractionalHeight(1)"}}}]}}}"#
        let text = "version: 1\nsections:\n  - \(good)\n  - \(good)\n  - \(bad)\n"
        #expect(
            TestSupport.problems(text).map(\.description) == [
                #"sections[2].group.horizontal.subitems[0].item.size.width: expected a dimension like "#
                    + #""fractionalWidth(0.5)", got "half""#
            ])
    }

    @Test("An engine error in a group inherited from a template points into the template")
    func templateOrigin() {
        let text = """
            version: 1
            templates:
              wide:
                group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"},
                  subitems: [{item: {size: {width: "absolute(500)", height: "absolute(44)"}}}]}}
            sections:
              - {template: wide, itemCount: 2}
            """
        #expect(TestSupport.problems(text).map(\.path.description) == ["templates.wide.group.horizontal"])
    }
}
