/// Random snapshot pairs for the property tests: an old snapshot with up to five sections (some empty)
/// and `size` items, and a new snapshot derived from it by random section deletes, inserts and moves,
/// item deletes (≈10 %), inserts (≈10 %), moves within and across sections (≈5 %), and reload /
/// reconfigure marks on items and sections.
func randomPair(seed: UInt64, size: Int) -> (old: Snapshot, new: Snapshot) {
    var rng = SplitMix(seed: seed)
    let sectionCount = rng.below(6)
    var sections: [(String, [String])] = (0..<sectionCount).map { ("S\($0)", []) }
    var nextItem = 0
    if sectionCount > 0 {
        for _ in 0..<size {
            sections[rng.below(sectionCount)].1.append("i\(nextItem)")
            nextItem += 1
        }
    }
    let old = makeSnapshot(sections)

    var next: [(String, [String])] = []
    for section in sections where !rng.chance(15) { next.append(section) }
    var nextSection = sectionCount
    for _ in 0..<rng.below(3) {
        next.insert(("S\(nextSection)", []), at: rng.below(next.count + 1))
        nextSection += 1
    }
    if next.count > 1 {
        for _ in 0..<rng.below(3) { next.swapAt(rng.below(next.count), rng.below(next.count)) }
    }
    if !next.isEmpty {
        // Deletes: ≈10 % of the items.
        for s in next.indices { next[s].1 = next[s].1.filter { _ in !rng.chance(10) } }
        var moving: [String] = []
        // Moves: take ≈5 % of the remaining items out and put them back at random places.
        for s in next.indices {
            var kept: [String] = []
            for item in next[s].1 {
                if rng.chance(5) { moving.append(item) } else { kept.append(item) }
            }
            next[s].1 = kept
        }
        for item in moving {
            let s = rng.below(next.count)
            next[s].1.insert(item, at: rng.below(next[s].1.count + 1))
        }
        for _ in 0..<(size / 10 + rng.below(3)) {
            let s = rng.below(next.count)
            next[s].1.insert("i\(nextItem)", at: rng.below(next[s].1.count + 1))
            nextItem += 1
        }
    }
    var new = makeSnapshot(next)
    let items = new.itemIdentifiers
    let reloads = items.filter { _ in rng.chance(5) }
    let reconfigures = items.filter { _ in rng.chance(5) }
    let sectionReloads = new.sectionIdentifiers.filter { _ in rng.chance(10) }
    try! new.reloadItems(reloads)
    try! new.reconfigureItems(reconfigures)
    try! new.reloadSections(sectionReloads)
    return (old, new)
}

/// The minimum numbers of section and item moves, computed independently of the library with the
/// O(n²) subsequence: moves are forced for common elements outside a longest increasing subsequence,
/// and for items changing between two non-replaced sections (R-DIFF-3, R-DIFF-4, R-DIFF-6).
func minimumMoves(old: Snapshot, new: Snapshot) -> (sections: Int, items: Int) {
    let common = new.sectionIdentifiers.filter { old.indexOfSection($0) != nil }
    let sectionMoves = common.count - quadraticLISLength(common.map { old.indexOfSection($0)! })
    let reloaded = Set(new.reloadedSectionIdentifiers)
    func replaced(_ section: String) -> Bool {
        old.indexOfSection(section) == nil || new.indexOfSection(section) == nil || reloaded.contains(section)
    }
    var itemMoves = 0
    for section in new.sectionIdentifiers where !replaced(section) {
        let oldItems = try! old.itemIdentifiers(inSection: section)
        let oldPosition = Dictionary(uniqueKeysWithValues: oldItems.enumerated().map { ($1, $0) })
        var sequence: [Int] = []
        for item in try! new.itemIdentifiers(inSection: section) {
            if let position = oldPosition[item] {
                sequence.append(position)
            } else if let from = old.sectionIdentifier(containingItem: item), !replaced(from) {
                itemMoves += 1
            }
        }
        itemMoves += sequence.count - quadraticLISLength(sequence)
    }
    return (sectionMoves, itemMoves)
}
