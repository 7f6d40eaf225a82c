import CollectionLayout
import Foundation
import Testing

/// End-to-end tests of the `complayout` binary: exit codes 0 / 64 / 65 and output shapes.
@Suite("complayout CLI")
struct CLITests {
    @Test(
        "frames --example prints exactly the golden JSON",
        arguments: ["photo-grid", "mosaic", "app-store", "photo-feed"])
    func framesGolden(_ name: String) throws {
        let result = try CLIRunner.run(["frames", "--example", name])
        #expect(result.status == 0)
        #expect(result.stdout == (try TestSupport.file("Tests/Fixtures/\(name).frames.json")))
        #expect(result.stderr.isEmpty)
    }

    @Test("frames reads standard input and prints text")
    func framesText() throws {
        let input = try TestSupport.file("Tests/Fixtures/rule-examples/R-CONT-1.yaml")
        let result = try CLIRunner.run(["frames", "-", "--format", "text"], input: input)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "contentSize 390 × 653")
        #expect(lines.last == "cell 0.4 (16, 432, 179, 211) z 0")
        #expect(lines.count == 6)
    }

    @Test("--width, --height and --scale override the environment")
    func overrides() throws {
        let result = try CLIRunner.run([
            "frames", "--example", "photo-grid", "--width", "300", "--format", "text",
        ])
        // 300 / 3 = 100-pt squares, inset 2.5 → 95 × 95; 4 rows of 100.
        #expect(result.stdout.hasPrefix("contentSize 300 × 400\ncell 0.0 (2.5, 2.5, 95, 95) z 0\n"))
        let sevenths = try TestSupport.file("Tests/Fixtures/rule-examples/R-ROUND-2_R-ROUND-3.yaml")
            .replacingOccurrences(
                of: "displayScale: 3, roundingPolicy: modern", with: "roundingPolicy: legacy")
        let scaled = try CLIRunner.run(["frames", "-", "--scale", "3", "--format", "text"], input: sevenths)
        // R-ROUND-3: legacy x positions 0, 55.6667, 111.3333, 167, 223, …
        #expect(scaled.stdout.contains("cell 0.4 (223, 0, 55.6667, 50) z 0"))
    }

    @Test("Diagnostics go to standard error; --strict turns them into errors")
    func diagnostics() throws {
        let input = MalformedCase.group(
            #"{horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, subitems: ["#
                + #"{item: {size: {width: "absolute(300)", height: "absolute(10)"}}}, "#
                + #"{item: {size: {width: "absolute(300)", height: "absolute(10)"}}}]}}"#)
        let lenient = try CLIRunner.run(["frames", "-"], input: input)
        #expect(lenient.status == 0)
        // Warnings are located in the input as errors are (`<stdin>:LINE:COLUMN: warning: …`).
        #expect(lenient.stderr.hasPrefix("<stdin>:"), "\(lenient.stderr)")
        #expect(
            lenient.stderr.contains(
                ": warning: sections[0].group.horizontal: only 1 of the group's 2 subitems"))
        #expect(lenient.stdout.hasPrefix("{\"contentSize\": {\"width\": 390, \"height\": 132},"))
        let strict = try CLIRunner.run(["frames", "-", "--strict"], input: input)
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.hasPrefix("<stdin>:"), "\(strict.stderr)")
        #expect(
            strict.stderr.contains(": error: sections[0].group.horizontal: only 1 of the group's 2 subitems"))
        let describe = try CLIRunner.run(["describe", "-"], input: input)
        #expect(describe.status == 0)
        #expect(describe.stderr.contains(": warning: sections[0].group.horizontal: only 1 of"))
    }

    @Test("validate exits 0 for a valid description and 65 with every problem otherwise")
    func validate() throws {
        let valid = try CLIRunner.run(["validate", "--example", "mosaic"])
        #expect(valid.status == 0 && valid.stdout == "example mosaic: valid\n")
        let input = "version: 1\nsections:\n  - {itemCount: -1, tempalte: x, group: {}}\n"
        let invalid = try CLIRunner.run(["validate", "-"], input: input)
        #expect(invalid.status == 65)
        // Line 3 `  - {itemCount: -1, tempalte: x, group: {}}`: `  - {` is 5 characters, so
        // `itemCount` is at column 6 and its value after `itemCount: ` (11) at 17; `-1, ` (4) puts
        // `tempalte` at 21, and `tempalte: x, ` (13) puts `group` at 34.
        #expect(
            invalid.stderr.split(separator: "\n") == [
                #"<stdin>:3:21: error: sections[0].tempalte: unknown key "tempalte" in section; did you mean "template"?"#,
                "<stdin>:3:17: error: sections[0].itemCount: expected an integer ≥ 0 and ≤ 10000000, got -1",
                #"<stdin>:3:34: error: sections[0].group: expected exactly one of "horizontal", "vertical", "custom", found none"#,
            ])
    }

    @Test(
        "Invalid input exits 65, never traps",
        arguments: [
            [UInt8](), Array("   \n".utf8), [0xFF, 0x00, 0xFE, 0x12],
            Array(String(repeating: "[", count: 100_000).utf8),
        ])
    func invalidInput(_ bytes: [UInt8]) throws {
        let result = try CLIRunner.run(["frames", "-"], input: bytes)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("<stdin>:"), "\(result.stderr)")
        #expect(result.stderr.contains(": error: (document): "))
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            ["frames"], ["frames", "a.yaml", "--example", "mosaic"],
            ["frames", "--example", "no-such-example"],
            ["frames", "--example", "mosaic", "--format", "xml"],
            ["frames", "--example", "mosaic", "--width", "-5"],
            ["validate", "/no/such/file.yaml"], ["examples", "no-such-example"], ["no-such-command"],
        ])
    func usage(_ arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test("An unreadable --sizes file exits 64, with or without --visible")
    func unreadableSizes() throws {
        let result = try CLIRunner.run(
            ["frames", "--example", "photo-grid", "--sizes", "/nonexistent/sizes.json", "--visible"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("cannot read --sizes"))
        #expect(result.stdout.isEmpty)
        let missing = try CLIRunner.run(["frames", "--example", "photo-grid", "--sizes", "/nonexistent.json"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("cannot read --sizes"))
    }

    @Test("describe prints the engine's text dump")
    func describe() throws {
        let result = try CLIRunner.run(["describe", "--example", "mosaic"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("layout 390 × 390, vertical, leftToRight, 1 section\n"))
        #expect(result.stdout.contains("      cell 0.4 (294.5, 99.5, 93.5, 93.5)\n"))
    }

    @Test("examples lists and prints the built-in examples; schema prints the committed schema")
    func examplesAndSchema() throws {
        let list = try CLIRunner.run(["examples"])
        #expect(list.status == 0)
        #expect(
            list.stdout.split(separator: "\n").map { $0.split(separator: " ").first } == [
                "app-store", "benefits-tab", "cat-food", "filter-chips", "gallery", "kiosk-menu", "mosaic",
                "photo-feed",
                "photo-grid", "settings",
            ])
        let mosaic = try CLIRunner.run(["examples", "mosaic"])
        #expect(mosaic.stdout == (try TestSupport.file("Examples/mosaic.yaml")))
        let schema = try CLIRunner.run(["schema"])
        let committedSchema = try TestSupport.file("Schema/layout-description.schema.json")
        #expect(schema.status == 0 && schema.stdout == committedSchema)
        let version = try CLIRunner.run(["--version"])
        // One source of the version: the constant that the README and CHANGELOG are checked against.
        #expect(version.status == 0 && version.stdout == "\(PackageVersion.current)\n")
    }
}

/// Every malformed description of the library tests, through the binary: exit 65 and the path.
@Suite("complayout validate on malformed input")
struct CLIMalformedTests {
    @Test(
        "validate exits 65 naming the path",
        arguments: MalformedDocumentTests.cases + MalformedGroupTests.cases
            + MalformedSupplementaryTests.cases)
    func malformed(_ testCase: MalformedCase) throws {
        let result = try CLIRunner.run(["validate", "-"], input: testCase.bytes)
        #expect(result.status == 65, "\(testCase.label): \(result.stderr)")
        let expected = "error: \(testCase.path ?? "")"
        #expect(result.stderr.contains(expected), "\(testCase.label): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
