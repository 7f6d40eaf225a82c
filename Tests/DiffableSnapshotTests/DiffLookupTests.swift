import PropertyBased
import Testing

@testable import DiffableSnapshot

/// The diff's lookups go through unsafe views of the item storage and, for marks, through batched
/// lookups; these tests pin them to the plain `firstIndex(of:)` answers, and the whole diff of `Int`
/// identifiers (hashed by the mixer, no stored hashes) to the diff of `String` identifiers (stored
/// hashes) on the same random snapshot pairs.
@Suite("Diff lookups: unsafe views and batched mark lookups agree with the plain index")
struct DiffLookupTests {
    /// The same snapshot with every item `"iN"` renamed to the integer `N` (marks included).
    func integerItems(_ snapshot: Snapshot) -> DiffableDataSourceSnapshot<String, Int> {
        func number(_ item: String) -> Int { Int(item.dropFirst())! }
        var result = DiffableDataSourceSnapshot<String, Int>()
        for section in snapshot.sectionIdentifiers {
            try! result.appendSections([section])
            try! result.appendItems(
                snapshot.itemIdentifiers(inSection: section).map(number), toSection: section)
        }
        try! result.reloadItems(snapshot.reloadedItemIdentifiers.map(number))
        try! result.reconfigureItems(snapshot.reconfiguredItemIdentifiers.map(number))
        try! result.reloadSections(snapshot.reloadedSectionIdentifiers)
        return result
    }

    @Test("R-DIFF-1: Int identifiers give the same changes as the same identifiers spelled as Strings")
    func integerAndStringDiffsAgree() async {
        let pairs = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...400))
        await propertyCheck(count: 200, input: pairs) { seed, size in
            let (old, new) = randomPair(seed: seed, size: size)
            let strings = Changeset(from: old, to: new)
            let integers = SnapshotChangeset(from: integerItems(old), to: integerItems(new))
            func number(_ item: String) -> Int { Int(item.dropFirst())! }
            #expect(
                integers.itemDeletes.map(\.identifier) == strings.itemDeletes.map { number($0.identifier) })
            #expect(integers.itemDeletes.map(\.indexPath) == strings.itemDeletes.map(\.indexPath))
            #expect(
                integers.itemInserts.map(\.identifier) == strings.itemInserts.map { number($0.identifier) })
            #expect(integers.itemInserts.map(\.indexPath) == strings.itemInserts.map(\.indexPath))
            #expect(integers.itemMoves.map(\.from) == strings.itemMoves.map(\.from))
            #expect(integers.itemMoves.map(\.to) == strings.itemMoves.map(\.to))
            #expect(integers.itemReloads.map(\.indexPath) == strings.itemReloads.map(\.indexPath))
            #expect(integers.itemReconfigures.map(\.indexPath) == strings.itemReconfigures.map(\.indexPath))
            #expect(integers.sectionMoves.map(\.identifier) == strings.sectionMoves.map(\.identifier))
            #expect(integers.isValid(from: integerItems(old), to: integerItems(new)))
        }
    }

    /// Checks the view lookups and `_positions(of:)` of `list` against `firstIndex(of:)`, probing with
    /// every element of `probes` (present or not).
    func checkLookups<Element: Hashable>(_ list: _IndexedList<Element>, probes: [Element]) {
        let expected = probes.map { list.firstIndex(of: $0) ?? -1 }
        #expect(list._positions(of: probes) == expected)
        let probeList = _IndexedList(uncheckedUniqueElements: probes)
        let viewed = list._withView { view in
            probeList._withView { probeView in
                probes.indices.map { view.position(ofElementAt: $0, in: probeView) }
            }
        }
        #expect(viewed == expected)
        let equalities = list._withView { view in
            probeList._withView { probeView in
                list.indices.flatMap { position in
                    probes.indices.map { view.elementsEqual(at: position, probeView, at: $0) }
                }
            }
        }
        #expect(equalities == list.indices.flatMap { position in probes.map { list[position] == $0 } })
    }

    @Test("View lookups and batched lookups find every element and no absent one (Int and String)")
    func lookupsAgree() async {
        await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var random = SplitMix(seed: seed)
            let values = Array(Set((0..<random.below(60)).map { _ in random.below(200) }))
            let probes = Array(Set((0..<random.below(30)).map { _ in random.below(300) }))
            checkLookups(
                _IndexedList(uncheckedUniqueElements: values.map { $0 &* 1024 }),
                probes: probes.map { $0 &* 1024 })
            checkLookups(
                _IndexedList(uncheckedUniqueElements: values.map { "item-\($0)" }),
                probes: probes.map { "item-\($0)" })
        }
        checkLookups(_IndexedList<Int>(), probes: [1, 2])
        checkLookups(_IndexedList<String>(), probes: ["a"])
    }
}
