import DiffableSnapshot
import Testing

@Suite("Snapshot section mutations (R-SNAP-6, R-SNAP-7, R-SNAP-8, R-SNAP-11)")
struct SnapshotSectionMutationTests {
    @Test("R-SNAP-6: append and insert add empty sections in place")
    func appendAndInsert() throws {
        var s = makeSnapshot(["A": ["a"], "B": ["b"]])
        try s.appendSections(["C"])
        try s.insertSections(["X", "Y"], beforeSection: "B")
        try s.insertSections(["Z"], afterSection: "C")
        try s.insertSections(["W"], beforeSection: "A")
        s._checkInvariants()
        #expect(layout(s) == ["W[]", "A[a]", "X[]", "Y[]", "B[b]", "C[]", "Z[]"])
        try s.appendItems(["y"], toSection: "Y")
        #expect(layout(s) == ["W[]", "A[a]", "X[]", "Y[y]", "B[b]", "C[]", "Z[]"])
        #expect(s.itemIdentifiers == ["a", "y", "b"])
    }

    @Test("R-SNAP-6, R-SNAP-3: append errors name all offenders and change nothing")
    func appendErrors() {
        var s = makeSnapshot(["A": ["a"], "B": []])
        let before = s
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["C", "D"])) {
            try s.appendSections(["C", "D", "C", "D", "C"])
        }
        #expect(throws: SnapshotError.sectionAlreadyExists(["A", "B"])) {
            try s.appendSections(["A", "N", "B"])
        }
        #expect(s == before)
        #expect(s.sectionIdentifiers == ["A", "B"])
    }

    @Test("R-SNAP-6, R-SNAP-3: insert errors, in the documented order, change nothing")
    func insertErrors() {
        var s = makeSnapshot(["A": ["a"], "B": []])
        let before = s
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["N"])) {
            try s.insertSections(["N", "N"], beforeSection: "A")
        }
        #expect(throws: SnapshotError.anchorInInsertedIdentifiers(["A"])) {
            try s.insertSections(["N", "A"], afterSection: "A")
        }
        #expect(throws: SnapshotError.sectionAlreadyExists(["B"])) {
            try s.insertSections(["B", "N"], beforeSection: "A")
        }
        #expect(throws: SnapshotError.sectionNotFound(["Q"])) {
            try s.insertSections(["N"], beforeSection: "Q")
        }
        #expect(throws: SnapshotError.sectionNotFound(["Q"])) {
            try s.insertSections(["N"], afterSection: "Q")
        }
        #expect(s == before)
    }

    @Test("R-SNAP-7: deleteSections removes items and marks; unknown identifiers are ignored")
    func deleteSections() throws {
        var s = makeSnapshot(["A": ["a", "b"], "B": ["c"], "C": ["d"]])
        try s.reloadItems(["a", "d"])
        try s.reconfigureItems(["b", "d"])
        try s.reloadSections(["A", "C"])
        s.deleteSections(["A", "nope"])
        s._checkInvariants()
        #expect(layout(s) == ["B[c]", "C[d]"])
        #expect(s.reloadedItemIdentifiers == ["d"])
        #expect(s.reconfiguredItemIdentifiers == ["d"])
        #expect(s.reloadedSectionIdentifiers == ["C"])
        #expect(s.indexOfItem("a") == nil)
        let before = s
        s.deleteSections(["nope"])
        #expect(s == before)
        s.deleteSections(["B", "C"])
        #expect(s.numberOfSections == 0 && s.numberOfItems == 0)
    }

    @Test("R-SNAP-11: deleteAllItems removes items, sections and marks")
    func deleteAll() throws {
        var s = makeSnapshot(["A": ["a"], "B": ["b"]])
        try s.reloadItems(["a"])
        try s.reloadSections(["B"])
        s.deleteAllItems()
        #expect(s == Snapshot())
        #expect(s.reloadedItemIdentifiers.isEmpty && s.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("R-SNAP-8: moveSection carries the items along")
    func moveSection() throws {
        var s = makeSnapshot(["A": ["a"], "B": ["b", "bb"], "C": [], "D": ["d"]])
        try s.moveSection("A", afterSection: "C")
        #expect(layout(s) == ["B[b bb]", "C[]", "A[a]", "D[d]"])
        try s.moveSection("D", beforeSection: "B")
        #expect(layout(s) == ["D[d]", "B[b bb]", "C[]", "A[a]"])
        try s.moveSection("B", afterSection: "A")
        #expect(layout(s) == ["D[d]", "C[]", "A[a]", "B[b bb]"])
        s._checkInvariants()
        #expect(s.sectionIdentifier(containingItem: "bb") == "B")
        #expect(s.indexOfItem("bb") == 3)
    }

    @Test("R-SNAP-8, R-SNAP-3: moveSection errors change nothing")
    func moveSectionErrors() {
        var s = makeSnapshot(["A": ["a"], "B": []])
        let before = s
        #expect(throws: SnapshotError.sectionNotFound(["X", "Y"])) {
            try s.moveSection("X", beforeSection: "Y")
        }
        #expect(throws: SnapshotError.sectionNotFound(["Y"])) { try s.moveSection("A", afterSection: "Y") }
        #expect(throws: SnapshotError.sectionNotFound(["X"])) { try s.moveSection("X", afterSection: "A") }
        #expect(throws: SnapshotError.moveRelativeToItself(["A"])) {
            try s.moveSection("A", beforeSection: "A")
        }
        #expect(throws: SnapshotError.moveRelativeToItself(["B"])) {
            try s.moveSection("B", afterSection: "B")
        }
        #expect(s == before)
    }
}
