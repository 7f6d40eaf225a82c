@testable import DiffableSnapshot

typealias Snapshot = DiffableDataSourceSnapshot<String, String>
typealias Changeset = SnapshotChangeset<String, String>
typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<String>

/// Builds a snapshot from `(section, items)` pairs, in order.
func makeSnapshot(_ sections: KeyValuePairs<String, [String]>) -> Snapshot {
    makeSnapshot(sections.map { ($0.key, $0.value) })
}

/// Builds a snapshot from `(section, items)` pairs, in order.
func makeSnapshot(_ sections: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
        try! snapshot.appendSections([section])
        try! snapshot.appendItems(items, toSection: section)
    }
    snapshot._checkInvariants()
    return snapshot
}

/// The sections of a snapshot with their items, for whole-structure comparisons.
func layout(_ snapshot: Snapshot) -> [String] {
    snapshot.sectionIdentifiers.map { section in
        "\(section)[\((try! snapshot.itemIdentifiers(inSection: section)).joined(separator: " "))]"
    }
}

/// Shorthand for an index path.
func path(_ section: Int, _ item: Int) -> SnapshotIndexPath {
    SnapshotIndexPath(section: section, item: item)
}

/// A small deterministic generator (SplitMix64) so that property tests can derive whole snapshot pairs
/// from one seed that PropertyBased generates and shrinks.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Length of a longest strictly increasing subsequence, by the O(n²) dynamic programme (independent of
/// the library's O(n log n) routine).
func quadraticLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}
