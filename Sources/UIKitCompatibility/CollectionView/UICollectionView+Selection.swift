import Foundation

extension UICollectionView {
    /// The index paths of the selected items in ascending order, nil when none is selected.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects the item at `indexPath` (deselecting the others unless ``allowsMultipleSelection``)
    /// and scrolls to it when `scrollPosition` is not empty, as
    /// ``scrollToItem(at:at:animated:)`` does; nil deselects every item. As in UIKit the delegate is
    /// not told; ``tapItem(at:)`` stands in for a user's tap, which tells it. `animated` is ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            setSelection([])
            return
        }
        guard allowsSelection, itemExists(at: indexPath) else { return }
        setSelection(allowsMultipleSelection ? selectedIndexPaths.union([indexPath]) : [indexPath])
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelection(selectedIndexPaths.subtracting([indexPath]))
    }

    /// Acts as a user's tap on the item at `indexPath` does in UIKit (not part of UIKit, for tests):
    /// with multiple selection a tap on a selected item deselects it if the delegate's
    /// `shouldDeselectItemAt` agrees, calling `didDeselectItemAt`; otherwise the item is selected if
    /// ``allowsSelection``, `shouldHighlightItemAt` and `shouldSelectItemAt` agree — the previous
    /// selection is deselected (with `didDeselectItemAt`) unless ``allowsMultipleSelection`` — and
    /// `didSelectItemAt` is called. Does nothing for an index path that names no item.
    public func tapItem(at indexPath: IndexPath) {
        guard allowsSelection, itemExists(at: indexPath) else { return }
        if allowsMultipleSelection && selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setSelection(selectedIndexPaths.subtracting([indexPath]))
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true,
            delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        else { return }
        let deselected = allowsMultipleSelection ? [] : selectedIndexPaths.subtracting([indexPath]).sorted()
        setSelection(allowsMultipleSelection ? selectedIndexPaths.union([indexPath]) : [indexPath])
        for other in deselected { delegate?.collectionView(self, didDeselectItemAt: other) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Whether `indexPath` names an item of the data source.
    private func itemExists(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0
            && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Replaces the selection and updates the configured cells' `isSelected`.
    private func setSelection(_ selection: Set<IndexPath>) {
        selectedIndexPaths = selection
        for (indexPath, record) in records.cells { record.cell.isSelected = selection.contains(indexPath) }
    }
}
