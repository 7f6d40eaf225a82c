import OrderedCollections

// MARK: - Adding items (R-SECSNAP-4, R-SECSNAP-5, R-SECSNAP-6, R-SECSNAP-7)

extension DiffableDataSourceSectionSnapshot {
    /// Adds `items` as the last children of `parent` (after its existing subtree), or as roots after the
    /// last root's subtree when `parent` is nil (R-SECSNAP-4). New items start collapsed.
    ///
    /// Implements R-SECSNAP-4. Implements R-SECSNAP-7.
    ///
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)``, ``SnapshotError/itemNotFound(_:)``
    ///   (unknown parent) or ``SnapshotError/itemAlreadyExists(_:)`` (R-SECSNAP-7), checked in that
    ///   order. The section snapshot is unchanged when it throws.
    /// - Complexity: O(*n* + *k*); O(*k*) when appending roots.
    @inlinable
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil)
        throws(SnapshotError)
    {
        try append(try Self._roots(items), to: parent)
    }

    /// Inserts `items` as siblings of `item` (same parent), immediately before it (R-SECSNAP-5).
    ///
    /// Implements R-SECSNAP-5.
    ///
    /// - Throws: as the item-array `append(_:to:)`, with the anchor in place of the parent.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType)
        throws(SnapshotError)
    {
        try insert(try Self._roots(items), before: item)
    }

    /// Inserts `items` as siblings of `item` (same parent), after `item`'s whole subtree (R-SECSNAP-5).
    ///
    /// - Throws: as the item-array `append(_:to:)`, with the anchor in place of the parent.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType)
        throws(SnapshotError)
    {
        try insert(try Self._roots(items), after: item)
    }

    /// Grafts the whole hierarchy of `snapshot`, expansion states included, with its roots as the last
    /// children of `parent`, or as new roots when `parent` is nil (R-SECSNAP-4, R-SECSNAP-6).
    ///
    /// Implements R-SECSNAP-6.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` (unknown parent) or
    ///   ``SnapshotError/itemAlreadyExists(_:)`` naming every item of `snapshot` already present.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) throws(SnapshotError)
    {
        guard let parent else {
            try _graft(snapshot, at: _items.count, level: 0)
            return
        }
        let index = try _indexOfAnchor(parent)
        try _graft(snapshot, at: _subtreeEnd(of: index), level: _levels[index] + 1)
    }

    /// Grafts the whole hierarchy of `snapshot` with its roots as siblings immediately before `item`
    /// (R-SECSNAP-5, R-SECSNAP-6).
    ///
    /// - Throws: as the section-snapshot `append(_:to:)`.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) throws(SnapshotError) {
        let index = try _indexOfAnchor(item)
        try _graft(snapshot, at: index, level: _levels[index])
    }

    /// Grafts the whole hierarchy of `snapshot` with its roots as siblings after `item`'s whole subtree
    /// (R-SECSNAP-5, R-SECSNAP-6).
    ///
    /// - Throws: as the section-snapshot `append(_:to:)`.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) throws(SnapshotError) {
        let index = try _indexOfAnchor(item)
        try _graft(snapshot, at: _subtreeEnd(of: index), level: _levels[index])
    }

    /// Replaces the descendants of `parent` with the hierarchy of `snapshot`, whose roots become
    /// `parent`'s children (R-SECSNAP-9). Items of `snapshot` may reuse identifiers of the removed
    /// descendants.
    ///
    /// Implements R-SECSNAP-9.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` when `parent` is unknown;
    ///   ``SnapshotError/itemAlreadyExists(_:)`` naming every item of `snapshot` that exists outside
    ///   `parent`'s descendants (including `parent` itself). Unchanged when it throws.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self)
        throws(SnapshotError)
    {
        guard let index = _items.firstIndex(of: parent) else {
            throw .itemNotFound(SnapshotError._names([parent]))
        }
        let children = (index + 1)..<_subtreeEnd(of: index)
        let conflicts = snapshot._items.filter { item in
            guard let existing = _items.firstIndex(of: item) else { return false }
            return !children.contains(existing)
        }
        if !conflicts.isEmpty { throw .itemAlreadyExists(SnapshotError._names(conflicts)) }
        for item in _items.elements[children] { _expanded.remove(item) }
        var items = _items.elements
        var levels = _levels
        items.replaceSubrange(children, with: snapshot._items.elements)
        levels.replaceSubrange(children, with: snapshot._levels.map { $0 + _levels[index] + 1 })
        _items = OrderedSet(uncheckedUniqueElements: items)
        _levels = levels
        _expanded.formUnion(snapshot._expanded)
    }
}

// MARK: - Removing, expanding, extracting (R-SECSNAP-2, R-SECSNAP-8, R-SECSNAP-9)

extension DiffableDataSourceSectionSnapshot {
    /// Removes `items` and all their descendants (R-SECSNAP-8). Unknown identifiers are ignored.
    ///
    /// Implements R-SECSNAP-8.
    ///
    /// - Complexity: O(*n*) when something is removed.
    @inlinable
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var doomed = [Bool](repeating: false, count: _items.count)
        var any = false
        for item in items {
            guard let index = _items.firstIndex(of: item), !doomed[index] else { continue }
            for position in index..<_subtreeEnd(of: index) { doomed[position] = true }
            any = true
        }
        guard any else { return }
        var kept: [ItemIdentifierType] = []
        var levels: [Int] = []
        for index in _items.indices {
            if doomed[index] {
                _expanded.remove(_items[index])
            } else {
                kept.append(_items[index])
                levels.append(_levels[index])
            }
        }
        _items = OrderedSet(uncheckedUniqueElements: kept)
        _levels = levels
    }

    /// Removes every item (R-SECSNAP-8).
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func deleteAll() { self = Self() }

    /// Expands `items`; unknown identifiers are ignored (R-SECSNAP-2).
    ///
    /// Implements R-SECSNAP-2.
    ///
    /// - Complexity: O(*k*) expected.
    @inlinable
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where _items.contains(item) { _expanded.insert(item) }
    }

    /// Collapses `items`; unknown identifiers are ignored (R-SECSNAP-2).
    ///
    /// - Complexity: O(*k*) expected.
    @inlinable
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { _expanded.remove(item) }
    }

    /// A copy of `parent`'s subtree: its descendants as roots, or `parent` as the only root when
    /// `includingParent` is true (R-SECSNAP-9). Expansion states are copied.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` when `parent` is unknown.
    /// - Complexity: O(*k*) for the *k* items copied.
    @inlinable
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) throws(SnapshotError)
        -> Self
    {
        guard let index = _items.firstIndex(of: parent) else {
            throw .itemNotFound(SnapshotError._names([parent]))
        }
        let range = (includingParent ? index : index + 1)..<_subtreeEnd(of: index)
        let shift = _levels[index] + (includingParent ? 0 : 1)
        var result = Self()
        result._items = OrderedSet(uncheckedUniqueElements: _items.elements[range])
        result._levels = _levels[range].map { $0 - shift }
        result._expanded = _expanded.filter { result._items.contains($0) }
        return result
    }
}

// MARK: - Helpers

extension DiffableDataSourceSectionSnapshot {
    /// A flat section snapshot of roots.
    ///
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when `items` repeats an identifier.
    @inlinable
    static func _roots(_ items: [ItemIdentifierType]) throws(SnapshotError) -> Self {
        var result = Self()
        result._items = OrderedSet(items)
        if result._items.count != items.count {
            throw .duplicateItemIdentifiers(SnapshotError._names(SnapshotError._duplicates(in: items)))
        }
        result._levels = [Int](repeating: 0, count: items.count)
        return result
    }

    /// The index of an anchor or parent.
    @inlinable
    func _indexOfAnchor(_ anchor: ItemIdentifierType) throws(SnapshotError) -> Int {
        guard let index = _items.firstIndex(of: anchor) else {
            throw .itemNotFound(SnapshotError._names([anchor]))
        }
        return index
    }

    /// Inserts `snapshot`'s items at `position`, shifted to `level`, after checking R-SECSNAP-7.
    @inlinable
    mutating func _graft(_ snapshot: Self, at position: Int, level: Int) throws(SnapshotError) {
        let existing = snapshot._items.filter { _items.contains($0) }
        if !existing.isEmpty { throw .itemAlreadyExists(SnapshotError._names(existing)) }
        guard !snapshot._items.isEmpty else { return }
        if position == _items.count {
            _items.append(contentsOf: snapshot._items)
            _levels.append(contentsOf: snapshot._levels.map { $0 + level })
        } else {
            var items = _items.elements
            items.insert(contentsOf: snapshot._items, at: position)
            _items = OrderedSet(uncheckedUniqueElements: items)
            _levels.insert(contentsOf: snapshot._levels.map { $0 + level }, at: position)
        }
        _expanded.formUnion(snapshot._expanded)
    }
}
