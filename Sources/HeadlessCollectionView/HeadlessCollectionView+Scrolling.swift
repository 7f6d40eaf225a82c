import CollectionLayout

extension HeadlessCollectionView {
    /// ``contentInset`` plus the safe-area insets on the scroll-axis edges (R-SCROLL-2), in
    /// physical edges (`leading` = left). Cross-axis safe area is handled by the layout (R-REF).
    public var adjustedContentInset: DirectionalEdgeInsets { scrollGeometry.adjustedContentInset }

    /// The offsets the content can rest at along `axis` (R-SCROLL-3):
    /// `[−adj.start, max(−adj.start, contentLength + adj.end − boundsLength)]`.
    ///
    /// For the scroll axis of the R-SCROLL-3 example (content height 2148, bounds 844, safe
    /// area 47 / 34) this is `−47…1338`.
    public func contentOffsetRange(along axis: Axis) -> ClosedRange<Double> {
        scrollGeometry.contentOffsetRange(along: axis)
    }

    /// The offsets the content can rest at along the scroll axis (R-SCROLL-3); the same as
    /// ``contentOffsetRange(along:)`` for ``scrollAxis``.
    public var contentOffsetRange: ClosedRange<Double> {
        scrollGeometry.contentOffsetRange(along: scrollAxis)
    }

    /// The smallest content offset on both axes.
    public var minimumContentOffset: Point { scrollGeometry.minimumContentOffset }

    /// The largest content offset on both axes.
    public var maximumContentOffset: Point { scrollGeometry.maximumContentOffset }

    /// Where a new view starts: ``minimumContentOffset``, except that horizontal right-to-left layouts
    /// start at the maximum x, where their first section is (R-RTL-3).
    public var initialContentOffset: Point { scrollGeometry.initialContentOffset }

    /// Moves the bounds to `offset` **without clamping**, as `UIScrollView.contentOffset` does
    /// (R-SCROLL-3); overscrolled offsets show what a rubber-banding scroll view shows.
    ///
    /// Elements the move reveals are measured (R-SIZING-2); measurements may move the offset
    /// (anchoring, R-SCROLL-7) and clamp it.
    ///
    /// - Returns: `contentSizeChanged` when measurements changed the content size, then
    ///   `visibleElementsChanged` if the visible set changed (R-EVENT-1, R-EVENT-2).
    /// - Throws: ``HeadlessError/invalidContentOffset(_:)`` for a NaN or infinite coordinate,
    ///   ``HeadlessError/layout(_:)`` with `LayoutError.invalidPreferredSize(_:element:section:)`;
    ///   the view is unchanged.
    /// - Complexity: O(log sections + sections crossed + elements displayed).
    @discardableResult
    public mutating func setContentOffset(_ offset: Point) throws(HeadlessError) -> [Event] {
        guard offset.x.isFinite, offset.y.isFinite else { throw .invalidContentOffset(offset) }
        let saved = contentOffset
        contentOffset = offset
        do {
            return try finishChange()
        } catch {
            contentOffset = saved
            throw error
        }
    }

    /// Replaces ``contentInset``. The offset is kept as it is (as `UIScrollView` does); the range,
    /// the pin rect (R-PIN-1) and therefore the visible elements follow the new inset.
    ///
    /// - Throws: ``HeadlessError/invalidContentInset(_:)`` for a NaN or infinite edge.
    @discardableResult
    public mutating func setContentInset(_ inset: DirectionalEdgeInsets) throws(HeadlessError) -> [Event] {
        guard inset.isFinite else { throw .invalidContentInset(inset) }
        let saved = contentInset
        contentInset = inset
        do {
            return try finishChange()
        } catch {
            contentInset = saved
            throw error
        }
    }

    /// Where a main-axis scroll released at `proposedContentOffset` comes to rest.
    ///
    /// This is the behaviour of a `UICollectionView` whose layout does not override
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: the layout returns the
    /// proposed offset unchanged and the scroll view settles inside its range, so the result is the
    /// proposed offset clamped to ``contentOffsetRange(along:)`` on both axes. The velocity does not
    /// change the result; it is only checked.
    ///
    /// - Throws: ``HeadlessError/invalidContentOffset(_:)`` or ``HeadlessError/invalidVelocity(_:)``
    ///   for NaN or infinite input.
    public func targetContentOffset(
        forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Point
    ) throws(HeadlessError) -> Point {
        guard proposedContentOffset.x.isFinite, proposedContentOffset.y.isFinite else {
            throw .invalidContentOffset(proposedContentOffset)
        }
        guard velocity.x.isFinite else { throw .invalidVelocity(velocity.x) }
        guard velocity.y.isFinite else { throw .invalidVelocity(velocity.y) }
        return scrollGeometry.clamp(proposedContentOffset)
    }
}
