import DiffableSnapshot
import Testing

@Suite("Snapshot queries (R-SNAP-1, R-SNAP-2, R-SNAP-4, R-SNAP-5)")
struct SnapshotQueryTests {
    @Test("R-SNAP-1: an empty snapshot has no sections and no items")
    func empty() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
    }

    @Test("R-SNAP-1: items are listed section by section; counts per section")
    func itemsSectionBySection() throws {
        let snapshot = makeSnapshot(["A": ["a", "b"], "E": [], "B": ["c"]])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.sectionIdentifiers == ["A", "E", "B"])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c"])
        #expect(try snapshot.numberOfItems(inSection: "A") == 2)
        #expect(try snapshot.numberOfItems(inSection: "E") == 0)
        #expect(try snapshot.itemIdentifiers(inSection: "B") == ["c"])
        #expect(try snapshot.itemIdentifiers(inSection: "E") == [])
    }

    @Test("R-SNAP-4: per-section queries on an unknown section throw sectionNotFound")
    func unknownSectionQueries() {
        let snapshot = makeSnapshot(["A": ["a"]])
        #expect(throws: SnapshotError.sectionNotFound(["Z"])) { try snapshot.numberOfItems(inSection: "Z") }
        #expect(throws: SnapshotError.sectionNotFound(["Z"])) { try snapshot.itemIdentifiers(inSection: "Z") }
    }

    @Test("R-SNAP-5: lookups are flat indexes; unknown identifiers give nil")
    func lookups() {
        let snapshot = makeSnapshot(["A": ["a", "b"], "E": [], "B": ["c", "d"]])
        #expect(snapshot.indexOfItem("a") == 0)
        #expect(snapshot.indexOfItem("c") == 2)
        #expect(snapshot.indexOfItem("d") == 3)
        #expect(snapshot.indexOfItem("zz") == nil)
        #expect(snapshot.indexOfSection("E") == 1)
        #expect(snapshot.indexOfSection("Q") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b") == "A")
        #expect(snapshot.sectionIdentifier(containingItem: "c") == "B")
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
    }

    @Test("R-SNAP-2: equality compares sections and items in order, not marks")
    func equality() throws {
        let one = makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        var two = makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        #expect(one == two)
        try two.reloadItems(["a"])
        try two.reconfigureItems(["b"])
        try two.reloadSections(["B"])
        #expect(one == two)
        #expect(one != makeSnapshot(["A": ["b", "a"], "B": ["c"]]))
        #expect(one != makeSnapshot(["B": ["c"], "A": ["a", "b"]]))
        // Same flat items, different section split.
        #expect(one != makeSnapshot(["A": ["a"], "B": ["b", "c"]]))
    }

    @Test("Copies are independent values (copy-on-write)")
    func valueSemantics() throws {
        let original = makeSnapshot(["A": ["a"]])
        var copy = original
        try copy.appendItems(["b"])
        #expect(original.itemIdentifiers == ["a"])
        #expect(copy.itemIdentifiers == ["a", "b"])
    }

    @Test("R-SNAP-1, R-SNAP-5, R-SNAP-9: the R-SNAP worked example")
    func specExample() throws {
        var s = DiffableDataSourceSnapshot<String, Int>()
        try s.appendSections(["A", "B"])
        try s.appendItems([1, 2, 3], toSection: "A")
        try s.appendItems([4])
        #expect(try s.itemIdentifiers(inSection: "B") == [4])
        let moved = try s.appendItems([2], toSection: "B")
        #expect(moved == [2])
        #expect(try s.itemIdentifiers(inSection: "A") == [1, 3])
        #expect(try s.itemIdentifiers(inSection: "B") == [4, 2])
        #expect(s.indexOfItem(2) == 3)
        let before = s
        #expect(throws: SnapshotError.itemNotFound(["9"])) { try s.insertItems([5], beforeItem: 9) }
        #expect(s == before)
        s.deleteItems([42])
        #expect(s == before)
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["C"])) {
            try s.appendSections(["C", "C"])
        }
        #expect(s == before)
        s._checkInvariants()
    }

    /// An identifier that is equal, and hashes equally, whatever its label.
    private struct Keyed: Hashable, Sendable {
        let key: Int
        let label: String
        static func == (lhs: Keyed, rhs: Keyed) -> Bool { lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    @Test("R-SNAP-15: identifiers are compared with == and hash, not by their stored fields")
    func identityIsEquality() throws {
        var snapshot = DiffableDataSourceSnapshot<String, Keyed>()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems([Keyed(key: 1, label: "first")], toSection: "A")
        // Key 1 again, with another label: the same item, moved to B (R-SNAP-9), not a second item.
        try snapshot.appendItems([Keyed(key: 1, label: "second")], toSection: "B")
        #expect(snapshot.numberOfItems == 1)
        #expect(try snapshot.itemIdentifiers(inSection: "A").isEmpty)
        #expect(try snapshot.itemIdentifiers(inSection: "B") == [Keyed(key: 1, label: "any")])
        #expect(snapshot.indexOfItem(Keyed(key: 1, label: "other")) == 0)
    }
}
