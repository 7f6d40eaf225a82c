import OrderedCollections

// MARK: - Section mutations (R-SNAP-6, R-SNAP-7, R-SNAP-8, R-SNAP-11)

extension DiffableDataSourceSnapshot {
    /// Appends empty sections after the last section (R-SNAP-6).
    ///
    /// Implements R-SNAP-6.
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when an identifier occurs twice in
    ///   `identifiers`; ``SnapshotError/sectionAlreadyExists(_:)`` when some are already present. The
    ///   snapshot is unchanged when it throws.
    /// - Complexity: O(*k*) expected for *k* new sections.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
        try _validateNewSections(identifiers, anchor: nil)
        let end = _items.count
        for identifier in identifiers {
            _sections.append(identifier)
            _sectionEnds.append(end)
        }
    }

    /// Inserts empty sections immediately before `beforeSection` (R-SNAP-6).
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)``,
    ///   ``SnapshotError/anchorInInsertedIdentifiers(_:)``, ``SnapshotError/sectionAlreadyExists(_:)``
    ///   or ``SnapshotError/sectionNotFound(_:)`` (missing anchor), checked in that order. The snapshot is
    ///   unchanged when it throws.
    /// - Complexity: O(*s* + *k*) for *s* existing and *k* new sections.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType],
        beforeSection anchor: SectionIdentifierType
    ) throws(SnapshotError) {
        try _validateNewSections(identifiers, anchor: anchor)
        _insertSections(identifiers, at: _sections.firstIndex(of: anchor)!)
    }

    /// Inserts empty sections immediately after `afterSection` (R-SNAP-6).
    ///
    /// - Throws: as ``insertSections(_:beforeSection:)``.
    /// - Complexity: O(*s* + *k*) for *s* existing and *k* new sections.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType],
        afterSection anchor: SectionIdentifierType
    ) throws(SnapshotError) {
        try _validateNewSections(identifiers, anchor: anchor)
        _insertSections(identifiers, at: _sections.firstIndex(of: anchor)! + 1)
    }

    /// Deletes sections together with their items (R-SNAP-7). Unknown identifiers are silently
    /// ignored (lenient, as UIKit). Deleted sections and items lose their reload/reconfigure marks.
    ///
    /// - Complexity: O(*n* + *s*) when something is deleted; O(*k*) hash lookups otherwise.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<Int>()
        for identifier in identifiers {
            if let index = _sections.firstIndex(of: identifier) { doomed.insert(index) }
        }
        guard !doomed.isEmpty else { return }
        var sections: [SectionIdentifierType] = []
        var items: [ItemIdentifierType] = []
        var ends: [Int] = []
        var removed: Set<ItemIdentifierType> = []
        items.reserveCapacity(_items.count)
        for index in _sections.indices {
            let range = _range(ofSectionAt: index)
            if doomed.contains(index) {
                if _hasItemMarks { removed.formUnion(_items.elements[range]) }
            } else {
                sections.append(_sections[index])
                items.append(contentsOf: _items.elements[range])
                ends.append(items.count)
            }
        }
        for index in doomed { _reloadedSections.remove(_sections[index]) }
        _sections = OrderedSet(uncheckedUniqueElements: sections)
        _items = _IndexedList(uncheckedUniqueElements: items)
        _sectionEnds = ends
        _dropItemMarks(removed)
    }

    /// Removes every item **and every section**, and all marks (R-SNAP-11).
    ///
    /// Implements R-SNAP-11.
    ///
    /// - Complexity: O(1) (storage is released, not scanned).
    @inlinable
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves `section` with its items so that it sits immediately before `beforeSection` (R-SNAP-8).
    ///
    /// Implements R-SNAP-8.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` naming the missing section and/or anchor;
    ///   ``SnapshotError/moveRelativeToItself(_:)`` when both are the same section. The snapshot is
    ///   unchanged when it throws.
    /// - Complexity: O(*n* + *s*).
    @inlinable
    public mutating func moveSection(
        _ section: SectionIdentifierType,
        beforeSection anchor: SectionIdentifierType
    ) throws(SnapshotError) {
        try _moveSection(section, relativeTo: anchor, after: false)
    }

    /// Moves `section` with its items so that it sits immediately after `afterSection` (R-SNAP-8).
    ///
    /// - Throws: as ``moveSection(_:beforeSection:)``.
    /// - Complexity: O(*n* + *s*).
    @inlinable
    public mutating func moveSection(
        _ section: SectionIdentifierType,
        afterSection anchor: SectionIdentifierType
    ) throws(SnapshotError) {
        try _moveSection(section, relativeTo: anchor, after: true)
    }
}

// MARK: - Helpers

extension DiffableDataSourceSnapshot {
    /// Whether any item carries a reload or reconfigure mark.
    @inlinable
    var _hasItemMarks: Bool { !_reloadedItems.isEmpty || !_reconfiguredItems.isEmpty }

    /// Removes the marks of items that left the snapshot (R-SNAP-7).
    @inlinable
    mutating func _dropItemMarks(_ removed: Set<ItemIdentifierType>) {
        guard !removed.isEmpty else { return }
        if !_reloadedItems.isEmpty { _reloadedItems.removeAll(where: removed.contains) }
        if !_reconfiguredItems.isEmpty { _reconfiguredItems.removeAll(where: removed.contains) }
    }

    /// Checks new section identifiers for R-SNAP-6, in the documented order: duplicates inside the call,
    /// anchor among the new identifiers, identifiers already present, missing anchor.
    @inlinable
    func _validateNewSections(
        _ identifiers: [SectionIdentifierType],
        anchor: SectionIdentifierType?
    ) throws(SnapshotError) {
        let duplicates = SnapshotError._duplicates(in: identifiers)
        if !duplicates.isEmpty { throw .duplicateSectionIdentifiers(SnapshotError._names(duplicates)) }
        if let anchor, identifiers.contains(anchor) {
            throw .anchorInInsertedIdentifiers(SnapshotError._names([anchor]))
        }
        let existing = identifiers.filter { _sections.contains($0) }
        if !existing.isEmpty { throw .sectionAlreadyExists(SnapshotError._names(existing)) }
        if let anchor, !_sections.contains(anchor) {
            throw .sectionNotFound(SnapshotError._names([anchor]))
        }
    }

    /// Inserts validated, new, empty sections at section index `index`.
    @inlinable
    mutating func _insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard !identifiers.isEmpty else { return }
        let start = _start(ofSectionAt: index)
        var sections = _sections.elements
        sections.insert(contentsOf: identifiers, at: index)
        _sections = OrderedSet(uncheckedUniqueElements: sections)
        _sectionEnds.insert(contentsOf: repeatElement(start, count: identifiers.count), at: index)
    }

    /// Implements both `moveSection` variants (R-SNAP-8).
    @inlinable
    mutating func _moveSection(
        _ section: SectionIdentifierType,
        relativeTo anchor: SectionIdentifierType,
        after: Bool
    ) throws(SnapshotError) {
        let from = _sections.firstIndex(of: section)
        let anchorIndex = _sections.firstIndex(of: anchor)
        guard let from, let anchorIndex else {
            var missing: [SectionIdentifierType] = []
            if from == nil { missing.append(section) }
            if anchorIndex == nil && anchor != section { missing.append(anchor) }
            throw .sectionNotFound(SnapshotError._names(missing))
        }
        if from == anchorIndex { throw .moveRelativeToItself(SnapshotError._names([section])) }
        var order = Array(_sections.indices)
        order.remove(at: from)
        let anchorPosition = order.firstIndex(of: anchorIndex)!
        order.insert(from, at: after ? anchorPosition + 1 : anchorPosition)
        _reorderSections(order)
    }

    /// Rebuilds the storage with the sections in the order given by their current indexes.
    @inlinable
    mutating func _reorderSections(_ order: [Int]) {
        var sections: [SectionIdentifierType] = []
        var items: [ItemIdentifierType] = []
        var ends: [Int] = []
        sections.reserveCapacity(order.count)
        items.reserveCapacity(_items.count)
        ends.reserveCapacity(order.count)
        for index in order {
            sections.append(_sections[index])
            items.append(contentsOf: _items.elements[_range(ofSectionAt: index)])
            ends.append(items.count)
        }
        _sections = OrderedSet(uncheckedUniqueElements: sections)
        _items = _IndexedList(uncheckedUniqueElements: items)
        _sectionEnds = ends
    }
}
