import CollectionLayout
import Foundation
import HeadlessCollectionView

/// The cells and supplementary views configured for a collection view's visible elements.
struct DisplayRecords {
    /// A configured cell and the item it was configured for (nil for data sources that count).
    struct Cell {
        let item: AnyIdentifier?
        let cell: UICollectionViewCell
    }

    /// Where a supplementary view is displayed.
    struct SupplementaryKey: Hashable {
        let kind: String
        let indexPath: IndexPath
    }

    var cells: [IndexPath: Cell] = [:]
    var supplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Items whose data was reloaded or reconfigured: their cells are configured again.
    var staleItems: Set<AnyIdentifier> = []
    /// Whether every supplementary view is configured again (sections may have changed).
    var supplementariesAreStale = false
    /// Whether the records are being brought up to date (data sources may query the view).
    var isUpdating = false

    /// Forgets every configured view, so that the data source is asked again.
    mutating func dropConfiguredViews() {
        cells = [:]
        supplementaries = [:]
    }
}

extension UICollectionView {
    /// The configured cell of the item at `indexPath` when the item is visible, nil otherwise — the
    /// record of what the data source configured for it (its cell provider or registration handler
    /// ran when the item became visible, or when its data was reloaded or reconfigured).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        _ = currentHeadlessView()
        return records.cells[indexPath]?.cell
    }

    /// The configured cells of the visible items, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        _ = currentHeadlessView()
        return records.cells.sorted { $0.key < $1.key }.map(\.value.cell)
    }

    /// The index path of a visible cell, nil for a cell that is not displayed.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        _ = currentHeadlessView()
        return records.cells.first { $0.value.cell === cell }?.key
    }

    /// The configured supplementary view of `elementKind` at `indexPath` when it is visible, nil
    /// otherwise.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        _ = currentHeadlessView()
        return records.supplementaries[
            DisplayRecords.SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The configured supplementary views of `elementKind` that are visible, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        _ = currentHeadlessView()
        return records.supplementaries.filter { $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    /// Brings the configured views up to date with the headless view's visible elements: asks the
    /// data source for the cells and supplementary views of elements that became visible (and of
    /// items whose data changed), and tells the delegate what started and ended displaying.
    func displayedElementsChanged() {
        guard !records.isUpdating else { return }
        guard let view = storage?.view, let dataSource else {
            records.dropConfiguredViews()
            return
        }
        records.isUpdating = true
        defer { records.isUpdating = false }
        var cells: [IndexPath] = []
        var supplementaries: [DisplayRecords.SupplementaryKey] = []
        for element in view.visibleElementIDs {
            let indexPath = IndexPath(item: element.indexPath.item, section: element.indexPath.section)
            switch element.category {
            case .cell: cells.append(indexPath)
            case .supplementary:
                supplementaries.append(.init(kind: element.elementKind ?? "", indexPath: indexPath))
            case .decoration: continue
            }
        }
        updateCells(cells, in: view, dataSource: dataSource)
        endDisplaying(keepingSupplementaries: Set(supplementaries))
        let refreshesAll = records.supplementariesAreStale
        for key in supplementaries where refreshesAll || records.supplementaries[key] == nil {
            let isNew = records.supplementaries[key] == nil
            let supplementary = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            records.supplementaries[key] = supplementary
            if isNew {
                delegate?.collectionView(
                    self, willDisplaySupplementaryView: supplementary, forElementKind: key.kind,
                    at: key.indexPath)
            }
        }
        records.staleItems = []
        records.supplementariesAreStale = false
    }

    /// Configures the cells of the visible items that have none — or whose item's data was
    /// reloaded or reconfigured — and keeps the others: a cell follows its item when a snapshot moves
    /// it (diffable data sources), its index path otherwise. Cells no longer visible end displaying.
    private func updateCells(
        _ visible: [IndexPath], in view: HeadlessCollectionView<AnyIdentifier>,
        dataSource: any UICollectionViewDataSource
    ) {
        var remaining = records.cells
        var byItem: [AnyIdentifier: IndexPath] = [:]
        for (indexPath, record) in remaining {
            if let item = record.item { byItem[item] = indexPath }
        }
        var next: [IndexPath: DisplayRecords.Cell] = [:]
        for indexPath in visible {
            let item = itemIdentity(at: indexPath)
            let previousKey = item.map { byItem[$0] } ?? indexPath
            let previous = previousKey.flatMap { remaining[$0] }.flatMap { $0.item == item ? $0 : nil }
            if let previousKey, previous != nil { remaining[previousKey] = nil }
            let frame = naturalFrame(of: indexPath, in: view)
            if let previous, !(item.map(records.staleItems.contains) ?? false) {
                previous.cell.frame = frame ?? previous.cell.frame
                next[indexPath] = previous
                continue
            }
            let cell = dataSource.collectionView(
                self, cellForItemAt: dataSourceIndexPath(forDisplayed: indexPath))
            cell.frame = frame ?? cell.frame
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            next[indexPath] = DisplayRecords.Cell(item: item, cell: cell)
            if previous == nil { delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
        }
        records.cells = next
        for (indexPath, record) in remaining.sorted(by: { $0.key < $1.key }) {
            delegate?.collectionView(self, didEndDisplaying: record.cell, forItemAt: indexPath)
        }
    }

    /// Drops the records of supplementary views no longer visible, telling the delegate.
    private func endDisplaying(keepingSupplementaries supplementaries: Set<DisplayRecords.SupplementaryKey>) {
        for (key, view) in records.supplementaries where !supplementaries.contains(key) {
            records.supplementaries[key] = nil
            delegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        }
    }

    /// The identifier of the item at `indexPath` when a diffable data source feeds the view.
    func itemIdentity(at indexPath: IndexPath) -> AnyIdentifier? {
        guard case .diffable(let diffable) = storage else { return nil }
        return diffable.itemIdentifier(for: LayoutIndexPath(indexPath))
    }

    /// The frame the layout gives the item, before scrolling and handlers; for an item held in an
    /// interactive movement, where it floats (R-MOVE-4).
    func naturalFrame(of indexPath: IndexPath, in view: HeadlessCollectionView<AnyIdentifier>) -> CGRect? {
        if let held = heldCellFrame(at: indexPath, in: view) { return held }
        return view.preparedLayout.attributes(forItemAt: LayoutIndexPath(indexPath)).map { CGRect($0.frame) }
    }

    /// Marks the configured cells of `items` and every configured supplementary view for
    /// configuring again (reloaded and reconfigured items, changed sections).
    func markConfiguredViewsStale(for items: Set<AnyIdentifier>) {
        records.staleItems.formUnion(items)
        records.supplementariesAreStale = true
    }
}
