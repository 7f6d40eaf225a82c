extension SnapshotChangeset {
    /// Splits the changeset into up to three batches that UIKit always accepts (R-DIFF-8).
    ///
    /// 1. Section deletes, inserts, moves and reloads.
    /// 2. Item deletes, inserts, moves and reloads; old index paths are re-indexed against the section
    ///    order after batch 1 (so a deleted item's section index is that section's *new* index).
    /// 3. Item reconfigures (new index paths).
    ///
    /// Empty batches are omitted, so an empty changeset yields `[]`.
    ///
    /// Implements R-DIFF-8.
    ///
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* entries.
    public func stagedForBatchUpdates() -> [Self] {
        var sections = Self()
        sections.sectionDeletes = sectionDeletes
        sections.sectionInserts = sectionInserts
        sections.sectionMoves = sectionMoves
        sections.sectionReloads = sectionReloads

        let map = _sectionIndexAfterSectionChanges()
        func remap(_ path: SnapshotIndexPath) -> SnapshotIndexPath {
            SnapshotIndexPath(section: map[path.section] ?? path.section, item: path.item)
        }
        var items = Self()
        items.itemDeletes = itemDeletes.map { .init($0.identifier, at: remap($0.indexPath)) }
        items.itemInserts = itemInserts
        items.itemMoves = itemMoves.map { .init($0.identifier, from: remap($0.from), to: $0.to) }
        items.itemReloads = itemReloads.map { .init($0.identifier, at: remap($0.indexPath)) }
        items._sort()

        var reconfigures = Self()
        reconfigures.itemReconfigures = itemReconfigures
        return [sections, items, reconfigures].filter { !$0.isEmpty }
    }

    /// Where each surviving old section sits after the section changes (step 1 of R-DIFF-7): moved
    /// sections at their destinations, the others in old order in the positions left free by inserts
    /// and move destinations.
    func _sectionIndexAfterSectionChanges() -> [Int: Int] {
        var map: [Int: Int] = [:]
        var taken = Set(sectionInserts.map(\.index))
        for move in sectionMoves {
            map[move.from] = move.to
            taken.insert(move.to)
        }
        let gone = Set(sectionDeletes.map(\.index)).union(sectionMoves.map(\.from))
        // The position of a remaining old section depends only on the sections before it, so mapping
        // every old index up to the largest one an item entry refers to is enough.
        let referenced =
            itemDeletes.map(\.indexPath.section) + itemMoves.map(\.from.section)
            + itemReloads.map(\.indexPath.section)
        let limit = (referenced.max() ?? -1) + 1
        var free = 0
        for oldIndex in 0..<limit where !gone.contains(oldIndex) {
            while taken.contains(free) { free += 1 }
            map[oldIndex] = free
            free += 1
        }
        return map
    }
}
