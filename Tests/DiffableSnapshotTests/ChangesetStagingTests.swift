import DiffableSnapshot
import Testing

@Suite("Staged batch updates (R-DIFF-8)")
struct ChangesetStagingTests {
    @Test("R-DIFF-8: sections first, then items re-indexed after the section batch, then reconfigures")
    func staging() throws {
        // Old A[a b], B[c d], C[e]; new C[e], B[d x], with B reconfiguring d.
        // Sections: A deleted (0); common C (old 2), B (old 1) in new order → [2, 1]: C stays, B moves 1 → 1.
        // Items: c deleted at old (1,0); x inserted at new (1,1); d reconfigured at new (1,0).
        let old = makeSnapshot(["A": ["a", "b"], "B": ["c", "d"], "C": ["e"]])
        var new = makeSnapshot(["C": ["e"], "B": ["d", "x"]])
        try new.reconfigureItems(["d"])
        let changes = Changeset(from: old, to: new)
        var expected = Changeset()
        expected.sectionDeletes = [.init("A", at: 0)]
        expected.sectionMoves = [.init("B", from: 1, to: 1)]
        expected.itemDeletes = [.init("c", at: path(1, 0))]
        expected.itemInserts = [.init("x", at: path(1, 1))]
        expected.itemReconfigures = [.init("d", at: path(1, 0))]
        #expect(changes == expected)
        try changes.validate(from: old, to: new)

        let batches = changes.stagedForBatchUpdates()
        #expect(batches.count == 3)
        var sections = Changeset()
        sections.sectionDeletes = [.init("A", at: 0)]
        sections.sectionMoves = [.init("B", from: 1, to: 1)]
        var items = Changeset()
        // After batch 1 the order is C, B: B's old index 1 maps to 1, so c is deleted at (1,0).
        items.itemDeletes = [.init("c", at: path(1, 0))]
        items.itemInserts = [.init("x", at: path(1, 1))]
        var reconfigures = Changeset()
        reconfigures.itemReconfigures = [.init("d", at: path(1, 0))]
        #expect(batches == [sections, items, reconfigures])
    }

    @Test("R-DIFF-8: old item paths follow their section to its index after the section batch")
    func remapping() throws {
        // Old X[x], B[b c]; new N[], M[], B[c]: X deleted at 0; N, M inserted at 0, 1; B (old 1) is the
        // only common section, so it is stationary. b is deleted at old (1,0). After batch 1 the order is
        // N, M, B: B sits at 2, so batch 2 deletes b at (2,0).
        let old = makeSnapshot(["X": ["x"], "B": ["b", "c"]])
        let new = makeSnapshot(["N": [], "M": [], "B": ["c"]])
        let changes = Changeset(from: old, to: new)
        #expect(changes.itemDeletes == [.init("b", at: path(1, 0))])
        try changes.validate(from: old, to: new)
        let batches = changes.stagedForBatchUpdates()
        #expect(batches.count == 2)
        #expect(batches.first?.sectionDeletes == [.init("X", at: 0)])
        #expect(batches.first?.sectionInserts == [.init("N", at: 0), .init("M", at: 1)])
        #expect(batches.last?.itemDeletes == [.init("b", at: path(2, 0))])
    }

    @Test("R-DIFF-8: an empty changeset stages no batch")
    func empty() {
        #expect(Changeset().stagedForBatchUpdates().isEmpty)
    }
}
