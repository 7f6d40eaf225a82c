import OrderedCollections

extension SnapshotChangeset {
    /// Computes the changes that turn `old` into `new` (SPEC R-DIFF-1…6, R-DIFF-9).
    ///
    /// * Only identifiers are compared (R-DIFF-1). Reload and reconfigure marks are read from `new`;
    ///   marks on `old` are ignored.
    /// * Sections only in `old` are deleted, only in `new` inserted; among common sections a longest
    ///   increasing subsequence stays and the others move (R-DIFF-3, R-DIFF-6). A stationary section
    ///   marked for reload is reloaded; a moved one is deleted and inserted instead.
    /// * Items of deleted, inserted or reloaded (*replaced*) sections are implicit (R-DIFF-4): items never
    ///   move out of a deleted section or into an inserted one.
    /// * Within each common section the stationary items are again a longest increasing subsequence, so
    ///   the number of moves is minimal; ties are broken deterministically (greedy earliest, R-DIFF-6).
    /// * Marks (R-DIFF-5): a stationary reloaded item is an item reload; a moved reloaded item becomes a
    ///   delete plus an insert; a reconfigured stationary or moved item is an item reconfigure.
    ///
    /// - Complexity: expected O(*n* + *m*) hashing work for *n* old and *m* new items, plus
    ///   O(*r* log *r*) for the *r* common elements that need a subsequence, plus sorting the *c* changes
    ///   (O(*c* log *c*)). Common prefixes and suffixes of each section are skipped without hashing, and
    ///   sections whose item lists are identical cost one comparison pass (R-DIFF-9).
    @inlinable
    public init(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.init()
        var state = _DiffState(old: old, new: new)
        state.diffSections(into: &self)
        state.diffItems(into: &self)
        state.applyStationaryMarks(into: &self)
        _sort()
    }
}

/// Working state of one diff: the two snapshots and which of their sections are replaced.
@usableFromInline
struct _DiffState<S: Hashable & Sendable, I: Hashable & Sendable> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<S, I>
    @usableFromInline typealias Changeset = SnapshotChangeset<S, I>

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot
    /// For each new section, its old index or -1.
    @usableFromInline var oldIndexOfNewSection: [Int]
    /// Old sections that are deleted or reloaded (their items are implicit, R-DIFF-4).
    @usableFromInline var oldReplaced: [Bool]
    /// New sections that are inserted or reloaded.
    @usableFromInline var newReplaced: [Bool]
    /// Items that became moves; only filled when the new snapshot carries item marks.
    @usableFromInline var moved: Set<I> = []
    /// Whether the new snapshot carries item marks.
    @usableFromInline let hasMarks: Bool

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
        oldIndexOfNewSection = []
        oldReplaced = [Bool](repeating: false, count: old._sections.count)
        newReplaced = [Bool](repeating: false, count: new._sections.count)
        hasMarks = new._hasItemMarks
    }

    /// R-DIFF-3: section deletes, inserts, moves and reloads.
    @inlinable
    mutating func diffSections(into changes: inout Changeset) {
        let oldSections = old._sections
        let newSections = new._sections
        var seenInNew = [Bool](repeating: false, count: oldSections.count)
        oldIndexOfNewSection.reserveCapacity(newSections.count)
        var commonNew: [Int] = []
        var commonOld: [Int] = []
        for (newIndex, section) in newSections.enumerated() {
            if let oldIndex = oldSections.firstIndex(of: section) {
                oldIndexOfNewSection.append(oldIndex)
                seenInNew[oldIndex] = true
                commonNew.append(newIndex)
                commonOld.append(oldIndex)
            } else {
                oldIndexOfNewSection.append(-1)
                newReplaced[newIndex] = true
                changes.sectionInserts.append(.init(section, at: newIndex))
            }
        }
        for oldIndex in oldSections.indices where !seenInNew[oldIndex] {
            oldReplaced[oldIndex] = true
            changes.sectionDeletes.append(.init(oldSections[oldIndex], at: oldIndex))
        }
        let stationary = _stationaryMask(commonOld)
        let reloads = new._reloadedSections
        for k in commonNew.indices {
            let newIndex = commonNew[k]
            let oldIndex = commonOld[k]
            let section = newSections[newIndex]
            let reload = !reloads.isEmpty && reloads.contains(section)
            if stationary[k] {
                guard reload else { continue }
                changes.sectionReloads.append(.init(section, at: oldIndex))
            } else if reload {
                changes.sectionDeletes.append(.init(section, at: oldIndex))
                changes.sectionInserts.append(.init(section, at: newIndex))
            } else {
                changes.sectionMoves.append(.init(section, from: oldIndex, to: newIndex))
                continue
            }
            oldReplaced[oldIndex] = true
            newReplaced[newIndex] = true
        }
    }

    /// R-DIFF-4, R-DIFF-6: item deletes, inserts and moves, section by section of the new snapshot.
    @inlinable
    mutating func diffItems(into changes: inout Changeset) {
        // A snapshot diffed against an unmutated copy of itself: every item is stationary (R-DIFF-9).
        let sameItems = old._sectionEnds == new._sectionEnds && old._sharesItemStorage(with: new)
        for newSection in new._sections.indices {
            if sameItems && !newReplaced[newSection] && oldIndexOfNewSection[newSection] == newSection {
                continue
            }
            if newReplaced[newSection] {
                diffReplacedSection(newSection, into: &changes)
            } else {
                diffCommonSection(newSection, oldSection: oldIndexOfNewSection[newSection], into: &changes)
            }
        }
    }

    /// Items of an inserted or reloaded new section: their new side is implicit, so an item whose old
    /// side is not implicit is deleted at its old path (R-DIFF-4).
    @inlinable
    func diffReplacedSection(_ newSection: Int, into changes: inout Changeset) {
        let oldItems = old._items
        for flat in new._range(ofSectionAt: newSection) {
            let item = new._items[flat]
            guard let oldFlat = oldItems.firstIndex(of: item) else { continue }
            let oldPath = old._indexPath(ofFlatIndex: oldFlat)
            if !oldReplaced[oldPath.section] { changes.itemDeletes.append(.init(item, at: oldPath)) }
        }
    }

    /// Items of a section present, and not replaced, on both sides.
    @inlinable
    mutating func diffCommonSection(_ newSection: Int, oldSection: Int, into changes: inout Changeset) {
        let oldItems = old._items
        let newItems = new._items
        let oldRange = old._range(ofSectionAt: oldSection)
        let newRange = new._range(ofSectionAt: newSection)
        // Skip the common prefix and suffix (R-DIFF-9); they are stationary.
        let shorter = Swift.min(oldRange.count, newRange.count)
        var prefix = 0
        while prefix < shorter
            && oldItems[oldRange.lowerBound + prefix] == newItems[newRange.lowerBound + prefix]
        {
            prefix += 1
        }
        if prefix == oldRange.count && prefix == newRange.count { return }
        var suffix = 0
        while suffix < shorter - prefix
            && oldItems[oldRange.upperBound - 1 - suffix] == newItems[newRange.upperBound - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = (oldRange.lowerBound + prefix)..<(oldRange.upperBound - suffix)
        let newMiddle = (newRange.lowerBound + prefix)..<(newRange.upperBound - suffix)
        // New side: inserts, cross-section moves, and same-section candidates for the subsequence.
        // Heckel's run extension: when the previous new item matched old flat index `i`, the next one
        // is compared with old item `i + 1` first, which avoids a hash lookup inside unchanged runs.
        var candidateOld: [Int] = []
        var candidateNew: [Int] = []
        var matched = [Bool](repeating: false, count: oldMiddle.count)
        var previousOld = -2
        for flat in newMiddle {
            let item = newItems[flat]
            let newPath = SnapshotIndexPath(section: newSection, item: flat - newRange.lowerBound)
            let oldFlat: Int
            if previousOld + 1 < oldMiddle.upperBound && previousOld >= 0 && oldItems[previousOld + 1] == item
            {
                oldFlat = previousOld + 1
            } else if let found = oldItems.firstIndex(of: item) {
                oldFlat = found
            } else {
                previousOld = -2
                changes.itemInserts.append(.init(item, at: newPath))
                continue
            }
            if oldMiddle.contains(oldFlat) {
                previousOld = oldFlat
                matched[oldFlat - oldMiddle.lowerBound] = true
                candidateOld.append(oldFlat - oldRange.lowerBound)
                candidateNew.append(newPath.item)
                continue
            }
            previousOld = -2
            let oldPath = old._indexPath(ofFlatIndex: oldFlat)
            if oldReplaced[oldPath.section] {
                changes.itemInserts.append(.init(item, at: newPath))
            } else {
                emitMove(item, from: oldPath, to: newPath, into: &changes)
            }
        }
        // Old side: unmatched items gone from the new snapshot. Items that went to another section are
        // handled by that section (a move, or a delete when it is replaced).
        for flat in oldMiddle
        where !matched[flat - oldMiddle.lowerBound] && !newItems.contains(oldItems[flat]) {
            changes.itemDeletes.append(
                .init(
                    oldItems[flat],
                    at: SnapshotIndexPath(section: oldSection, item: flat - oldRange.lowerBound))
            )
        }
        // Minimal moves within the section (R-DIFF-6).
        let stationary = _stationaryMask(candidateOld)
        for k in candidateOld.indices where !stationary[k] {
            let item = oldItems[oldRange.lowerBound + candidateOld[k]]
            emitMove(
                item,
                from: SnapshotIndexPath(section: oldSection, item: candidateOld[k]),
                to: SnapshotIndexPath(section: newSection, item: candidateNew[k]),
                into: &changes
            )
        }
    }

    /// Records a move, or a delete plus an insert when the item is marked for reload (R-DIFF-5).
    @inlinable
    mutating func emitMove(
        _ item: I,
        from: SnapshotIndexPath,
        to: SnapshotIndexPath,
        into changes: inout Changeset
    ) {
        guard hasMarks else {
            changes.itemMoves.append(.init(item, from: from, to: to))
            return
        }
        moved.insert(item)
        if new._reloadedItems.contains(item) {
            changes.itemDeletes.append(.init(item, at: from))
            changes.itemInserts.append(.init(item, at: to))
        } else {
            changes.itemMoves.append(.init(item, from: from, to: to))
            if new._reconfiguredItems.contains(item) { changes.itemReconfigures.append(.init(item, at: to)) }
        }
    }

    /// R-DIFF-5 for stationary items: reload at the old path, or reconfigure at the new path; new,
    /// implicit and moved items are skipped (moves were handled by ``emitMove(_:from:to:into:)``).
    @inlinable
    func applyStationaryMarks(into changes: inout Changeset) {
        guard hasMarks else { return }
        let reloads = new._reloadedItems
        for item in reloads {
            if let (oldPath, _) = stationaryPaths(of: item) {
                changes.itemReloads.append(.init(item, at: oldPath))
            }
        }
        for item in new._reconfiguredItems where !reloads.contains(item) {
            if let (_, newPath) = stationaryPaths(of: item) {
                changes.itemReconfigures.append(.init(item, at: newPath))
            }
        }
    }

    /// The old and new paths of `item` when it is stationary: on both sides, neither side implicit, same
    /// section identifier, and not moved.
    @inlinable
    func stationaryPaths(of item: I) -> (SnapshotIndexPath, SnapshotIndexPath)? {
        guard let oldFlat = old._items.firstIndex(of: item), let newFlat = new._items.firstIndex(of: item),
            !moved.contains(item)
        else { return nil }
        let oldPath = old._indexPath(ofFlatIndex: oldFlat)
        let newPath = new._indexPath(ofFlatIndex: newFlat)
        guard !oldReplaced[oldPath.section], !newReplaced[newPath.section],
            oldIndexOfNewSection[newPath.section] == oldPath.section
        else { return nil }
        return (oldPath, newPath)
    }
}
