import DiffableSnapshot
import Testing

@Suite("Applying a section snapshot to a snapshot (R-APPLY-5)")
struct ApplySectionSnapshotTests {
    @Test("R-APPLY-5: the section's items become the visible items; expanding shows as inserts")
    func applyAndDiff() throws {
        var tree = SectionSnapshot()
        try tree.append(["A", "B"])
        try tree.append(["A1", "A2"], to: "A")
        var snapshot = makeSnapshot(["Top": ["t"], "Tree": ["old"]])
        try snapshot.apply(tree, to: "Tree")
        #expect(layout(snapshot) == ["Top[t]", "Tree[A B]"])
        let collapsed = snapshot
        tree.expand(["A"])
        try snapshot.apply(tree, to: "Tree")
        #expect(layout(snapshot) == ["Top[t]", "Tree[A A1 A2 B]"])
        var expected = Changeset()
        expected.itemInserts = [.init("A1", at: path(1, 1)), .init("A2", at: path(1, 2))]
        #expect(snapshot.changes(from: collapsed) == expected)
    }

    @Test("R-APPLY-5: a missing section is appended")
    func appendsMissingSection() throws {
        var tree = SectionSnapshot()
        try tree.append(["x"])
        var snapshot = makeSnapshot(["A": ["a"]])
        try snapshot.apply(tree, to: "New")
        #expect(layout(snapshot) == ["A[a]", "New[x]"])
        snapshot._checkInvariants()
    }

    @Test("R-APPLY-5, R-SNAP-3: items living in another section throw itemAlreadyExists; nothing changes")
    func conflicts() throws {
        var tree = SectionSnapshot()
        try tree.append(["a", "n", "b"])
        var snapshot = makeSnapshot(["A": ["a"], "B": ["b"], "T": []])
        let before = snapshot
        #expect(throws: SnapshotError.itemAlreadyExists(["a", "b"])) { try snapshot.apply(tree, to: "T") }
        #expect(snapshot == before)
    }

    @Test("R-APPLY-5, R-SNAP-7: items leaving the section lose their marks; staying items keep them")
    func marks() throws {
        var snapshot = makeSnapshot(["T": ["x", "y"], "U": ["u"]])
        try snapshot.reloadItems(["x", "y"])
        var tree = SectionSnapshot()
        try tree.append(["y", "z"])
        try snapshot.apply(tree, to: "T")
        #expect(layout(snapshot) == ["T[y z]", "U[u]"])
        #expect(snapshot.reloadedItemIdentifiers == ["y"])
        snapshot._checkInvariants()
    }
}
