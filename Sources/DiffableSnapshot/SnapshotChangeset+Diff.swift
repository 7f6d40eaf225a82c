import OrderedCollections

extension SnapshotChangeset {
    /// Computes the changes that turn `old` into `new` (R-DIFF-1, R-DIFF-2, R-DIFF-3, R-DIFF-4, R-DIFF-5,
    /// R-DIFF-6, R-DIFF-9).
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
    /// Implements R-DIFF-1. Implements R-DIFF-3. Implements R-DIFF-4. Implements R-DIFF-5.
    /// Implements R-DIFF-9.
    ///
    /// - Complexity: expected O(*n* + *m*) for *n* old and *m* new items, plus
    ///   O(*r* log *r*) for the *r* common elements that need a subsequence, plus sorting the *c* changes
    ///   (O(*c* log *c*)). Common prefixes and suffixes of each section are skipped without hashing, and
    ///   sections whose item lists are identical cost one comparison pass (R-DIFF-9). Only new items
    ///   where an unchanged run breaks, items of replaced sections and marked items are looked up; old
    ///   items are never hashed.
    @inlinable
    public init(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.init()
        var state = _DiffState(old: old, new: new)
        state.diffSections(into: &self)
        state.prepareMarks()
        state.diffItems(into: &self)
        state.emitDeletes(into: &self)
        state.applyStationaryMarks(into: &self)
        _sort()
    }
}

/// Working state of one diff: the two snapshots, which of their sections are replaced, and which old
/// items the new snapshot has claimed.
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
    /// For each old item (flat index), whether a new item outside the common prefixes and suffixes was
    /// matched to it. The unmatched items of ``oldMiddles`` are the deletes.
    @usableFromInline var oldMatched: [Bool]
    /// The middles (flat ranges between common prefix and suffix) of the common old sections, with
    /// their section index and first flat index.
    @usableFromInline var oldMiddles: [(section: Int, middle: Range<Int>, start: Int)] = []
    /// Whether the new snapshot carries item marks; the fields below are only filled when it does.
    @usableFromInline let hasMarks: Bool
    /// Per new item: ``_DiffState/reloadFlag``, ``_DiffState/reconfigureFlag``, ``_DiffState/movedFlag``.
    @usableFromInline var newFlags: [UInt8] = []
    /// Per new item: the old flat index when the item stays in the same (common, not replaced) section,
    /// otherwise -1.
    @usableFromInline var oldFlatOfNew: [Int32] = []
    /// New flat indexes of the items marked for reload, and of those only marked for reconfigure.
    @usableFromInline var reloadFlats: [Int] = []
    @usableFromInline var reconfigureFlats: [Int] = []

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
        oldIndexOfNewSection = []
        oldReplaced = [Bool](repeating: false, count: old._sections.count)
        newReplaced = [Bool](repeating: false, count: new._sections.count)
        oldMatched = [Bool](repeating: false, count: old._items.count)
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

    /// R-DIFF-4, R-DIFF-6: item inserts and moves, section by section of the new snapshot; deletes
    /// follow in ``emitDeletes(into:)`` once every new item has claimed its old counterpart.
    @inlinable
    mutating func diffItems(into changes: inout Changeset) {
        // A snapshot diffed against an unmutated copy of itself: every item is stationary (R-DIFF-9).
        let sameItems = old._sectionEnds == new._sectionEnds && old._sharesItemStorage(with: new)
        for newSection in new._sections.indices {
            if sameItems && !newReplaced[newSection] && oldIndexOfNewSection[newSection] == newSection {
                let range = new._range(ofSectionAt: newSection)
                recordStationary(old: range.lowerBound, new: range.lowerBound, count: range.count)
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
    mutating func diffReplacedSection(_ newSection: Int, into changes: inout Changeset) {
        let oldItems = old._items
        var matched = oldMatched
        oldMatched = []  // keeps `matched` uniquely referenced
        defer { oldMatched = matched }
        for flat in new._range(ofSectionAt: newSection) {
            let item = new._items[flat]
            guard let oldFlat = oldItems.firstIndex(of: item, hash: new._items.hash(at: flat)) else {
                continue
            }
            matched[oldFlat] = true
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
        let (prefix, suffix) = commonEnds(old: oldRange, new: newRange)
        recordStationary(old: oldRange.lowerBound, new: newRange.lowerBound, count: prefix)
        if prefix == oldRange.count && prefix == newRange.count { return }
        recordStationary(old: oldRange.upperBound - suffix, new: newRange.upperBound - suffix, count: suffix)
        let oldMiddle = (oldRange.lowerBound + prefix)..<(oldRange.upperBound - suffix)
        let newMiddle = (newRange.lowerBound + prefix)..<(newRange.upperBound - suffix)
        oldMiddles.append((oldSection, oldMiddle, oldRange.lowerBound))
        // New side: inserts, cross-section moves, and same-section candidates for the subsequence.
        let oldFlats = matchMiddle(old: oldMiddle, new: newMiddle)
        var candidateOld: [Int] = []
        var candidateNew: [Int] = []
        candidateOld.reserveCapacity(Swift.min(newMiddle.count, oldMiddle.count))
        candidateNew.reserveCapacity(Swift.min(newMiddle.count, oldMiddle.count))
        for (offset, found) in oldFlats.enumerated() {
            let flat = newMiddle.lowerBound + offset
            let oldFlat = Int(found)
            let newPath = SnapshotIndexPath(section: newSection, item: flat - newRange.lowerBound)
            if oldFlat < 0 {
                changes.itemInserts.append(.init(newItems[flat], at: newPath))
                continue
            }
            if oldMiddle.contains(oldFlat) {
                if hasMarks { oldFlatOfNew[flat] = Int32(truncatingIfNeeded: oldFlat) }
                candidateOld.append(oldFlat - oldRange.lowerBound)
                candidateNew.append(newPath.item)
                continue
            }
            let oldPath = old._indexPath(ofFlatIndex: oldFlat)
            if oldReplaced[oldPath.section] {
                changes.itemInserts.append(.init(newItems[flat], at: newPath))
            } else {
                emitMove(newItems[flat], from: oldPath, to: newPath, newFlat: flat, into: &changes)
            }
        }
        // Minimal moves within the section (R-DIFF-6).
        let stationary = _stationaryMask(candidateOld)
        for k in candidateOld.indices where !stationary[k] {
            let item = oldItems[oldRange.lowerBound + candidateOld[k]]
            emitMove(
                item,
                from: SnapshotIndexPath(section: oldSection, item: candidateOld[k]),
                to: SnapshotIndexPath(section: newSection, item: candidateNew[k]),
                newFlat: newRange.lowerBound + candidateNew[k],
                into: &changes
            )
        }
    }

    /// Old side: the unmatched items of the common sections' middles are gone from the new snapshot.
    /// (Items that went to another section were matched there: a move, or a delete when that section is
    /// replaced.)
    @inlinable
    func emitDeletes(into changes: inout Changeset) {
        let oldItems = old._items
        for (section, middle, start) in oldMiddles {
            for flat in middle where !oldMatched[flat] {
                changes.itemDeletes.append(
                    .init(oldItems[flat], at: SnapshotIndexPath(section: section, item: flat - start)))
            }
        }
    }
}
