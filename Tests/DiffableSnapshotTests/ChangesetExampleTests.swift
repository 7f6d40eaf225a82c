import DiffableSnapshot
import Testing

/// The worked examples of the R-DIFF rules; every expected value is written from the rule's text.
@Suite("Changeset worked examples (R-DIFF-1, R-DIFF-2, R-DIFF-3, R-DIFF-4, R-DIFF-5, R-DIFF-6)")
struct ChangesetExampleTests {
    @Test("R-DIFF-3, R-DIFF-4, R-DIFF-6 example: section move, insert, minimal item moves")
    func sectionAndItemMoves() throws {
        let old = makeSnapshot(["A": ["a", "b", "c", "d"], "B": ["e", "f"]])
        let new = makeSnapshot(["B": ["f", "e", "g"], "A": ["a", "c", "d", "b"]])
        var expected = Changeset()
        expected.sectionMoves = [.init("A", from: 0, to: 1)]
        expected.itemInserts = [.init("g", at: path(0, 2))]
        expected.itemMoves = [
            .init("e", from: path(1, 0), to: path(0, 1)), .init("b", from: path(0, 1), to: path(1, 3)),
        ]
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        #expect(new.changes(from: old) == expected)
        try changes.validate(from: old, to: new)
    }

    @Test("R-DIFF-6 example: [a b c d e] → [e a b c d] is one move, not four")
    func oneMove() throws {
        let old = makeSnapshot(["S": ["a", "b", "c", "d", "e"]])
        let new = makeSnapshot(["S": ["e", "a", "b", "c", "d"]])
        var expected = Changeset()
        expected.itemMoves = [.init("e", from: path(0, 4), to: path(0, 0))]
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        try changes.validate(from: old, to: new)
    }

    @Test("R-DIFF-6: [a, b] → [b, a] keeps b and moves a")
    func swapTieBreak() throws {
        let old = makeSnapshot(["S": ["a", "b"]])
        let new = makeSnapshot(["S": ["b", "a"]])
        var expected = Changeset()
        expected.itemMoves = [.init("a", from: path(0, 0), to: path(0, 1))]
        #expect(Changeset(from: old, to: new) == expected)
        // Same tie-break for sections: B stays, A moves 0 → 1.
        let oldSections = makeSnapshot(["A": [], "B": []])
        let newSections = makeSnapshot(["B": [], "A": []])
        var expectedSections = Changeset()
        expectedSections.sectionMoves = [.init("A", from: 0, to: 1)]
        #expect(Changeset(from: oldSections, to: newSections) == expectedSections)
    }

    @Test("R-DIFF-4 example: an item leaving a deleted section is an insert, not a move")
    func itemFromDeletedSection() throws {
        let old = makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        let new = makeSnapshot(["B": ["c", "b"]])
        var expected = Changeset()
        expected.sectionDeletes = [.init("A", at: 0)]
        expected.itemInserts = [.init("b", at: path(0, 1))]
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        try changes.validate(from: old, to: new)
    }

    @Test("R-DIFF-4 example: an item entering an inserted section is a delete, not a move")
    func itemIntoInsertedSection() throws {
        let old = makeSnapshot(["A": ["a", "b"]])
        let new = makeSnapshot(["A": ["a"], "C": ["b"]])
        var expected = Changeset()
        expected.sectionInserts = [.init("C", at: 1)]
        expected.itemDeletes = [.init("b", at: path(0, 1))]
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        try changes.validate(from: old, to: new)
    }

    @Test("R-DIFF-5 example: reload of a stationary item, reconfigure of a moved one; {a, c} stays")
    func marks() throws {
        let old = makeSnapshot(["A": ["a", "b", "c"]])
        var new = makeSnapshot(["A": ["a", "c", "b"]])
        try new.reloadItems(["a"])
        try new.reconfigureItems(["b"])
        var expected = Changeset()
        expected.itemMoves = [.init("b", from: path(0, 1), to: path(0, 2))]
        expected.itemReloads = [.init("a", at: path(0, 0))]
        expected.itemReconfigures = [.init("b", at: path(0, 2))]
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        try changes.validate(from: old, to: new)
    }

    @Test("R-DIFF-5 example: a moved item marked for reload is a delete plus an insert")
    func movedReload() throws {
        let old = makeSnapshot(["A": ["a", "b", "c"]])
        var new = makeSnapshot(["A": ["a", "c", "b"]])
        try new.reloadItems(["a", "b"])
        var expected = Changeset()
        expected.itemDeletes = [.init("b", at: path(0, 1))]
        expected.itemInserts = [.init("b", at: path(0, 2))]
        expected.itemReloads = [.init("a", at: path(0, 0))]
        #expect(Changeset(from: old, to: new) == expected)
        // Reload wins when both marks are set (R-DIFF-5, R-SNAP-14).
        try new.reconfigureItems(["b", "a"])
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        try changes.validate(from: old, to: new)
    }

    @Test("R-DIFF-1: marks on the old snapshot are ignored; new and implicit items ignore marks")
    func markSources() throws {
        var old = makeSnapshot(["A": ["a", "b"]])
        try old.reloadItems(["a"])
        let plain = makeSnapshot(["A": ["a", "b"]])
        #expect(Changeset(from: old, to: plain).isEmpty)
        // Old A[a b]; new A[a b x] B[y] with x (new) reloaded and A reloaded as a section: only the
        // section reload and B's insert appear; a, b, x are implicit or new.
        var new = makeSnapshot(["A": ["a", "b", "x"], "B": ["y"]])
        try new.reloadItems(["x", "a"])
        try new.reconfigureItems(["b", "y"])
        try new.reloadSections(["A"])
        var expected = Changeset()
        expected.sectionReloads = [.init("A", at: 0)]
        expected.sectionInserts = [.init("B", at: 1)]
        let changes = Changeset(from: plain, to: new)
        #expect(changes == expected)
        try changes.validate(from: plain, to: new)
    }

    @Test("R-DIFF-3: a moved section marked for reload is deleted and inserted; its items are implicit")
    func movedSectionReload() throws {
        let old = makeSnapshot(["A": ["a"], "B": ["b"]])
        var new = makeSnapshot(["B": ["b"], "A": ["a", "n"]])
        try new.reloadSections(["A"])
        // Common sections in new order: B (old 1), A (old 0) → B stays, A would move; it is reloaded,
        // so A becomes a delete at 0 and an insert at 1. Its items (a, n) are implicit.
        var expected = Changeset()
        expected.sectionDeletes = [.init("A", at: 0)]
        expected.sectionInserts = [.init("A", at: 1)]
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        try changes.validate(from: old, to: new)
    }

    @Test("R-DIFF-2: identical snapshots give an empty changeset")
    func identical() {
        let snapshot = makeSnapshot(["A": ["a", "b"], "B": [], "C": ["c"]])
        #expect(Changeset(from: snapshot, to: snapshot).isEmpty)
        #expect(Changeset(from: Snapshot(), to: Snapshot()).count == 0)
    }

    @Test("R-DIFF-9: an unmutated copy with new marks diffs to just the marks")
    func copyWithMarks() throws {
        let old = makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        var new = old
        try new.reloadItems(["c"])
        try new.reconfigureItems(["a"])
        #expect(new == old)
        var expected = Changeset()
        expected.itemReloads = [.init("c", at: path(1, 0))]
        expected.itemReconfigures = [.init("a", at: path(0, 0))]
        #expect(Changeset(from: old, to: new) == expected)
    }

    @Test("R-DIFF-2: lists are sorted ascending, moves by destination")
    func sorting() throws {
        // Old S[a b c d e f], T[g]; new T[f g], S[x e d c b].
        // Sections: T (old 1), S (old 0) → [1, 0]: T stays, S moves 0 → 1.
        // S: a deleted at (0,0); x inserted at (1,0); f moves (0,5) → (0,0) (into T).
        // S candidates in new order e d c b → old [4, 3, 2, 1]: LIS length 1, earliest is e; d, c, b move.
        let old = makeSnapshot(["S": ["a", "b", "c", "d", "e", "f"], "T": ["g"]])
        let new = makeSnapshot(["T": ["f", "g"], "S": ["x", "e", "d", "c", "b"]])
        var expected = Changeset()
        expected.sectionMoves = [.init("S", from: 0, to: 1)]
        expected.itemDeletes = [.init("a", at: path(0, 0))]
        expected.itemInserts = [.init("x", at: path(1, 0))]
        expected.itemMoves = [
            .init("f", from: path(0, 5), to: path(0, 0)),
            .init("d", from: path(0, 3), to: path(1, 2)),
            .init("c", from: path(0, 2), to: path(1, 3)),
            .init("b", from: path(0, 1), to: path(1, 4)),
        ]
        let changes = Changeset(from: old, to: new)
        #expect(changes == expected)
        try changes.validate(from: old, to: new)
    }
}
