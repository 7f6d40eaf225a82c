import CollectionLayout
import Foundation
import LayoutDescription
import Testing

/// `validate` explains re-flowing groups (R-FLOW-1) with notes that never make a file invalid.
@Suite("Flow notes")
struct FlowNotesTests {
    /// One section of chips: `estimated(80)` wide in full-width rows of 32, with `extra` spliced
    /// into the group.
    static func chips(_ extra: String = "") -> String {
        """
        version: 1
        sections:
          - itemCount: 12
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(32)"}
                interItemSpacing: 8\(extra)
                subitems:
                  - item: {size: {width: "estimated(80)", height: "fractionalHeight(1)"}}
        """
    }

    static func notes(_ text: String) throws -> [DescriptionProblem] {
        let resolved = try LayoutDescription.decode(text).resolve()
        return resolved.flowNotes(in: try resolved.prepare(strict: true))
    }

    @Test("R-FLOW-1: a re-flowing group gets a note at its path; a count gets one at the count")
    func notesByKind() throws {
        let flowing = try Self.notes(Self.chips())
        #expect(flowing.map(\.path.description) == ["sections[0].group.horizontal"])
        #expect(flowing.first?.message.contains("re-flow once measured") == true)
        let counted = try Self.notes(Self.chips("\n        count: 4"))
        #expect(counted.map(\.path.description) == ["sections[0].group.horizontal.count"])
        #expect(counted.first?.message.contains("keeps 4 items") == true)
        // Nothing estimated along the group's axis: nothing to explain.
        #expect(try Self.notes(try #require(BuiltInExamples.text(named: "photo-grid"))).isEmpty)
    }

    @Test("R-FLOW-1: validate prints the note, in every format, and the file stays valid")
    func validatePrintsNotes() throws {
        let text = try CLIRunner.run(["validate", "--example", "filter-chips"])
        #expect(text.status == 0)
        #expect(text.stdout == "example filter-chips: valid\n")
        #expect(
            text.stderr.hasPrefix(
                "note: sections[0].group.horizontal: the items' estimated widths re-flow"))
        let counted = try CLIRunner.run(["validate", "-"], input: Self.chips("\n        count: 4"))
        #expect(counted.status == 0)
        // The value of `count: 4` is on line 8, column 16 of standard input.
        #expect(counted.stderr.hasPrefix("<stdin>:8:16: note: sections[0].group.horizontal.count: "))
        let github = try CLIRunner.run(["validate", "-", "--format", "github"], input: Self.chips())
        #expect(github.status == 0)
        #expect(github.stdout.hasPrefix("::notice line=5,col=7::sections[0].group.horizontal: "))
        let json = try CLIRunner.run(["validate", "--example", "filter-chips", "--format", "json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""valid": true, "problems": [], "notes": ["#))
        let plain = try CLIRunner.run(["validate", "--example", "photo-grid", "--format", "json"])
        #expect(!plain.stdout.contains("notes"))
    }
}
