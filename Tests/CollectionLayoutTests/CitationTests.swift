import Foundation
import Testing

/// Comments and test names cite the project's own rule ids, written out (`R-GROUP-2, R-GROUP-3`),
/// and its own DocC articles: never a document the repository does not ship (its word "SPEC" or
/// its question numbers such as `D.2 Q28`), never a range of rules (`R-SNAP-1…9`, `R-LIST-1 …
/// R-LIST-4`, `R-ITEM-1-5`) or slash-combined ids, which `grep R-SNAP-4` cannot find.
@Suite("Citations name rule ids in full")
struct CitationTests {
    /// One kind of forbidden citation: its name and its pattern.
    struct Pattern: Sendable {
        var name: String
        var expression: NSRegularExpression
    }

    /// The forbidden citations. The patterns are assembled from pieces so that this file does not
    /// match itself.
    static let patterns: [Pattern] = {
        let rule = "R-[A-Z]+-[0-9]+"
        let dash = "(?:…|\\.\\.\\.?|–|—)"
        let table: [(String, String)] = [
            ("the unshipped specification", "\\b" + "S" + "PEC" + "\\b"),
            ("a question number", "\\b(?:Part [A-D] |[A-D]\\.[0-9]+ )?" + "Q" + "[0-9]+\\b"),
            ("a range of rules", rule + "\\s*" + dash + "\\s*(?:R-[A-Z]+-)?[0-9]+"),
            ("a range of rules", rule + "-[0-9]+\\b"),
            ("slash-combined rule ids", rule + "\\s*/\\s*(?:R-[A-Z]+-)?[0-9]+"),
        ]
        return table.map { name, pattern in
            // The patterns are constants: they compile.
            Pattern(name: name, expression: try! NSRegularExpression(pattern: pattern))
        }
    }()

    /// The forbidden citations in `text`, as `LINE: PROBLEM: TEXT`.
    static func findings(in text: String) -> [String] {
        var result: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let range = NSRange(line.startIndex..., in: line)
            for pattern in patterns where pattern.expression.firstMatch(in: line, range: range) != nil {
                result.append("\(index + 1): \(pattern.name): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return result
    }

    /// The rule audit's own files spell ranges and slashes as test data, and this file its patterns.
    static let exempt: Set<String> = [
        "Tests/CollectionLayoutTests/RuleOwnership.swift",
        "Tests/CollectionLayoutTests/RuleOwnershipTests.swift",
        "Tests/CollectionLayoutTests/CitationTests.swift",
    ]

    /// The Swift files under `folder` (relative to the repository), skipping hidden folders such as
    /// the examples' `.build`.
    static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let base = RuleOwnership.root.appendingPathComponent(folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var result: [(path: String, text: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count)
            result.append(("\(folder)\(relative)", text))
        }
        return result.sorted { $0.path < $1.path }
    }

    @Test(
        "no Swift file of Sources, Tests, the playground or the examples cites the specification, a question number, a range or a slash id"
    )
    func repositoryCitations() {
        let folders = ["Sources", "Tests", "Playground/Sources", "Playground/Tests", "Examples"]
        let files = folders.flatMap(Self.swiftFiles(under:)).filter { !Self.exempt.contains($0.path) }
        // The repository is read: the engine alone has well over a hundred Swift files.
        #expect(files.count > 300)
        for file in files {
            for finding in Self.findings(in: file.text) { Issue.record("\(file.path):\(finding)") }
        }
    }

    @Test("each kind of forbidden citation is found; rule ids written out are not")
    func patternsCatchEachKind() {
        let word = "S" + "PEC"
        let bad = [
            "/// See \(word) R-GROUP-2.", "// (R-SNAP-3, D.2 " + "Q27)", "// Part D " + "Q35",
            "@Test(\"R-SECSNAP-1" + "…9\")", "/// R-LIST-1 " + "… R-LIST-4", "render(\"R-ITEM-1" + "-5\")",
            "// R-PIN-2" + "/3", "// R-PIN-2 " + "/ R-PIN-3",
        ]
        for line in bad { #expect(Self.findings(in: line).count == 1, "\(line)") }
        let good = [
            "/// R-GROUP-2, R-GROUP-3 and R-GROUP-5 (see *Layout rules: groups*).",
            "let file = \"R-ORTHO-2_R-ORTHO-4.yaml\"", "// 390 − 2 × 16 = 358; a ratio of 1/3",
            "let spec = LayoutSpec()", "// the layout's section 2",
        ]
        for line in good { #expect(Self.findings(in: line).isEmpty, "\(line)") }
    }
}
