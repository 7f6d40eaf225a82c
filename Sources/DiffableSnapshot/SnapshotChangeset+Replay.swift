extension SnapshotChangeset {
    /// Step (2) of the R-DIFF-7 replay: item deletes and move sources leave their old sections, then
    /// inserts and move destinations enter at their new paths in ascending order; reloads and
    /// reconfigures must point at surviving items.
    ///
    /// Implements R-DIFF-7.
    func _replayItems(
        on old: [_Section],
        into result: inout [_Section],
        newIndexOfOld: [Int],
        replacedNew: Set<Int>
    ) throws(ChangesetMismatch) {
        var removed: [Int: Set<Int>] = [:]
        var oldUsed = Set<SnapshotIndexPath>()
        func checkOld(_ item: ItemIdentifierType, _ path: SnapshotIndexPath, _ what: String)
            throws(ChangesetMismatch)
        {
            guard path.section >= 0 && path.section < old.count, path.item >= 0,
                path.item < old[path.section].items.count
            else { throw .indexOutOfRange("\(what) \(item) at old \(path)") }
            guard old[path.section].items[path.item] == item else {
                throw .identifierMismatch(
                    "\(what) names \(item), old \(path) is \(old[path.section].items[path.item])")
            }
            let target = newIndexOfOld[path.section]
            guard target >= 0 && !replacedNew.contains(target) else {
                throw .replacedSection("\(what) \(item) at old \(path)")
            }
            guard oldUsed.insert(path).inserted else { throw .duplicateEntry("old index path \(path)") }
        }
        for entry in itemDeletes {
            try checkOld(entry.identifier, entry.indexPath, "item delete")
            removed[entry.indexPath.section, default: []].insert(entry.indexPath.item)
        }
        for entry in itemMoves {
            try checkOld(entry.identifier, entry.from, "item move")
            removed[entry.from.section, default: []].insert(entry.from.item)
        }
        for entry in itemReloads { try checkOld(entry.identifier, entry.indexPath, "item reload") }
        for (section, indexes) in removed {
            let target = newIndexOfOld[section]
            result[target].items = old[section].items.indices.filter { !indexes.contains($0) }.map {
                old[section].items[$0]
            }
        }
        var arrivals: [(path: SnapshotIndexPath, item: ItemIdentifierType)] = []
        var newUsed = Set<SnapshotIndexPath>()
        func checkNew(_ item: ItemIdentifierType, _ path: SnapshotIndexPath, _ what: String)
            throws(ChangesetMismatch)
        {
            guard path.section >= 0 && path.section < result.count, path.item >= 0 else {
                throw .indexOutOfRange("\(what) \(item) at new \(path)")
            }
            guard !replacedNew.contains(path.section) else {
                throw .replacedSection("\(what) \(item) at new \(path)")
            }
            guard newUsed.insert(path).inserted else { throw .duplicateEntry("new index path \(path)") }
        }
        for entry in itemInserts {
            try checkNew(entry.identifier, entry.indexPath, "item insert")
            arrivals.append((entry.indexPath, entry.identifier))
        }
        for entry in itemMoves {
            try checkNew(entry.identifier, entry.to, "item move")
            arrivals.append((entry.to, entry.identifier))
        }
        arrivals.sort { $0.path < $1.path }
        for arrival in arrivals {
            let path = arrival.path
            guard path.item <= result[path.section].items.count else {
                throw .indexOutOfRange("item \(arrival.item) at new \(path)")
            }
            result[path.section].items.insert(arrival.item, at: path.item)
        }
        var reconfigured = Set<SnapshotIndexPath>()
        for entry in itemReconfigures {
            let path = entry.indexPath
            guard path.section >= 0 && path.section < result.count, path.item >= 0,
                path.item < result[path.section].items.count
            else { throw .indexOutOfRange("item reconfigure \(entry.identifier) at new \(path)") }
            guard !replacedNew.contains(path.section) else {
                throw .replacedSection("item reconfigure \(entry.identifier) at new \(path)")
            }
            guard result[path.section].items[path.item] == entry.identifier else {
                throw .identifierMismatch(
                    "item reconfigure names \(entry.identifier), new \(path) is \(result[path.section].items[path.item])"
                )
            }
            guard reconfigured.insert(path).inserted else {
                throw .duplicateEntry("reconfigured index path \(path)")
            }
        }
    }
}
