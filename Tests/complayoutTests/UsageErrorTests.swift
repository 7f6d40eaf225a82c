import Foundation
import Testing

/// End-to-end tests of the usage errors a new user meets first: misspelt options, commands and
/// example names, and negative offsets.
@Suite("complayout usage errors and suggestions")
struct UsageErrorTests {
    /// The repository root, derived from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        "A misspelt option is reported with its suggestion, also when its value looks like a FILE",
        arguments: [
            ["frames", "--example", "app-store", "--widht", "400"],
            ["frames", "Examples/no-such-file.yaml", "--widht", "400"],
            ["render", "--example", "app-store", "--widht=400"],
        ])
    func unknownOption(_ arguments: [String]) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("Unknown option '--widht'. Did you mean '--width'?"), "\(result.stderr)")
        #expect(!result.stderr.contains("not both"))
        #expect(result.stdout.isEmpty)
    }

    @Test("FILE and --example together, or neither, still exit 64 with what to give")
    func fileAndExample() throws {
        let both = try CLIProcess.run(["frames", "a.yaml", "--example", "mosaic"])
        #expect(both.status == 64)
        #expect(both.stderr == "error: give either a FILE or --example NAME, not both (FILE: \"a.yaml\")\n")
        let neither = try CLIProcess.run(["validate"])
        #expect(neither.status == 64)
        #expect(neither.stderr == "error: give a description FILE, - for standard input, or --example NAME\n")
    }

    @Test("An unknown command suggests the closest one")
    func unknownCommand() throws {
        let result = try CLIProcess.run(["frame", "--example", "app-store"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("error: unknown command \"frame\"; did you mean \"frames\"?"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "(commands: frames, render, validate, describe, examples, schema, diff, bench, serve, swift;")
        )
        let far = try CLIProcess.run(["xyzzy"])
        #expect(far.status == 64)
        #expect(far.stderr.hasPrefix("error: unknown command \"xyzzy\" (commands: "), "\(far.stderr)")
        // Known commands, help and options still reach the parser.
        #expect(try CLIProcess.run(["help", "frames"]).stdout.contains("USAGE: complayout frames"))
        #expect(try CLIProcess.run(["--help"]).stdout.contains("SUBCOMMANDS:"))
    }

    @Test(
        "An unknown example suggests the closest name, in examples and --example alike",
        arguments: [
            ["examples", "app-stor"], ["frames", "--example", "app-stor"],
            ["render", "--example", "App-Store"],
        ])
    func unknownExample(_ arguments: [String]) throws {
        let result = try CLIProcess.run(arguments)
        #expect(result.status == 64)
        let name = arguments.last ?? ""
        #expect(
            result.stderr.hasPrefix(
                "error: unknown example \"\(name)\"; did you mean \"app-store\"? (known: app-store, "),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--offset -10,-100 is read as typed, the same as --offset=-10,-100 (R-SCROLL-3: not clamped)")
    func negativeOffset() throws {
        let file = Self.root.appendingPathComponent("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml")
            .path
        let typed = try CLIProcess.run([
            "frames", file, "--visible", "--offset", "-10,-100", "--format", "text",
        ])
        let joined = try CLIProcess.run([
            "frames", file, "--visible", "--offset=-10,-100", "--format", "text",
        ])
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stdout.contains("\ncontentOffset -10, -100\n"))
        #expect(typed.stdout == joined.stdout)
    }

    @Test("--orthogonal-offset 0:-20 is read as typed, the same as --orthogonal-offset=0:-20")
    func negativeOrthogonalOffset() throws {
        let file = Self.root.appendingPathComponent("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml")
            .path
        let typed = try CLIProcess.run(["frames", file, "--visible", "--orthogonal-offset", "0:-20"])
        let joined = try CLIProcess.run(["frames", file, "--visible", "--orthogonal-offset=0:-20"])
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stdout.contains("\"orthogonalOffsets\""))
        #expect(typed.stdout == joined.stdout)
        // A negative offset given first, before the description, is read the same way.
        let first = try CLIProcess.run(["frames", "--orthogonal-offset", "0:-20", file, "--visible"])
        #expect(first.stdout == typed.stdout)
    }
}
