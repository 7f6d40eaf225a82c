import CollectionLayout
import DiffableSnapshot
import Foundation
import HeadlessCollectionView

/// A section or item identifier of any type, as the headless view stores them: section indexes
/// for data sources that count, the identifiers of a diffable data source's snapshots otherwise.
struct AnyIdentifier: Hashable, Sendable {
    /// The identifier.
    let base: any Hashable & Sendable

    init(_ base: any Hashable & Sendable) {
        self.base = base
    }

    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

    func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}

/// The headless view a collection view keeps: indexed by section for data sources that count,
/// fed by snapshots (measurements following their items, R-APPLY-6) for a diffable one.
enum HeadlessStorage {
    case indexed(HeadlessCollectionView<AnyIdentifier>)
    case diffable(DiffableHeadlessCollectionView<AnyIdentifier, AnyIdentifier>)

    /// The view, whichever way it is fed.
    var view: HeadlessCollectionView<AnyIdentifier> {
        switch self {
        case .indexed(let view): return view
        case .diffable(let diffable): return diffable.view
        }
    }

    /// Whether snapshots feed the view.
    var isDiffable: Bool {
        if case .diffable = self { return true }
        return false
    }

    /// Runs a mutation of the view that keeps its sections (scrolling, sizing, re-solving).
    mutating func update(
        _ body: (inout HeadlessCollectionView<AnyIdentifier>) throws(HeadlessError) -> [HeadlessEvent<
            AnyIdentifier
        >]
    ) throws(HeadlessError) -> [HeadlessEvent<AnyIdentifier>] {
        switch self {
        case .indexed(var view):
            let events = try body(&view)
            self = .indexed(view)
            return events
        case .diffable(var diffable):
            do {
                let events = try diffable.scroll { view in try body(&view) }
                self = .diffable(diffable)
                return events
            } catch let error as HeadlessError {
                throw error
            } catch {
                preconditionFailure("UICollectionView: \(error)")
            }
        }
    }
}

/// A snapshot applied by a diffable data source, waiting for the next solve.
struct PendingApply {
    /// The snapshot with type-erased identifiers.
    var snapshot: DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>
    /// `applySnapshotUsingReloadData` rather than a diffing apply.
    var reloadsData: Bool
    /// The `animatingDifferences` argument, which only labels the change (R-APPLY-1).
    var animatingDifferences: Bool
}

extension UICollectionView {
    /// Whether the headless view is up to date with what `layout` last solved.
    func headlessViewIsCurrent() -> Bool {
        guard let storage, pendingApply == nil else { return false }
        return storage.isDiffable == (dataSource is any DiffableDataSourceBridge)
    }

    /// Hands a new solve to the headless view — the layout description, the environment and the
    /// data — in one re-solve, creating the view on the first solve. Traps, as UIKit raises, when
    /// the layout cannot be solved.
    func solveHeadlessView(layout: CompositionalLayout, environment: LayoutEnvironment, itemCounts: [Int]) {
        let identifiers = itemCounts.indices.map { AnyIdentifier($0) }
        let wantsDiffable = pendingApply != nil || dataSource is any DiffableDataSourceBridge
        do {
            if var storage, storage.isDiffable == wantsDiffable {
                if let pending = pendingApply, case .diffable(var diffable) = storage {
                    try apply(pending, to: &diffable, layout: layout, environment: environment)
                    storage = .diffable(diffable)
                } else {
                    // A diffable view keeps its sections until the next snapshot.
                    let keepsData = storage.isDiffable
                    _ = try storage.update { view throws(HeadlessError) in
                        try view.reload(
                            layout: layout, environment: environment,
                            sectionIdentifiers: keepsData ? view.sectionIdentifiers : identifiers,
                            itemCounts: keepsData ? view.itemCounts : itemCounts)
                    }
                }
                self.storage = storage
            } else {
                storage = try makeStorage(
                    diffable: wantsDiffable, layout: layout, environment: environment,
                    identifiers: identifiers,
                    itemCounts: itemCounts)
            }
        } catch {
            preconditionFailure("UICollectionViewCompositionalLayout: \(error)")
        }
        pendingApply = nil
        applyPendingLayoutSwitch()
        displayedElementsChanged()
    }

    /// A new headless view for the current data, at the content offset set before it existed.
    private func makeStorage(
        diffable: Bool, layout: CompositionalLayout, environment: LayoutEnvironment,
        identifiers: [AnyIdentifier], itemCounts: [Int]
    ) throws -> HeadlessStorage {
        let inset = contentInset.directional(rightToLeft: false)
        var storage: HeadlessStorage
        if diffable {
            var view = try DiffableHeadlessCollectionView<AnyIdentifier, AnyIdentifier>(
                layout: layout, environment: environment, contentInset: inset,
                sizeProvider: sizeBridge.headlessProvider)
            if let pendingApply {
                try apply(pendingApply, to: &view, layout: layout, environment: environment)
            }
            storage = .diffable(view)
        } else {
            storage = .indexed(
                try HeadlessCollectionView(
                    layout: layout, sectionIdentifiers: identifiers, itemCounts: itemCounts,
                    environment: environment, contentInset: inset, sizeProvider: sizeBridge.headlessProvider))
        }
        if let offset = detachedContentOffset {
            _ = try storage.update { view throws(HeadlessError) in try view.setContentOffset(Point(offset)) }
            detachedContentOffset = nil
        }
        return storage
    }

    private func apply(
        _ pending: PendingApply, to view: inout DiffableHeadlessCollectionView<AnyIdentifier, AnyIdentifier>,
        layout: CompositionalLayout, environment: LayoutEnvironment
    ) throws(ApplyError) {
        if pending.reloadsData {
            try view.applySnapshotUsingReloadData(pending.snapshot, layout: layout, environment: environment)
            updateTransition = nil
            pendingUpdateItems = nil
        } else {
            let result = try view.apply(
                pending.snapshot, layout: layout, environment: environment,
                animatingDifferences: pending.animatingDifferences)
            updateTransition = result.transition
            pendingUpdateItems = result.changeset?.updateItemChanges(in: pending.snapshot).updateItems
        }
    }

    /// The headless view brought up to date with the layout, nil unless the layout is a
    /// ``UICollectionViewCompositionalLayout``.
    func currentHeadlessView() -> HeadlessCollectionView<AnyIdentifier>? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.synchronize() != nil
        else { return nil }
        return storage?.view
    }

    /// Runs a scrolling or sizing mutation on the up-to-date headless view, then lets custom groups
    /// answer sizes the new solve asked about, updates the configured cells and, when the content
    /// offset moved, tells the delegate's `scrollViewDidScroll(_:)`. Returns false,
    /// changing nothing, without a compositional layout. Traps on a programmer error the headless
    /// view reports (a NaN offset, an invalid preferred size), as UIKit raises.
    @discardableResult
    func updateHeadlessView(
        _ body: (inout HeadlessCollectionView<AnyIdentifier>) throws(HeadlessError) -> [HeadlessEvent<
            AnyIdentifier
        >]
    ) -> Bool {
        guard currentHeadlessView() != nil, var storage else { return false }
        let offset = storage.view.contentOffset
        let prefetches = prefetchBridge.isActive
        do {
            let events = try storage.update { view throws(HeadlessError) in
                view.setPrefetchingEnabled(prefetches) + (try body(&view))
            }
            prefetchBridge.enqueue(events)
        } catch {
            preconditionFailure("UICollectionView: \(error)")
        }
        self.storage = storage
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.resolveCustomGroupsAfterChange()
        displayedElementsChanged()
        setNeedsLayout()
        if self.storage?.view.contentOffset != offset { contentOffsetDidChange(from: CGPoint(offset)) }
        return true
    }
}
