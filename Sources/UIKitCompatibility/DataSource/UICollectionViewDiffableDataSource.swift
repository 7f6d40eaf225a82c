import CollectionLayout
import DiffableSnapshot
import Foundation
import HeadlessCollectionView

/// Marks the diffable data source, whose snapshots feed the collection view's headless view.
protocol DiffableDataSourceBridge: AnyObject {
    /// Expands the collapsed parent at `indexPath` or collapses the expanded one, as a tap on its
    /// outline disclosure does.
    func toggleExpansion(at indexPath: IndexPath)
}

/// Apple's `UICollectionViewDiffableDataSource`: supplies a collection view's sections, items,
/// cells and supplementary views from snapshots.
///
/// Creating one makes it the collection view's ``UICollectionView/dataSource``. Applying a
/// snapshot hands it to the collection view's headless view, which diffs it against the current
/// one, re-solves the layout for the new item counts (section providers run again), keeps each
/// orthogonal row's offset with its section identifier and keeps the content offset in range
/// (R-APPLY-6, R-ORTHO-17); self-sized measurements follow their items. The cell provider is
/// then called for the items that are visible — and again for visible items the snapshot reloads or
/// reconfigures — and ``UICollectionView/cellForItem(at:)`` returns what it configured. The
/// completion handler runs before `apply` returns (nothing animates here).
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
///     cell.accessibilityLabel = item
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
///     collectionView, indexPath, item in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// ```
open class UICollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UICollectionViewDataSource, DiffableDataSourceBridge {
    /// Returns the configured cell for an item; nil gives a blank cell (where UIKit raises).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Returns the configured supplementary view of an element kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
        UICollectionReusableView?

    /// The collection view, held weakly (it holds this data source weakly too; keep both).
    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The hierarchies applied with ``apply(_:to:animatingDifferences:completion:)``.
    var hierarchies: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Supplies the supplementary views; nil gives blank views.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// The handlers asked when the user expands or collapses an item (see
    /// ``UICollectionView/tapOutlineDisclosure(at:)``).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    /// The handlers asked when the user reorders items; without ``ReorderingHandlers/canReorderItem``
    /// no item moves.
    public var reorderingHandlers = ReorderingHandlers()

    /// A data source for `collectionView` whose cells come from `cellProvider`; it becomes the
    /// collection view's data source, with an empty snapshot.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: Applying

    /// Diffs `snapshot` against the current data and shows it (R-APPLY-1, R-APPLY-6), then
    /// runs `completion`. `animatingDifferences` only labels the change. The layout hears of the
    /// diff through ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` and
    /// ``UICollectionViewLayout/finalizeCollectionViewUpdates()`` before `completion`, with or
    /// without animation (R-UPDATEHOOK-2).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        commit(snapshot.snapshot, reloadsData: false, animatingDifferences: animatingDifferences)
        completion?()
    }

    /// Shows `snapshot` without diffing (R-APPLY-2): every cell is configured again and every
    /// measurement dropped. Then runs `completion`.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        commit(snapshot.snapshot, reloadsData: true, animatingDifferences: false)
        completion?()
    }

    /// Sets `section`'s items to the visible items of `snapshot`, appending the section when it is
    /// missing, and keeps the hierarchy for ``snapshot(for:)`` (R-APPLY-5). Traps, as UIKit
    /// raises, when a visible item already lives in another section.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var next = self.snapshot().snapshot
        do {
            try next.apply(snapshot.snapshot, to: section)
        } catch {
            fatalError(
                "UICollectionViewDiffableDataSource.apply(_:to:): \(UIKitSnapshotMessage.message(for: error))"
            )
        }
        commit(next, reloadsData: false, animatingDifferences: animatingDifferences)
        hierarchies[section] = snapshot.snapshot
        completion?()
    }

    // MARK: Reading

    /// The applied snapshot, without reload or reconfigure marks (R-APPLY-3).
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        var result = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
        guard let erased = appliedSnapshot else { return NSDiffableDataSourceSnapshot(result) }
        for section in erased.sectionIdentifiers {
            guard let typed = section.base as? SectionIdentifierType else { continue }
            try? result.appendSections([typed])
            let items = ((try? erased.itemIdentifiers(inSection: section)) ?? []).compactMap {
                $0.base as? ItemIdentifierType
            }
            if !items.isEmpty { _ = try? result.appendItems(items, toSection: typed) }
        }
        return NSDiffableDataSourceSnapshot(result)
    }

    /// The hierarchy last applied to `section`, or its items as a flat section snapshot; empty when
    /// the section does not exist (R-APPLY-5).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<
        ItemIdentifierType
    > {
        if let hierarchy = hierarchies[section] { return NSDiffableDataSourceSectionSnapshot(hierarchy) }
        var flat = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let current = snapshot().snapshot
        if let items = try? current.itemIdentifiers(inSection: section) { try? flat.append(items) }
        return NSDiffableDataSourceSectionSnapshot(flat)
    }

    /// The item at `indexPath`, or nil (R-APPLY-3).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let erased = appliedSnapshot,
            erased.sectionIdentifiers.indices.contains(indexPath.section),
            let items = try? erased.itemIdentifiers(inSection: erased.sectionIdentifiers[indexPath.section]),
            items.indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.item].base as? ItemIdentifierType
    }

    /// The index path of `itemIdentifier`, or nil (R-APPLY-3).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let path = appliedSnapshot?.indexPath(ofItem: AnyIdentifier(itemIdentifier)) else { return nil }
        return IndexPath(item: path.item, section: path.section)
    }

    /// The identifier of section `index`, or nil (iOS 15, R-APPLY-3).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        guard let erased = appliedSnapshot, erased.sectionIdentifiers.indices.contains(index) else {
            return nil
        }
        return erased.sectionIdentifiers[index].base as? SectionIdentifierType
    }

    /// The index of `sectionIdentifier`, or nil (iOS 15, R-APPLY-3).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        appliedSnapshot?.indexOfSection(AnyIdentifier(sectionIdentifier))
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections of the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        appliedSnapshot?.numberOfSections ?? 0
    }

    /// The number of items of section `section` of the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let erased = appliedSnapshot, erased.sectionIdentifiers.indices.contains(section) else {
            return 0
        }
        return (try? erased.numberOfItems(inSection: erased.sectionIdentifiers[section])) ?? 0
    }

    /// The cell the cell provider configures for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath),
            let cell = cellProvider(collectionView, indexPath, item)
        else { return UICollectionViewCell(frame: .zero) }
        return cell
    }

    /// The view the supplementary view provider configures.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    /// Whether the item at `indexPath` can move: what ``ReorderingHandlers/canReorderItem`` says,
    /// false without it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorderItem(at: indexPath)
    }

    /// Moves the item at `sourceIndexPath` so that it ends at `destinationIndexPath`, calling
    /// ``ReorderingHandlers/willReorder`` before and ``ReorderingHandlers/didReorder`` after with
    /// the transaction, and shows the new data. In a section with a hierarchy the item moves with
    /// its children and becomes a sibling of the item it lands before (a root when it lands
    /// last). Does nothing when the item cannot move or the destination is out of range.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        reorderItem(at: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Helpers

    /// The snapshot being shown: the one waiting for the next solve, the one of before an
    /// interactive movement while the movement is committed (R-MOVE-10), or the headless view's —
    /// during an interactive movement the live one, with the moving item at its target.
    private var appliedSnapshot: DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>? {
        guard let collectionView, collectionView.dataSource === self else { return nil }
        if let pending = collectionView.pendingApply { return pending.snapshot }
        if let commit = collectionView.movementCommit { return commit.initialSnapshot }
        if case .diffable(let diffable) = collectionView.storage { return diffable.snapshot() }
        return nil
    }

    /// Hands `snapshot` to the collection view and brings it up to date.
    func commit(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reloadsData: Bool,
        animatingDifferences: Bool
    ) {
        guard let collectionView else { return }
        hierarchies = hierarchies.filter { snapshot.indexOfSection($0.key) != nil }
        collectionView.apply(
            PendingApply(
                snapshot: Self.erased(snapshot), reloadsData: reloadsData,
                animatingDifferences: animatingDifferences),
            changedItems: Self.changedItems(of: snapshot))
    }

    /// The same snapshot with type-erased identifiers, marks included.
    private static func erased(
        _ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier> {
        var result = DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>()
        // The identifiers come from a valid snapshot, so none of these calls can fail.
        try? result.appendSections(snapshot.sectionIdentifiers.map { AnyIdentifier($0) })
        for section in snapshot.sectionIdentifiers {
            let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
            if !items.isEmpty {
                _ = try? result.appendItems(
                    items.map { AnyIdentifier($0) }, toSection: AnyIdentifier(section))
            }
        }
        try? result.reloadSections(snapshot.reloadedSectionIdentifiers.map { AnyIdentifier($0) })
        try? result.reloadItems(snapshot.reloadedItemIdentifiers.map { AnyIdentifier($0) })
        try? result.reconfigureItems(snapshot.reconfiguredItemIdentifiers.map { AnyIdentifier($0) })
        return result
    }

    /// The items whose cells must be configured again: reloaded and reconfigured items and the
    /// items of reloaded sections.
    private static func changedItems(
        of snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> Set<AnyIdentifier> {
        var items = Set(
            (snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers).map {
                AnyIdentifier($0)
            })
        for section in snapshot.reloadedSectionIdentifiers {
            for item in (try? snapshot.itemIdentifiers(inSection: section)) ?? [] {
                items.insert(AnyIdentifier(item))
            }
        }
        return items
    }
}

extension UICollectionView {
    /// Takes a snapshot a diffable data source applied: the layout re-solves for it at once (a
    /// compositional layout hands it to the headless view) and the visible cells whose items changed
    /// are configured again.
    func apply(_ pending: PendingApply, changedItems: Set<AnyIdentifier>) {
        pendingApply = pending
        if pending.reloadsData {
            records.dropConfiguredViews()
        } else {
            markConfiguredViewsStale(for: changedItems)
        }
        cachedItemCountsNeedReload()
        _ = currentHeadlessView()
        if let updateItems = pendingUpdateItems {
            pendingUpdateItems = nil
            runLayoutUpdateHooks(updateItems)
        }
    }
}
