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
