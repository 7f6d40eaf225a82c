/// How a section scrolls across the layout's scroll axis (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, R-ORTHO).
public enum OrthogonalScrollingBehavior: Hashable, Sendable, CaseIterable {
    /// An ordinary section (R-ORTHO-1).
    case none
    /// Scrolls freely and rests anywhere.
    case continuous
    /// Scrolls freely and rests with a group's leading edge where the first group's is.
    case continuousGroupLeadingBoundary
    /// Rests on pages of `W − L − T` (R-ORTHO-8).
    case paging
    /// Rests on group leading boundaries, at most one group per gesture.
    case groupPaging
    /// Rests with a group centred in the inset viewport, at most one group per gesture
    /// (R-ORTHO-8, R-ORTHO-10).
    case groupPagingCentered
}

/// Gesture properties of an orthogonal section (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`, R-ORTHO-13, R-ORTHO-16).
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// How fast a released drag slows down.
    public enum DecelerationRate: Hashable, Sendable {
        /// Normal for the continuous behaviours, fast for the paging ones (R-ORTHO-13).
        case automatic
        /// 0.998 per millisecond.
        case normal
        /// 0.99 per millisecond.
        case fast
        /// A custom rate per millisecond, in `(0, 1)`.
        case custom(Double)
    }

    /// Whether a drag may overshoot the offset range.
    public enum Bounce: Hashable, Sendable, CaseIterable {
        /// Bounces when the row scrolls (R-ORTHO-16).
        case automatic
        /// Always bounces, even when the row fits.
        case always
        /// Never overshoots the range.
        case never
    }

    /// The deceleration rate.
    public var decelerationRate: DecelerationRate = .automatic
    /// The bounce behaviour.
    public var bounce: Bounce = .automatic

    /// The default properties: automatic rate and bounce.
    public init() {}
}
