import DiffableSnapshot
import Foundation
import HeadlessCollectionView

extension UICollectionViewDiffableDataSource {
    /// Handlers for expanding and collapsing items (Apple's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`), asked when the user taps an
    /// outline disclosure (``UICollectionView/tapOutlineDisclosure(at:)`` here).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether `item` may expand; nil lets every parent expand.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before `item` expands.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether `item` may collapse; nil lets every parent collapse.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before `item` collapses.
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show under an expanding parent, given the parent and its current
        /// children (a section snapshot of its subtree); nil keeps the children it has. With this
        /// handler an item without children can expand (children loaded lazily).
        public var snapshotForExpandingParent:
            ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        /// Handlers that are all nil.
        public init() {}
    }

    /// Handlers for reordering items (Apple's `UICollectionViewDiffableDataSource.ReorderingHandlers`),
    /// asked through the data source's `collectionView(_:canMoveItemAt:)` and
    /// `collectionView(_:moveItemAt:to:)`.
    public struct ReorderingHandlers {
        /// Whether `item` can be moved; nil means no item can (as in UIKit).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the transaction before the data changes.
        public var willReorder:
            ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the transaction after the data changed; update the app's model from it.
        public var didReorder:
            ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that are all nil.
        public init() {}
    }

    // MARK: Expanding and collapsing

    /// Expands the collapsed parent at `indexPath` — asking `shouldExpandItem`, calling
    /// `willExpandItem`, replacing its children with what `snapshotForExpandingParent` returns —
    /// or collapses the expanded one (`shouldCollapseItem`, `willCollapseItem`), then applies the
    /// section snapshot (R-APPLY-5), so the visible items change. Items without children expand
    /// only when `snapshotForExpandingParent` is set. Does nothing for an index path that names
    /// no item.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath.section)
        else { return }
        var sectionSnapshot = snapshot(for: section)
        guard sectionSnapshot.contains(item) else { return }
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            let children = sectionSnapshot.snapshot(of: item)
            guard !children.items.isEmpty || handlers.snapshotForExpandingParent != nil,
                handlers.shouldExpandItem?(item) ?? true
            else { return }
            handlers.willExpandItem?(item)
            if let provider = handlers.snapshotForExpandingParent {
                sectionSnapshot.replace(childrenOf: item, using: provider(item, children))
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: true)
    }

    // MARK: Reordering

    /// Whether the item at `indexPath` can move: what `canReorderItem` says, false without it.
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem
        else { return false }
        return canReorder(item)
    }

    /// Implements `collectionView(_:moveItemAt:to:)`.
    func reorderItem(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard canReorderItem(at: sourceIndexPath),
            let item = itemIdentifier(for: sourceIndexPath),
            let from = sectionIdentifier(for: sourceIndexPath.section),
            let to = sectionIdentifier(for: destinationIndexPath.section)
        else { return }
        let initial = snapshot()
        var final = initial
        var newHierarchies = hierarchies
        var moved = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if var hierarchy = newHierarchies[from].map(NSDiffableDataSourceSectionSnapshot.init) {
            moved = hierarchy.snapshot(of: item, includingParent: true)
            hierarchy.delete([item])
            newHierarchies[from] = hierarchy.snapshot
        } else {
            moved.append([item])
        }
        final.deleteItems(moved.items)
        let remaining = final.itemIdentifiers(inSection: to)
        guard destinationIndexPath.item >= 0, destinationIndexPath.item <= remaining.count else { return }
        let anchor = destinationIndexPath.item < remaining.count ? remaining[destinationIndexPath.item] : nil
        if var hierarchy = newHierarchies[to].map(NSDiffableDataSourceSectionSnapshot.init) {
            if let anchor, hierarchy.contains(anchor) {
                hierarchy.insert(moved, before: anchor)
            } else {
                hierarchy.append(moved)
            }
            newHierarchies[to] = hierarchy.snapshot
            final.apply(hierarchy, to: to)
        } else if let anchor {
            final.insertItems(moved.visibleItems, beforeItem: anchor)
        } else {
            final.appendItems(moved.visibleItems, toSection: to)
        }
        if from != to, let hierarchy = newHierarchies[from] {
            final.apply(NSDiffableDataSourceSectionSnapshot(hierarchy), to: from)
        }
        let transaction = Self.transaction(
            from: initial, to: final, sections: from == to ? [from] : [from, to],
            initialHierarchies: hierarchies, finalHierarchies: newHierarchies)
        reorderingHandlers.willReorder?(transaction)
        commit(final.snapshot, reloadsData: false, animatingDifferences: true)
        hierarchies = newHierarchies
        reorderingHandlers.didReorder?(transaction)
    }

    /// The transaction of a reordering between two snapshots, with the given sections' own
    /// transactions (hierarchies where they exist, flat section snapshots otherwise).
    private static func transaction(
        from initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sections: [SectionIdentifierType],
        initialHierarchies: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>],
        finalHierarchies: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>]
    ) -> NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType> {
        func sectionSnapshot(
            _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
            _ hierarchy: DiffableDataSourceSectionSnapshot<ItemIdentifierType>?,
            _ section: SectionIdentifierType
        ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
            if let hierarchy { return NSDiffableDataSourceSectionSnapshot(hierarchy) }
            var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            flat.append(snapshot.itemIdentifiers(inSection: section))
            return flat
        }
        let sectionTransactions = sections.map { section in
            let before = sectionSnapshot(initial, initialHierarchies[section], section)
            let after = sectionSnapshot(final, finalHierarchies[section], section)
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
                difference: ReorderingTransaction<SectionIdentifierType, ItemIdentifierType>.difference(
                    from: before.items, to: after.items))
        }
        return NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: ReorderingTransaction<SectionIdentifierType, ItemIdentifierType>.difference(
                from: initial.itemIdentifiers, to: final.itemIdentifiers),
            sectionTransactions: sectionTransactions)
    }
}

extension UICollectionView {
    /// Acts as a user's tap on the outline disclosure of the cell at `indexPath` (not part of
    /// UIKit, for tests, like ``tapItem(at:)``): with a ``UICollectionViewDiffableDataSource`` an
    /// expanded parent collapses and a collapsed one expands, asking its
    /// `sectionSnapshotHandlers`, and the visible items change. Does nothing with other data
    /// sources or for an index path that names no item.
    public func tapOutlineDisclosure(at indexPath: IndexPath) {
        (dataSource as? any DiffableDataSourceBridge)?.toggleExpansion(at: indexPath)
    }
}
