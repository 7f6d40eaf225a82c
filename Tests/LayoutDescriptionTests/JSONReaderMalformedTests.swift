import LayoutDescription
import Testing

/// Malformed and unusual inputs through both readers. Where the YAML reader's problem is its own
/// (limits, encoding, duplicates, nesting, numbers), the portable reader must report exactly the same
/// problem — message, path and source location. Where the message is libyaml's (syntax errors) or
/// where JSON and YAML disagree, the difference is the documented one and is pinned here.
@Suite("Portable JSON reader: malformed input")
struct JSONReaderMalformedTests {
    /// What the two readers make of one input.
    enum Expectation: Sendable {
        /// Both readers give the same value, or the same problems at the same locations.
        case same
        /// Both readers give the same value or problems; locations are not compared (the YAML
        /// reader's source map cannot parse this text although its reader can).
        case sameExceptLocations
        /// Both report a syntax error at the root; the portable one at this line and column.
        case bothSyntax(line: Int, column: Int)
        /// YAML accepts it (it is not JSON); the portable reader reports a syntax error here.
        case jsonRefuses(line: Int, column: Int)
        /// Valid JSON that the YAML reader refuses or reads differently; the portable reader reads
        /// this value.
        case yamlDiffers(DescriptionValue)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let limits: DescriptionLimits
        let expectation: Expectation

        init(
            _ name: String, _ text: String, limits: DescriptionLimits = DescriptionLimits(),
            _ expectation: Expectation
        ) {
            self.init(name, bytes: Array(text.utf8), limits: limits, expectation)
        }

        init(
            _ name: String, bytes: [UInt8], limits: DescriptionLimits = DescriptionLimits(),
            _ expectation: Expectation
        ) {
            self.name = name
            self.bytes = bytes
            self.limits = limits
            self.expectation = expectation
        }

        var testDescription: String { name }
    }

    static func limits(bytes: Int = 8 << 20, depth: Int = 64, values: Int = 200_000) -> DescriptionLimits {
        DescriptionLimits(
            maximumInputBytes: bytes, maximumDepth: depth, maximumValueCount: values,
            maximumTemplateChainDepth: 64)
    }

    static let nested65 = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    static let nested66 = String(repeating: "[", count: 66) + String(repeating: "]", count: 66)
    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    static let nested600 = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    static let manyDigits =
        "[0." + String(repeating: "0", count: 300) + "1" + String(repeating: "7", count: 900) + "e300]"

    static let cases: [Case] = [
        // Whole-input problems: the reader's own messages.
        Case("empty input", "", .same),
        Case("only whitespace", "  \n \r\n", .same),
        Case("invalid UTF-8", bytes: Array("[\"".utf8) + [0xFF] + Array("\"]".utf8), .same),
        Case("overlong UTF-8", bytes: Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), .same),
        Case(
            "UTF-8 encoded surrogate", bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8),
            .same),
        Case("truncated UTF-8", bytes: Array("[\"".utf8) + [0xE2, 0x82], .same),
        Case("NUL byte", bytes: Array("{\"a\": \"x".utf8) + [0] + Array("\"}".utf8), .same),
        Case("raw control character in a string", "{\"a\": \"x\u{1}\"}", .same),
        Case("raw escape character", "[\"\u{1B}[31m\"]", .same),
        Case("raw DEL", "[\"\u{7F}\"]", .same),
        Case("raw C1 control", "[\"a\u{80}\"]", .same),
        Case("raw U+FFFE", "[\"\u{FFFE}\"]", .same),
        Case("control character after a multi-byte one", "[\"é\u{2}\"]", .same),
        Case("control character after an emoji", "[\"😀\u{2}\"]", .same),
        Case("control character after a combining accent", "[\"e\u{301}\u{2}\"]", .same),
        Case("control character after CRLF", "[\r\n\"\u{2}\"]", .same),
        Case("byte order mark", "\u{FEFF}{\"a\": 1}", .same),
        Case("two byte order marks", "\u{FEFF}\u{FEFF}[1]", .sameExceptLocations),
        Case("byte order mark only", "\u{FEFF}", .same),
        Case("input over the input limit", "{\"a\": 12345}", limits: limits(bytes: 10), .same),
        Case("input at the input limit", "[1234567]", limits: limits(bytes: 9), .same),
        // Limits.
        Case("more values than allowed", "{\"a\": 1, \"b\": 2}", limits: limits(values: 3), .same),
        Case("values exactly at the limit", "{\"a\": 1}", limits: limits(values: 3), .same),
        Case("nesting one level too deep", "{\"a\": [[1]]}", limits: limits(depth: 2), .same),
        Case("nesting two levels too deep", "{\"a\": [[[1]]]}", limits: limits(depth: 2), .same),
        Case("nesting at the limit", "{\"a\": [1]}", limits: limits(depth: 2), .same),
        Case("65 nested lists", nested65, .same),
        Case("66 nested lists", nested66, .same),
        Case("600 nested lists", nested600, .same),
        // At the nesting ceiling (500, whatever the limit asks for) the recursion stays shallow
        // enough for a secondary thread's stack.
        Case("500 nested lists at the ceiling", nested(500), limits: limits(depth: 1000), .same),
        Case("501 nested lists at the ceiling", nested(501), limits: limits(depth: 1000), .same),
        Case("502 nested lists at the ceiling", nested(502), limits: limits(depth: 1000), .same),
        Case("100,000 nested lists", nested(100_000), .same),
        Case(
            "nesting too deep after a syntax error", "{\"a\": 1,, " + nested600,
            .bothSyntax(line: 1, column: 9)),
        Case("too many values before a syntax error", "[1, 2, 3, 4 5]", limits: limits(values: 3), .same),
        Case(
            "a duplicate key before too many values", "[{\"a\": 1, \"a\": 2}, 3, 4]",
            limits: limits(values: 6), .same),
        // Duplicate keys: reported at the key's path, located where it is first written.
        Case("duplicate key", "{\"a\": 1, \"a\": 2}", .same),
        Case("duplicate key, nested", "{\"s\": [{\"k\": 1}, {\"x\": 0, \"k\": 1, \"k\": 2}]}", .same),
        Case("several duplicates: the least key is named", "{\"b\": 1, \"a\": 1, \"b\": 2, \"a\": 2}", .same),
        Case(
            "duplicates in two objects: the first to close", "[{\"z\": 1, \"z\": 2}, {\"a\": 1, \"a\": 2}]",
            .same),
        Case("duplicate key, then a syntax error", "[{\"a\": 1, \"a\": 2}, 1 2]", .same),
        Case("duplicate key, multi-line", "{\n  \"a\": 1,\n  \"b\": {\"c\": 1},\n  \"a\": 3\n}\n", .same),
        Case("duplicate key with non-ASCII", "{\"é\": 1, \"é\": 2}", .same),
        // Numbers: the same doubles as `Double(text)`.
        Case("integers and fractions", "[0, -0, 1, -1, 0.5, 1.25e2, 1E-2, 1e+2, 123456789012345]", .same),
        Case(
            "integer beyond 2^53", "[9007199254740993, 12345678901234567890123, -18446744073709551616]", .same
        ),
        Case(
            "number overflowing to infinity", "{\"a\": 1e400, \"b\": -1e400, \"c\": 1.7976931348623159e308}",
            .same),
        Case(
            "largest doubles",
            "[1.7976931348623157e308, 1.7976931348623158e308, 179769313486231580793728971405301e276]", .same),
        Case("number underflowing to zero", "[1e-400, 2.4703282292062327e-324, -1e-330]", .same),
        Case(
            "subnormals",
            "[4.9e-324, 2.4703282292062328e-324, 2.2250738585072011e-308, 2.2250738585072014e-308]", .same),
        Case(
            "halfway cases",
            "[9007199254740993.0, 9007199254740995, 0.1, 0.3, 2.675, 1.00000000000000011102230246251565404236316680908203125]",
            .same),
        Case("long mantissa", manyDigits, .same),
        Case("huge exponents", "[1e99999999999999999999, 1e-99999999999999999999, 0e99999]", .same),
        // Syntax errors: libyaml's words at the YAML reader, the portable reader's own.
        Case("truncated object", "{\"a\": 1", .bothSyntax(line: 1, column: 8)),
        Case("truncated string", "{\"a\": \"b", .bothSyntax(line: 1, column: 9)),
        Case("truncated list", "[1,\n2,", .bothSyntax(line: 2, column: 3)),
        Case("missing colon", "{\"a\" 1}", .bothSyntax(line: 1, column: 6)),
        Case("missing comma (YAML reads one scalar \"1 2\")", "[1 2]", .jsonRefuses(line: 1, column: 4)),
        Case("double comma", "{\"a\": 1,, \"b\": 2}", .bothSyntax(line: 1, column: 9)),
        Case("closing brace alone", "}", .bothSyntax(line: 1, column: 1)),
        Case("two documents", "{} {}", .bothSyntax(line: 1, column: 4)),
        Case("bad escape", "[\"\\q\"]", .bothSyntax(line: 1, column: 4)),
        Case("bad unicode escape", "[\"\\u12G4\"]", .bothSyntax(line: 1, column: 7)),
        Case("lone low surrogate escape", "[\"\\udc00\"]", .bothSyntax(line: 1, column: 3)),
        Case("lone high surrogate escape", "[\"x\\ud800x\"]", .bothSyntax(line: 1, column: 4)),
        Case("syntax error after a multi-byte character", "{\"é😀\": ]", .bothSyntax(line: 1, column: 8)),
        Case(
            "syntax error on a later line", "{\n  \"a\": [1, 2],\n  \"b\" 3\n}",
            .bothSyntax(line: 3, column: 7)),
        Case("CRLF line breaks", "{\r\n\"a\": 1,\r\n\"b\" 2}", .bothSyntax(line: 3, column: 5)),
        // YAML that is not JSON: the portable reader refuses it.
        Case("leading zero", "[01]", .jsonRefuses(line: 1, column: 3)),
        Case("trailing decimal point", "[1.]", .jsonRefuses(line: 1, column: 4)),
        Case("leading decimal point", "[.5]", .jsonRefuses(line: 1, column: 2)),
        Case("plus sign", "[+1]", .jsonRefuses(line: 1, column: 2)),
        Case("NaN", "[NaN]", .jsonRefuses(line: 1, column: 2)),
        Case("YAML NaN", "{\"a\": .nan}", .jsonRefuses(line: 1, column: 7)),
        Case("Infinity", "[-Infinity]", .jsonRefuses(line: 1, column: 3)),
        Case("hexadecimal", "[0x10]", .jsonRefuses(line: 1, column: 3)),
        // `[` 1, `t` 2, `r` 3, `u` 4: the word stops matching at `]`, column 5.
        Case("truncated literal", "[tru]", .jsonRefuses(line: 1, column: 5)),
        Case("byte order mark between values", "[1, \u{FEFF}2]", .jsonRefuses(line: 1, column: 5)),
        Case("single quotes", "{'a': 1}", .jsonRefuses(line: 1, column: 2)),
        Case("unquoted key", "{a: 1}", .jsonRefuses(line: 1, column: 2)),
        Case("trailing comma", "[1, 2,]", .jsonRefuses(line: 1, column: 7)),
        Case("comment", "{\"a\": 1} # note", .jsonRefuses(line: 1, column: 10)),
        Case("raw tab in a string", "[\"a\tb\"]", .jsonRefuses(line: 1, column: 4)),
        Case("raw line break in a string", "[\"a\nb\"]", .jsonRefuses(line: 1, column: 4)),
        Case("block YAML", "a: 1\n", .jsonRefuses(line: 1, column: 1)),
        // Valid JSON that the YAML reader refuses or reads otherwise.
        Case("surrogate pair escape", "[\"\\ud83d\\ude00\"]", .yamlDiffers(.array([.string("😀")]))),
        Case("raw next-line character", "[\"a\u{85}b\"]", .yamlDiffers(.array([.string("a\u{85}b")]))),
        Case("tab before the document", "\t[1]", .yamlDiffers(.array([.number(1)]))),
        Case("tab on a line after the document", "[1]\n\t\n", .yamlDiffers(.array([.number(1)]))),
        Case(
            "line separator in a key", "{\"a\u{2028}b\": 1}",
            .yamlDiffers(.object([(key: "a\u{2028}b", value: .number(1))]))),
        Case(
            "byte order mark starting a string", "[\"\u{FEFF}b\"]",
            .yamlDiffers(.array([.string("\u{FEFF}b")]))),
        Case(
            "key longer than 1024 characters", "{\"" + String(repeating: "k", count: 1025) + "\": 1}",
            .yamlDiffers(.object([(key: String(repeating: "k", count: 1025), value: .number(1))]))),
        // Valid JSON both read alike.
        Case("escapes", "[\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\u0000 \\uFFFF\"]", .same),
        Case("scalar document", "  42  ", .same),
        Case("empty containers", "{\"a\": [], \"b\": {}, \"c\": [{}]}", .same),
        Case("literals", "[true, false, null]", .same),
        Case("quoted merge key is an ordinary key", "{\"<<\": {\"a\": 1}, \"b\": 2}", .same),
        Case("raw line separator", "[\"a\u{2028}b\"]", .same),
        // Line 3 starts after U+2029: `"` 1, `,` 2, ` ` 3, `1` 4, ` ` 5, `2` 6.
        Case(
            "lines counted after a line separator", "[\"a\u{2028}b\", \"\u{2029}\", 1 2]",
            .jsonRefuses(line: 3, column: 6)),
        Case(
            "locations after line separators",
            "{\"a\": \"x\u{2028}y\", \"b\": {\"c\": \"\u{2029}\", \"d\": [2, {}]}}",
            .same),
        Case("tabs inside the document", "{\n\t\"a\":\t[\t1\t]\t}\t", .same),
        Case("byte order mark inside a string", "[\"a\u{FEFF}b\"]", .same),
        Case("key of 1000 characters", "{\"" + String(repeating: "k", count: 1000) + "\": 1}", .same),
        Case("non-ASCII strings", "{\"名前\": \"値 é 😀\", \"x\": [\"\u{301}\"]}", .same),
    ]

    @Test("Each malformed or unusual input", arguments: cases)
    func malformed(_ testCase: Case) throws {
        // Same values or problems: the problems' locations are compared at every path of the value.
        let native = ReaderParity.native(testCase.bytes, limits: testCase.limits)
        let portable = ReaderParity.portable(testCase.bytes, limits: testCase.limits)
        let text = String(decoding: testCase.bytes, as: UTF8.self)
        switch testCase.expectation {
        case .same:
            #expect(portable == native)
            var problems = portable.error?.problems ?? []
            if case .value(let value) = portable { problems = ReaderParity.probes(of: value) }
            let (nativeLocations, portableLocations) = ReaderParity.locations(
                of: problems, in: text, limits: testCase.limits)
            #expect(portableLocations == nativeLocations)
        case .sameExceptLocations:
            #expect(portable == native)
        case .bothSyntax(let line, let column):
            expectSyntaxError(native, line: nil, column: nil)
            expectSyntaxError(portable, line: line, column: column)
        case .jsonRefuses(let line, let column):
            if case .error(let error) = native { Issue.record("the YAML reader refused it: \(error)") }
            expectSyntaxError(portable, line: line, column: column)
        case .yamlDiffers(let value):
            #expect(portable == .value(value))
            #expect(native != portable)
        }
    }

    /// A single syntax error at the root, at `line`:`column` when given; its location is the one
    /// its message names.
    private func expectSyntaxError(_ outcome: ReaderParity.Outcome, line: Int?, column: Int?) {
        guard let problems = outcome.error?.problems, problems.count == 1, let problem = problems.first else {
            Issue.record("expected one syntax error, got \(outcome)")
            return
        }
        #expect(problem.path == .root)
        #expect(problem.message.hasPrefix("syntax error at line "))
        if let line, let column {
            #expect(
                problem.message.hasPrefix("syntax error at line \(line), column \(column): "),
                "\(problem.message)")
        }
    }

    @Test("The syntax errors the article shows, as each reader words them")
    func documentedSyntaxErrors() {
        let examples: [(input: String, yaml: String, portable: String)] = [
            (
                "{\"a\" 1}",
                "syntax error at line 1, column 6: while parsing a flow mapping (line 1): did not find expected ',' or '}'",
                "syntax error at line 1, column 6: expected ':' after the key, found '1'"
            ),
            (
                "{\"width\": 10,, \"height\": 20}",
                "syntax error at line 1, column 14: while parsing a flow node (line 1): did not find expected node content",
                "syntax error at line 1, column 14: expected a string key in double quotes, found ','"
            ),
            (
                "[1, 2",
                "syntax error at line 1, column 6: while parsing a flow sequence (line 1): did not find expected ',' or ']'",
                "syntax error at line 1, column 6: expected ',' or ']' after a list element, found the end of the input"
            ),
        ]
        for example in examples {
            let bytes = Array(example.input.utf8)
            #expect(ReaderParity.native(bytes) == .error(DescriptionError(path: .root, example.yaml)))
            #expect(ReaderParity.portable(bytes) == .error(DescriptionError(path: .root, example.portable)))
        }
    }

    @Test("A problem of a document that does not parse points at its syntax error, in both readers")
    func locationsOfUnparsedText() {
        let text = "{\n  \"a\": [1, 2],\n  \"b\" 3\n}"
        let problems = [DescriptionProblem(path: DescriptionPath([.key("a"), .index(1)]), message: "probe")]
        #expect(
            DescriptionJSONReader.locations(of: problems, in: text) == [
                DescriptionSourceLocation(line: 3, column: 7)
            ])
        #expect(DescriptionJSONReader.location(of: .root, in: "[1, 2]") == .start)
        #expect(
            DescriptionJSONReader.location(of: DescriptionPath([.index(1)]), in: "[1,\n 22]")
                == DescriptionSourceLocation(line: 2, column: 2))
    }

    @Test("A huge input (8 MiB of one list) reads the same as with the YAML reader")
    func hugeInput() {
        let element = "{\"w\": 12.5, \"s\": \"abc\"},"
        var text = "["
        while text.utf8.count + element.utf8.count < 1 << 20 { text += element }
        text += "1]"
        let bytes = Array(text.utf8)
        #expect(ReaderParity.portable(bytes) == ReaderParity.native(bytes))
        let over = Array(repeating: UInt8(ascii: " "), count: (8 << 20) + 1)
        #expect(ReaderParity.portable(over) == ReaderParity.native(over))
    }
}
