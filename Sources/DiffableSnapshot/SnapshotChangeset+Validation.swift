extension SnapshotChangeset {
    /// One section of a positional replay: its identifier and its items in order.
    @usableFromInline
    typealias _Section = (identifier: SectionIdentifierType, items: [ItemIdentifierType])

    /// Replays the changeset on `old` and checks that the result is `new` (R-DIFF-7).
    ///
    /// The replay (1) builds the new section order — inserted sections at their insert indexes, moved
    /// sections at their destinations, the remaining old sections in old order in the free positions —
    /// then (2) gives inserted and reloaded sections their contents from `new` whole, and every other
    /// section its old items minus deletes and move sources, followed by inserts and move destinations
    /// at their new paths in ascending order. It also checks that no index is listed twice, that every
    /// entry's identifier matches, and that reloads and reconfigures point at surviving items.
    ///
    /// - Throws: The first ``ChangesetMismatch`` found.
    /// - Complexity: O(*n* + *m* + *c* log *c*).
    public func validate(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) throws(ChangesetMismatch) {
        let start = old._sections.indices.map {
            (old._sections[$0], Array(old._items.elements[old._range(ofSectionAt: $0)]))
        }
        let result = try _replay(on: start) { section in
            guard let index = new._sections.firstIndex(of: section) else { return nil }
            return Array(new._items.elements[new._range(ofSectionAt: index)])
        }
        for (index, section) in new._sections.enumerated() {
            let expected = Array(new._items.elements[new._range(ofSectionAt: index)])
            guard index < result.count else {
                throw .resultDiffers("section \(index) (\(section)) is missing")
            }
            guard result[index].identifier == section else {
                throw .resultDiffers("section \(index): expected \(section), got \(result[index].identifier)")
            }
            guard result[index].items == expected else {
                throw .resultDiffers(
                    "section \(index) (\(section)): expected \(expected), got \(result[index].items)")
            }
        }
        if result.count != new._sections.count {
            throw .resultDiffers("expected \(new._sections.count) sections, got \(result.count)")
        }
    }

    /// Whether ``validate(from:to:)`` succeeds.
    ///
    /// - Complexity: as ``validate(from:to:)``.
    public func isValid(
        from old: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to new: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> Bool {
        do {
            try validate(from: old, to: new)
            return true
        } catch {
            return false
        }
    }

    /// Positional replay of R-DIFF-7 on plain section lists (no uniqueness required, so that the
    /// intermediate states of staged batches can be replayed too).
    ///
    /// - Parameter contents: The new contents of an inserted or reloaded section, or nil if unknown.
    func _replay(
        on old: [_Section],
        contents: (SectionIdentifierType) -> [ItemIdentifierType]?
    ) throws(ChangesetMismatch) -> [_Section] {
        // (1) Sections.
        var oldUsed = Set<Int>()
        for entry in sectionDeletes {
            try _checkSection(
                entry.identifier, at: entry.index, in: old, used: &oldUsed, what: "section delete")
        }
        for entry in sectionMoves {
            try _checkSection(entry.identifier, at: entry.from, in: old, used: &oldUsed, what: "section move")
        }
        for entry in sectionReloads {
            try _checkSection(
                entry.identifier, at: entry.index, in: old, used: &oldUsed, what: "section reload")
        }
        let count = old.count - sectionDeletes.count + sectionInserts.count
        var slots = [_Section?](repeating: nil, count: Swift.max(count, 0))
        var replacedNew = Set<Int>()
        for entry in sectionInserts {
            guard entry.index >= 0 && entry.index < count else {
                throw .indexOutOfRange("section insert \(entry.identifier) at \(entry.index)")
            }
            guard slots[entry.index] == nil else { throw .duplicateEntry("new section index \(entry.index)") }
            guard let items = contents(entry.identifier) else {
                throw .resultDiffers("inserted section \(entry.identifier) is not in the new snapshot")
            }
            slots[entry.index] = (entry.identifier, items)
            replacedNew.insert(entry.index)
        }
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        for entry in sectionMoves {
            guard entry.to >= 0 && entry.to < count else {
                throw .indexOutOfRange("section move \(entry.identifier) to \(entry.to)")
            }
            guard slots[entry.to] == nil else { throw .duplicateEntry("new section index \(entry.to)") }
            slots[entry.to] = old[entry.from]
            newIndexOfOld[entry.from] = entry.to
        }
        let deleted = Set(sectionDeletes.map(\.index))
        let reloaded = Set(sectionReloads.map(\.index))
        var free = 0
        for index in old.indices where !deleted.contains(index) && newIndexOfOld[index] < 0 {
            while free < count && slots[free] != nil { free += 1 }
            guard free < count else { throw .resultDiffers("more remaining sections than free positions") }
            if reloaded.contains(index) {
                guard let items = contents(old[index].identifier) else {
                    throw .resultDiffers(
                        "reloaded section \(old[index].identifier) is not in the new snapshot")
                }
                slots[free] = (old[index].identifier, items)
                replacedNew.insert(free)
            } else {
                slots[free] = old[index]
            }
            newIndexOfOld[index] = free
        }
        var result = slots.compactMap { $0 }
        guard result.count == count else { throw .resultDiffers("fewer sections than positions") }
        // (2) Items.
        try _replayItems(on: old, into: &result, newIndexOfOld: newIndexOfOld, replacedNew: replacedNew)
        return result
    }

    /// Checks one old section entry: in range, identifier matches, index not used twice.
    func _checkSection(
        _ identifier: SectionIdentifierType,
        at index: Int,
        in old: [_Section],
        used: inout Set<Int>,
        what: String
    ) throws(ChangesetMismatch) {
        guard index >= 0 && index < old.count else {
            throw .indexOutOfRange("\(what) \(identifier) at \(index)")
        }
        guard old[index].identifier == identifier else {
            throw .identifierMismatch(
                "\(what) names \(identifier), old section \(index) is \(old[index].identifier)")
        }
        guard used.insert(index).inserted else { throw .duplicateEntry("old section index \(index)") }
    }
}
