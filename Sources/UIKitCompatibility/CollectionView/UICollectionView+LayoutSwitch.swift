import CollectionLayout
import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// Switches to `layout`; `animated` only names the change (nothing animates here).
    ///
    /// As in UIKit, the new layout is prepared before this method returns (section providers run
    /// for the current size, traits and data; setting ``collectionViewLayout`` instead prepares it
    /// at the next query, as UIKit does at the next layout pass), its ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)``
    /// is asked where to go from the current content offset — the current one by default — and
    /// that offset is kept, brought into the new content's range (R-SCROLL-3). The data and the
    /// selection stay; cells become visible or not as the new frames say. The delegate's
    /// `scrollViewDidScroll(_:)` is told when the offset moves.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// ``setCollectionViewLayout(_:animated:)``, then `completion` with `true` (the transition
    /// always finishes, before this method returns).
    ///
    /// A layout other than the current one takes part in UIKit's transition hooks (R-UPDATEHOOK-3):
    /// the current layout's ``UICollectionViewLayout/prepareForTransition(to:)``, the new one's
    /// ``UICollectionViewLayout/prepareForTransition(from:)`` once it is prepared, then both
    /// layouts' ``UICollectionViewLayout/finalizeLayoutTransition()``, then `completion`.
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let transition = LayoutTransitionHooks(from: collectionViewLayout, to: layout)
        transition?.begin()
        installLayout(layout)
        transition?.prepareNewLayout()
        transition?.finalize()
        completion?(true)
    }

    /// Attaches `layout` and calls its `prepare()`, which solves a compositional layout (the body
    /// of a layout switch, without transition hooks).
    func installLayout(_ layout: UICollectionViewLayout) {
        switchLayout(to: layout)
        layout.prepare()
    }

    /// Attaches `layout` and asks it for its target offset; the offset is applied, clamped, when
    /// the new layout is next prepared (``applyPendingLayoutSwitch()``).
    func switchLayout(to layout: UICollectionViewLayout) {
        // The last known offset: reading ``contentOffset`` would prepare the old layout.
        let offset: CGPoint
        if storedLayout is UICollectionViewCompositionalLayout, let view = storage?.view {
            offset = CGPoint(x: view.contentOffset.x, y: view.contentOffset.y)
        } else {
            offset = detachedContentOffset ?? .zero
        }
        if layout !== storedLayout { storedLayout.collectionView = nil }
        storedLayout = layout
        layout.collectionView = self
        layout.invalidateLayout()
        let target = layout.targetContentOffset(forProposedContentOffset: offset)
        guard target.x.isFinite, target.y.isFinite else { return }
        guard layout is UICollectionViewCompositionalLayout else {
            pendingLayoutSwitch = nil
            detachedContentOffset = target
            if target != offset { contentOffsetDidChange(from: offset) }
            return
        }
        if storage == nil { detachedContentOffset = target }
        pendingLayoutSwitch = PendingLayoutSwitch(previousOffset: offset, target: target)
    }

    /// Moves the headless view, just solved for a new layout, to the switch's target offset
    /// brought into range (R-SCROLL-3), telling the delegate when the offset changed.
    func applyPendingLayoutSwitch() {
        guard let pending = pendingLayoutSwitch, var storage else { return }
        pendingLayoutSwitch = nil
        let view = storage.view
        let minimum = view.minimumContentOffset
        let maximum = view.maximumContentOffset
        let clamped = Point(
            x: min(max(Double(pending.target.x), minimum.x), maximum.x),
            y: min(max(Double(pending.target.y), minimum.y), maximum.y))
        if clamped != view.contentOffset {
            _ = try? storage.update { view throws(HeadlessError) in try view.setContentOffset(clamped) }
            self.storage = storage
        }
        if CGPoint(x: clamped.x, y: clamped.y) != pending.previousOffset {
            contentOffsetDidChange(from: pending.previousOffset)
        }
    }
}

/// A layout switch waiting for the new layout's first solve.
struct PendingLayoutSwitch {
    /// The content offset before the switch.
    var previousOffset: CGPoint
    /// The offset the new layout asked for, not yet clamped.
    var target: CGPoint
}
