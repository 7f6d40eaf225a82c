import CollectionLayout
import DiffableSnapshot

/// Why applying a snapshot failed (Snapshot rules). Nothing changes when it throws.
///
/// Applying re-entrantly (R-APPLY-4) cannot happen: events are returned as values, so no
/// callback runs while an apply is in progress.
///
/// Implements R-APPLY-4.
public enum ApplyError: Error, Hashable, Sendable {
    /// The snapshot operation was a client error (R-SNAP-3, R-APPLY-5).
    case snapshot(SnapshotError)
    /// The view could not re-solve the layout for the new data.
    case view(HeadlessError)
}

/// What one apply did (R-EVENT-1, R-EVENT-3): the changeset (nil for a reload-data apply),
/// how it was labelled, and the view events that followed it, in order.
///
/// Implements R-EVENT-3.
public struct ApplyResult<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The diff from the previous snapshot (R-DIFF); nil when applied with reload data.
    public var changeset: SnapshotChangeset<SectionID, ItemID>?
    /// The `animatingDifferences` argument; it only labels the change (R-APPLY-1).
    public var animatingDifferences: Bool
    /// Whether this was `applySnapshotUsingReloadData(_:)` (R-APPLY-2).
    public var isReload: Bool
    /// The view's events after the data changed: content size, visible elements, orthogonal offsets.
    public var events: [HeadlessEvent<SectionID>]
    /// What UIKit animates for an apply with `animatingDifferences`: every element displayed before
    /// or after, cells matched by item identifier (R-ANIM-1, R-ANIM-2); nil when not animating
    /// and for a reload-data apply.
    public var transition: LayoutTransition? = nil
}

/// A headless collection view fed by diffable snapshots — the counterpart of
/// `UICollectionViewDiffableDataSource` driving a `UICollectionView` (Layout rules: applying snapshots, R-APPLY).
///
/// Applying a snapshot diffs it against the current one (always, as on iOS 15 and later), sets the
/// view's sections and item counts, keeps each orthogonal offset with its section identifier and
/// clamps it, keeps and clamps the content offset (R-APPLY-6, R-ORTHO-17), and returns the
/// changeset with the view's events. Visible elements are available with their item identifiers,
/// for analytics and cell configuration.
public struct DiffableHeadlessCollectionView<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
    Sendable
{
    /// The view; scroll it with ``scroll(_:)``.
    public internal(set) var view: HeadlessCollectionView<SectionID>
    var current = DiffableDataSourceSnapshot<SectionID, ItemID>()
    private var hierarchies: [SectionID: DiffableDataSourceSectionSnapshot<ItemID>] = [:]

    /// Creates a view with no data; apply a snapshot to fill it.
    ///
    /// The size provider receives each cell's item identifier in
    /// ``SizingElement/itemIdentifier`` (an `ItemID`); the self-sizing parameters are otherwise those
    /// of ``HeadlessCollectionView`` (R-SIZING-1, R-SIZING-4, R-SCROLL-7).
    public init(
        layout: CompositionalLayout, environment: LayoutEnvironment,
        contentInset: DirectionalEdgeInsets = .zero,
        options: PrepareOptions = .init(),
        sizeProvider: HeadlessCollectionView<SectionID>.SizeProvider? = nil,
        measuresEagerly: Bool = false, anchorsScrollPosition: Bool = true
    ) throws(ApplyError) {
        do {
            view = try HeadlessCollectionView(
                layout: layout, sectionIdentifiers: [], itemCounts: [], environment: environment,
                contentInset: contentInset, options: options, sizeProvider: sizeProvider,
                measuresEagerly: measuresEagerly, anchorsScrollPosition: anchorsScrollPosition)
        } catch {
            throw .view(error)
        }
    }

    /// Diffs `snapshot` against the current data and applies it (R-APPLY-1, R-APPLY-6).
    ///
    /// Measurements follow their items (R-APPLY-6, R-EST-10): moved and unchanged items keep
    /// theirs at their new index paths, reconfigured items keep theirs but are measured again when
    /// next visible, and reloaded items (and the items of reloaded sections) lose theirs, as do
    /// deleted ones. Boundary supplementaries keep theirs with their section's identifier. Then the
    /// visible elements are measured (R-SIZING-2).
    ///
    /// Implements R-APPLY-1.
    ///
    /// - Complexity: O(n + m) for the diff (R-DIFF-9) plus the view's re-solve.
    @discardableResult
    public mutating func apply(
        _ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true
    ) throws(ApplyError) -> ApplyResult<SectionID, ItemID> {
        let changeset = SnapshotChangeset(from: current, to: snapshot)
        let before = self
        let events = try replaceData(with: snapshot, measurements: .carry(remappedMeasurements(to: snapshot)))
        return ApplyResult(
            changeset: changeset, animatingDifferences: animatingDifferences, isReload: false, events: events,
            transition: animatingDifferences ? before.transition(to: self) : nil)
    }

    /// Replaces the data without diffing; the result reports a full reload (R-APPLY-2). Every
    /// measurement is dropped and the visible elements are measured again.
    ///
    /// Implements R-APPLY-2.
    @discardableResult
    public mutating func applySnapshotUsingReloadData(
        _ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
    ) throws(ApplyError) -> ApplyResult<SectionID, ItemID> {
        let events = try replaceData(with: snapshot, measurements: .drop)
        return ApplyResult(changeset: nil, animatingDifferences: false, isReload: true, events: events)
    }

    /// Sets one section's items to a section snapshot's visible items, appending the section when
    /// missing, and keeps the hierarchy for ``snapshot(for:)``; expanding and collapsing show up as
    /// inserts and deletes in the changeset (R-APPLY-5).
    ///
    /// Implements R-APPLY-5.
    ///
    /// - Throws: ``ApplyError/snapshot(_:)`` with `itemAlreadyExists` when a visible item lives in
    ///   another section; nothing changes.
    @discardableResult
    public mutating func apply(
        _ sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemID>, to section: SectionID,
        animatingDifferences: Bool = true
    ) throws(ApplyError) -> ApplyResult<SectionID, ItemID> {
        var next = current
        do {
            try next.apply(sectionSnapshot, to: section)
        } catch {
            throw .snapshot(error)
        }
        let result = try apply(next, animatingDifferences: animatingDifferences)
        hierarchies[section] = sectionSnapshot
        return result
    }

    /// The applied snapshot, without reload or reconfigure marks (R-APPLY-3).
    ///
    /// Implements R-APPLY-3.
    public func snapshot() -> DiffableDataSourceSnapshot<SectionID, ItemID> { current }

    /// The hierarchy last applied to `section`, or its items as a flat section snapshot; nil when the
    /// section does not exist (R-APPLY-5).
    public func snapshot(for section: SectionID) -> DiffableDataSourceSectionSnapshot<ItemID>? {
        if let hierarchy = hierarchies[section] { return hierarchy }
        guard let items = try? current.itemIdentifiers(inSection: section) else { return nil }
        var flat = DiffableDataSourceSectionSnapshot<ItemID>()
        try? flat.append(items)
        return flat
    }

    /// The item at `indexPath`, or nil (R-APPLY-3).
    public func itemIdentifier(for indexPath: LayoutIndexPath) -> ItemID? {
        guard let section = sectionIdentifier(for: indexPath.section),
            let items = try? current.itemIdentifiers(inSection: section),
            items.indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.item]
    }

    /// The index path of `item`, or nil (R-APPLY-3).
    ///
    /// - Complexity: a hash lookup plus O(log sections).
    public func indexPath(for item: ItemID) -> LayoutIndexPath? {
        current.indexPath(ofItem: item).map { LayoutIndexPath(item: $0.item, section: $0.section) }
    }

    /// The identifier of section `index`, or nil (R-APPLY-3).
    public func sectionIdentifier(for index: Int) -> SectionID? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of `section`, or nil (R-APPLY-3).
    public func index(for section: SectionID) -> Int? { current.indexOfSection(section) }

    /// The identifiers of the visible cells, in display order (R-QUERY-3).
    public var visibleItemIdentifiers: [ItemID] {
        view.visibleItemIndexPaths.compactMap { itemIdentifier(for: $0) }
    }

    /// Scrolls the view: `body` may call any scrolling or sizing method of the view (content
    /// offset, orthogonal offsets and drags, scroll-to-item, bounds, environment, content inset).
    /// When `body` throws (for example a ``HeadlessError``), the view is unchanged and the error is
    /// rethrown.
    ///
    /// - Complexity: `body` works on a copy (so that a failure can leave the view unchanged); when it
    ///   measures, the first measurement in each self-sizing section copies that section's
    ///   measurements, O(items of the section). Scroll a ``HeadlessCollectionView`` directly where that
    ///   matters.
    /// - Precondition: `body` does not change the sections or item counts: data changes go through
    ///   ``apply(_:animatingDifferences:)`` (changing them here is a programmer error and traps).
    @discardableResult
    public mutating func scroll(
        _ body: (inout HeadlessCollectionView<SectionID>) throws -> [HeadlessEvent<SectionID>]
    ) rethrows -> [HeadlessEvent<SectionID>] {
        var copy = view
        let events = try body(&copy)
        precondition(
            copy.sectionIdentifiers == view.sectionIdentifiers && copy.itemCounts == view.itemCounts,
            "change the data of a DiffableHeadlessCollectionView with apply(_:), not through scroll(_:)")
        view = copy
        return events
    }

    /// Sets the sections and item counts of `snapshot` (with `layout` and `environment` when
    /// given, else the view's) in one re-solve.
    mutating func replaceData(
        with snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, measurements: MeasurementCarry,
        layout: CompositionalLayout? = nil, environment: LayoutEnvironment? = nil
    ) throws(ApplyError) -> [HeadlessEvent<SectionID>] {
        let sections = snapshot.sectionIdentifiers
        let counts = Self.itemCounts(of: snapshot)
        var updated = view
        updated.sizing.itemIdentifier = Self.itemLookup(snapshot, counts: counts)
        let events: [HeadlessEvent<SectionID>]
        do {
            try HeadlessCollectionView<SectionID>.check(sections, itemCounts: counts)
            events = try updated.resolve(
                layout: layout ?? updated.layout, environment: environment ?? updated.environment,
                identifiers: sections,
                itemCounts: counts, measurements: measurements)
        } catch {
            throw .view(error)
        }
        view = updated
        current = Self.withoutMarks(snapshot)
        hierarchies = hierarchies.filter { snapshot.indexOfSection($0.key) != nil }
        return events
    }

    /// The same sections and items with no reload or reconfigure marks (R-APPLY-3).
    private static func withoutMarks(
        _ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
    ) -> DiffableDataSourceSnapshot<SectionID, ItemID> {
        guard
            !snapshot.reloadedItemIdentifiers.isEmpty || !snapshot.reconfiguredItemIdentifiers.isEmpty
                || !snapshot.reloadedSectionIdentifiers.isEmpty
        else { return snapshot }
        var clean = DiffableDataSourceSnapshot<SectionID, ItemID>()
        try? clean.appendSections(snapshot.sectionIdentifiers)
        for section in snapshot.sectionIdentifiers {
            if let items = try? snapshot.itemIdentifiers(inSection: section), !items.isEmpty {
                _ = try? clean.appendItems(items, toSection: section)
            }
        }
        return clean
    }
}
