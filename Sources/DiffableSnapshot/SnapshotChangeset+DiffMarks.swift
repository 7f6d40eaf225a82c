// Reload and reconfigure marks in the diff (R-DIFF-5).

import OrderedCollections

extension _DiffState {
    /// Flag in ``newFlags``: the item is marked for reload.
    @inlinable static var reloadFlag: UInt8 { 1 }
    /// Flag in ``newFlags``: the item is marked for reconfigure.
    @inlinable static var reconfigureFlag: UInt8 { 2 }
    /// Flag in ``newFlags``: the item became a move (or a delete plus an insert).
    @inlinable static var movedFlag: UInt8 { 4 }

    /// Looks every marked item up once in the new snapshot and flags its flat index, so that moves and
    /// stationary items test marks without hashing.
    @inlinable
    mutating func prepareMarks() {
        guard hasMarks else { return }
        let items = new._items
        newFlags = [UInt8](repeating: 0, count: items.count)
        oldFlatOfNew = [Int32](repeating: -1, count: items.count)
        for flat in items._positions(of: new._reloadedItems.elements) where flat >= 0 {
            newFlags[flat] |= Self.reloadFlag
            reloadFlats.append(flat)
        }
        for flat in items._positions(of: new._reconfiguredItems.elements) where flat >= 0 {
            if newFlags[flat] & Self.reloadFlag == 0 { reconfigureFlats.append(flat) }
            newFlags[flat] |= Self.reconfigureFlag
        }
    }

    /// Records that `count` items starting at new flat index `new` stay in place, at old flat index
    /// `old` onwards (only needed for marks).
    @inlinable
    mutating func recordStationary(old: Int, new: Int, count: Int) {
        guard hasMarks else { return }
        for offset in 0..<count { oldFlatOfNew[new + offset] = Int32(truncatingIfNeeded: old + offset) }
    }

    /// Records a move, or a delete plus an insert when the item is marked for reload (R-DIFF-5).
    @inlinable
    mutating func emitMove(
        _ item: I,
        from: SnapshotIndexPath,
        to: SnapshotIndexPath,
        newFlat: Int,
        into changes: inout Changeset
    ) {
        guard hasMarks else {
            changes.itemMoves.append(.init(item, from: from, to: to))
            return
        }
        let flags = newFlags[newFlat]
        newFlags[newFlat] = flags | Self.movedFlag
        if flags & Self.reloadFlag != 0 {
            changes.itemDeletes.append(.init(item, at: from))
            changes.itemInserts.append(.init(item, at: to))
        } else {
            changes.itemMoves.append(.init(item, from: from, to: to))
            if flags & Self.reconfigureFlag != 0 { changes.itemReconfigures.append(.init(item, at: to)) }
        }
    }

    /// R-DIFF-5 for stationary items: reload at the old path, or reconfigure at the new path; new,
    /// implicit and moved items are skipped (moves were handled by
    /// ``emitMove(_:from:to:newFlat:into:)``).
    @inlinable
    func applyStationaryMarks(into changes: inout Changeset) {
        guard hasMarks else { return }
        for flat in reloadFlats {
            guard let oldFlat = stationaryOldFlat(ofNew: flat) else { continue }
            changes.itemReloads.append(.init(new._items[flat], at: old._indexPath(ofFlatIndex: oldFlat)))
        }
        for flat in reconfigureFlats where stationaryOldFlat(ofNew: flat) != nil {
            changes.itemReconfigures.append(.init(new._items[flat], at: new._indexPath(ofFlatIndex: flat)))
        }
    }

    /// The old flat index of the new item at `flat` when it is stationary: on both sides, neither side
    /// implicit, same section identifier, and not moved.
    @inlinable
    func stationaryOldFlat(ofNew flat: Int) -> Int? {
        let oldFlat = Int(oldFlatOfNew[flat])
        guard oldFlat >= 0, newFlags[flat] & Self.movedFlag == 0 else { return nil }
        return oldFlat
    }
}
