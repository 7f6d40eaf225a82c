import Foundation

/// Supplies the sections, items, cells and supplementary views of a collection view (Apple's
/// `UICollectionViewDataSource`).
///
/// Only the item count is required here: cells and supplementary views are headless records, so a
/// data source that only counts — as layout tests write one — gets blank ones.
/// ``UICollectionViewDiffableDataSource`` implements every method from its snapshots.
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented, as in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`, asked for when the item becomes visible (as UIKit asks);
    /// a blank ``UICollectionViewCell`` unless implemented.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath`, asked for when it becomes visible; a blank
    /// ``UICollectionReusableView`` unless implemented.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item at `indexPath` can be moved by the user; false unless implemented.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the data of the item at `sourceIndexPath` to `destinationIndexPath` (an index path of
    /// the data after the move), after the user moved it; does nothing unless implemented.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// False: items do not move unless the data source says they can, as in UIKit.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    {
        false
    }

    /// Nothing, as in UIKit when the data source does not implement this method.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}

    /// One section, as in UIKit when the data source does not implement this method.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A blank cell, for data sources that only count items.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    /// A blank view, for data sources that only count items.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

/// Told about selection and display in a collection view (Apple's `UICollectionViewDelegate`).
/// Every method is optional: the defaults allow selection and highlighting and do nothing else.
///
/// Display calls follow the headless view's visible elements: `willDisplay` when a cell or
/// supplementary view is configured for an element that became visible, `didEndDisplaying` when it
/// scrolled out of view or its data was deleted. Selection calls come from
/// ``UICollectionView/tapItem(at:)``, which stands in for the user's tap. Setting
/// ``UICollectionView/contentOffset`` calls `scrollViewDidScroll(_:)`.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item may be highlighted; true unless implemented.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    /// Whether the item may be selected; true unless implemented.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected by the user.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the item may be deselected; true unless implemented.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item was deselected by the user.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to be displayed for the item.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// A cell stopped being displayed for the item.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be displayed.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view stopped being displayed.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The index path an interactively moving item takes instead of `proposedIndexPath` (R-MOVE-9);
    /// unless implemented, what
    /// ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`` says.
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The older form of
    /// ``collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)``
    /// (deprecated in iOS 15), given the item's original index path; `proposedIndexPath` unless
    /// implemented.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewDelegate {
    /// Allows highlighting.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Allows selection.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Allows deselection.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// What ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`` says for
    /// the original index path, as UIKit asks a delegate that implements only the older method.
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
            toProposedIndexPath: proposedIndexPath)
    }
    /// The proposed index path.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }
}
