import CollectionLayout
import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// Asks the layout whether the change of the bounds from `oldBounds` to `newBounds` (already
    /// made) invalidates it, while ``bounds`` and ``contentOffset`` still report `oldBounds`, as
    /// in UIKit; when it does, invalidates it with its
    /// ``UICollectionViewLayout/invalidationContext(forBoundsChange:)`` and has it prepared again
    /// before the next query: at once for custom layouts, at the next query for a
    /// ``UICollectionViewCompositionalLayout``, all of whose queries prepare it. Every change of
    /// the bounds the collection view makes comes here: a new frame size and every offset change
    /// the delegate's `scrollViewDidScroll(_:)` hears about.
    ///
    /// Implements R-INVAL-1.
    func layoutBoundsChanged(from oldBounds: CGRect, to newBounds: CGRect) {
        guard newBounds != oldBounds, boundsBeforeChange == nil else { return }
        let layout = collectionViewLayout
        boundsBeforeChange = oldBounds
        let context =
            layout.shouldInvalidateLayout(forBoundsChange: newBounds)
            ? layout.invalidationContext(forBoundsChange: newBounds) : nil
        boundsBeforeChange = nil
        guard let context else { return }
        layout.invalidateLayout(with: context)
        if layout is UICollectionViewCompositionalLayout {
            layout.preparesBeforeNextQuery = true
        } else {
            layout.prepare()
        }
    }

    /// Tells the layout (``layoutBoundsChanged(from:to:)``) and then the delegate's
    /// `scrollViewDidScroll(_:)` that the content offset moved from `oldOffset`.
    func contentOffsetDidChange(from oldOffset: CGPoint) {
        let size = frame.size
        let newOffset = lastKnownContentOffset
        layoutBoundsChanged(
            from: CGRect(origin: oldOffset, size: size), to: CGRect(origin: newOffset, size: size))
        delegate?.scrollViewDidScroll(self)
    }

    /// The content offset without preparing the layout: the headless view's, or the stored one.
    var lastKnownContentOffset: CGPoint {
        if storedLayout is UICollectionViewCompositionalLayout, let view = storage?.view {
            return CGPoint(view.contentOffset)
        }
        return detachedContentOffset ?? .zero
    }

    /// Ends a drag of the content released at `offset` with `velocity` (points per second, as
    /// `UIPanGestureRecognizer` reports it) and lets the content come to rest where the layout says
    /// (not part of UIKit, where the scroll view's pan gesture does this): the content offset moves
    /// to `offset`; the offset where scrolling would naturally stop — `offset + (velocity / 1000) ×
    /// 0.998 / (1 − 0.998)` on each axis, UIKit's normal deceleration, brought into the offset range
    /// — is handed to the layout's
    /// ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``
    /// with `velocity`; the content offset moves to its answer, brought into the range. Returns the
    /// resting offset; nil, changing nothing, when an argument is NaN or infinite.
    ///
    /// Implements R-INVAL-4.
    @discardableResult
    public func endDragging(releasedAt offset: CGPoint, velocity: CGPoint) -> CGPoint? {
        guard offset.x.isFinite, offset.y.isFinite, velocity.x.isFinite, velocity.y.isFinite else {
            return nil
        }
        contentOffset = offset
        let coast = Self.normalDecelerationRate / (1 - Self.normalDecelerationRate)
        let proposed = clampedContentOffset(
            CGPoint(x: offset.x + velocity.x / 1000 * coast, y: offset.y + velocity.y / 1000 * coast))
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        guard target.x.isFinite, target.y.isFinite else { return contentOffset }
        contentOffset = clampedContentOffset(target)
        return contentOffset
    }

    /// UIKit's `UIScrollView.DecelerationRate.normal`, per millisecond.
    static let normalDecelerationRate: CGFloat = 0.998

    /// `offset` brought into the range of content offsets: from `−adjustedContentInset` to the
    /// content size plus the inset minus the frame's size (the minimum when the content is
    /// smaller), on each axis.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        if let view = currentHeadlessView() {
            let minimum = view.minimumContentOffset
            let maximum = view.maximumContentOffset
            return CGPoint(
                x: min(max(offset.x, CGFloat(minimum.x)), CGFloat(maximum.x)),
                y: min(max(offset.y, CGFloat(minimum.y)), CGFloat(maximum.y)))
        }
        let inset = adjustedContentInset
        let content = contentSize
        let size = frame.size
        let minimumX = -inset.left
        let minimumY = -inset.top
        let maximumX = max(minimumX, content.width + inset.right - size.width)
        let maximumY = max(minimumY, content.height + inset.bottom - size.height)
        return CGPoint(x: min(max(offset.x, minimumX), maximumX), y: min(max(offset.y, minimumY), maximumY))
    }
}

extension UICollectionViewLayout {
    /// Implements the base ``invalidateLayout(with:)``: moves the collection view's content offset
    /// by the context's `contentOffsetAdjustment` when it is not zero.
    func applyContentOffsetAdjustment(of context: UICollectionViewLayoutInvalidationContext) {
        let adjustment = context.contentOffsetAdjustment
        guard adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite, let collectionView else {
            return
        }
        let offset = collectionView.contentOffset
        collectionView.contentOffset = CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
    }

    /// Implements the base
    /// ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``: a new
    /// context naming the element of `original`, with the size difference as
    /// `contentSizeAdjustment`.
    func preferredAttributesContext(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPaths = [original.indexPath]
        switch original.representedElementCategory {
        case .cell: context.invalidateItems(at: indexPaths)
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: original.representedElementKind ?? "", at: indexPaths)
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: original.representedElementKind ?? "", at: indexPaths)
        }
        context.contentSizeAdjustment = CGSize(
            width: preferred.frame.width - original.frame.width,
            height: preferred.frame.height - original.frame.height)
        return context
    }
}
