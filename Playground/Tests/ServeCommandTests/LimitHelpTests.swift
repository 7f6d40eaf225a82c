import Foundation
import Testing

/// The limit flags are declared once (`LayoutCommandOptions`): `complayout frames`, `complayout render`
/// and `complayout serve` (the `complayout-serve` executable) print the same help for each.
@Suite("Limit flags: one declaration, one help text")
struct LimitHelpTests {
    static let descriptionFlags = [
        "--max-input-bytes", "--max-nesting", "--max-values", "--max-template-chain", "--max-template-items",
    ]

    /// The help of `flag` in `help`: the text after its `--flag <N>` label up to the next option,
    /// with the line wrapping undone.
    static func help(of flag: String, in help: String) -> String? {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        // The label line: two spaces, then the flag (help text mentioning the flag is indented further).
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(flag) ") }) else { return nil }
        var words = lines[start].split(separator: " ").dropFirst(2).map(String.init)
        for line in lines[(start + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("-") { break }
            words += text.split(separator: " ").map(String.init)
        }
        return words.joined(separator: " ")
    }

    @Test("complayout frames, render and serve show the same help for every limit flag")
    func sameHelp() throws {
        let frames = try CLIProcess.run(["frames", "--help"])
        let render = try CLIProcess.run(["render", "--help"])
        let serve = try CLIProcess.run(["serve", "--help"])
        for result in [frames, render, serve] { #expect(result.status == 0, "\(result.stderr)") }
        for flag in Self.descriptionFlags + ["--max-elements"] {
            let served = try #require(Self.help(of: flag, in: serve.stdout), "serve: \(flag)")
            #expect(served.count > 20, "\(flag): \(served)")
            #expect(Self.help(of: flag, in: frames.stdout) == served, "frames: \(flag)")
            #expect(Self.help(of: flag, in: render.stdout) == served, "render: \(flag)")
        }
        // The description limits of validate (no --max-elements) are the same declaration too.
        let validate = try CLIProcess.run(["validate", "--help"])
        for flag in Self.descriptionFlags {
            #expect(
                Self.help(of: flag, in: validate.stdout) == Self.help(of: flag, in: serve.stdout), "\(flag)")
        }
    }
}
