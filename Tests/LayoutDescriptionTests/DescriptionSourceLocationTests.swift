import LayoutDescription
import Testing

/// `DescriptionSourceLocation`: the line and column a problem's JSON path names.
@Suite("Description source locations")
struct DescriptionSourceLocationTests {
    static let yaml = """
        version: 1
        templates:
          card: {interGroupSpacing: 8}
        sections:
          - template: card
            itemCount: 2
          - itemCount: 3
            group:
              horizontal:
                size: {width: half, height: "absolute(44)"}
        """

    @Test("A path ending at a scalar points at the scalar; at an object, at its key")
    func scalarsAndObjects() {
        let width = DescriptionPath.root.key("sections").index(1).key("group").key("horizontal").key("size")
            .key("width")
        // Line 10 is `        size: {width: half, …}`: 8 spaces and `size: {width: ` (14) put "half" at column 23.
        #expect(DescriptionSourceLocation.of(width, in: Self.yaml) == .init(line: 10, column: 23))
        // `horizontal:` is an object: its key, line 9 after 6 spaces.
        let group = DescriptionPath.root.key("sections").index(1).key("group").key("horizontal")
        #expect(DescriptionSourceLocation.of(group, in: Self.yaml) == .init(line: 9, column: 7))
    }

    @Test("A path through a template's fields points at the deepest part that is written")
    func templates() {
        let width = DescriptionPath.root.key("sections").index(0).key("group").key("horizontal")
        // sections[0] is written (`- template: card`, its first key at line 5, column 5); `group` is not.
        #expect(DescriptionSourceLocation.of(width, in: Self.yaml) == .init(line: 5, column: 5))
    }

    @Test("Unknown keys point at the key; syntax errors at the parser's place; JSON works alike")
    func problems() {
        let typo = DescriptionProblem(
            path: .root.key("templates").key("card").key("interGroupSpacing"),
            message: "unknown key \"interGroupSpacing\" in section")
        // Line 3 is `  card: {interGroupSpacing: 8}`: the key starts at column 10.
        #expect(DescriptionSourceLocation.of(typo, in: Self.yaml) == .init(line: 3, column: 10))
        let syntax = DescriptionProblem(
            path: .root, message: "syntax error at line 7, column 12: did not find expected key")
        #expect(DescriptionSourceLocation.of(syntax, in: "") == .init(line: 7, column: 12))
        let json = "{\n  \"version\": 1,\n  \"sections\": [\n    {\"itemCount\": -2}\n  ]\n}\n"
        // Line 4 is `    {"itemCount": -2}`: 4 spaces, `{"itemCount": ` (14) put -2 at column 19.
        #expect(
            DescriptionSourceLocation.of(.root.key("sections").index(0).key("itemCount"), in: json)
                == .init(line: 4, column: 19))
        // Text that does not parse: every path points at the syntax error, here the end of input
        // after the unclosed `[`: `version: [` is 10 characters, so line 1, column 11 (the text has
        // no line 2).
        #expect(
            DescriptionSourceLocation.of(.root.key("nothing"), in: "version: [") == .init(line: 1, column: 11)
        )
    }

    /// Found by the fuzz targets FuzzDescription and FuzzSizes (reproducers in
    /// Fuzz/Corpus/FuzzDescription and Fuzz/Corpus/FuzzSizes): libyaml ends a stream that has no
    /// final line break on the line after the last one, so an unterminated one-line file was reported
    /// at `FILE:2:1`, a line the file does not have.
    @Test(
        "A syntax error at the end of a text without a final line break is on its last line",
        arguments: [
            // `{"a": 1` is 7 characters: the end is column 8 of line 1.
            ("{\"a\": 1", 1, 8),
            // With a line break the text has an empty line 2, where the end is.
            ("{\"a\": 1\n", 2, 1),
            // `a: [1` on line 2 after a CR LF (one break): 5 characters, so column 6.
            ("b: 1\r\na: [1", 2, 6),
            // Each of CR, NEL, LS and PS ends a line for libyaml too: `[` is line 4, column 2.
            ("b: 1\rc: 2\u{85}d: 3\u{2028}[", 4, 2),
            // `é` is one character (two bytes): `x: [é` ends at column 6.
            ("x: [\u{E9}", 1, 6),
        ])
    func endOfInputWithoutLineBreak(text: String, line: Int, column: Int) throws {
        let expected = DescriptionSourceLocation(line: line, column: column)
        do throws(DescriptionError) {
            _ = try DescriptionValue.parse(text)
            Issue.record("\(text.debugDescription) parsed")
        } catch {
            let problem = try #require(error.problems.first)
            #expect(
                problem.message.hasPrefix("syntax error at line \(line), column \(column): "), "\(problem)")
            #expect(DescriptionSourceLocation.of(problem, in: text) == expected)
        }
        #expect(DescriptionSourceLocation.of(.root.key("sections"), in: text) == expected)
    }

    /// Found by fuzzing (FuzzSizes): the empty document of `---` without a line break is a null that
    /// libyaml places on a line after the last one; its problem points at the end of the text.
    @Test(
        "A document that is only `---` is located inside the text",
        arguments: [("---", 1, 4), ("---\n", 2, 1), ("--- ", 1, 5)])
    func emptyDocumentMarker(text: String, line: Int, column: Int) throws {
        let expected = DescriptionSourceLocation(line: line, column: column)
        #expect(DescriptionSourceLocation.of(DescriptionPath.root, in: text) == expected)
        #expect(throws: DescriptionError.self) { try SizesDescription.decode(text) }
        do {
            _ = try SizesDescription.decode(text)
        } catch {
            let problem = try #require(error.problems.first)
            #expect(DescriptionSourceLocation.of(problem, in: text) == expected)
        }
    }
}
