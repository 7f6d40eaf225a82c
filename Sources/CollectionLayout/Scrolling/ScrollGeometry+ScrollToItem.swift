extension ScrollGeometry {
    /// Where a scroll-to-item request places an item along one axis, in physical terms (top or left
    /// is the start), as UIKit's `UICollectionView.ScrollPosition` options do (R-SCROLL-5).
    public enum Placement: Hashable, Sendable {
        /// The item's start edge at the start of the visible area (`.top`, `.left`).
        case start
        /// The item's centre at the centre of the visible area.
        case center
        /// The item's end edge at the end of the visible area (`.bottom`, `.right`).
        case end

        /// The same placement seen from the other end of the axis (for right-to-left rows).
        public var mirrored: Placement {
            switch self {
            case .start: return .end
            case .center: return .center
            case .end: return .start
            }
        }
    }

    /// The length of the visible area along `axis`: bounds minus the adjusted insets
    /// (`visibleHeight` of R-SCROLL-5).
    public func visibleLength(_ axis: Axis) -> Double {
        boundsSize[axis] - adjustedContentInset.total(axis)
    }

    /// The offset along `axis` that shows `frame` as `placement` asks (R-SCROLL-5), or, for no
    /// placement, the smallest change from `current` that shows it fully (none if it already is).
    /// Not clamped.
    ///
    /// `.start` → `min − adj.start`; `.center` → `mid − adj.start − visible / 2`; `.end` →
    /// `max − bounds + adj.end`.
    ///
    /// Implements R-SCROLL-5.
    public func offset(along axis: Axis, showing frame: Rect, placement: Placement?, current: Double)
        -> Double
    {
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
