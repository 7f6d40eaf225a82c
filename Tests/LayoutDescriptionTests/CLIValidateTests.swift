import Foundation
import LayoutDescription
import Testing

/// `complayout validate` on several files: positions, formats, exit codes.
@Suite("complayout validate FILE...")
struct CLIValidateTests {
    /// A YAML file with a misspelt key on line 4 (column 5, after `  - ` and two spaces of the
    /// mapping's indentation) and a group with no kind on line 5.
    static let badYAML = "version: 1\nsections:\n  - itemCount: 3\n    tempalte: x\n    group: {}\n"
    /// A JSON file whose only section is on line 4, indented 4: `"itemCount"` starts at column 6
    /// (after the 4 spaces and the `{`).
    static let badJSON = """
        {
          "version": 1,
          "sections": [
            {"itemCount": -1, "group": {"horizontal": {"size": {"width": "fractionalWidth(1)", "height": "absolute(50)"}, "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}}]}}}
          ]
        }

        """
    static let goodYAML = """
        version: 1
        sections:
          - itemCount: 2
            group:
              horizontal:
                size: {width: fractionalWidth(1), height: absolute(50)}
                subitems: [{item: {size: {width: fractionalWidth(0.5), height: fractionalHeight(1)}}}]

        """

    static func files() throws -> (directory: URL, good: String, yaml: String, json: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let good = directory.appendingPathComponent("good.yaml").path
        let yaml = directory.appendingPathComponent("bad.yaml").path
        let json = directory.appendingPathComponent("bad.json").path
        try goodYAML.write(toFile: good, atomically: true, encoding: .utf8)
        try badYAML.write(toFile: yaml, atomically: true, encoding: .utf8)
        try badJSON.write(toFile: json, atomically: true, encoding: .utf8)
        return (directory, good, yaml, json)
    }

    @Test("Checks every file and reports FILE:LINE:COLUMN for JSON and YAML, exit 65")
    func text() throws {
        let (directory, good, yaml, json) = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", yaml, good, json])
        #expect(result.status == 65)
        #expect(result.stdout == "\(good): valid\n")
        // A wrong value is located at the value: line 4 is `    {"itemCount": -1, …`, where 4
        // spaces, `{` and `"itemCount": ` (13) put -1 at column 19. An unknown key at the key.
        #expect(
            result.stderr.split(separator: "\n") == [
                "\(yaml):4:5: error: sections[0].tempalte: unknown key \"tempalte\" in section; did you mean \"template\"?",
                "\(yaml):5:5: error: sections[0].group: expected exactly one of \"horizontal\", \"vertical\", \"custom\", found none",
                "\(json):4:19: error: sections[0].itemCount: expected an integer ≥ 0 and ≤ 10000000, got -1",
            ])
        let valid = try CLIRunner.run(["validate", good, good])
        #expect(valid.status == 0)
        #expect(valid.stdout == "\(good): valid\n\(good): valid\n")
    }

    @Test("--format github prints Actions annotations on standard output")
    func github() throws {
        let (directory, good, yaml, json) = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "--format", "github", good, json, yaml])
        #expect(result.status == 65)
        #expect(
            result.stdout.split(separator: "\n") == [
                "::error file=\(json),line=4,col=19::sections[0].itemCount: expected an integer ≥ 0 and ≤ 10000000, got -1",
                "::error file=\(yaml),line=4,col=5::sections[0].tempalte: unknown key \"tempalte\" in section; did you mean \"template\"?",
                "::error file=\(yaml),line=5,col=5::sections[0].group: expected exactly one of \"horizontal\", \"vertical\", \"custom\", found none",
            ])
    }

    @Test("--format json lists every file with its problems")
    func json() throws {
        let (directory, good, yaml, _) = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "--format", "json", good, yaml])
        #expect(result.status == 65)
        struct Report: Decodable {
            struct File: Decodable {
                var file: String
                var valid: Bool
                var problems: [Problem]
            }
            struct Problem: Decodable {
                var line: Int
                var column: Int
                var path: String
                var message: String
            }
            var valid: Bool
            var files: [File]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(!report.valid)
        #expect(report.files.map(\.file) == [good, yaml])
        #expect(report.files.map(\.valid) == [true, false])
        #expect(report.files[1].problems.map(\.path) == ["sections[0].tempalte", "sections[0].group"])
        #expect(report.files[1].problems.map(\.line) == [4, 5])
    }

    @Test("An unreadable file among valid ones exits 64 after checking the others")
    func unreadable() throws {
        let (directory, good, _, _) = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "/no/such/file.yaml", good])
        #expect(result.status == 64)
        #expect(result.stdout == "\(good): valid\n")
        #expect(result.stderr.contains("/no/such/file.yaml"))
    }

    @Test("Paths map to lines and columns; syntax errors to their position")
    func locations() {
        // Line 3 is `  - itemCount: 3`: the element starts at column 5, its key too.
        let yaml = Self.badYAML
        #expect(DescriptionPath.root.key("sections").index(0).location(in: yaml) == .init(line: 3, column: 5))
        #expect(DescriptionPath.root.key("sections").location(in: yaml) == .init(line: 2, column: 1))
        // A missing key points at the last step that exists: the key `group` on line 5, column 5.
        #expect(
            DescriptionPath.root.key("sections").index(0).key("group").key("horizontal").location(in: yaml)
                == .init(line: 5, column: 5))
        // `sections: [` never closes: the parser stops at the end, line 3 column 1.
        #expect(DescriptionPath.root.location(in: "version: 1\nsections: [\n") == .init(line: 3, column: 1))
    }

    @Test("--device sets the environment; --device list prints the presets")
    func device() throws {
        let list = try CLIRunner.run(["frames", "--device", "list"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("iphone-16-pro-landscape         874 × 402    @3x    (0, 62, 20, 62)"))
        #expect(list.stdout.contains("ipad-pro-13                     1032 × 1376  @2x    (24, 0, 20, 0)"))
        let frames = try CLIRunner.run([
            "frames", "--example", "mosaic", "--device", "ipad-pro-11", "--format", "json",
        ])
        #expect(frames.status == 0)
        #expect(frames.stdout.hasPrefix("{\"contentSize\": {\"width\": 834,"))
        let unknown = try CLIRunner.run(["render", "--example", "mosaic", "--device", "iphone-3g"])
        #expect(unknown.status == 64)
    }
}
