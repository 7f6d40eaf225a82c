/// Insets in leading/trailing terms, mirrored in right-to-left layouts (Apple's
/// `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: Double
    /// The inset at the leading edge (left in left-to-right layouts).
    public var leading: Double
    /// The inset at the bottom edge.
    public var bottom: Double
    /// The inset at the trailing edge (right in left-to-right layouts).
    public var trailing: Double

    /// Creates insets from the four edges.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets with the same value on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Zero on every edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The inset at the start of `axis`: leading for ``Axis/horizontal``, top for ``Axis/vertical``.
    @inlinable
    public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }

    /// The inset at the end of `axis`: trailing for ``Axis/horizontal``, bottom for ``Axis/vertical``.
    @inlinable
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }

    /// The sum of both insets on `axis`.
    @inlinable
    public func total(_ axis: Axis) -> Double { start(axis) + end(axis) }

    /// The insets with every edge added to the same edge of `other`.
    @inlinable
    public static func + (lhs: DirectionalEdgeInsets, rhs: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
            bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// The insets keeping only the edges of `axis` (the others become zero).
    @inlinable
    public func only(_ axis: Axis) -> DirectionalEdgeInsets {
        axis == .horizontal
            ? DirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
            : DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
    }

    /// Whether every edge is a finite number.
    @inlinable
    public var isFinite: Bool {
        top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
    }
}

/// `{"top": T, "leading": L, "bottom": B, "trailing": R}`.
#if !hasFeature(Embedded)
    extension DirectionalEdgeInsets: Codable {}
#endif
