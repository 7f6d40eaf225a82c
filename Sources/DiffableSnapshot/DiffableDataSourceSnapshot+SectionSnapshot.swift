import OrderedCollections

// MARK: - Applying a section snapshot (R-APPLY-5)

extension DiffableDataSourceSnapshot {
    /// Sets the items of `section` to the ``DiffableDataSourceSectionSnapshot/visibleItems`` of
    /// `sectionSnapshot`, appending the section when it is missing (R-APPLY-5).
    ///
    /// Items that leave the section lose their reload/reconfigure marks (R-SNAP-7); items that stay keep
    /// them. Diffing the result against the previous snapshot shows expanding and collapsing as inserts
    /// and deletes.
    ///
    /// - Throws: ``SnapshotError/itemAlreadyExists(_:)`` naming every visible item that lives in another
    ///   section. The snapshot is unchanged when it throws.
    /// - Complexity: O(*n* + *k*).
    @inlinable
    public mutating func apply(
        _ sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        to section: SectionIdentifierType
    ) throws(SnapshotError) {
        let visible = sectionSnapshot.visibleItems
        let existingIndex = _sections.firstIndex(of: section)
        let ownRange = existingIndex.map { _range(ofSectionAt: $0) } ?? 0..<0
        let conflicts = visible.filter { item in
            guard let flat = _items.firstIndex(of: item) else { return false }
            return !ownRange.contains(flat)
        }
        if !conflicts.isEmpty { throw .itemAlreadyExists(SnapshotError._names(conflicts)) }
        let sectionIndex: Int
        if let existingIndex {
            sectionIndex = existingIndex
        } else {
            _sections.append(section)
            _sectionEnds.append(_items.count)
            sectionIndex = _sections.count - 1
        }
        let range = _range(ofSectionAt: sectionIndex)
        if _hasItemMarks {
            let kept = Set(visible)
            _dropItemMarks(Set(_items.elements[range].filter { !kept.contains($0) }))
        }
        var items = _items.elements
        items.replaceSubrange(range, with: visible)
        _items = _IndexedList(uncheckedUniqueElements: items)
        let delta = visible.count - range.count
        for index in sectionIndex..<_sectionEnds.count { _sectionEnds[index] += delta }
    }
}
