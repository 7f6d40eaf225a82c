import DiffableSnapshot
import Testing

@Suite("Changeset validation by replay (R-DIFF-7)")
struct ChangesetValidationTests {
    let old = makeSnapshot(["A": ["a", "b", "c"], "B": ["d"]])
    let new = makeSnapshot(["A": ["a", "c"], "B": ["d", "b"]])

    /// The correct changeset, derived by hand: b moves from (0,1) to (1,1).
    var correct: Changeset {
        var c = Changeset()
        c.itemMoves = [.init("b", from: path(0, 1), to: path(1, 1))]
        return c
    }

    @Test("R-DIFF-7: the hand-derived changeset validates and equals the computed one")
    func correctValidates() throws {
        try correct.validate(from: old, to: new)
        #expect(correct.isValid(from: old, to: new))
        #expect(Changeset(from: old, to: new) == correct)
    }

    @Test("R-DIFF-7: a missing change is reported as a differing result")
    func missingChange() {
        #expect(!Changeset().isValid(from: old, to: new))
        #expect(
            throws: ChangesetMismatch.resultDiffers(
                #"section 0 (A): expected ["a", "c"], got ["a", "b", "c"]"#)
        ) {
            try Changeset().validate(from: old, to: new)
        }
    }

    @Test("R-DIFF-7: a path listed twice is a duplicate entry")
    func duplicate() {
        var c = correct
        c.itemDeletes = [.init("b", at: path(0, 1))]
        #expect(throws: ChangesetMismatch.duplicateEntry("old index path (0,1)")) {
            try c.validate(from: old, to: new)
        }
    }

    @Test("R-DIFF-7: a wrong identifier or an index out of range is reported")
    func wrongEntries() {
        var c = correct
        c.itemReloads = [.init("x", at: path(0, 0))]
        #expect(throws: ChangesetMismatch.identifierMismatch("item reload names x, old (0,0) is a")) {
            try c.validate(from: old, to: new)
        }
        var d = correct
        d.itemInserts = [.init("z", at: path(5, 0))]
        #expect(throws: ChangesetMismatch.indexOutOfRange("item insert z at new (5,0)")) {
            try d.validate(from: old, to: new)
        }
        var e = correct
        e.itemReconfigures = [.init("a", at: path(0, 1))]
        #expect(throws: ChangesetMismatch.identifierMismatch("item reconfigure names a, new (0,1) is c")) {
            try e.validate(from: old, to: new)
        }
    }

    @Test("R-DIFF-4: a move into an inserted section is rejected")
    func moveIntoInsertedSection() {
        let old = makeSnapshot(["A": ["a", "b"]])
        let new = makeSnapshot(["A": ["a"], "C": ["b"]])
        var c = Changeset()
        c.sectionInserts = [.init("C", at: 1)]
        c.itemMoves = [.init("b", from: path(0, 1), to: path(1, 0))]
        #expect(throws: ChangesetMismatch.replacedSection("item move b at new (1,0)")) {
            try c.validate(from: old, to: new)
        }
    }

    @Test("R-DIFF-7: section entries are checked as well")
    func sectionEntries() {
        var c = Changeset()
        c.sectionDeletes = [.init("B", at: 0)]
        #expect(throws: ChangesetMismatch.identifierMismatch("section delete names B, old section 0 is A")) {
            try c.validate(from: old, to: new)
        }
        var d = Changeset()
        d.sectionMoves = [.init("A", from: 0, to: 7)]
        #expect(throws: ChangesetMismatch.indexOutOfRange("section move A to 7")) {
            try d.validate(from: old, to: new)
        }
    }

    @Test("ChangesetMismatch descriptions name the problem")
    func descriptions() {
        #expect(ChangesetMismatch.duplicateEntry("x").description == "duplicate entry: x")
    }
}
