import CollectionLayout
import DiffableSnapshot

extension HeadlessCollectionView {
    /// Replaces the layout description, the environment and the sections together and re-solves
    /// once — for a host whose layout, bounds and data may all have changed since the view last
    /// solved (the `UICollectionView` of `UIKitCompatibility` re-solves this way).
    ///
    /// Offsets behave as in ``setSections(_:itemCounts:)``: orthogonal offsets follow their section
    /// identifier and are re-snapped (R-ORTHO-17), the content offset is kept and clamped
    /// (R-SCROLL-3, R-SCROLL-6). Measurements are dropped when the container size changes and
    /// kept by index path otherwise (R-SIZING-3, R-EST-10), as ``setEnvironment(_:)`` does.
    ///
    /// - Returns: The events of R-EVENT-1.
    /// - Throws: ``HeadlessError/sectionCountMismatch(identifiers:itemCounts:)``,
    ///   ``HeadlessError/duplicateSectionIdentifier(index:)``, ``HeadlessError/layout(_:)``
    ///   (`LayoutError.invalidPreferredSize(_:element:section:)` for a provider's invalid
    ///   answer); the view is unchanged.
    @discardableResult
    public mutating func reload(
        layout: CompositionalLayout, environment: LayoutEnvironment, sectionIdentifiers: [SectionID],
        itemCounts: [Int]
    ) throws(HeadlessError) -> [Event] {
        try Self.check(sectionIdentifiers, itemCounts: itemCounts)
        let resized = environment.container.contentSize != self.environment.container.contentSize
        return try resolve(
            layout: layout, environment: environment, identifiers: sectionIdentifiers, itemCounts: itemCounts,
            measurements: resized ? .drop : .keep)
    }
}

extension DiffableHeadlessCollectionView {
    /// Applies `snapshot` as ``apply(_:animatingDifferences:)`` does, solving it with a new layout
    /// description and environment in the same re-solve — for a host whose layout is re-created for
    /// every change of data (section providers see the new item counts, R-PROVIDER-3).
    /// Measurements follow their items (R-APPLY-6) unless the container size changes, which
    /// drops them (R-SIZING-3).
    ///
    /// - Throws: ``ApplyError/view(_:)``; nothing changes.
    @discardableResult
    public mutating func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, layout: CompositionalLayout,
        environment: LayoutEnvironment, animatingDifferences: Bool = true
    ) throws(ApplyError) -> ApplyResult<SectionID, ItemID> {
        let changeset = SnapshotChangeset(from: current, to: snapshot)
        let resized = environment.container.contentSize != view.environment.container.contentSize
        let before = self
        let events = try replaceData(
            with: snapshot, measurements: resized ? .drop : .carry(remappedMeasurements(to: snapshot)),
            layout: layout, environment: environment)
        return ApplyResult(
            changeset: changeset, animatingDifferences: animatingDifferences, isReload: false, events: events,
            transition: animatingDifferences ? before.transition(to: self) : nil)
    }

    /// Replaces the data without diffing, as ``applySnapshotUsingReloadData(_:)`` does, solving it
    /// with a new layout description and environment in the same re-solve (R-APPLY-2).
    ///
    /// - Throws: ``ApplyError/view(_:)``; nothing changes.
    @discardableResult
    public mutating func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, layout: CompositionalLayout,
        environment: LayoutEnvironment
    ) throws(ApplyError) -> ApplyResult<SectionID, ItemID> {
        let events = try replaceData(
            with: snapshot, measurements: .drop, layout: layout, environment: environment)
        return ApplyResult(changeset: nil, animatingDifferences: false, isReload: true, events: events)
    }
}
