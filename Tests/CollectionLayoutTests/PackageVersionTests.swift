import CollectionLayout
import Foundation
import Testing

/// `PackageVersion.current` is the one source of the version: the README's dependency line, the
/// testing kit's article and the CHANGELOG's newest released section must name it.
@Suite("Package version")
struct PackageVersionTests {
    /// The text of a file of the repository, relative to its root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: RuleOwnership.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `from:` versions of every `.package(url: …/swift-compositional-layout.git, from: …)` line.
    static func dependencyVersions(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(".package(url:"), line.contains("/swift-compositional-layout.git"),
                let from = line.range(of: "from: \"")
            else { return nil }
            let rest = line[from.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    @Test("the version is MAJOR.MINOR.PATCH")
    func semanticVersion() {
        let parts = PackageVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }

    @Test("the README's dependency line names the version")
    func readme() throws {
        let versions = Self.dependencyVersions(in: try Self.text("README.md"))
        // Exactly one line: the one `.ci/consumer-check` copies into a consumer's manifest.
        #expect(versions == [PackageVersion.current])
    }

    @Test("the testing kit's article names the version")
    func testingArticle() throws {
        let article = try Self.text(
            "Sources/LayoutSnapshotTesting/LayoutSnapshotTesting.docc/TestingLayouts.md")
        #expect(Self.dependencyVersions(in: article) == [PackageVersion.current])
    }

    @Test("the CHANGELOG opens with Unreleased, then the version's section")
    func changelog() throws {
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(headings.first == "## Unreleased")
        let released = headings.dropFirst().first.map(String.init) ?? ""
        // `## 0.2.0 — 2026-11-28`: the version, an em dash and the release date.
        #expect(released.hasPrefix("## \(PackageVersion.current) — "), "newest released section: \(released)")
        let date = released.split(separator: " ").last.map(String.init) ?? ""
        #expect(date.count == 10 && date.split(separator: "-").count == 3)
    }

    @Test("the dependency-line parser finds the version and ignores other packages")
    func parser() {
        let text = """
            .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
            .package(url: "https://github.com/OWNER/swift-compositional-layout.git", from: "9.8.7"),
            """
        #expect(Self.dependencyVersions(in: text) == ["9.8.7"])
    }
}
