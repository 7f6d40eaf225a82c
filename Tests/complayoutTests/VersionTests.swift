import Foundation
import Testing

/// `complayout --version` and CHANGELOG.md cannot drift apart.
@Suite("Release version")
struct VersionTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("--version prints the newest version heading of CHANGELOG.md")
    func versionMatchesChangelog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(
            contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // The first "## X.Y.Z — date" heading; "## Unreleased" above it does not count.
        let heading = try #require(
            changelog.split(separator: "\n").lazy.compactMap { line in
                line.wholeMatch(of: /## ([0-9]+\.[0-9]+\.[0-9]+) — [0-9]{4}-[0-9]{2}-[0-9]{2}/)
            }.first, "CHANGELOG.md has no \"## X.Y.Z — YYYY-MM-DD\" heading")
        let result = try CLIProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(heading.1)\n")
    }
}
