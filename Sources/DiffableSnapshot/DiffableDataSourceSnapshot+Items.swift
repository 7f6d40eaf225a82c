import OrderedCollections

// MARK: - Item mutations (R-SNAP-7, R-SNAP-9, R-SNAP-10, R-SNAP-12)

extension DiffableDataSourceSnapshot {
    /// Appends items to the end of `section`, or of the last section when `section` is nil (R-SNAP-9).
    ///
    /// Lenient like UIKit: an item that already exists anywhere in the snapshot is **moved** to
    /// its place in the appended run instead of failing; its marks follow it (R-SNAP-14).
    ///
    /// Implements R-SNAP-9.
    ///
    /// - Returns: The identifiers that already existed and were moved, in `identifiers` order.
    /// - Throws: ``SnapshotError/noSections`` when the snapshot has no sections;
    ///   ``SnapshotError/sectionNotFound(_:)`` for an unknown `section`;
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)`` when an identifier occurs twice in the call.
    ///   The snapshot is unchanged when it throws.
    /// - Complexity: O(*k*) expected for *k* new items appended to the last section; O(*n* + *k*) when
    ///   appending to another section or when existing items are moved.
    @inlinable
    @discardableResult
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType],
        toSection section: SectionIdentifierType? = nil
    ) throws(SnapshotError) -> [ItemIdentifierType] {
        guard !_sections.isEmpty else { throw .noSections }
        let target: Int
        if let section {
            guard let index = _sections.firstIndex(of: section) else {
                throw .sectionNotFound(SnapshotError._names([section]))
            }
            target = index
        } else {
            target = _sections.count - 1
        }
        if target == _sections.count - 1, _appendToLastSectionIfAllNew(identifiers) { return [] }
        let duplicates = SnapshotError._duplicates(in: identifiers)
        if !duplicates.isEmpty { throw .duplicateItemIdentifiers(SnapshotError._names(duplicates)) }
        let moved = identifiers.filter { _items.contains($0) }
        let targetIdentifier = _sections[target]
        _removeItems(moved)
        let sectionIndex = _sections.firstIndex(of: targetIdentifier)!
        _insertItems(identifiers, at: _sectionEnds[sectionIndex], inSection: sectionIndex)
        return moved
    }

    /// Inserts items into the section of `beforeItem`, immediately before it (R-SNAP-10).
    ///
    /// Existing items are moved into place, as in ``appendItems(_:toSection:)`` (lenient, R-SNAP-9).
    ///
    /// Implements R-SNAP-10.
    ///
    /// - Returns: The identifiers that already existed and were moved, in `identifiers` order.
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)``,
    ///   ``SnapshotError/anchorInInsertedIdentifiers(_:)`` or ``SnapshotError/itemNotFound(_:)`` (missing
    ///   anchor), checked in that order. The snapshot is unchanged when it throws.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    @discardableResult
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        beforeItem anchor: ItemIdentifierType
    ) throws(SnapshotError) -> [ItemIdentifierType] {
        try _insertItems(identifiers, relativeTo: anchor, after: false)
    }

    /// Inserts items into the section of `afterItem`, immediately after it (R-SNAP-10).
    ///
    /// Existing items are moved into place, as in ``appendItems(_:toSection:)`` (lenient, R-SNAP-9).
    ///
    /// - Returns: The identifiers that already existed and were moved, in `identifiers` order.
    /// - Throws: as ``insertItems(_:beforeItem:)``.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    @discardableResult
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        afterItem anchor: ItemIdentifierType
    ) throws(SnapshotError) -> [ItemIdentifierType] {
        try _insertItems(identifiers, relativeTo: anchor, after: true)
    }

    /// Deletes items (R-SNAP-7). Unknown identifiers are silently ignored (lenient, as UIKit); deleted
    /// items lose their reload/reconfigure marks.
    ///
    /// Implements R-SNAP-7.
    ///
    /// - Complexity: O(*n*) when something is deleted; O(*k*) hash lookups otherwise.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let present = identifiers.filter { _items.contains($0) && seen.insert($0).inserted }
        guard !present.isEmpty else { return }
        _removeItems(present)
        _dropItemMarks(Set(present))
    }

    /// Moves `item` immediately before `beforeItem`, possibly into another section (R-SNAP-12).
    ///
    /// Implements R-SNAP-12.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` naming the missing item and/or anchor;
    ///   ``SnapshotError/moveRelativeToItself(_:)`` when both are the same item. The snapshot is
    ///   unchanged when it throws.
    /// - Complexity: O(*n*).
    @inlinable
    public mutating func moveItem(
        _ item: ItemIdentifierType,
        beforeItem anchor: ItemIdentifierType
    ) throws(SnapshotError) {
        try _moveItem(item, relativeTo: anchor, after: false)
    }

    /// Moves `item` immediately after `afterItem`, possibly into another section (R-SNAP-12).
    ///
    /// - Throws: as ``moveItem(_:beforeItem:)``.
    /// - Complexity: O(*n*).
    @inlinable
    public mutating func moveItem(
        _ item: ItemIdentifierType,
        afterItem anchor: ItemIdentifierType
    ) throws(SnapshotError) {
        try _moveItem(item, relativeTo: anchor, after: true)
    }
}

// MARK: - Helpers

extension DiffableDataSourceSnapshot {
    /// The fast path of `appendItems` to the last section: appends while every identifier is new and
    /// unique; otherwise rolls the storage back and returns false.
    @inlinable
    mutating func _appendToLastSectionIfAllNew(_ identifiers: [ItemIdentifierType]) -> Bool {
        if _items.isEmpty {
            // Building from scratch: the bulk initializer sizes the hash table once.
            guard let items = _IndexedList(uniqueElements: identifiers) else { return false }
            _items = items
            _sectionEnds[_sectionEnds.count - 1] = _items.count
            return true
        }
        let base = _items.count
        _items.reserveCapacity(base + identifiers.count)
        for identifier in identifiers where !_items.append(identifier).inserted {
            _items.removeLast(_items.count - base)
            return false
        }
        _sectionEnds[_sectionEnds.count - 1] = _items.count
        return true
    }

    /// Shared implementation of `insertItems(_:beforeItem:)` / `insertItems(_:afterItem:)`.
    @inlinable
    mutating func _insertItems(
        _ identifiers: [ItemIdentifierType],
        relativeTo anchor: ItemIdentifierType,
        after: Bool
    ) throws(SnapshotError) -> [ItemIdentifierType] {
        let duplicates = SnapshotError._duplicates(in: identifiers)
        if !duplicates.isEmpty { throw .duplicateItemIdentifiers(SnapshotError._names(duplicates)) }
        if identifiers.contains(anchor) {
            throw .anchorInInsertedIdentifiers(SnapshotError._names([anchor]))
        }
        guard _items.contains(anchor) else { throw .itemNotFound(SnapshotError._names([anchor])) }
        let moved = identifiers.filter { _items.contains($0) }
        _removeItems(moved)
        let anchorIndex = _items.firstIndex(of: anchor)!
        let section = _sectionIndex(containingFlatIndex: anchorIndex)
        _insertItems(identifiers, at: after ? anchorIndex + 1 : anchorIndex, inSection: section)
        return moved
    }

    /// Shared implementation of `moveItem(_:beforeItem:)` / `moveItem(_:afterItem:)`.
    @inlinable
    mutating func _moveItem(
        _ item: ItemIdentifierType,
        relativeTo anchor: ItemIdentifierType,
        after: Bool
    ) throws(SnapshotError) {
        let itemPresent = _items.contains(item)
        let anchorPresent = _items.contains(anchor)
        guard itemPresent, anchorPresent else {
            var missing: [ItemIdentifierType] = []
            if !itemPresent { missing.append(item) }
            if !anchorPresent && anchor != item { missing.append(anchor) }
            throw .itemNotFound(SnapshotError._names(missing))
        }
        if item == anchor { throw .moveRelativeToItself(SnapshotError._names([item])) }
        _removeItems([item])
        let anchorIndex = _items.firstIndex(of: anchor)!
        let section = _sectionIndex(containingFlatIndex: anchorIndex)
        _insertItems([item], at: after ? anchorIndex + 1 : anchorIndex, inSection: section)
    }

    /// Removes present items from the storage and shrinks their sections; marks are kept.
    @inlinable
    mutating func _removeItems(_ identifiers: [ItemIdentifierType]) {
        guard !identifiers.isEmpty else { return }
        let indexes = identifiers.map { _items.firstIndex(of: $0)! }.sorted()
        var removedBefore = 0
        for section in _sectionEnds.indices {
            while removedBefore < indexes.count && indexes[removedBefore] < _sectionEnds[section] {
                removedBefore += 1
            }
            _sectionEnds[section] -= removedBefore
        }
        if indexes.count == 1 {
            _items.remove(at: indexes[0])
        } else {
            let doomed = Set(identifiers)
            _items.removeAll(where: doomed.contains)
        }
    }

    /// Inserts new, unique items at flat index `position`, which lies in (or at the end of) `section`.
    @inlinable
    mutating func _insertItems(_ identifiers: [ItemIdentifierType], at position: Int, inSection section: Int)
    {
        guard !identifiers.isEmpty else { return }
        if position == _items.count {
            _items.append(contentsOf: identifiers)
        } else if identifiers.count == 1 {
            _items.insert(identifiers[0], at: position)
        } else {
            var items = _items.elements
            items.insert(contentsOf: identifiers, at: position)
            _items = _IndexedList(uncheckedUniqueElements: items)
        }
        for index in section..<_sectionEnds.count { _sectionEnds[index] += identifiers.count }
    }
}
