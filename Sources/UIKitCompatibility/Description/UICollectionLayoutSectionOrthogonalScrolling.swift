import CollectionLayout
import Foundation

/// How a section scrolls across the layout's scroll axis (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, R-ORTHO), with Apple's raw values.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// An ordinary section (R-ORTHO-1).
    case none = 0
    /// Scrolls freely and rests anywhere.
    case continuous = 1
    /// Scrolls freely and rests with a group's leading edge where the first group's is.
    case continuousGroupLeadingBoundary = 2
    /// Rests on pages of the bounds width minus the row's leading and trailing insets
    /// (R-ORTHO-8).
    case paging = 3
    /// Rests on group leading boundaries, at most one group per gesture.
    case groupPaging = 4
    /// Rests with a group centred in the inset viewport, at most one group per gesture
    /// (R-ORTHO-8, R-ORTHO-10).
    case groupPagingCentered = 5
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The engine's value.
    var value: OrthogonalScrollingBehavior {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}

/// How fast a released drag of an orthogonal section slows down (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingDecelerationRate`, an extensible enumeration of
/// rates per millisecond, R-ORTHO-13).
public struct UICollectionLayoutSectionOrthogonalScrollingDecelerationRate: RawRepresentable, Hashable,
    Sendable
{
    /// The rate per millisecond; 0 stands for ``automatic``.
    public var rawValue: CGFloat

    /// A rate per millisecond, in `(0, 1)`; 0 is ``automatic``.
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// Normal for the continuous behaviours, fast for the paging ones (R-ORTHO-13).
    public static let automatic = Self(rawValue: 0)
    /// 0.998 per millisecond, as `UIScrollView.DecelerationRate.normal`.
    public static let normal = Self(rawValue: 0.998)
    /// 0.99 per millisecond, as `UIScrollView.DecelerationRate.fast`.
    public static let fast = Self(rawValue: 0.99)

    /// The engine's value.
    var value: OrthogonalScrollingProperties.DecelerationRate {
        switch self {
        case .automatic: return .automatic
        case .normal: return .normal
        case .fast: return .fast
        default: return .custom(Double(rawValue))
        }
    }
}

/// Whether a drag of an orthogonal section may overshoot its offset range (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingBounce`, R-ORTHO-16).
public enum UICollectionLayoutSectionOrthogonalScrollingBounce: Int, Hashable, Sendable, CaseIterable {
    /// Bounces when the row scrolls.
    case automatic = 0
    /// Always bounces, even when the row fits.
    case always = 1
    /// Never overshoots the range.
    case never = 2

    /// The engine's value.
    var value: OrthogonalScrollingProperties.Bounce {
        switch self {
        case .automatic: return .automatic
        case .always: return .always
        case .never: return .never
        }
    }
}

/// Gesture properties of an orthogonal section (Apple's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties`, R-ORTHO-13, R-ORTHO-16).
///
/// A reference type, as in UIKit: a section's ``NSCollectionLayoutSection/orthogonalScrollingProperties``
/// is changed in place (`section.orthogonalScrollingProperties.bounce = .never`) and copied into
/// the engine's value when the layout is built.
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// The deceleration rate; ``UICollectionLayoutSectionOrthogonalScrollingDecelerationRate/automatic``
    /// by default.
    public var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingDecelerationRate = .automatic
    /// The bounce behaviour; ``UICollectionLayoutSectionOrthogonalScrollingBounce/automatic`` by
    /// default.
    public var bounce: UICollectionLayoutSectionOrthogonalScrollingBounce = .automatic

    /// The default properties: automatic rate and bounce.
    public init() {}

    /// The engine's value.
    var value: OrthogonalScrollingProperties {
        var result = OrthogonalScrollingProperties()
        result.decelerationRate = decelerationRate.value
        result.bounce = bounce.value
        return result
    }
}
