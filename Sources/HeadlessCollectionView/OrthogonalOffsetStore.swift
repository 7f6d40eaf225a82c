import CollectionLayout

/// The orthogonal offsets of a view, keyed by section identity (R-ORTHO-17), with an index-keyed
/// copy that is handed to the engine unchanged on every scroll step (no per-step rebuilding).
///
/// Every section that has an orthogonal row has an entry; sections without a row (ordinary, empty
/// or deleted sections) have none.
struct OrthogonalOffsetStore<SectionID: Hashable & Sendable>: Sendable {
    /// The source of truth: offset per section identity.
    private(set) var byIdentity: [SectionID: Double] = [:]
    /// The same offsets per section index, for `PreparedLayout.displayedElements(...)`.
    private(set) var byIndex: [Int: Double] = [:]
    /// The offset at which each drag in progress began, per section index (R-ORTHO-15).
    var dragStarts: [Int: Double] = [:]

    /// Sets the offset of section `index`; returns whether it changed.
    mutating func set(_ offset: Double, section index: Int, identity: SectionID) -> Bool {
        let previous = byIndex.updateValue(offset, forKey: index)
        byIdentity[identity] = offset
        return previous != offset
    }

    /// The offsets after a re-solve (R-ORTHO-17): each surviving identity keeps its offset,
    /// clamped and re-snapped to its row by the R-ORTHO-9 rule; new rows start at the beginning of
    /// their range (R-ORTHO-10); identities without a row are dropped. Drags in progress are
    /// cancelled.
    ///
    /// - Returns: The new store and the indexes of the sections whose offset changed, ascending.
    /// - Complexity: O(sections).
    func resolved(for layout: PreparedLayout, identifiers: [SectionID]) -> (store: Self, changed: [Int]) {
        var store = OrthogonalOffsetStore()
        var changed: [Int] = []
        for index in 0..<layout.numberOfSections {
            guard let row = layout.orthogonalRow(inSection: index) else { continue }
            let identity = identifiers[index]
            let previous = byIdentity[identity]
            let offset = ScrollGeometry.restingOffset(of: row, proposed: previous)
            _ = store.set(offset, section: index, identity: identity)
            if let previous, previous != offset { changed.append(index) }
        }
        return (store, changed)
    }
}
