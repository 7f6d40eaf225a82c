import CollectionLayout

extension DiffableHeadlessCollectionView {
    /// Which element of this state is which of `next`, a later one: cells by item identifier,
    /// supplementaries and decorations by section identifier, kind and item index (R-ANIM-1).
    ///
    /// Implements R-ANIM-1.
    public func transitionMatching(to next: DiffableHeadlessCollectionView) -> TransitionMatching {
        let old = self
        return TransitionMatching(
            cellAfter: { path in old.itemIdentifier(for: path).flatMap { next.indexPath(for: $0) } },
            cellBefore: { path in next.itemIdentifier(for: path).flatMap { old.indexPath(for: $0) } },
            sectionAfter: { index in old.sectionIdentifier(for: index).flatMap { next.index(for: $0) } },
            sectionBefore: { index in next.sectionIdentifier(for: index).flatMap { old.index(for: $0) } })
    }

    /// The transition an animated apply shows, from this state to `next` (R-ANIM-1, R-TRANS-3).
    public func transition(to next: DiffableHeadlessCollectionView) -> LayoutTransition {
        view.transition(to: next.view, matching: transitionMatching(to: next))
    }
}
