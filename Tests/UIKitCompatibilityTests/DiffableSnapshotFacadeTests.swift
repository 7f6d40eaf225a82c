import Foundation
import Testing
import UIKitCompatibility

/// The Apple-shaped snapshot facades, written as iOS code uses them (the R-SNAP and R-SECSNAP rules).
@Suite("NSDiffableDataSourceSnapshot facades")
struct DiffableSnapshotFacadeTests {
    @Test("R-SNAP-9, R-SNAP-5, R-SNAP-7: the R-SNAP worked example in UIKit's non-throwing spelling")
    func snapshotExample() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4])  // nil section → the last one, "B"
        snapshot.appendItems([2], toSection: "B")  // 2 exists → moved: A = [1, 3], B = [4, 2]
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 3])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 2])
        #expect(snapshot.indexOfItem(2) == 3)  // flat order 1, 3, 4, 2
        snapshot.deleteItems([42])  // unknown: no effect
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
        snapshot.reloadItems([3])
        snapshot.reconfigureItems([1])
        #expect(snapshot.reloadedItemIdentifiers == [3] && snapshot.reconfiguredItemIdentifiers == [1])
        snapshot.moveSection("B", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["B", "A"])
    }

    @Test("R-SECSNAP: the R-SECSNAP worked example, applied to one section (R-APPLY-5)")
    func sectionSnapshotExample() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["A1", "A2"], to: "A")
        #expect(outline.level(of: "A1") == 1 && outline.parent(of: "A2") == "A")
        outline.insert(["A0"], before: "A1")
        outline.insert(["C"], after: "A")
        #expect(outline.items == ["A", "A0", "A1", "A2", "C", "B"])
        #expect(outline.visibleItems == ["A", "C", "B"])
        outline.expand(["A"])
        #expect(outline.visibleItems == ["A", "A0", "A1", "A2", "C", "B"])
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.apply(outline, to: 7)
        #expect(snapshot.sectionIdentifiers == [7])
        #expect(snapshot.itemIdentifiers(inSection: 7) == ["A", "A0", "A1", "A2", "C", "B"])
        outline.delete(["A"])
        #expect(outline.items == ["C", "B"])
    }

    @Test("Programmer errors trap as on iOS: appending items with no sections")
    func trapsWithoutSections() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
        }
    }

    @Test("Programmer errors trap as on iOS: duplicate identifiers in one call")
    func trapsOnDuplicates() async {
        await #expect(processExitsWith: .failure) {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["C", "C"])
        }
    }

    @Test("Programmer errors trap as on iOS: an existing item in a section snapshot")
    func sectionSnapshotTraps() async {
        await #expect(processExitsWith: .failure) {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["B", "C"])
            outline.append(["B"], to: "C")
        }
    }
}
