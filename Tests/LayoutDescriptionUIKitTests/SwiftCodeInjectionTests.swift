import Foundation
import LayoutDescription
import PropertyBased
import Testing

/// Hostile names in a description (template names, element kinds) never become code in what
/// `complayout swift` prints: they appear only inside string literals (reading back as the name)
/// and one-line comments, and the output still parses. `.ci/swift-export-check` compiles and runs
/// `Tests/Fixtures/swift-export/hostile-names.yaml` as well.
@Suite("Swift code export: hostile names")
struct SwiftCodeInjectionTests {
    /// The template name of the report: a line break, a statement and a comment eating the rest.
    static let evilTemplate = "evil\nfatalError(\"pwned\") //"

    static func evilDescription() throws -> LayoutDescription {
        let group: DescriptionValue = .object([
            (
                "horizontal",
                .object([
                    (
                        "size",
                        .object([
                            ("width", .string("fractionalWidth(1)")), ("height", .string("absolute(44)")),
                        ])
                    ),
                    (
                        "subitems",
                        .array([
                            .object([
                                (
                                    "item",
                                    .object([
                                        (
                                            "size",
                                            .object([
                                                ("width", .string("fractionalWidth(1)")),
                                                ("height", .string("fractionalHeight(1)")),
                                            ])
                                        )
                                    ])
                                )
                            ])
                        ])
                    ),
                ])
            )
        ])
        return try LayoutDescription.decode(
            .object([
                ("version", .number(1)),
                ("templates", .object([(evilTemplate, .object([("group", group)]))])),
                (
                    "sections",
                    .array([
                        .object([("template", .string(evilTemplate)), ("itemCount", .number(2))]),
                        .object([("template", .string(evilTemplate)), ("itemCount", .number(3))]),
                    ])
                ),
            ]))
    }

    @Test("The reported template name stays inside its comment: no fatalError statement")
    func reportedTemplateName() throws {
        let code = try SwiftCodeExport().code(for: try Self.evilDescription())
        // The name is shown as a Swift string literal inside the section's one-line comment.
        #expect(
            code.contains(
                "    // sections[0], sections[1] (template \"evil\\nfatalError(\\\"pwned\\\") //\")\n"))
        // Paths through the template quote it the way complayout's messages do.
        #expect(code.contains("    // templates[\"evil\\nfatalError(\\\"pwned\\\") //\"].group"))
        for line in code.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            #expect(!text.hasPrefix("fatalError"), "\(line)")
            #expect(!line.contains("fatalError") || text.hasPrefix("//"), "\(line)")
        }
        let regions = SwiftRegions(code)
        #expect(regions.problems.isEmpty, "\(regions.problems)")
        #expect(try SwiftParser.problems(in: [code]) == nil)
    }

    @Test("Comment text: line breaks, separators, NUL and bidirectional controls are escaped; */ is broken")
    func commentEscaping() throws {
        var description = try Self.evilDescription()
        let name = "a\r\nb\u{2028}c\u{2029}d\0e\u{202E}f\u{2066}g\u{85}h*/i/*j\u{200B}k"
        description.templates[0].name = name
        description.sections = description.sections.map {
            var section = $0
            section.template = name
            return section
        }
        let code = try SwiftCodeExport().code(for: description)
        #expect(
            code.contains(
                "    // sections[0], sections[1] (template "
                    + "\"a\\r\\nb\\u{2028}c\\u{2029}d\\0e\\u{202E}f\\u{2066}g\\u{85}h*\\/i/\\*j\\u{200B}k\")\n"
            ))
        #expect(!code.unicodeScalars.contains { $0 != "\n" && SwiftRegions.isUnsafe($0) })
    }

    @Test("Random hostile names: the same code as with plain names, literals read back, output parses")
    func randomHostileNames() async throws {
        var exported: [String] = []
        var compared = 0
        await propertyCheck(count: 120, input: PropertyTests.seeds) { seed in
            var random = SplitMix(state: seed ^ 0x5EED)
            let original = RandomDescription(seed: seed).description
            let names = HostileNames.names(in: original.value)
            var hostile: [String: String] = [:]
            var plain: [String: String] = [:]
            var used: Set<String> = []
            for (index, name) in names.enumerated() {
                var candidate = HostileNames.random(using: &random)
                while !used.insert(candidate).inserted { candidate += HostileNames.random(using: &random) }
                hostile[name] = candidate
                plain[name] = "name\(index)"
            }
            guard
                let evil = try? LayoutDescription.decode(HostileNames.renamed(original.value, hostile)),
                let benign = try? LayoutDescription.decode(HostileNames.renamed(original.value, plain))
            else {
                Issue.record("seed \(seed): renamed descriptions must decode")
                return
            }
            let evilCode = try? SwiftCodeExport().code(for: evil)
            let benignCode = try? SwiftCodeExport().code(for: benign)
            #expect((evilCode == nil) == (benignCode == nil), "seed \(seed)")
            guard let evilCode, let benignCode else { return }
            compared += 1
            exported.append(evilCode)
            let evilRegions = SwiftRegions(evilCode)
            let benignRegions = SwiftRegions(benignCode)
            #expect(evilRegions.problems.isEmpty, "seed \(seed): \(evilRegions.problems)")
            // Outside literals and comments, the code is token for token the code of plain names
            // (names made from kinds count as one identifier token each).
            #expect(evilRegions.tokens == benignRegions.tokens, "seed \(seed)")
            // Every literal reads back as what it says with plain names, names replaced by the
            // hostile ones: element kinds come through exactly.
            let hostileByPlain = Dictionary(uniqueKeysWithValues: names.map { (plain[$0]!, hostile[$0]!) })
            #expect(
                evilRegions.literals == benignRegions.literals.map { hostileByPlain[$0] ?? $0 },
                "seed \(seed)")
            let unsafe = evilCode.unicodeScalars.filter { $0 != "\n" && SwiftRegions.isUnsafe($0) }
            #expect(unsafe.isEmpty, "seed \(seed): \(unsafe.map { String($0.value, radix: 16) })")
        }
        #expect(compared >= 100)
        // One compiler run parses every output.
        #expect(try SwiftParser.problems(in: exported) == nil)
    }
}

/// Names in a description's value tree: element kinds, decoration backgrounds and template names.
enum HostileNames {
    /// Pieces of hostile names: line breaks and separators, controls, bidirectional and invisible
    /// characters, combining marks, quotes, comment and interpolation openers, and a statement.
    static let pieces: [String] = [
        "\n", "\r", "\r\n", "\0", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{202A}",
        "\u{202E}", "\u{2066}", "\u{2069}", "\u{200B}", "\u{200F}", "\u{FEFF}", "\u{301}", "\u{A0}",
        "\u{3000}", "\u{E000}", "\"", "\\", "\"\"\"", "#", "#\"", "*/", "/*", "//", "///", "\\(", "(", ")",
        "{", "}", ";", " ", "\t", "`", "$0", "0", "fatalError(\"pwned\")", "evil", "é", "漢字", "🙂",
        "👩‍👩‍👧", "section-header",
    ]

    static func random(using random: inout SplitMix) -> String {
        (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            .joined()
    }

    /// The names in `value`, in the order they first occur.
    static func names(in value: DescriptionValue) -> [String] {
        var names: [String] = []
        visit(value, key: nil) { name in
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `value` with every name replaced by `mapping[name]`.
    static func renamed(_ value: DescriptionValue, _ mapping: [String: String], key: String? = nil)
        -> DescriptionValue
    {
        switch value {
        case .string(let text) where ["kind", "background", "template"].contains(key):
            return .string(mapping[text] ?? text)
        case .array(let values):
            return .array(values.map { renamed($0, mapping) })
        case .object(let pairs):
            return .object(
                pairs.map { pair in
                    if key == "templates" {
                        return (mapping[pair.key] ?? pair.key, renamed(pair.value, mapping))
                    }
                    return (pair.key, renamed(pair.value, mapping, key: pair.key))
                })
        default:
            return value
        }
    }

    private static func visit(_ value: DescriptionValue, key: String?, _ body: (String) -> Void) {
        switch value {
        case .string(let text) where ["kind", "background", "template"].contains(key): body(text)
        case .array(let values): values.forEach { visit($0, key: nil, body) }
        case .object(let pairs):
            for pair in pairs {
                if key == "templates" { body(pair.key) }
                visit(pair.value, key: key == "templates" ? nil : pair.key, body)
            }
        default: break
        }
    }
}

/// Generated Swift split as a reader (and the compiler) sees it: the code's tokens outside string
/// literals and comments, with identifiers as `X` and literals as `"S"`; the literals' values; the
/// comments' texts; and what the generator never writes (block comments, multi-line or raw
/// literals, a literal broken by a line break, an unknown escape).
struct SwiftRegions {
    var tokens: [String] = []
    var literals: [String] = []
    var comments: [String] = []
    var problems: [String] = []

    /// Scalars that no generated line may hold as they are: controls, separators, format
    /// characters, combining marks, spaces other than U+0020, private-use and unassigned.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark,
            .enclosingMark, .privateUse, .surrogate, .unassigned:
            return true
        case .spaceSeparator: return scalar != " "
        default: return false
        }
    }

    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar)
    }

    init(_ source: String) {
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                if at(1) == "\"" && at(2) == "\"" { problems.append("multi-line literal") }
                index += 1
                literals.append(readLiteral(scalars, &index))
                tokens.append("\"S\"")
            } else if scalar == "/" && at(1) == "/" {
                var text = ""
                while index < scalars.count && scalars[index] != "\n" {
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                comments.append(text)
            } else if scalar == "/" && at(1) == "*" {
                problems.append("block comment")
                index += 2
            } else if scalar == "#" && at(1) == "\"" {
                problems.append("raw literal")
                index += 1
            } else if Self.isIdentifierScalar(scalar) && !("0"..."9").contains(scalar) {
                while let next = at(0), Self.isIdentifierScalar(next) { index += 1 }
                tokens.append("X")
            } else if ("0"..."9").contains(scalar) {
                var number = ""
                while let next = at(0), ("0"..."9").contains(next) || next == "." {
                    number.unicodeScalars.append(next)
                    index += 1
                }
                tokens.append(number)
            } else if scalar == " " || scalar == "\n" {
                index += 1
            } else {
                tokens.append(String(scalar))
                index += 1
            }
        }
    }

    /// Reads a literal's value from just after its opening quote to just after its closing one.
    private mutating func readLiteral(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String {
        var value = ""
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"": return value
            case "\n":
                problems.append("line break in a literal")
                return value
            case "\\":
                guard index < scalars.count else { break }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": value += "\n"
                case "r": value += "\r"
                case "t": value += "\t"
                case "0": value += "\0"
                case "\"", "\\": value.unicodeScalars.append(escaped)
                case "u":
                    var hex = ""
                    guard index < scalars.count, scalars[index] == "{" else {
                        problems.append("bad \\u escape")
                        return value
                    }
                    index += 1
                    while index < scalars.count, scalars[index] != "}" {
                        hex.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    index += 1
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                        value.unicodeScalars.append(decoded)
                    } else {
                        problems.append("bad \\u escape \(hex)")
                    }
                default: problems.append("unknown escape \\\(escaped)")
                }
            default: value.unicodeScalars.append(scalar)
            }
        }
        problems.append("unterminated literal")
        return value
    }
}

/// `swiftc -parse` over generated code, in one compiler run.
enum SwiftParser {
    /// The compiler's complaints about `sources`, or nil when all parse. They are parsed as one file
    /// (a compiler run per file costs seconds): any of them that did not end where it started
    /// breaks the parse of the rest.
    static func problems(in sources: [String]) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swift-export-parse-\(UUID().uuidString).swift")
        try Data(sources.joined(separator: "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : "exit \(process.terminationStatus): \(text)"
    }
}

/// `GeneratedHostileNamesLayout.swift` is `complayout swift`'s code for
/// `Tests/Fixtures/swift-export/hostile-names.yaml`, compiled into this test target: the hostile
/// names compile as comments and literals, and running the code places the elements (it would trap
/// on an injected `fatalError`).
@Suite("Swift code export: the hostile-names fixture compiled")
@MainActor
struct HostileNamesFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static func fixtureDescription() throws -> LayoutDescription {
        let fixture = directory.appendingPathComponent("../Fixtures/swift-export/hostile-names.yaml")
        return try LayoutDescription.decode(try String(contentsOf: fixture, encoding: .utf8))
    }

    @Test("GeneratedHostileNamesLayout.swift is what complayout swift writes for the fixture")
    func generatedFileIsCurrent() throws {
        let code = try SwiftCodeExport(functionName: "makeHostileNamesFixtureLayout").code(
            for: try Self.fixtureDescription())
        let text = try String(
            contentsOf: Self.directory.appendingPathComponent("GeneratedHostileNamesLayout.swift"),
            encoding: .utf8)
        let generated = try #require(text.range(of: "import UIKitCompatibility\n"))
        #expect(
            String(text[generated.lowerBound...])
                == code.replacingOccurrences(of: "import UIKit\n", with: "import UIKitCompatibility\n"))
    }

    @Test("The generated code runs and places every element where complayout frames does")
    func generatedFrames() throws {
        let description = try Self.fixtureDescription()
        let view = try DescribedView(makeHostileNamesFixtureLayout(), for: description)
        let expected = try engineFrames(description)
        // 7 cells with a badge each, 2 headers and 2 backgrounds.
        #expect(expected.elements.count == 18)
        #expect(view.elements == expected.elements)
        let kinds = Set(view.elements.map(\.kind))
        #expect(kinds.contains("evil\"kind\\*/\u{202E}\u{2066}\0//fatalError(\"pwned\")"))
        #expect(kinds.contains("bg\u{202E}\"/*\\(fatalError())"))
        #expect(kinds.contains("\"\"\"#\u{200B}\u{301}badge"))
    }
}
