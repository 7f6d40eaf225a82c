import CollectionLayout
import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// The index paths of the visible cells, in ascending order: those whose displayed frame —
    /// pinned, orthogonally scrolled, changed by invalidation handlers — overlaps `bounds`, hidden
    /// ones excluded (R-SCROLL-4).
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleLayoutAttributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// The index paths of the visible supplementary views of `elementKind`, in ascending order
    /// (R-SCROLL-4).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleLayoutAttributes.filter {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
        }.map(\.indexPath).sorted()
    }

    /// The attributes of every element displayed in `bounds` (not part of UIKit, where the same
    /// values are the visible cells' and views' frames, alpha, transform and zIndex).
    ///
    /// These are the headless view's visible elements: boundary items that pin are at their pinned
    /// place for ``contentOffset`` and ``adjustedContentInset``; the rows of orthogonal sections are
    /// shifted by their offsets (see ``orthogonalScrollOffset(inSection:)``) and clipped to the row;
    /// each section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` has run,
    /// sections in ascending order, so `frame` is the transformed bounding box and `alpha`,
    /// `transform`, `zIndex` are the handler's; hidden elements are left out. Order: R-QUERY-3
    /// (R-SCROLL-4).
    ///
    /// Handlers run for this query (and those built on it) only: the collection view's own
    /// bookkeeping — which cells to configure, ``UICollectionViewDelegate`` display calls — uses
    /// the elements before handlers, so a handler that hides a cell does not end its display.
    ///
    /// For a layout other than ``UICollectionViewCompositionalLayout``, the non-hidden elements its
    /// `layoutAttributesForElements(in:)` returns for `bounds`.
    public var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let view = currentHeadlessView()
        else {
            return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter {
                !$0.isHidden
            }
        }
        return layout.handlerGate.whileOpen(traitCollection: traitCollection) { view.visibleElements() }
            .map(UICollectionViewLayoutAttributes.init)
    }

    /// The displayed attributes of the cell at `indexPath` when it is visible, nil otherwise (not
    /// part of UIKit, where they are `cellForItem(at:)`'s frame and presentation). See
    /// ``visibleLayoutAttributes``.
    public func visibleLayoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        visibleLayoutAttributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
}

extension UICollectionView {
    // Orthogonal rows scroll in scroll views UIKit does not expose; these methods stand in for
    // them and are not part of UIKit. The headless view keeps the offsets: along the row (x in
    // vertical layouts) in leading terms — 0 is unscrolled and positive reveals trailing content,
    // also right to left (R-ORTHO, R-RTL-2) — with a section's identifier, so that a diffable
    // data source's apply keeps each with its section (R-ORTHO-17).

    /// The resting offset of the orthogonal section `section` (not part of UIKit): the last one set
    /// and brought to rest in the current layout (R-ORTHO-17), or the start of its range —
    /// which is negative for `.groupPagingCentered` (R-ORTHO-10). Nil when `section` is not an
    /// orthogonal section with items.
    public func orthogonalScrollOffset(inSection section: Int) -> CGFloat? {
        currentHeadlessView()?.orthogonalOffset(forSection: section).map { CGFloat($0) }
    }

    /// Scrolls the orthogonal section `section` to `offset` without animation, as
    /// `setContentOffset(_:animated: false)` does the row's hidden scroll view (not part of UIKit):
    /// the row comes to rest on the nearest candidate of its behaviour (R-ORTHO-9). Does
    /// nothing when `section` is not an orthogonal section with items, or for a NaN or infinite
    /// offset.
    public func setOrthogonalScrollOffset(_ offset: CGFloat, inSection section: Int) {
        guard offset.isFinite, currentHeadlessView()?.orthogonalRow(forSection: section) != nil else {
            return
        }
        updateHeadlessView { view throws(HeadlessError) in
            try view.setOrthogonalOffset(Double(offset), forSection: section)
        }
    }

    /// The offsets the orthogonal section `section` may rest at (not part of UIKit): `0…maxO`, or
    /// the first to the last centred candidate for `.groupPagingCentered` (R-ORTHO-4,
    /// R-ORTHO-10). Nil when `section` is not an orthogonal section with items.
    public func orthogonalScrollOffsetRange(inSection section: Int) -> ClosedRange<CGFloat>? {
        guard let range = currentHeadlessView()?.orthogonalRow(forSection: section)?.offsetRange else {
            return nil
        }
        return CGFloat(range.lowerBound)...CGFloat(range.upperBound)
    }

    /// Ends a drag of the orthogonal section `section` that began at `dragStartOffset` and is
    /// released at `offset` with `velocity` (points per second, positive towards trailing content),
    /// and lets the row come to rest where UIKit's would (not part of UIKit): the target of
    /// R-ORTHO-14 and R-ORTHO-15 for the section's behaviour and deceleration rate. Returns the
    /// new resting offset; nil, changing nothing, when `section` is not an orthogonal section with
    /// items or an argument is NaN or infinite.
    @discardableResult
    public func endOrthogonalDrag(
        inSection section: Int, releasedAt offset: CGFloat, velocity: CGFloat, dragStartOffset: CGFloat
    ) -> CGFloat? {
        guard offset.isFinite, velocity.isFinite, dragStartOffset.isFinite,
            currentHeadlessView()?.orthogonalRow(forSection: section) != nil
        else { return nil }
        updateHeadlessView { view throws(HeadlessError) in
            try view.orthogonalDragEnded(
                section: section, releasedAt: Double(offset), velocity: Double(velocity),
                dragStartOffset: Double(dragStartOffset))
        }
        return orthogonalScrollOffset(inSection: section)
    }
}
