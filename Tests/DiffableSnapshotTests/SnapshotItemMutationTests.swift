import DiffableSnapshot
import Testing

@Suite("Snapshot item mutations (R-SNAP-7, R-SNAP-9, R-SNAP-10, R-SNAP-12)")
struct SnapshotItemMutationTests {
    @Test("R-SNAP-9: appendItems goes to the named section or the last one")
    func append() throws {
        var s = makeSnapshot(["A": [], "B": []])
        try s.appendItems(["a1", "a2"], toSection: "A")
        try s.appendItems(["b1"])
        try s.appendItems(["a3"], toSection: "A")
        s._checkInvariants()
        #expect(layout(s) == ["A[a1 a2 a3]", "B[b1]"])
    }

    @Test("R-SNAP-9: existing items are moved, reported, and keep their marks")
    func appendMovesExisting() throws {
        var s = makeSnapshot(["A": ["a", "b", "c"], "B": ["d"]])
        try s.reloadItems(["b"])
        let moved = try s.appendItems(["x", "b", "d"], toSection: "A")
        #expect(moved == ["b", "d"])
        #expect(layout(s) == ["A[a c x b d]", "B[]"])
        #expect(s.reloadedItemIdentifiers == ["b"])
        let movedAgain = try s.appendItems(["a"])
        #expect(movedAgain == ["a"])
        #expect(layout(s) == ["A[c x b d]", "B[a]"])
        s._checkInvariants()
    }

    @Test("R-SNAP-9, R-SNAP-3: append errors change nothing")
    func appendErrors() {
        var empty = Snapshot()
        #expect(throws: SnapshotError.noSections) { try empty.appendItems(["a"]) }
        #expect(throws: SnapshotError.noSections) { try empty.appendItems(["a"], toSection: "A") }
        #expect(empty == Snapshot())
        var s = makeSnapshot(["A": ["a"], "B": ["b"]])
        let before = s
        #expect(throws: SnapshotError.sectionNotFound(["Q"])) { try s.appendItems(["n"], toSection: "Q") }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["n", "a"])) {
            try s.appendItems(["n", "a", "n", "a"])
        }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["n"])) {
            try s.appendItems(["n", "m", "n"], toSection: "A")
        }
        #expect(s == before)
        s._checkInvariants()
    }

    @Test("R-SNAP-10: insertItems goes into the anchor's section, before or after it")
    func insert() throws {
        var s = makeSnapshot(["A": ["a", "b"], "B": ["c", "d"]])
        try s.insertItems(["x", "y"], beforeItem: "c")
        try s.insertItems(["z"], afterItem: "b")
        try s.insertItems(["w"], afterItem: "d")
        try s.insertItems(["v"], beforeItem: "a")
        s._checkInvariants()
        #expect(layout(s) == ["A[v a b z]", "B[x y c d w]"])
    }

    @Test("R-SNAP-10: inserting existing items moves them, even across sections")
    func insertMovesExisting() throws {
        var s = makeSnapshot(["A": ["a", "b", "c"], "B": ["d", "e"]])
        let moved = try s.insertItems(["e", "a", "n"], afterItem: "b")
        #expect(moved == ["e", "a"])
        #expect(layout(s) == ["A[b e a n c]", "B[d]"])
        let moved2 = try s.insertItems(["c", "b"], beforeItem: "d")
        #expect(moved2 == ["c", "b"])
        #expect(layout(s) == ["A[e a n]", "B[c b d]"])
        s._checkInvariants()
    }

    @Test("R-SNAP-10, R-SNAP-3: insert errors, in the documented order, change nothing")
    func insertErrors() {
        var s = makeSnapshot(["A": ["a", "b"]])
        let before = s
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["n"])) {
            try s.insertItems(["n", "n"], beforeItem: "zz")
        }
        #expect(throws: SnapshotError.anchorInInsertedIdentifiers(["a"])) {
            try s.insertItems(["n", "a"], beforeItem: "a")
        }
        #expect(throws: SnapshotError.itemNotFound(["zz"])) { try s.insertItems(["n"], afterItem: "zz") }
        #expect(s == before)
    }

    @Test("R-SNAP-7: deleteItems removes present items and their marks; unknown ones are ignored")
    func delete() throws {
        var s = makeSnapshot(["A": ["a", "b", "c"], "B": ["d"], "C": ["e"]])
        try s.reloadItems(["b", "c"])
        try s.reconfigureItems(["b", "e"])
        s.deleteItems(["b", "nope", "d"])
        s._checkInvariants()
        #expect(layout(s) == ["A[a c]", "B[]", "C[e]"])
        #expect(s.reloadedItemIdentifiers == ["c"])
        #expect(s.reconfiguredItemIdentifiers == ["e"])
        let before = s
        s.deleteItems(["nope"])
        #expect(s == before)
        // Repeated identifiers in one lenient delete are deleted once.
        s.deleteItems(["a", "a", "e", "e"])
        s._checkInvariants()
        #expect(layout(s) == ["A[c]", "B[]", "C[]"])
    }

    @Test("R-SNAP-7: deleting many items at once keeps sections consistent")
    func deleteMany() throws {
        let items = (0..<40).map { "i\($0)" }
        var s = makeSnapshot([
            "A": Array(items[0..<10]), "B": Array(items[10..<25]), "C": Array(items[25...]),
        ])
        s.deleteItems(items.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
        s._checkInvariants()
        // Kept: indexes not divisible by 3. A keeps 1 2 4 5 7 8 (6), B 10 11 13 14 16 17 19 20 22 23 (10),
        // C 25 26 28 29 31 32 34 35 37 38 (10).
        #expect(try s.numberOfItems(inSection: "A") == 6)
        #expect(try s.numberOfItems(inSection: "B") == 10)
        #expect(try s.numberOfItems(inSection: "C") == 10)
        #expect(s.sectionIdentifier(containingItem: "i25") == "C")
    }

    @Test("R-SNAP-12: moveItem moves within and across sections")
    func move() throws {
        var s = makeSnapshot(["A": ["a", "b", "c"], "B": ["d"], "E": []])
        try s.moveItem("a", afterItem: "c")
        #expect(layout(s) == ["A[b c a]", "B[d]", "E[]"])
        try s.moveItem("b", beforeItem: "d")
        #expect(layout(s) == ["A[c a]", "B[b d]", "E[]"])
        try s.moveItem("d", beforeItem: "c")
        #expect(layout(s) == ["A[d c a]", "B[b]", "E[]"])
        s._checkInvariants()
    }

    @Test("R-SNAP-12, R-SNAP-3: moveItem errors change nothing")
    func moveErrors() {
        var s = makeSnapshot(["A": ["a", "b"]])
        let before = s
        #expect(throws: SnapshotError.itemNotFound(["x", "y"])) { try s.moveItem("x", beforeItem: "y") }
        #expect(throws: SnapshotError.itemNotFound(["y"])) { try s.moveItem("a", afterItem: "y") }
        #expect(throws: SnapshotError.itemNotFound(["x"])) { try s.moveItem("x", afterItem: "a") }
        #expect(throws: SnapshotError.moveRelativeToItself(["a"])) { try s.moveItem("a", beforeItem: "a") }
        #expect(throws: SnapshotError.moveRelativeToItself(["b"])) { try s.moveItem("b", afterItem: "b") }
        #expect(s == before)
    }
}
