/// Space between elements (Apple's `NSCollectionLayoutSpacing`).
///
/// `.fixed(v)` is exactly `v`; `.flexible(v)` is at least `v` and shares the group's leftover with
/// the other flexible spacings (R-SPACING).
public struct LayoutSpacing: Hashable, Sendable {
    /// The spacing, or the minimum spacing when flexible.
    public let spacing: Double
    /// Whether the spacing grows to share leftover space.
    public let isFlexibleSpacing: Bool

    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: Double, isFlexibleSpacing: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = isFlexibleSpacing
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: Double) -> LayoutSpacing {
        LayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// At least `flexibleSpacing` points, growing to share the leftover (R-SPACING-3).
    public static func flexible(_ flexibleSpacing: Double) -> LayoutSpacing {
        LayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }
}

extension LayoutSpacing: CustomStringConvertible {
    /// The Swift spelling, `fixed(8)` or `flexible(8)`.
    public var description: String {
        (isFlexibleSpacing ? "flexible(" : "fixed(") + LayoutNumberFormat.string(spacing) + ")"
    }
}

/// Space outside an item or nested group, inside its parent group (Apple's
/// `NSCollectionLayoutEdgeSpacing`). A nil edge is `.fixed(0)` (R-EDGE-1).
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// The spacing before the leading edge.
    public var leading: LayoutSpacing?
    /// The spacing above the top edge.
    public var top: LayoutSpacing?
    /// The spacing after the trailing edge.
    public var trailing: LayoutSpacing?
    /// The spacing below the bottom edge.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; any edge may be nil (fixed 0).
    public init(
        leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing at the start of `axis` (leading or top).
    public func start(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing at the end of `axis` (trailing or bottom).
    public func end(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
