import DiffableSnapshot
import Testing

@Suite(
    "Section snapshots (R-SECSNAP-1, R-SECSNAP-2, R-SECSNAP-3, R-SECSNAP-4, R-SECSNAP-5, R-SECSNAP-6, R-SECSNAP-7, R-SECSNAP-8, R-SECSNAP-9)"
)
struct SectionSnapshotTests {
    @Test(
        "R-SECSNAP-1, R-SECSNAP-2, R-SECSNAP-3, R-SECSNAP-4, R-SECSNAP-5, R-SECSNAP-6, R-SECSNAP-7, R-SECSNAP-8: the R-SECSNAP worked example, step by step"
    )
    func specExample() throws {
        var s = SectionSnapshot()
        try s.append(["A", "B"])
        #expect(s.items == ["A", "B"])
        try s.append(["A1", "A2"], to: "A")
        #expect(s.items == ["A", "A1", "A2", "B"])
        #expect(s.level(of: "A1") == 1)
        #expect(s.parent(of: "A2") == "A")
        try s.insert(["A0"], before: "A1")
        #expect(s.items == ["A", "A0", "A1", "A2", "B"])
        try s.insert(["C"], after: "A")
        #expect(s.items == ["A", "A0", "A1", "A2", "C", "B"])
        #expect(s.visibleItems == ["A", "C", "B"])
        s.expand(["A"])
        #expect(s.visibleItems == ["A", "A0", "A1", "A2", "C", "B"])
        s.delete(["A"])
        #expect(s.items == ["C", "B"])
        let before = s
        #expect(throws: SnapshotError.itemAlreadyExists(["B"])) { try s.append(["B"], to: "C") }
        #expect(s == before)
    }

    @Test("R-SECSNAP-1: roots, levels, parents, indexes; nil for unknown items")
    func queries() throws {
        var s = SectionSnapshot()
        try s.append(["R1", "R2"])
        try s.append(["C1"], to: "R1")
        try s.append(["G1"], to: "C1")
        // Pre-order: R1 C1 G1 R2.
        #expect(s.items == ["R1", "C1", "G1", "R2"])
        #expect(s.rootItems == ["R1", "R2"])
        #expect(s.level(of: "G1") == 2)
        #expect(s.level(of: "R2") == 0)
        #expect(s.level(of: "zz") == nil)
        #expect(s.parent(of: "G1") == "C1")
        #expect(s.parent(of: "R1") == nil)
        #expect(s.parent(of: "zz") == nil)
        #expect(s.index(of: "R2") == 3)
        #expect(s.index(of: "zz") == nil)
        #expect(s.contains("G1") && !s.contains("zz"))
    }

    @Test("R-SECSNAP-2, R-SECSNAP-3: items start collapsed; visibility needs every ancestor expanded")
    func expansion() throws {
        var s = SectionSnapshot()
        try s.append(["R"])
        try s.append(["C"], to: "R")
        try s.append(["G"], to: "C")
        #expect(!s.isExpanded("R"))
        #expect(s.visibleItems == ["R"])
        s.expand(["C", "unknown"])
        #expect(s.isVisible("R") && !s.isVisible("C") && !s.isVisible("G"))
        #expect(s.visibleItems == ["R"])
        s.expand(["R"])
        #expect(s.isVisible("G"))
        #expect(s.visibleItems == ["R", "C", "G"])
        #expect(s.expandedItems == ["R", "C"])
        s.collapse(["C", "unknown"])
        #expect(s.visibleItems == ["R", "C"])
        #expect(!s.isVisible("G"))
        #expect(!s.isVisible("unknown"))
    }

    @Test("R-SECSNAP-4, R-SECSNAP-5: appending after a subtree; inserting after a whole subtree")
    func placement() throws {
        var s = SectionSnapshot()
        try s.append(["A", "B"])
        try s.append(["A1"], to: "A")
        try s.append(["A11"], to: "A1")
        try s.append(["A2"], to: "A")  // after A's existing subtree A1 A11
        #expect(s.items == ["A", "A1", "A11", "A2", "B"])
        try s.insert(["X"], after: "A1")  // sibling of A1, after A1's subtree (A11)
        #expect(s.items == ["A", "A1", "A11", "X", "A2", "B"])
        #expect(s.parent(of: "X") == "A")
        try s.append(["Z"])  // root after the last root's subtree
        #expect(s.items == ["A", "A1", "A11", "X", "A2", "B", "Z"])
    }

    @Test("R-SECSNAP-7: errors name all offenders and change nothing")
    func errors() throws {
        var s = SectionSnapshot()
        try s.append(["A", "B"])
        let before = s
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["n"])) { try s.append(["n", "n"], to: "zz") }
        #expect(throws: SnapshotError.itemNotFound(["zz"])) { try s.append(["n"], to: "zz") }
        #expect(throws: SnapshotError.itemNotFound(["zz"])) { try s.insert(["n"], before: "zz") }
        #expect(throws: SnapshotError.itemNotFound(["zz"])) { try s.insert(["n"], after: "zz") }
        #expect(throws: SnapshotError.itemAlreadyExists(["A", "B"])) {
            try s.insert(["A", "n", "B"], after: "A")
        }
        #expect(throws: SnapshotError.itemAlreadyExists(["B"])) { try s.insert(["B"], before: "A") }
        #expect(s == before)
    }

    @Test("R-SECSNAP-6: grafting a section snapshot keeps its hierarchy and expansion states")
    func graft() throws {
        var child = SectionSnapshot()
        try child.append(["P"])
        try child.append(["P1"], to: "P")
        child.expand(["P"])
        var s = SectionSnapshot()
        try s.append(["A", "B"])
        try s.append(child, to: "A")
        #expect(s.items == ["A", "P", "P1", "B"])
        #expect(s.level(of: "P1") == 2)
        #expect(s.isExpanded("P"))
        var other = SectionSnapshot()
        try other.append(["Q"])
        try s.insert(other, before: "B")
        var third = SectionSnapshot()
        try third.append(["T"])
        try s.insert(third, after: "A")
        #expect(s.items == ["A", "P", "P1", "T", "Q", "B"])
        #expect(throws: SnapshotError.itemAlreadyExists(["P", "P1"])) { try s.append(child) }
    }

    @Test("R-SECSNAP-8: delete removes descendants, ignores unknown items; deleteAll empties")
    func delete() throws {
        var s = SectionSnapshot()
        try s.append(["A", "B"])
        try s.append(["A1", "A2"], to: "A")
        s.expand(["A"])
        s.delete(["A1", "unknown"])
        #expect(s.items == ["A", "A2", "B"])
        s.delete(["A"])
        #expect(s.items == ["B"])
        #expect(s.expandedItems.isEmpty)
        s.deleteAll()
        #expect(s.items.isEmpty)
    }

    @Test("R-SECSNAP-9: replace(childrenOf:using:) and snapshot(of:includingParent:)")
    func replaceAndExtract() throws {
        var s = SectionSnapshot()
        try s.append(["A", "B"])
        try s.append(["A1", "A2"], to: "A")
        try s.append(["A21"], to: "A2")
        s.expand(["A2"])
        let sub = try s.snapshot(of: "A")
        #expect(sub.items == ["A1", "A2", "A21"])
        #expect(sub.rootItems == ["A1", "A2"])
        #expect(sub.isExpanded("A2"))
        let withParent = try s.snapshot(of: "A2", includingParent: true)
        #expect(withParent.items == ["A2", "A21"])
        #expect(withParent.level(of: "A21") == 1)
        #expect(throws: SnapshotError.itemNotFound(["zz"])) { try s.snapshot(of: "zz") }

        var replacement = SectionSnapshot()
        try replacement.append(["A2", "N"])  // reuses A2, one of A's current descendants
        try s.replace(childrenOf: "A", using: replacement)
        #expect(s.items == ["A", "A2", "N", "B"])
        #expect(s.level(of: "N") == 1)
        #expect(!s.isExpanded("A2"))
        let before = s
        var bad = SectionSnapshot()
        try bad.append(["B", "A", "fresh"])
        #expect(throws: SnapshotError.itemAlreadyExists(["B", "A"])) {
            try s.replace(childrenOf: "A", using: bad)
        }
        #expect(throws: SnapshotError.itemNotFound(["zz"])) { try s.replace(childrenOf: "zz", using: bad) }
        #expect(s == before)
    }

    @Test("visualDescription outlines the hierarchy with expansion markers")
    func visualDescription() throws {
        var s = SectionSnapshot()
        try s.append(["A", "B"])
        try s.append(["A1"], to: "A")
        try s.append(["B1"], to: "B")
        s.expand(["A"])
        #expect(s.visualDescription() == "- A\n  * A1\n+ B\n  * B1")
    }
}
