import CollectionLayout
import Foundation

extension UICollectionViewCompositionalLayout {
    /// What the collection view displays at its current content offset and orthogonal offsets
    /// (`PreparedLayout.displayedElements`, SPEC R-SCROLL-4): pinned, orthogonally shifted and
    /// clipped, changed by the sections' invalidation handlers, hidden elements left out. The
    /// handlers run here, on this thread (see ``VisibleItemsHandlerBridge``). Nil without a
    /// collection view.
    func displayedElements() -> [LayoutAttributes]? {
        guard let layout = current?.prepared, let collectionView else { return nil }
        let contentOffset = Point(collectionView.contentOffset)
        let inset = collectionView.adjustedContentInset.directional(rightToLeft: false)
        let offsets = collectionView.orthogonalOffsets(in: layout)
        return handlerGate.whileOpen(traitCollection: collectionView.traitCollection) {
            layout.displayedElements(
                contentOffset: contentOffset, adjustedContentInset: inset, orthogonalOffsets: offsets)
        }
    }
}

extension UICollectionView {
    /// The stored orthogonal offsets brought to rest in `layout`'s rows: after a re-solve each is
    /// clamped to its row's new range and snapped to its nearest candidate (SPEC R-ORTHO-17).
    func orthogonalOffsets(in layout: PreparedLayout) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for (section, offset) in orthogonalOffsets {
            if let row = layout.orthogonalRow(inSection: section) {
                result[section] = row.restingOffset(forProposedOffset: Double(offset))
            }
        }
        return result
    }

    /// The scrolling row of `section` in the current layout, nil unless the layout is compositional
    /// and the section orthogonal with items.
    func orthogonalRow(inSection section: Int) -> OrthogonalRow? {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.current?.prepared
            .orthogonalRow(inSection: section)
    }
}
