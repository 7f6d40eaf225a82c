import CollectionLayout
import Foundation

extension UICollectionView {
    /// The index paths of the visible cells, in ascending order: those whose displayed frame —
    /// pinned, orthogonally scrolled, changed by invalidation handlers — overlaps ``bounds``, hidden
    /// ones excluded (SPEC R-SCROLL-4).
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleLayoutAttributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// The index paths of the visible supplementary views of `elementKind`, in ascending order
    /// (SPEC R-SCROLL-4).
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleLayoutAttributes.filter {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
        }.map(\.indexPath).sorted()
    }

    /// The attributes of every element displayed in ``bounds`` (not part of UIKit, where the same
    /// values are the visible cells' and views' frames, alpha, transform and zIndex).
    ///
    /// Boundary items that pin are at their pinned place for ``contentOffset`` and
    /// ``adjustedContentInset``; the rows of orthogonal sections are shifted by their offsets (see
    /// ``orthogonalScrollOffset(inSection:)``) and clipped to the row; each section's
    /// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` has run, sections in ascending
    /// order, so `frame` is the transformed bounding box and `alpha`, `transform`, `zIndex` are the
    /// handler's; hidden elements are left out. Order: SPEC R-QUERY-3 (SPEC R-SCROLL-4).
    ///
    /// For a layout other than ``UICollectionViewCompositionalLayout``, the non-hidden elements its
    /// `layoutAttributesForElements(in:)` returns for ``bounds``.
    public var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] {
        if let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
            return (layout.displayedElements() ?? []).map(UICollectionViewLayoutAttributes.init)
        }
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { !$0.isHidden }
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
    // them and are not part of UIKit. Offsets are along the row (x in vertical layouts) in leading
    // terms: 0 is unscrolled and positive reveals trailing content, also right to left
    // (SPEC R-ORTHO, R-RTL-2).

    /// The resting offset of the orthogonal section `section` (not part of UIKit): the last one set
    /// and brought to rest in the current layout (SPEC R-ORTHO-17), or the start of its range —
    /// which is negative for `.groupPagingCentered` (SPEC R-ORTHO-10). Nil when `section` is not an
    /// orthogonal section with items.
    public func orthogonalScrollOffset(inSection section: Int) -> CGFloat? {
        guard let row = orthogonalRow(inSection: section) else { return nil }
        let offset = orthogonalOffsets[section].map { row.restingOffset(forProposedOffset: Double($0)) }
        return CGFloat(offset ?? row.offsetRange.lowerBound)
    }

    /// Scrolls the orthogonal section `section` to `offset` without animation, as
    /// `setContentOffset(_:animated: false)` does the row's hidden scroll view (not part of UIKit):
    /// the row comes to rest on the nearest candidate of its behaviour (SPEC R-ORTHO-9). Does
    /// nothing when `section` is not an orthogonal section with items.
    public func setOrthogonalScrollOffset(_ offset: CGFloat, inSection section: Int) {
        guard let row = orthogonalRow(inSection: section) else { return }
        orthogonalOffsets[section] = CGFloat(row.restingOffset(forProposedOffset: Double(offset)))
    }

    /// The offsets the orthogonal section `section` may rest at (not part of UIKit): `0…maxO`, or
    /// the first to the last centred candidate for `.groupPagingCentered` (SPEC R-ORTHO-4,
    /// R-ORTHO-10). Nil when `section` is not an orthogonal section with items.
    public func orthogonalScrollOffsetRange(inSection section: Int) -> ClosedRange<CGFloat>? {
        guard let range = orthogonalRow(inSection: section)?.offsetRange else { return nil }
        return CGFloat(range.lowerBound)...CGFloat(range.upperBound)
    }

    /// Ends a drag of the orthogonal section `section` that began at `dragStartOffset` and is
    /// released at `offset` with `velocity` (points per second, positive towards trailing content),
    /// and lets the row come to rest where UIKit's would (not part of UIKit): the target of
    /// SPEC R-ORTHO-14 and R-ORTHO-15 for the section's behaviour and deceleration rate. Returns the
    /// new resting offset; nil, changing nothing, when `section` is not an orthogonal section with
    /// items.
    @discardableResult
    public func endOrthogonalDrag(
        inSection section: Int, releasedAt offset: CGFloat, velocity: CGFloat, dragStartOffset: CGFloat
    ) -> CGFloat? {
        guard let row = orthogonalRow(inSection: section) else { return nil }
        let target = CGFloat(
            row.targetOffset(
                releasedAt: Double(offset), velocity: Double(velocity),
                dragStartOffset: Double(dragStartOffset)))
        orthogonalOffsets[section] = target
        return target
    }
}
