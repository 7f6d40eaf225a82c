import CollectionLayout
import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// Switches to `layout`; `animated` only names the change (nothing animates here).
    ///
    /// As in UIKit, the new layout is prepared at once (section providers run for the current
    /// size, traits and data), its ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)``
    /// is asked where to go from the current content offset — the current one by default — and
    /// that offset is kept, brought into the new content's range (R-SCROLL-3). The data and the
    /// selection stay; cells become visible or not as the new frames say. The delegate's
    /// `scrollViewDidScroll(_:)` is told when the offset moves.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// ``setCollectionViewLayout(_:animated:)``, then `completion` with `true` (the transition
    /// always finishes, before this method returns).
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        switchLayout(to: layout)
        completion?(true)
    }

    /// Attaches `layout`, prepares it and moves to its target offset, clamped.
    func switchLayout(to layout: UICollectionViewLayout) {
        let offset = currentContentOffset
        if layout !== storedLayout { storedLayout.collectionView = nil }
        storedLayout = layout
        layout.collectionView = self
        layout.invalidateLayout()
        let target = layout.targetContentOffset(forProposedContentOffset: offset)
        guard target.x.isFinite, target.y.isFinite else { return }
        guard layout is UICollectionViewCompositionalLayout else {
            detachedContentOffset = target
            if target != offset { delegate?.scrollViewDidScroll(self) }
            layout.prepare()
            return
        }
        if storage == nil { detachedContentOffset = target }
        guard let view = currentHeadlessView() else { return }
        let minimum = view.minimumContentOffset
        let maximum = view.maximumContentOffset
        let clamped = Point(
            x: min(max(Double(target.x), minimum.x), maximum.x),
            y: min(max(Double(target.y), minimum.y), maximum.y))
        if clamped != view.contentOffset {
            updateHeadlessView { view throws(HeadlessError) in try view.setContentOffset(clamped) }
        } else if CGPoint(x: clamped.x, y: clamped.y) != offset {
            // The re-solve already brought the offset into range.
            delegate?.scrollViewDidScroll(self)
        }
    }
}
