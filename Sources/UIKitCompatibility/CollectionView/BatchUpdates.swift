import Foundation

/// The insertions, deletions, moves and reloads of one batch of updates, as the app reports them
/// to a collection view, and UIKit's check of them against the counts before and after.
struct BatchUpdates {
    /// Sections inserted, numbered after the update.
    var insertedSections: [Int] = []
    /// Sections deleted, numbered before the update.
    var deletedSections: [Int] = []
    /// Sections reloaded, numbered before the update.
    var reloadedSections: [Int] = []
    /// Sections moved, from a number before to a number after the update.
    var movedSections: [(from: Int, to: Int)] = []
    /// Items inserted, at index paths after the update.
    var insertedItems: [IndexPath] = []
    /// Items deleted, at index paths before the update.
    var deletedItems: [IndexPath] = []
    /// Items reloaded, at index paths before the update.
    var reloadedItems: [IndexPath] = []
    /// Items moved, from an index path before to one after the update.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// What the update did to the items that stay.
    struct Resolution: Equatable {
        /// Where each item that stays (and each reloaded item) moved: index paths before → after.
        var itemMap: [IndexPath: IndexPath]
        /// The items whose data was reloaded, at index paths before the update (their cells and
        /// measurements are dropped), including every item of a reloaded section.
        var reloaded: Set<IndexPath>
        /// Where each section that stays went: indexes before → after.
        var sectionMap: [Int: Int] = [:]
    }

    /// Checks the updates against the item counts `before` and `after` them, as UIKit does, and
    /// says where the items went.
    ///
    /// - Throws: The first inconsistency found: ranges, then conflicts, then the section count,
    ///   then each surviving section's item count, in section order.
    func resolve(before: [Int], after: [Int]) throws(UICollectionViewUpdateError) -> Resolution {
        try checkRanges(before: before, after: after)
        try checkConflicts()
        let sectionMap = try mapSections(before: before, after: after)
        try checkItemCounts(before: before, after: after, sectionMap: sectionMap)
        var resolution = mapItems(before: before, sectionMap: sectionMap)
        resolution.sectionMap = sectionMap
        return resolution
    }

    /// Step 1: every section and item an operation names exists on its side of the update.
    private func checkRanges(before: [Int], after: [Int]) throws(UICollectionViewUpdateError) {
        func section(_ operation: String, _ section: Int, in counts: [Int])
            throws(UICollectionViewUpdateError)
        {
            guard counts.indices.contains(section) else {
                throw .sectionOutOfRange(operation: operation, section: section, sectionCount: counts.count)
            }
        }
        func item(_ operation: String, _ path: IndexPath, in counts: [Int])
            throws(UICollectionViewUpdateError)
        {
            guard path.count == 2 else { throw .conflictingOperations("index path \(path) is not an item") }
            try section(operation, path.section, in: counts)
            guard path.item >= 0, path.item < counts[path.section] else {
                throw .itemOutOfRange(operation: operation, indexPath: path, itemCount: counts[path.section])
            }
        }
        for value in insertedSections { try section("insert", value, in: after) }
        for value in deletedSections { try section("delete", value, in: before) }
        for value in reloadedSections { try section("reload", value, in: before) }
        for move in movedSections {
            try section("move", move.from, in: before)
            try section("move to", move.to, in: after)
        }
        for path in insertedItems { try item("insert", path, in: after) }
        for path in deletedItems { try item("delete", path, in: before) }
        for path in reloadedItems { try item("reload", path, in: before) }
        for move in movedItems {
            try item("move", move.from, in: before)
            try item("move to", move.to, in: after)
        }
    }

    /// Step 2: no section or item is named by two operations that exclude each other, and no
    /// item moves out of a deleted section or into an inserted one (R-DIFF-4).
    private func checkConflicts() throws(UICollectionViewUpdateError) {
        func unique<T: Hashable>(_ values: [T], _ what: String) throws(UICollectionViewUpdateError) {
            var seen = Set<T>()
            for value in values where !seen.insert(value).inserted {
                throw .conflictingOperations("\(what) \(value) more than once")
            }
        }
        try unique(
            deletedSections + reloadedSections + movedSections.map(\.from), "attempt to change section")
        try unique(insertedSections + movedSections.map(\.to), "attempt to insert section")
        try unique(deletedItems + reloadedItems + movedItems.map(\.from), "attempt to change item")
        try unique(insertedItems + movedItems.map(\.to), "attempt to insert item")
        let goneSections = Set(deletedSections + reloadedSections)
        let newSections = Set(insertedSections)
        for move in movedItems where goneSections.contains(move.from.section) {
            throw .conflictingOperations(
                "attempt to move item \(move.from) out of a deleted or reloaded section")
        }
        for move in movedItems where newSections.contains(move.to.section) {
            throw .conflictingOperations("attempt to move item to \(move.to) in an inserted section")
        }
    }

    /// Step 3: the section count adds up; returns where each section that stays went (before →
    /// after), reloaded sections included.
    private func mapSections(before: [Int], after: [Int]) throws(UICollectionViewUpdateError) -> [Int: Int] {
        let expected = before.count + insertedSections.count - deletedSections.count
        guard after.count == expected else {
            throw .invalidNumberOfSections(
                before: before.count, after: after.count, inserted: insertedSections.count,
                deleted: deletedSections.count)
        }
        let leaving = Set(deletedSections + movedSections.map(\.from))
        let arriving = Set(insertedSections + movedSections.map(\.to))
        let staying = before.indices.filter { !leaving.contains($0) }
        let slots = after.indices.filter { !arriving.contains($0) }
        var map = Dictionary(uniqueKeysWithValues: zip(staying, slots).map { ($0, $1) })
        for move in movedSections { map[move.from] = move.to }
        return map
    }

    /// Step 4: each section that stays (not reloaded) has as many items after as before, plus
    /// inserted and moved in, minus deleted and moved out.
    private func checkItemCounts(before: [Int], after: [Int], sectionMap: [Int: Int])
        throws(UICollectionViewUpdateError)
    {
        let reloaded = Set(reloadedSections)
        for (old, new) in sectionMap.sorted(by: { $0.value < $1.value }) where !reloaded.contains(old) {
            let inserted = insertedItems.count { $0.section == new }
            let deleted = deletedItems.count { $0.section == old }
            let movedIn = movedItems.count { $0.to.section == new && $0.from.section != old }
            let movedOut = movedItems.count { $0.from.section == old && $0.to.section != new }
            guard after[new] == before[old] + inserted - deleted + movedIn - movedOut else {
                throw .invalidNumberOfItems(
                    section: new, before: before[old], after: after[new], inserted: inserted,
                    deleted: deleted,
                    movedIn: movedIn, movedOut: movedOut)
            }
        }
    }

    /// Step 5: where the items that stay went. In each section that stays, the items that are
    /// neither deleted nor moved keep their order and fill the places that are neither inserted
    /// nor a move's destination; moved items go where their move says.
    private func mapItems(before: [Int], sectionMap: [Int: Int]) -> Resolution {
        var itemMap: [IndexPath: IndexPath] = [:]
        var reloaded = Set(reloadedItems)
        let reloadedSectionSet = Set(reloadedSections)
        let leaving = Set(deletedItems + movedItems.map(\.from))
        let arriving = Set(insertedItems + movedItems.map(\.to))
        for (old, new) in sectionMap {
            let staying = (0..<before[old]).map { IndexPath(item: $0, section: old) }.filter {
                !leaving.contains($0)
            }
            if reloadedSectionSet.contains(old) {
                reloaded.formUnion(staying)
                continue
            }
            var slot = 0
            for path in staying {
                while arriving.contains(IndexPath(item: slot, section: new)) { slot += 1 }
                itemMap[path] = IndexPath(item: slot, section: new)
                slot += 1
            }
        }
        for move in movedItems { itemMap[move.from] = move.to }
        return Resolution(itemMap: itemMap, reloaded: reloaded)
    }
}
