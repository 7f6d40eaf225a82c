import LayoutDescription
import Testing

/// Duplicate keys are reported at the key's path with Yams 5 (which composes them) and Yams 6
/// (which refuses them while composing) alike.
@Suite("Duplicate keys")
struct DuplicateKeyTests {
    @Test(
        "A duplicate key is reported at its path, plain or quoted, in block or flow style",
        arguments: [
            ("version: 1\nversion: 1\n", "version"),
            ("a:\n  b: [1, {c: 1, c: 2}]\n", "a.b[1].c"),
            ("a:\n  - x: 1\n  - \"y\": 1\n    \"y\": 2\n", "a[1].y"),
            ("a: {b: 1}\nc: {d: 1, e: {f: 1, f: 2}}\n", "c.e.f"),
            // Two duplicates: the first reported is the one the parser meets first.
            ("a: {k: 1, k: 2}\nb: {k: 1, k: 2}\n", "a.k"),
        ])
    func path(_ text: String, _ path: String) {
        do {
            _ = try DescriptionValue.parse(text)
            Issue.record("expected a duplicate-key error")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.path.description == path, "\(error)")
            #expect(error.problems.first?.message.hasPrefix("duplicate key \"") == true, "\(error)")
        }
    }
}
