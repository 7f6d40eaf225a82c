import CollectionLayout
import Foundation
import HeadlessCollectionView

/// A batch of updates being recorded, with the counts it started from.
struct PendingBatch {
    /// The item counts before the batch.
    let before: [Int]
    /// The operations reported so far.
    var updates = BatchUpdates()
    /// The completion handlers of the batch and of batches nested in it.
    var completions: [((Bool) -> Void)?] = []
}

extension UICollectionView {
    /// Runs `updates` — in which the app changes its data and reports each change with
    /// ``insertItems(at:)``, ``deleteItems(at:)``, ``moveItem(at:to:)``, ``reloadItems(at:)``,
    /// ``insertSections(_:)``, ``deleteSections(_:)``, ``moveSection(_:toSection:)`` or
    /// ``reloadSections(_:)`` — then checks the changes against the item counts before and after,
    /// as UIKit does, and shows the new data; `completion` runs with `true` before this method
    /// returns.
    ///
    /// Afterwards cells follow their items (a moved item keeps its configured cell, inserted and
    /// reloaded items get new ones from the data source), selected items stay selected where
    /// they went, self-sized items that moved are measured again, the content offset is kept
    /// within the new content, and ``indexPathsForVisibleItems``, ``visibleCells``,
    /// ``cellForItem(at:)`` and ``layoutAttributesForItem(at:)`` describe the new data. Batches
    /// nested in `updates` join this one. Before `completion`, the layout hears of the changes
    /// through ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` and
    /// ``UICollectionViewLayout/finalizeCollectionViewUpdates()`` (R-UPDATEHOOK-2).
    ///
    /// An inconsistent batch is a programmer error: as UIKit raises
    /// `NSInternalInconsistencyException`, this method stops the program with UIKit's message
    /// (see ``UICollectionViewUpdateError``). Use ``tryPerformBatchUpdates(_:completion:)`` to get
    /// the error instead. Calling it with a ``UICollectionViewDiffableDataSource`` traps too:
    /// apply snapshots instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        do {
            try tryPerformBatchUpdates(updates, completion: completion)
        } catch {
            preconditionFailure("NSInternalInconsistencyException: \(error)")
        }
    }

    /// ``performBatchUpdates(_:completion:)`` that throws instead of trapping (not part of UIKit).
    /// On error the collection view reloads its data from the data source, as ``reloadData()``
    /// does, so it stays consistent with the data; `completion` is not called.
    public func tryPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
        throws(UICollectionViewUpdateError)
    {
        if pendingBatch != nil {
            updates?()
            pendingBatch?.completions.append(completion)
            return
        }
        pendingBatch = PendingBatch(before: itemCounts, completions: [completion])
        updates?()
        guard let batch = pendingBatch else { return }
        pendingBatch = nil
        try commit(batch)
        for completion in batch.completions { completion?(true) }
    }

    /// Reports items inserted at `indexPaths` (numbered after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths }
    }

    /// Reports the items at `indexPaths` (numbered before the update) deleted.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths }
    }

    /// Reports the data of the items at `indexPaths` (numbered before the update) changed: their
    /// cells are asked for again and their self-sized measurements dropped.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths }
    }

    /// Reports the item at `indexPath` (before the update) moved to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Reports `sections` (numbered after the update) inserted.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections += Array(sections) }
    }

    /// Reports `sections` (numbered before the update) deleted.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections += Array(sections) }
    }

    /// Reports the data of `sections` (numbered before the update) changed: their item counts may
    /// change and all their cells are asked for again.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections += Array(sections) }
    }

    /// Reports section `section` (before the update) moved to `newSection` (after it).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds an operation to the batch being recorded, or performs it as a batch of its own.
    private func record(_ change: (inout BatchUpdates) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!.updates)
            return
        }
        var batch = PendingBatch(before: itemCounts)
        change(&batch.updates)
        do {
            try commit(batch)
        } catch {
            preconditionFailure("NSInternalInconsistencyException: \(error)")
        }
    }

    /// Checks a finished batch against the data source's new counts and shows the new data.
    private func commit(_ batch: PendingBatch) throws(UICollectionViewUpdateError) {
        cachedItemCounts = nil
        let resolution: BatchUpdates.Resolution
        do throws(UICollectionViewUpdateError) {
            if dataSource is any DiffableDataSourceBridge { throw .diffableDataSource }
            resolution = try batch.updates.resolve(before: batch.before, after: itemCounts)
        } catch {
            reloadData()
            throw error
        }
        selectedIndexPaths = Set(
            selectedIndexPaths.compactMap { resolution.reloaded.contains($0) ? nil : resolution.itemMap[$0] })
        var cells: [IndexPath: DisplayRecords.Cell] = [:]
        var ended: [(IndexPath, UICollectionViewCell)] = []
        for (old, record) in records.cells {
            if !resolution.reloaded.contains(old), let new = resolution.itemMap[old] {
                cells[new] = record
            } else {
                ended.append((old, record.cell))
            }
        }
        records.cells = cells
        records.supplementariesAreStale = true
        for (indexPath, cell) in ended.sorted(by: { $0.0 < $1.0 }) {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        let previous = headlessViewIsCurrent() ? storage?.view : nil
        collectionViewLayout.invalidateLayout()
        updateTransition = nil
        if currentHeadlessView() != nil {
            invalidateMovedMeasurements(resolution)
            if let previous, let current = storage?.view {
                updateTransition = previous.transition(to: current, matching: resolution.matching)
            }
        }
        runLayoutUpdateHooks(batch.updates.updateItemChanges(resolution).updateItems)
    }

    /// Drops the self-sized measurements at every index path whose item changed (inserted,
    /// reloaded or moved there): the headless view keeps measurements by index path.
    private func invalidateMovedMeasurements(_ resolution: BatchUpdates.Resolution) {
        guard sizeBridge.headlessProvider != nil else { return }
        let unchanged = Set(
            resolution.itemMap.filter { $0.key == $0.value && !resolution.reloaded.contains($0.key) }.keys)
        let changed = itemCounts.enumerated().flatMap { section, count in
            (0..<count).map { IndexPath(item: $0, section: section) }
        }.filter { !unchanged.contains($0) }.map { LayoutIndexPath($0) }
        guard !changed.isEmpty else { return }
        updateHeadlessView { view throws(HeadlessError) in try view.invalidateMeasurements(for: changed) }
    }
}
