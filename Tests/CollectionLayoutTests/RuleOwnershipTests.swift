import Testing

/// Every documented rule has exactly one implementing function, marked `/// Implements R-NAME-n.`,
/// and at least one test that names it; no rule id is slash-combined anywhere.
@Suite("Rule ownership")
struct RuleOwnershipTests {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("the repository's catalogs, sources and tests are found")
    func repositoryIsRead() {
        let audit = RuleOwnership.repository()
        // The layout, headless-view and snapshot catalogs define well over 200 rules; among them the
        // first group rule, the first snapshot rule and the first pipeline step.
        #expect(audit.documented.count > 200)
        for rule in ["R-GROUP-1", "R-SNAP-1", "R-PIPE-1"] {
            #expect(audit.documented[rule] != nil, "\(rule) not found in a catalog")
            #expect(audit.markers[rule] != nil, "no marker for \(rule)")
        }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("every documented rule has one implementer and a test; no slash-combined ids")
    func rulesAreOwned() {
        let audit = RuleOwnership.repository()
        for problem in audit.problems { Issue.record("\(problem)") }
    }

    /// Made-up inputs with one instance of every problem, so that the audit is known to catch each.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("the audit reports each kind of problem")
    func auditFindsProblems() {
        let slash = "R-FAKE-2" + "/3"
        let audit = RuleOwnership(
            docs: [
                ("A.docc/Rules.md", "# Rules\n\n### R-FAKE-1\n\nText.\n\n### R-FAKE-2\n\n### R-FAKE-3\n")
            ],
            sources: [
                ("One.swift", "/// Implements R-FAKE-1.\nfunc one() {}\n"),
                (
                    "Two.swift",
                    "/// Does two.\n///\n/// Implements R-FAKE-1. Implements R-FAKE-3.\nfunc two() {}\n"
                ),
                ("Three.swift", "/// Implements R-FAKE-9.\nfunc three() {}\n// Implements R-FAKE-2.\n"),
            ],
            tests: [("OneTests.swift", "@Test(\"R-FAKE-1, R-FAKE-3\") func one() {}\n")],
            others: [("README.md", "See \(slash).\n")])
        // R-FAKE-2's only marker is in a plain `//` comment, which does not count.
        #expect(audit.unowned == ["R-FAKE-2"])
        #expect(audit.ownedTwice == ["R-FAKE-1": ["One.swift:1", "Two.swift:3"]])
        #expect(audit.undocumentedMarkers == ["R-FAKE-9"])
        #expect(audit.untested == ["R-FAKE-2"])
        #expect(audit.slashIDs == ["README.md:1: See \(slash)."])
        #expect(audit.problems.count == 5)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "slash-combined ids are found in every spelling",
        arguments: ["/3", "/R-OTHER-4", " / R-OTHER-4", "/3/4"])
    func slashSpellings(suffix: String) {
        let audit = RuleOwnership(docs: [], sources: [], tests: [], others: [("x.md", "R-FAKE-2\(suffix)")])
        #expect(audit.slashIDs.count == 1)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "ranges and ordinary prose are not slash ids",
        arguments: ["R-FAKE-2 … R-FAKE-4", "R-FAKE-2, R-FAKE-3", "R-FAKE-2 (1/3)"])
    func notSlashIDs(text: String) {
        let audit = RuleOwnership(docs: [], sources: [], tests: [], others: [("x.md", text)])
        #expect(audit.slashIDs.isEmpty)
    }

    @Test("rules sort by name, then by number")
    func ruleOrder() {
        #expect(
            ["R-B-10", "R-A-3", "R-B-2"].sorted(by: RuleOwnership.ruleOrder) == ["R-A-3", "R-B-2", "R-B-10"])
    }
}
