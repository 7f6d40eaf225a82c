import Foundation
import SnapshotJSON
import Testing

@testable import complayout

@Suite("complayout diff: parsing, validation and output")
struct DiffCommandTests {
    func diff(_ old: String, _ new: String) throws(DiffInputError) -> String {
        try SnapshotDiffJSON.diff(
            old: Data(old.utf8), oldSource: "old.json", new: Data(new.utf8), newSource: "new.json")
    }

    @Test("The R-DIFF-3, R-DIFF-4, R-DIFF-6 example prints the rule's changeset in the documented shape")
    func specExample() throws {
        let old = #"[{"id": "A", "items": ["a", "b", "c", "d"]}, {"id": "B", "items": ["e", "f"]}]"#
        let new = #"[{"id": "B", "items": ["f", "e", "g"]}, {"id": "A", "items": ["a", "c", "d", "b"]}]"#
        // The R-DIFF worked example: sectionMoves [0→1], itemInserts [(0,2)], itemMoves [(1,0)→(0,1),
        // (0,1)→(1,3)].
        let expected =
            #"{"sections": {"deleted": [], "inserted": [], "moved": [[0, 1]], "reloaded": []}, "#
            + #""items": {"deleted": [], "inserted": [[0, 2]], "moved": [[[1, 0], [0, 1]], [[0, 1], [1, 3]]], "#
            + #""reloaded": [], "reconfigured": []}}"#
        #expect(try diff(old, new) == expected)
    }

    @Test("Marks in NEW drive reloads and reconfigures (R-DIFF-5 example); marks in OLD are ignored")
    func marks() throws {
        let old = #"[{"id": "A", "items": ["a", "b", "c"], "reloaded": ["c"]}]"#
        let new = #"[{"id": "A", "items": ["a", "c", "b"], "reloaded": ["a"], "reconfigured": ["b"]}]"#
        // R-DIFF-5 worked example: itemMoves [(0,1)→(0,2)], itemReloads [(0,0)], itemReconfigures [(0,2)].
        let expected =
            #"{"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []}, "#
            + #""items": {"deleted": [], "inserted": [], "moved": [[[0, 1], [0, 2]]], "#
            + #""reloaded": [[0, 0]], "reconfigured": [[0, 2]]}}"#
        #expect(try diff(old, new) == expected)
        let reloadSection = #"[{"id": "A", "items": ["a", "b", "c"], "reloadSection": true}]"#
        #expect(
            try diff(old, reloadSection).hasPrefix(
                #"{"sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": [0]}"#))
    }

    @Test("Invalid input names the file, the place and the problem")
    func invalidInput() {
        let good = #"[{"id": "A", "items": []}]"#
        // Columns count characters from 1: in `[{"id": "A", "items": ["a", 3]}]`, `[{"id": "A", ` is
        // 13 characters and `"items": ["a", ` 15 more, so the 3 is at 29.
        let cases: [(String, String)] = [
            // `[` and a line break: the text ends at line 2, column 1, where a value should follow.
            ("[\n", "new.json:2:1: error: (document): malformed JSON: "),
            (#"{"id": "A"}"#, "new.json:1:1: error: (document): expected an array of section objects"),
            (#"[{"id": "A", "items": ["a", 3]}]"#, "new.json:1:29: error: [0].items[1]: expected a string"),
            // `[{` puts the object at column 2.
            (#"[{"items": []}]"#, #"new.json:1:2: error: [0]: missing required key "id""#),
            // An unknown key points at the key: `"extra"` starts after `[{"id": "A", "items": [], `
            // (2 + 11 + 13 = 26 characters).
            (
                #"[{"id": "A", "items": [], "extra": 1}]"#,
                #"new.json:1:27: error: [0].extra: unknown key "extra" in section object"#
            ),
            // A list points at its key: `"reconfigured"` starts after `[{"id": "A", "items": ["a"], `
            // (2 + 11 + 16 = 29 characters).
            (
                #"[{"id": "A", "items": ["a"], "reconfigured": ["x"]}]"#,
                "new.json:1:30: error: [0].reconfigured: not items of section A: x"
            ),
            (
                #"[{"id": "A", "items": ["a", "b", "a"]}, {"id": "A", "items": ["b"]}]"#,
                "new.json:1:1: error: (document): duplicate section identifiers: A; duplicate item identifiers: a, b"
            ),
        ]
        for (input, message) in cases {
            do {
                _ = try diff(good, input)
                Issue.record("\(input) was accepted")
            } catch {
                #expect(error.description.hasPrefix(message), "\(input): \(error.description)")
            }
        }
    }
}
