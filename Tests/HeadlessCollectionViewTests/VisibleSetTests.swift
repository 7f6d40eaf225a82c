import CollectionLayout
import PropertyBased
import Testing

@testable import HeadlessCollectionView

@Suite("The visible-set difference behind visibleElementsChanged (R-EVENT-2)")
struct VisibleSetTests {
    /// A small universe of identities: cells, boundary items and badges of two kinds, in 3 sections.
    static let universe: [ElementID] = (0..<3).flatMap { section in
        (0..<6).flatMap { item -> [ElementID] in
            let path = LayoutIndexPath(item: item, section: section)
            return [
                .cell(path), ElementID(category: .supplementary, elementKind: "badge", indexPath: path),
                ElementID(category: .supplementary, elementKind: "header", indexPath: path),
                ElementID(category: .decoration, elementKind: "background", indexPath: path),
            ]
        }
    }

    static func attributes(_ ids: [ElementID]) -> [LayoutAttributes] {
        ids.map {
            LayoutAttributes(
                category: $0.category, elementKind: $0.elementKind, indexPath: $0.indexPath, frame: .zero)
        }
    }

    @Test("Added and removed equal the set difference, in list order, for lists in any order")
    func matchesSetDifference() async {
        let list = Gen.element(of: Self.universe).map { $0! }.set(ofAtMost: 0...24).map { Array($0) }
        await propertyCheck(count: 500, input: list, list) { before, after in
            var set = VisibleSet()
            _ = set.update(with: Self.attributes(before))
            #expect(set.elementIDs == before)
            let change = set.update(with: Self.attributes(after))
            let beforeSet = Set(before)
            let afterSet = Set(after)
            let added = after.filter { !beforeSet.contains($0) }
            let removed = before.filter { !afterSet.contains($0) }
            if added.isEmpty && removed.isEmpty {
                #expect(change == nil)
            } else {
                #expect(change == VisibleElementsChange(added: added, removed: removed))
            }
            #expect(set.elementIDs == after)
            #expect(set.cellIndexPaths == after.filter { $0.category == .cell }.map(\.indexPath))
        }
    }

    @Test("The same elements in another order are the same set: no change")
    func reorderedIsUnchanged() {
        var set = VisibleSet()
        let ids = Array(Self.universe.prefix(8))
        _ = set.update(with: Self.attributes(ids))
        #expect(set.update(with: Self.attributes(ids.reversed())) == nil)
        #expect(set.elementIDs == ids.reversed())
    }
}
