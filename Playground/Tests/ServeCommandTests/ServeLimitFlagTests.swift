import Foundation
import Testing

/// `complayout serve` forwards the limit flags to `complayout-serve`, which refuses nonsense values
/// before serving anything.
@Suite("complayout serve: limit flags")
struct ServeLimitFlagTests {
    @Test(
        "a limit below 1, or nesting over 500, is a usage error naming the flag (exit 64)",
        arguments: [
            ["--max-body-bytes", "0"], ["--max-input-bytes", "0"], ["--max-nesting", "501"],
            ["--max-values", "0"], ["--max-template-chain", "0"], ["--max-template-items", "0"],
            ["--max-elements", "0"],
        ])
    func nonsense(arguments: [String]) throws {
        let result = try CLIProcess.run(["serve", "--example", "app-store"] + arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("\(arguments[0]) must be at"), "\(result.stderr)")
    }

    @Test("complayout-serve --help lists every limit flag")
    func help() throws {
        let result = try CLIProcess.run(["serve", "--help"])
        for flag in [
            "--max-body-bytes", "--max-input-bytes", "--max-nesting", "--max-values", "--max-template-chain",
            "--max-template-items", "--max-elements",
        ] {
            #expect(result.stdout.contains(flag), "\(flag)")
        }
    }
}
