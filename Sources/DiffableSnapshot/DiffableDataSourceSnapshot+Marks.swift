import OrderedCollections

// MARK: - Reload and reconfigure marks (R-SNAP-13, R-SNAP-14)

extension DiffableDataSourceSnapshot {
    /// Marks sections for reload; the structure does not change (R-SNAP-13).
    ///
    /// Implements R-SNAP-13.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` naming every unknown identifier; nothing is marked
    ///   then.
    /// - Complexity: O(*k*) expected.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
        let missing = identifiers.filter { !_sections.contains($0) }
        if !missing.isEmpty { throw .sectionNotFound(SnapshotError._names(missing)) }
        _reloadedSections.append(contentsOf: identifiers)
    }

    /// Marks items for reload (the cell is recreated); the structure does not change (R-SNAP-13).
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` naming every unknown identifier; nothing is marked
    ///   then.
    /// - Complexity: O(*k*) expected.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
        let missing = identifiers.filter { !_items.contains($0) }
        if !missing.isEmpty { throw .itemNotFound(SnapshotError._names(missing)) }
        _reloadedItems.append(contentsOf: identifiers)
    }

    /// Marks items for reconfigure (the existing cell is updated in place); the structure does not
    /// change (R-SNAP-13).
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:)`` naming every unknown identifier; nothing is marked
    ///   then.
    /// - Complexity: O(*k*) expected.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
        let missing = identifiers.filter { !_items.contains($0) }
        if !missing.isEmpty { throw .itemNotFound(SnapshotError._names(missing)) }
        _reconfiguredItems.append(contentsOf: identifiers)
    }

    /// The sections marked for reload, in first-marked order, without duplicates (R-SNAP-14).
    ///
    /// Implements R-SNAP-14.
    ///
    /// - Complexity: O(1).
    @inlinable public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections.elements }

    /// The items marked for reload, in first-marked order, without duplicates (R-SNAP-14).
    ///
    /// - Complexity: O(1).
    @inlinable public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems.elements }

    /// The items marked for reconfigure, in first-marked order, without duplicates (R-SNAP-14). An item
    /// may carry both marks; the diff then treats it as a reload (R-DIFF-5).
    ///
    /// - Complexity: O(1).
    @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems.elements }
}
