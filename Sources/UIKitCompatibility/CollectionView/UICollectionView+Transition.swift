import CollectionLayout
import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// The completion of an interactive transition (Apple's
    /// `UICollectionView.LayoutInteractiveTransitionCompletion`): whether the animations ran to
    /// completion, then whether the transition finished (true, the new layout is installed) or was
    /// cancelled (false, the old layout is back).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Starts an interactive change to `layout` and returns the transition layout, now the
    /// collection view's ``collectionViewLayout`` until ``finishInteractiveTransition()`` or
    /// ``cancelInteractiveTransition()`` (R-TRANS-5). Drive it by setting its
    /// ``UICollectionViewTransitionLayout/transitionProgress``; the collection view's queries
    /// (``visibleLayoutAttributes``, ``indexPathsForVisibleItems``, the layout's
    /// `layoutAttributesForElements(in:)`) answer what is drawn at that progress (R-TRANS-4).
    ///
    /// The current layout's ``UICollectionViewLayout/prepareForTransition(to:)`` runs first and
    /// `layout`'s ``UICollectionViewLayout/prepareForTransition(from:)`` last, each with the other
    /// layout (R-UPDATEHOOK-3); both get ``UICollectionViewLayout/finalizeLayoutTransition()`` when
    /// the transition is finished or cancelled, before the completion.
    ///
    /// Starting a transition while one is in progress finishes nothing: the current transition
    /// layout is returned unchanged, as UIKit ignores the call.
    ///
    /// Implements R-TRANS-5.
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        if let active = collectionViewLayout as? UICollectionViewTransitionLayout { return active }
        let current = collectionViewLayout
        let hooks = LayoutTransitionHooks(from: current, to: layout)
        hooks?.begin()
        let transition = UICollectionViewTransitionLayout(currentLayout: current, nextLayout: layout)
        transition.completion = completion
        layout.collectionView = self
        if let view = currentHeadlessView(), let next = layout as? UICollectionViewCompositionalLayout {
            let inputs = solveInputs
            let configuration = next.storedConfiguration.value
            let sections = next.sectionValues(for: inputs, configuration: configuration).0
            let engine = UICollectionViewCompositionalLayout.engineLayout(
                sections, configuration: configuration)
            do {
                transition.headless = try view.interactiveTransition(to: engine)
            } catch {
                preconditionFailure("UICollectionViewCompositionalLayout: \(error)")
            }
        }
        detachedContentOffset = contentOffset
        storedLayout = transition
        transition.collectionView = self
        hooks?.prepareNewLayout()
        return transition
    }

    /// Ends the interactive transition by installing its next layout, as
    /// ``setCollectionViewLayout(_:animated:)`` would (the offset kept and brought into range),
    /// then calls the completion with `(true, true)` (R-TRANS-5). Does nothing without a
    /// transition in progress.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finished: true)
    }

    /// Ends the interactive transition by putting its current layout back, then calls the
    /// completion with `(true, false)` (R-TRANS-5). Does nothing without a transition in progress.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finished: false)
    }

    /// Installs the transition's next or current layout and calls its completion.
    private func endInteractiveTransition(finished: Bool) {
        guard let transition = collectionViewLayout as? UICollectionViewTransitionLayout else { return }
        transition.collectionView = nil
        storedLayout = transition.currentLayout
        transition.currentLayout.collectionView = self
        if storage != nil, transition.currentLayout is UICollectionViewCompositionalLayout {
            detachedContentOffset = nil
        }
        if finished {
            installLayout(transition.nextLayout)
        } else {
            if transition.nextLayout !== transition.currentLayout {
                transition.nextLayout.collectionView = nil
            }
            if transition.currentLayout is UICollectionViewCompositionalLayout {
                _ = currentHeadlessView()
            }
            displayedElementsChanged()
        }
        LayoutTransitionHooks(from: transition.currentLayout, to: transition.nextLayout)?.finalize()
        transition.completion?(true, finished)
        transition.completion = nil
    }
}

extension BatchUpdates.Resolution {
    /// Which element before the batch is which after it: cells by ``itemMap``, supplementaries and
    /// decorations by ``sectionMap`` (R-ANIM-1).
    var matching: TransitionMatching {
        let items = itemMap
        let sections = sectionMap
        var itemsBack: [LayoutIndexPath: LayoutIndexPath] = [:]
        for (old, new) in items { itemsBack[LayoutIndexPath(new)] = LayoutIndexPath(old) }
        var sectionsBack: [Int: Int] = [:]
        for (old, new) in sections { sectionsBack[new] = old }
        let back = itemsBack
        let sectionBack = sectionsBack
        return TransitionMatching(
            cellAfter: { path in items[IndexPath(path)].map(LayoutIndexPath.init) },
            cellBefore: { back[$0] },
            sectionAfter: { sections[$0] }, sectionBefore: { sectionBack[$0] })
    }
}
