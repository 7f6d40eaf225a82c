import LayoutDescription
import Testing

/// Malformed input at the document, syntax, environment and section level: each yields the
/// problem at the right path, and none traps.
@Suite("Malformed documents")
struct MalformedDocumentTests {
    static let cases: [MalformedCase] = [
        MalformedCase("empty file", "", "(document)", "the input is empty"),
        MalformedCase("whitespace only", "  \n\n  ", "(document)", "the input is empty"),
        MalformedCase("only a comment", "# nothing here\n", "(document)", "the input is empty"),
        MalformedCase(
            "binary garbage", bytes: [0xFF, 0xFE, 0x00, 0x01, 0x9C, 0x80, 0xC3], "(document)", "not UTF-8"),
        MalformedCase("NUL bytes in text", "version: 1\u{0}\n", "(document)", "NUL"),
        MalformedCase("a list at the top", "[1, 2]", "(document)", "expected document object, got a list"),
        MalformedCase(
            "a scalar at the top", "hello", "(document)", "expected document object, got the string"),
        MalformedCase("unclosed flow list", "version: [1, 2\n", "(document)", "syntax error at line"),
        MalformedCase("two documents", "version: 1\n---\nversion: 1\n", "(document)", "syntax error"),
        MalformedCase(
            "deep flow nesting", String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
            "(document)", "nested deeper than 64 levels"),
        MalformedCase(
            "an apostrophe in a plain scalar before deep nesting",
            "a: it's\nb: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
            "(document)", "nested deeper than 64 levels"),
        MalformedCase(
            "a quote opening a continued plain scalar before deep nesting",
            "a: foo\n  'bar\nb: " + String(repeating: "[\"]\",", count: 5000)
                + String(repeating: "]", count: 5000),
            "(document)", "nested deeper than 64 levels"),
        MalformedCase(
            "a closed single-quoted backslash before deep nesting",
            "a: 'x\\'\nb: " + String(repeating: "{c: ", count: 5000) + String(repeating: "}", count: 5000),
            "(document)", "nested deeper than 64 levels"),
        MalformedCase(
            "more values than the limit, before the tree is built",
            "version: 1\nsections: []\na: [" + String(repeating: "0,", count: 200_001) + "0]\n", "(document)",
            "the document holds more than 200000 values"),
        MalformedCase(
            "deep block nesting",
            (0..<70).map { String(repeating: "  ", count: $0) + "a:" }.joined(separator: "\n") + " 1\n", nil,
            "nested deeper than 64 levels"),
        MalformedCase(
            "alias bomb",
            "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                + "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                + "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\n"
                + "g: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]\n", nil, "expands to more than"),
        MalformedCase("non-string key", "? [a, b]\n: 1\n", "(document)", "object keys must be strings"),
        MalformedCase("missing version", "sections: []\n", "(document)", "missing required key \"version\""),
        MalformedCase("version 2", "version: 2\nsections: []\n", "version", "unsupported format version 2"),
        MalformedCase(
            "version as a string", "version: \"1\"\nsections: []\n", "version",
            "expected the format version 1, got the string \"1\""),
        MalformedCase("missing sections", "version: 1\n", "(document)", "missing required key \"sections\""),
        MalformedCase(
            "sections not a list", "version: 1\nsections: {}\n", "sections",
            "expected a list of section objects"),
        MalformedCase(
            "misspelt top-level key", "version: 1\nsection: []\n", "section", "did you mean \"sections\"?"),
        MalformedCase(
            "duplicate key", "version: 1\nversion: 1\nsections: []\n", "version", "duplicate key \"version\""),
        MalformedCase(
            "templates not an object", "version: 1\ntemplates: [1]\nsections: []\n", "templates",
            "expected an object whose values are section objects"),
        MalformedCase(
            "negative width", "version: 1\nenvironment: {width: -1}\nsections: []\n", "environment.width",
            "expected a number ≥ 0"),
        MalformedCase(
            "zero display scale", "version: 1\nenvironment: {displayScale: 0}\nsections: []\n",
            "environment.displayScale", "> 0"),
        MalformedCase(
            "misspelt rounding policy", "version: 1\nenvironment: {roundingPolicy: modrn}\nsections: []\n",
            "environment.roundingPolicy", "did you mean \"modern\"?"),
        MalformedCase(
            "unknown scroll direction",
            "version: 1\nconfiguration: {scrollDirection: diagonal}\nsections: []\n",
            "configuration.scrollDirection", "expected one of vertical | horizontal, got \"diagonal\""),
        MalformedCase(
            "huge inter-section spacing",
            "version: 1\nconfiguration: {interSectionSpacing: 1e400}\nsections: []\n",
            "configuration.interSectionSpacing", "expected a finite number, got inf"),
        MalformedCase(
            "misspelt section key", MalformedCase.withSection("itemcount: 2"), "sections[0].itemcount",
            "did you mean \"itemCount\"?"),
        MalformedCase(
            "negative item count", MalformedCase.section("{itemCount: -3, group: \(TestSupport.rowGroup)}"),
            "sections[0].itemCount", "expected an integer ≥ 0"),
        MalformedCase(
            "fractional item count",
            MalformedCase.section("{itemCount: 2.5, group: \(TestSupport.rowGroup)}"),
            "sections[0].itemCount", "expected an integer, got 2.5"),
        MalformedCase(
            "item count as a word",
            MalformedCase.section("{itemCount: three, group: \(TestSupport.rowGroup)}"),
            "sections[0].itemCount", "got the string \"three\""),
        MalformedCase(
            "huge item count", MalformedCase.section("{itemCount: 1e12, group: \(TestSupport.rowGroup)}"),
            "sections[0].itemCount", "≤ 10000000"),
        MalformedCase(
            "NaN item count", MalformedCase.section("{itemCount: .nan, group: \(TestSupport.rowGroup)}"),
            "sections[0].itemCount", "expected a finite number, got nan"),
        MalformedCase(
            "infinite inter-group spacing", MalformedCase.withSection("interGroupSpacing: .inf"),
            "sections[0].interGroupSpacing", "expected a finite number, got inf"),
        MalformedCase(
            "insets as a word", MalformedCase.withSection("contentInsets: wide"), "sections[0].contentInsets",
            "expected a number or an object {top, leading, bottom, trailing}"),
        MalformedCase(
            "misspelt inset edge", MalformedCase.withSection("contentInsets: {top: 1, leadng: 2}"),
            "sections[0].contentInsets.leadng", "did you mean \"leading\"?"),
        MalformedCase(
            "flag as a string", MalformedCase.withSection("supplementariesFollowContentInsets: \"yes\""),
            "sections[0].supplementariesFollowContentInsets", "expected true or false"),
        MalformedCase(
            "section without a group", MalformedCase.section("{itemCount: 2}"), "sections[0]",
            "missing required key \"group\""),
        MalformedCase(
            "template refers to itself",
            "version: 1\ntemplates:\n  loop: {template: loop, itemCount: 1}\nsections:\n  - {template: loop}\n",
            "templates.loop.template", "refers to itself (loop → loop)"),
        MalformedCase(
            "templates refer to each other",
            "version: 1\ntemplates:\n  a: {template: b}\n  b: {template: a}\nsections:\n  - {template: a}\n",
            "templates.b.template", "refers to itself (a → b → a)"),
        MalformedCase(
            "unused template refers to itself",
            "version: 1\ntemplates:\n  loop: {template: loop}\nsections: []\n", "templates.loop.template",
            "refers to itself (loop → loop)"),
        MalformedCase(
            "unused template names an unknown template",
            "version: 1\ntemplates:\n  a: {template: nowhere}\nsections: []\n", "templates.a.template",
            "unknown template \"nowhere\""),
        MalformedCase(
            "unknown template",
            "version: 1\ntemplates:\n  banner: {itemCount: 1, group: \(TestSupport.rowGroup)}\n"
                + "sections:\n  - {template: baner}\n", "sections[0].template", "did you mean \"banner\"?"),
        MalformedCase(
            "orthogonal behaviour as a boolean",
            MalformedCase.withSection("orthogonalScrollingBehavior: true"),
            "sections[0].orthogonalScrollingBehavior", "expected one of none | continuous"),
        MalformedCase(
            "misspelt orthogonal behaviour",
            MalformedCase.withSection("orthogonalScrollingBehavior: paginng"),
            "sections[0].orthogonalScrollingBehavior", "did you mean \"paging\"?"),
        MalformedCase(
            "decoration items as an object", MalformedCase.withSection("decorationItems: {background: bg}"),
            "sections[0].decorationItems", "expected a list of decoration objects"),
        MalformedCase(
            "decoration without a kind", MalformedCase.withSection("decorationItems: [{zIndex: -1}]"),
            "sections[0].decorationItems[0]", "missing required key \"background\""),
        MalformedCase(
            "boundary alignment",
            MalformedCase.withSection(
                #"boundarySupplementaryItems: [{kind: header, size: {width: "fractionalWidth(1)", "#
                    + #"height: "absolute(44)"}, alignment: center}]"#),
            "sections[0].boundarySupplementaryItems[0].alignment", "expected one of top | topLeading"),
    ]

    @Test("Malformed documents and sections", arguments: cases)
    func malformed(_ testCase: MalformedCase) {
        testCase.verify()
    }

    @Test("Every problem is reported, in document order, not just the first")
    func everyProblem() {
        let text = """
            version: 1
            sections:
              - itemCount: -3
                tempalte: x
                group: {horizontal: {size: {width: "half", height: "absolute(44)"},
                  subitems: [{item: {size: {width: "fractionalWidht(1)", height: "absolute(1/0)"}}}],
                  interItemSpacing: "fixd(3)"}}
                contentInsets: .nan
            """
        let paths = TestSupport.problems(text).map(\.path.description)
        #expect(
            paths == [
                "sections[0].tempalte", "sections[0].itemCount", "sections[0].group.horizontal.size.width",
                "sections[0].group.horizontal.subitems[0].item.size.width",
                "sections[0].group.horizontal.subitems[0].item.size.height",
                "sections[0].group.horizontal.interItemSpacing", "sections[0].contentInsets",
            ])
    }
}
