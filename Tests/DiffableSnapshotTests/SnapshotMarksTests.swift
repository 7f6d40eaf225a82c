import DiffableSnapshot
import Testing

@Suite("Snapshot marks (R-SNAP-13, R-SNAP-14)")
struct SnapshotMarksTests {
    @Test("R-SNAP-13, R-SNAP-14: marks keep structure, list first-marked order without duplicates")
    func marks() throws {
        var s = makeSnapshot(["A": ["a", "b", "c"], "B": ["d"]])
        let structure = s
        try s.reloadItems(["c", "a"])
        try s.reloadItems(["a", "b"])
        try s.reconfigureItems(["d", "c", "d"])
        try s.reloadSections(["B", "A", "B"])
        #expect(s == structure)
        #expect(s.reloadedItemIdentifiers == ["c", "a", "b"])
        #expect(s.reconfiguredItemIdentifiers == ["d", "c"])
        #expect(s.reloadedSectionIdentifiers == ["B", "A"])
    }

    @Test("R-SNAP-13, R-SNAP-3: unknown identifiers throw at once, naming all, and mark nothing")
    func unknown() {
        var s = makeSnapshot(["A": ["a"]])
        #expect(throws: SnapshotError.itemNotFound(["x", "y"])) { try s.reloadItems(["a", "x", "y"]) }
        #expect(throws: SnapshotError.itemNotFound(["x"])) { try s.reconfigureItems(["x", "a"]) }
        #expect(throws: SnapshotError.sectionNotFound(["Q"])) { try s.reloadSections(["A", "Q"]) }
        #expect(s.reloadedItemIdentifiers.isEmpty)
        #expect(s.reconfiguredItemIdentifiers.isEmpty)
        #expect(s.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("R-SNAP-14: marks follow moves; an item may carry both marks")
    func marksFollowMoves() throws {
        var s = makeSnapshot(["A": ["a", "b"], "B": ["c"]])
        try s.reloadItems(["a"])
        try s.reconfigureItems(["a"])
        try s.moveItem("a", afterItem: "c")
        try s.moveSection("A", afterSection: "B")
        #expect(s.reloadedItemIdentifiers == ["a"])
        #expect(s.reconfiguredItemIdentifiers == ["a"])
        #expect(s.sectionIdentifier(containingItem: "a") == "B")
    }

    @Test("SnapshotError descriptions say what went wrong and name the identifiers")
    func errorDescriptions() {
        #expect(
            SnapshotError.itemNotFound(["x", "y"]).description
                == "item identifiers not found in the snapshot: x, y")
        #expect(SnapshotError.noSections.identifiers.isEmpty)
        #expect(SnapshotError.sectionAlreadyExists(["A"]).identifiers == ["A"])
    }
}
