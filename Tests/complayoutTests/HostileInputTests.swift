import Foundation
import Testing

/// Regression tests for hostile and huge inputs (each from the report that found it): the run ends
/// with a documented exit code and a message, within seconds, under an address-space cap.
@Suite("Hostile inputs: no crash, bounded time and memory")
struct HostileInputTests {
    /// An apostrophe in a plain scalar (`it's`) followed by 10,000 nested flow lists: the old
    /// nesting scan took the apostrophe for an opening quote, skipped every bracket after it and
    /// let the YAML composer overflow the stack (exit 139).
    static let apostropheThenDeepNesting = Array(
        ("a: it's\nb: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
            .utf8)

    @Test(
        "an apostrophe before deep nesting is exit 65 for every command that reads a description",
        arguments: [
            ["validate", "{input}"], ["frames", "{input}"], ["render", "{input}"], ["describe", "{input}"],
            ["frames", "--example", "photo-grid", "--sizes", "{input}"],
        ])
    func apostropheBeforeDeepNesting(arguments: [String]) throws {
        let result = try BudgetedProcess.run(
            arguments, input: Self.apostropheThenDeepNesting, megabytes: 1024)
        #expect(result.status == 65, "\(arguments): exit \(result.status), \(result.stderr)")
        #expect(result.stderr.contains("nested deeper than 64 levels"), "\(result.stderr)")
    }
}

/// Unbounded reads: input is read in chunks and reading stops at the 8 MiB input limit, so an
/// endless or huge input costs the limit, not its own size (`validate - < /dev/zero` used to die
/// inside Foundation under a 2 GB cap; 1 GB piped in peaked at 1.97 GB).
@Suite("Hostile inputs: bounded reads")
struct BoundedReadTests {
    @Test(
        "an endless file is exit 65 naming the input limit, under a 256 MB cap",
        arguments: [
            ["validate", "/dev/zero"], ["frames", "--example", "photo-grid", "--sizes", "/dev/zero"],
            ["diff", "/dev/zero", "/dev/zero"],
        ])
    func endlessFile(arguments: [String]) throws {
        let result = try BudgetedProcess.run(arguments, megabytes: 256, seconds: 10)
        #expect(result.status == 65, "\(arguments): exit \(result.status), \(result.stderr)")
        #expect(result.stderr.contains("larger than the input limit of 8388608 bytes"), "\(result.stderr)")
    }

    @Test("9 MiB on standard input is exit 65 naming the input limit, under a 256 MB cap")
    func hugeStandardInput() throws {
        let spaces = [UInt8](repeating: 0x20, count: 9 * 1024 * 1024)
        for command in ["validate", "describe"] {
            let result = try BudgetedProcess.run([command, "-"], input: spaces, stdin: true, megabytes: 256)
            #expect(result.status == 65, "\(command): exit \(result.status), \(result.stderr)")
            #expect(
                result.stderr.contains("standard input: (document): the input is larger than the input limit")
            )
        }
    }

    @Test("an unreadable path is exit 64 with the system's reason")
    func unreadablePath() throws {
        let result = try BudgetedProcess.run(["validate", "/"], megabytes: 256)
        #expect(result.status == 64)
        #expect(result.stderr.contains("cannot read \"/\": Is a directory"), "\(result.stderr)")
    }
}
