import CollectionLayout
import LayoutDescription
import Testing

/// The one format of every message (`FILE:LINE:COLUMN: error: PATH: MESSAGE`) and the suggestions
/// for names an iOS developer types: `left`/`right` and device presets.
@Suite("Diagnostic lines and suggestions")
struct DiagnosticLineTests {
    @Test("A line drops the parts it does not have: place, file, severity")
    func format() {
        let problem = DescriptionProblem(path: DescriptionPath.root.key("sections").index(0), message: "bad")
        let place = DescriptionSourceLocation(line: 3, column: 5)
        #expect(
            DiagnosticLine(problem, file: "a.yaml", at: place).description
                == "a.yaml:3:5: error: sections[0]: bad")
        #expect(
            DiagnosticLine(problem, .warning, file: "<stdin>", at: place).description
                == "<stdin>:3:5: warning: sections[0]: bad")
        #expect(
            DiagnosticLine(problem, file: "a.yaml", at: nil).description == "a.yaml: error: sections[0]: bad")
        #expect(DiagnosticLine(problem, file: nil, at: place).description == "error: sections[0]: bad")
        #expect(DiagnosticLine("no FILE given").description == "error: no FILE given")
        // Text from the input never drives the terminal.
        #expect(DiagnosticLine("key \u{1B}[31m").description == "error: key \\u001b[31m")
    }

    @Test("locating places every problem with one parse; without text at the start; without a file nowhere")
    func locating() {
        // `sections:` is line 2; `  - itemCont: 3` puts the unknown key after 4 characters, at column 5.
        let text = "version: 1\nsections:\n  - itemCont: 3\n"
        let problems = [
            DescriptionProblem(
                path: DescriptionPath.root.key("sections").index(0).key("itemCont"),
                message: "unknown key \"itemCont\""),
            DescriptionProblem(path: .root.key("sections"), message: "other"),
        ]
        let lines = DiagnosticLine.locating(problems, in: text, file: "f.yaml")
        #expect(
            lines.map(\.location) == [
                DescriptionSourceLocation(line: 3, column: 5), DescriptionSourceLocation(line: 2, column: 1),
            ])
        #expect(
            DiagnosticLine.locating(problems, in: nil, file: "f.yaml").map(\.location) == [.start, .start])
        #expect(DiagnosticLine.locating(problems, in: text, file: nil).map(\.location) == [nil, nil])
    }

    @Test(
        "left and right suggest leading and trailing wherever the format names an edge or alignment",
        arguments: [
            ("left", "leading"), ("right", "trailing"), ("Left", "leading"), ("topLeft", "topLeading"),
            ("bottomRight", "bottomTrailing"), ("topright", "topTrailing"),
        ])
    func leftAndRight(typed: String, meant: String) {
        let alignments = [
            "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing",
            "topTrailing",
        ]
        #expect(Suggestion.closest(to: typed, among: alignments) == meant)
    }

    @Test(
        "Every left and right is respelt, left to right (no substring search of the standard library)",
        arguments: [
            ("leftRight", "leadingTrailing"), ("rightLeftRight", "trailingLeadingTrailing"),
            ("lefLeft", "lefLeading"), ("leftLeftLeft", "leadingLeadingLeading"),
        ])
    func everyLeftAndRight(typed: String, meant: String) {
        // Far beyond three edits from the candidate: only the respelling finds it.
        #expect(Suggestion.closest(to: typed, among: ["unrelated", meant]) == meant)
    }

    @Test("left is no suggestion where no edge is expected (layout directions keep their names)")
    func leftElsewhere() {
        #expect(Suggestion.closest(to: "left", among: ["leftToRight", "rightToLeft"]) == nil)
        #expect(Suggestion.closest(to: "right", among: ["top", "bottom"]) == nil)
    }

    @Test(
        "An unknown device suggests the preset's name",
        arguments: [
            ("iphone16", "iphone-16"), ("iphone16pro", "iphone-16-pro"), ("iPhone-SE", "iphone-se"),
            ("ipad-pro-13-landscap", "ipad-pro-13-landscape"),
        ])
    func device(typed: String, meant: String) {
        #expect(
            DiagnosticLine.unknownDevice(typed) == "unknown device \"\(typed)\"; did you mean \"\(meant)\"?")
    }

    @Test("An unreadable input has one wording, with the flag that named it")
    func cannotRead() {
        #expect(
            DiagnosticLine.cannotRead("a.yaml", reason: "No such file or directory")
                == "cannot read \"a.yaml\": No such file or directory")
        #expect(
            DiagnosticLine.cannotRead("s.json", reason: "Is a directory", role: "--sizes")
                == "cannot read --sizes \"s.json\": Is a directory")
    }

    @Test("environment.device applies the preset; the fields beside it win; a typo gets the preset's name")
    func environmentDevice() throws {
        // iphone-16: 393 × 852 @3x, safe area (59, 0, 34, 0), margins 16 at compact width.
        let phone = try LayoutDescription.decode(
            "version: 1\nenvironment: {device: iphone-16, height: 500}\nsections: []\n")
        #expect(phone.environment.device == "iphone-16")
        #expect(phone.environment.height == 500)
        let environment = phone.environment.layoutEnvironment
        #expect(environment.container.contentSize == Size(width: 393, height: 500))
        #expect(environment.displayScale == 3)
        #expect(
            environment.safeAreaInsets == DirectionalEdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(environment.layoutMargins.leading == 16)
        // Written back as written: the preset's name, not its values.
        let written = phone.yamlText()
        #expect(written.contains("iphone-16") && !written.contains("393"), "\(written)")
        #expect(try LayoutDescription.decode(written) == phone)
        let text = "version: 1\nenvironment: {device: iphone16}\nsections: []\n"
        #expect(throws: DescriptionError.self) { try LayoutDescription.decode(text) }
        do {
            _ = try LayoutDescription.decode(text)
        } catch {
            let problem = try #require(error.problems.first)
            #expect(problem.path.description == "environment.device")
            #expect(
                problem.message.hasSuffix(#"got "iphone16"; did you mean "iphone-16"?"#), "\(problem.message)"
            )
            // `environment: {device: ` is 22 characters: the value starts at column 23 of line 2.
            #expect(
                DescriptionSourceLocation.of(problem, in: text)
                    == DescriptionSourceLocation(line: 2, column: 23))
        }
    }
}
