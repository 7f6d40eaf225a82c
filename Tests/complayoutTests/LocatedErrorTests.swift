import Foundation
import Testing

/// Every command that reads a description or a sizes file prints its problems as
/// `FILE:LINE:COLUMN: error: PATH: MESSAGE` (`<stdin>:LINE:COLUMN` for standard input), and every
/// message of the tool starts with the same lowercase `error:`.
@Suite("complayout: every error at FILE:LINE:COLUMN")
struct LocatedErrorTests {
    /// A description with a misspelt key on line 3: `  - itemCont: 3` has the key after the four
    /// characters `  - `, so at column 5.
    static let misspelt = "version: 1\nsections:\n  - itemCont: 3\n"
    static let misspeltMessage =
        #"error: sections[0].itemCont: unknown key "itemCont" in section; did you mean "itemCount"?"#

    /// A temporary file holding `text`, named `name` in a fresh directory.
    static func file(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-located-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test(
        "frames, render, describe and validate point at the misspelt key, in a file and on standard input",
        arguments: ["frames", "render", "describe", "validate"])
    func descriptionErrors(command: String) throws {
        let path = try Self.file("typo.yaml", Self.misspelt)
        let fromFile = try CLIProcess.run([command, path])
        #expect(fromFile.status == 65)
        #expect(fromFile.stderr == "\(path):3:5: \(Self.misspeltMessage)\n")
        let fromStandardInput = try CLIProcess.run([command, "-"], input: Self.misspelt)
        #expect(fromStandardInput.status == 65)
        #expect(fromStandardInput.stderr == "<stdin>:3:5: \(Self.misspeltMessage)\n")
    }

    @Test("A syntax error points where the parser stopped, in every command")
    func syntaxError() throws {
        // Line 2 opens a flow mapping that line 3 never closes: the parser stops at line 3.
        let text = "version: 1\nsections: [{itemCount: 3\n"
        for command in ["frames", "render", "describe", "validate"] {
            let result = try CLIProcess.run([command, "-"], input: text)
            #expect(result.status == 65)
            #expect(
                result.stderr.hasPrefix("<stdin>:3:1: error: (document): syntax error"), "\(result.stderr)")
        }
    }

    @Test("A --sizes file's problems point into the sizes file, read from a file or standard input")
    func sizesErrors() throws {
        // `{"x": 1}`: the key `x` starts after `{"`, at column 2 of line 1.
        let sizes = #"{"x": 1}"#
        let expected = #"error: x: unknown key "x" in a sizes file; expected "cells" or "supplementaries""#
        for command in ["frames", "render"] {
            let path = try Self.file("sizes.json", sizes)
            let fromFile = try CLIProcess.run([command, "--example", "photo-grid", "--sizes", path])
            #expect(fromFile.status == 65)
            #expect(fromFile.stderr == "\(path):1:2: \(expected)\n")
            let fromStandardInput = try CLIProcess.run(
                [command, "--example", "photo-grid", "--sizes", "-"], input: sizes)
            #expect(fromStandardInput.status == 65)
            #expect(fromStandardInput.stderr == "<stdin>:1:2: \(expected)\n")
        }
    }

    @Test("diff: malformed JSON, a wrong type and a repeated key point at their place")
    func diffErrors() throws {
        let good = try Self.file("old.json", #"[{"id": "A", "items": []}]"#)
        // `[` alone: the parser expects a value on line 2, column 1.
        let malformed = try CLIProcess.run(["diff", good, "-"], input: "[\n")
        #expect(malformed.status == 65)
        #expect(
            malformed.stderr.hasPrefix("<stdin>:2:1: error: (document): malformed JSON: "),
            "\(malformed.stderr)")
        // `[{"id": "A", "items": ["a", 3]}]`: `[{` is 2 characters, `"id": "A", ` 11 more (13),
        // `"items": [` 10 more (23), `"a", ` 5 more (28): the 3 is at column 29.
        let typed = try Self.file("new.json", #"[{"id": "A", "items": ["a", 3]}]"#)
        let wrongType = try CLIProcess.run(["diff", good, typed])
        #expect(wrongType.status == 65)
        #expect(wrongType.stderr == "\(typed):1:29: error: [0].items[1]: expected a string\n")
        // `[{"id":"A","items":[],"id":"B"}]`: `[{` 2, `"id":"A",` 9 (11), `"items":[],` 11 (22): the
        // second "id" starts at column 23.
        let repeated = try CLIProcess.run(["diff", good, "-"], input: #"[{"id":"A","items":[],"id":"B"}]"#)
        #expect(repeated.status == 65)
        #expect(repeated.stderr == "<stdin>:1:23: error: [0].id: duplicate key \"id\"\n")
    }

    @Test("An input over --max-input-bytes points at its start")
    func tooLarge() throws {
        let result = try CLIProcess.run(["frames", "-", "--max-input-bytes", "4"], input: Self.misspelt)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                "<stdin>:1:1: error: (document): the input is larger than the input limit of 4 bytes"),
            "\(result.stderr)")
    }

    @Test("Flag errors of the argument parser use the same lowercase error: prefix")
    func parserErrors() throws {
        let result = try CLIProcess.run(["frames", "--example", "app-store", "--widht", "400"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("error: Unknown option '--widht'. Did you mean '--width'?\n"))
        #expect(result.stderr.contains("Usage: complayout frames"))
        #expect(!result.stderr.contains("Error:"))
    }

    @Test(
        "--device suggests the preset meant (iphone16 → iphone-16)",
        arguments: [
            ("iphone16", "iphone-16"), ("iPhone-16-Pro", "iphone-16-pro"),
            ("ipad-pro-11-landscap", "ipad-pro-11-landscape"),
        ])
    func deviceSuggestion(typed: String, meant: String) throws {
        let result = try CLIProcess.run(["frames", "--example", "app-store", "--device", typed])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "error: unknown device \"\(typed)\"; did you mean \"\(meant)\"? (`--device list` lists the presets)"
            ),
            "\(result.stderr)")
    }

    @Test("environment.device in a file suggests the preset meant, at the value's place")
    func environmentDevice() throws {
        // `environment: {device: ` is 22 characters: the value starts at column 23 of line 2.
        let result = try CLIProcess.run(
            ["validate", "-"], input: "version: 1\nenvironment: {device: iphone16}\nsections: []\n")
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix("<stdin>:2:23: error: environment.device: expected one of "),
            "\(result.stderr)")
        #expect(result.stderr.hasSuffix(#"got "iphone16"; did you mean "iphone-16"?"# + "\n"))
    }

    @Test("left and right suggest leading and trailing, as keys and as names")
    func leftAndRight() throws {
        // Line 4 `    contentInsets: {top: 8, left: 16}`: 4 spaces, `contentInsets: {` (16, so 20),
        // `top: 8, ` (8, so 28): `left` at column 29. Line 10: 6 spaces and `- ` (8), `{kind: header, `
        // (15, so 23): `alignment` at 24 and its value after `alignment: ` (11) at column 35.
        let text = """
            version: 1
            sections:
              - itemCount: 3
                contentInsets: {top: 8, left: 16}
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "absolute(44)"}
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}}}]
                boundarySupplementaryItems:
                  - {kind: header, alignment: topRight, size: {width: "fractionalWidth(1)", height: "absolute(44)"}}

            """
        let result = try CLIProcess.run(["validate", "-"], input: text)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                #"<stdin>:4:29: error: sections[0].contentInsets.left: unknown key "left" in insets; did you mean "leading"?"#
            ), "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "<stdin>:10:35: error: sections[0].boundarySupplementaryItems[0].alignment: expected one of "
                )
                    && $0.hasSuffix(#"got "topRight"; did you mean "topTrailing"?"#)
            }, "\(lines)")
    }

    @Test("A built-in example has no file to point into: its problems print without a place")
    func exampleProblems() throws {
        let result = try CLIProcess.run(["frames", "--example", "app-store", "--max-template-items", "1"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("error: sections["), "\(result.stderr)")
    }
}
