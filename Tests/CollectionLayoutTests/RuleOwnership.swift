import Foundation

/// The rule-ownership audit behind ``RuleOwnershipTests``, written over plain `(path, text)` pairs so
/// that it can be checked on made-up inputs as well as on the repository.
///
/// - A *documented rule* is a DocC heading `### R-NAME-n` in a `.docc` catalog.
/// - An *implementer marker* is a doc-comment sentence `Implements R-NAME-n.` in a source file.
/// - A rule is *cited by a test* when a Swift file of a test target names it.
/// - A *slash id* is an identifier followed by a slash and another number or identifier (`R-NAME-2`
///   then `/3`), which `grep -w R-NAME-3` cannot find.
struct RuleOwnership {
    /// One text file: its path relative to the repository and its contents.
    typealias File = (path: String, text: String)

    /// Documented rule identifiers, each with the catalog article that defines it.
    var documented: [String: String] = [:]
    /// Implementer markers by rule, each as `path:line`.
    var markers: [String: [String]] = [:]
    /// Rules named anywhere in a test file.
    var cited: Set<String> = []
    /// Slash-combined identifiers, each as `path:line: text`.
    var slashIDs: [String] = []

    /// Reads `docs` (DocC articles), `sources` (Swift files of the products), `tests` (Swift files of
    /// the test targets) and `others` (any text searched only for slash ids).
    // Regular expressions need macOS 13 / iOS 16.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    init(docs: [File], sources: [File], tests: [File], others: [File] = []) {
        for (path, text) in docs {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false)
            where line.hasPrefix("#") {
                if let match = line.wholeMatch(of: /#{2,4}\s+(R-[A-Z]+-[0-9]+)\b.*/) {
                    documented[String(match.output.1)] = path
                }
            }
        }
        for (path, text) in sources {
            for (number, line) in Self.numberedLines(text)
            where line.contains("/// ") && line.contains("Implements R-") {
                for match in line.matches(of: /Implements (R-[A-Z]+-[0-9]+)\./) {
                    markers[String(match.output.1), default: []].append("\(path):\(number)")
                }
            }
        }
        for (_, text) in tests {
            for line in text.split(separator: "\n") where line.contains("R-") {
                for match in line.matches(of: /\bR-[A-Z]+-[0-9]+\b/) { cited.insert(String(match.output)) }
            }
        }
        for (path, text) in docs + sources + tests + others {
            // Regular expressions are slow; only lines that name a rule and hold a slash are matched.
            for (number, line) in Self.numberedLines(text)
            where line.contains("R-") && line.contains("/")
                && line.contains(/\bR-[A-Z]+-[0-9]+[a-z]?\s*\/\s*(?:R-[A-Z]+-)?[0-9]/)
            {
                slashIDs.append("\(path):\(number): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    /// Documented rules that no source marks as implemented.
    var unowned: [String] { documented.keys.filter { markers[$0] == nil }.sorted(by: Self.ruleOrder) }

    /// Rules marked as implemented in two or more places, with the places.
    var ownedTwice: [String: [String]] { markers.filter { $0.value.count > 1 } }

    /// Markers naming a rule that no catalog documents.
    var undocumentedMarkers: [String] {
        markers.keys.filter { documented[$0] == nil }.sorted(by: Self.ruleOrder)
    }

    /// Documented rules that no test names.
    var untested: [String] { documented.keys.filter { !cited.contains($0) }.sorted(by: Self.ruleOrder) }

    /// Every problem, one line each; empty when the rules are in order.
    var problems: [String] {
        unowned.map { "\($0) (\(documented[$0] ?? "")) has no 'Implements \($0).' marker" }
            + ownedTwice.keys.sorted(by: Self.ruleOrder).map {
                "\($0) is marked as implemented \(ownedTwice[$0]?.count ?? 0) times: \(ownedTwice[$0] ?? [])"
            }
            + undocumentedMarkers.map { "\($0) is marked at \(markers[$0] ?? []) but documented nowhere" }
            + untested.map { "\($0) (\(documented[$0] ?? "")) is cited by no test" }
            + slashIDs.map { "slash-combined rule id at \($0)" }
    }

    /// `R-NAME-2` before `R-NAME-10`.
    static func ruleOrder(_ first: String, _ second: String) -> Bool {
        let (a, b) = (first.split(separator: "-"), second.split(separator: "-"))
        if a[1] != b[1] { return a[1] < b[1] }
        return (Int(a[2]) ?? 0) < (Int(b[2]) ?? 0)
    }

    private static func numberedLines(_ text: String) -> [(Int, Substring)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            ($0.offset + 1, $0.element)
        }
    }
}

extension RuleOwnership {
    /// The repository this test file belongs to.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text files under `folder` (relative to the repository) whose names end in one of
    /// `suffixes`, sorted by path.
    static func files(under folder: String, suffixes: [String]) -> [File] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var result: [File] = []
        for case let relative as String in enumerator
        where suffixes.contains(where: relative.hasSuffix) && !relative.hasPrefix(".build") {
            let url = base.appendingPathComponent(relative)
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                result.append(("\(folder)/\(relative)", text))
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The audit of this repository: the DocC catalogs of `Sources/` and `Playground/Sources/`, their
    /// Swift sources, the Swift files of `Tests/` and `Playground/Tests/`, and for slash ids also the
    /// README, the fixtures and every other text file of those folders. The audit's own files are not
    /// counted as tests of the rules they name as examples.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func repository() -> RuleOwnership {
        let sourceFolders = ["Sources", "Playground/Sources"]
        let testFolders = ["Tests", "Playground/Tests"]
        let docs = sourceFolders.flatMap { files(under: $0, suffixes: [".md"]) }.filter {
            $0.path.contains(".docc/")
        }
        let otherSuffixes = [".md", ".yaml", ".yml", ".json", ".js", ".css", ".html", ".txt"]
        var others = (sourceFolders + testFolders).flatMap { files(under: $0, suffixes: otherSuffixes) }
            .filter { !$0.path.contains(".docc/") }
        if let readme = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) {
            others.append(("README.md", readme))
        }
        return RuleOwnership(
            docs: docs,
            sources: sourceFolders.flatMap { files(under: $0, suffixes: [".swift"]) },
            // This audit names rules as examples; it does not test them.
            tests: testFolders.flatMap { files(under: $0, suffixes: [".swift"]) }
                .filter {
                    !$0.path.hasSuffix("/RuleOwnership.swift")
                        && !$0.path.hasSuffix("/RuleOwnershipTests.swift")
                },
            others: others)
    }
}
