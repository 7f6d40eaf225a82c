import CollectionLayout

/// The main scroll view's geometry for one prepared layout and content inset: adjusted content
/// inset (SPEC R-SCROLL-2) and offset range (SPEC R-SCROLL-3).
///
/// Insets here are physical, as `UIScrollView.contentInset` is: `leading` is the left edge and
/// `trailing` the right edge in both layout directions (the engine's pin rect reads them the same
/// way, SPEC R-PIN-1).
struct ScrollGeometry: Sendable {
    let contentSize: Size
    let boundsSize: Size
    let scrollAxis: Axis
    let isRightToLeft: Bool
    /// `contentInset` plus the safe-area insets on the scroll-axis edges (SPEC R-SCROLL-2).
    let adjustedContentInset: DirectionalEdgeInsets

    init(layout: PreparedLayout, contentInset: DirectionalEdgeInsets) {
        contentSize = layout.contentSize
        boundsSize = layout.environment.container.contentSize
        scrollAxis = layout.scrollDirection.axis
        isRightToLeft = layout.environment.layoutDirection == .rightToLeft
        let safe = layout.environment.safeAreaInsets
        var adjusted = contentInset
        if scrollAxis == .vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        } else {
            // The safe area is directional; in right-to-left its leading edge is on the right.
            adjusted.leading += isRightToLeft ? safe.trailing : safe.leading
            adjusted.trailing += isRightToLeft ? safe.leading : safe.trailing
        }
        adjustedContentInset = adjusted
    }

    /// The offsets the content may rest at along `axis`:
    /// `[−adj.start, max(−adj.start, content + adj.end − bounds)]` (SPEC R-SCROLL-3, written there
    /// for the scroll axis; the cross axis uses the same formula with its own insets).
    func range(_ axis: Axis) -> ClosedRange<Double> {
        let low = -adjustedContentInset.start(axis)
        let high = contentSize[axis] + adjustedContentInset.end(axis) - boundsSize[axis]
        return low...max(low, high)
    }

    /// The smallest offset on both axes.
    var minimum: Point { Point(x: range(.horizontal).lowerBound, y: range(.vertical).lowerBound) }

    /// The largest offset on both axes.
    var maximum: Point { Point(x: range(.horizontal).upperBound, y: range(.vertical).upperBound) }

    /// The offset a new view starts at: the minimum, except that a horizontal right-to-left
    /// layout starts at the maximum x, where its first section is (SPEC R-RTL-3, A.2).
    var initialOffset: Point {
        var offset = minimum
        if scrollAxis == .horizontal && isRightToLeft { offset.x = maximum.x }
        return offset
    }

    /// `offset` clamped to the range on both axes.
    func clamp(_ offset: Point) -> Point {
        let x = range(.horizontal)
        let y = range(.vertical)
        return Point(
            x: min(max(offset.x, x.lowerBound), x.upperBound),
            y: min(max(offset.y, y.lowerBound), y.upperBound))
    }

    /// The length of the visible area along `axis`: bounds minus the adjusted insets
    /// (`visibleHeight` of SPEC R-SCROLL-5).
    func visibleLength(_ axis: Axis) -> Double {
        boundsSize[axis] - adjustedContentInset.total(axis)
    }

    /// The offset along `axis` that shows `frame` as `placement` asks (SPEC R-SCROLL-5), or, for no
    /// placement, the smallest change from `current` that shows it fully (none if it already is).
    /// Not clamped.
    func offset(
        along axis: Axis, showing frame: Rect, placement: AxisPlacement?, current: Double
    ) -> Double {
        let start = adjustedContentInset.start(axis)
        let end = adjustedContentInset.end(axis)
        let bounds = boundsSize[axis]
        let atStart = frame.min(axis) - start
        let atEnd = frame.max(axis) - bounds + end
        switch placement {
        case .start: return atStart
        case .center: return (frame.min(axis) + frame.max(axis)) / 2 - start - visibleLength(axis) / 2
        case .end: return atEnd
        case nil:
            if frame.min(axis) < current + start { return atStart }
            if frame.max(axis) > current + bounds - end { return atEnd }
            return current
        }
    }
}
