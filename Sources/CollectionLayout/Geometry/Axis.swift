/// One of the two axes of the plane.
///
/// The solver is written once in terms of a *main* axis (along which a group places its subitems,
/// or along which a section's groups advance) and a *cross* axis; `Axis` and the `[axis]`
/// subscripts of ``Point``, ``Size`` and ``DirectionalEdgeInsets`` let the same code run for
/// horizontal and vertical groups and for both scroll directions.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical

    /// The other axis.
    @inlinable
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, e.g. the estimated axes of an element (R-EST-1).
public struct AxisSet: OptionSet, Hashable, Sendable {
    /// Bit 0: horizontal; bit 1: vertical.
    public let rawValue: UInt8

    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set holding one axis.
    public init(_ axis: Axis) { self.init(rawValue: axis == .horizontal ? 1 : 2) }

    /// The x axis.
    public static let horizontal = AxisSet(.horizontal)
    /// The y axis.
    public static let vertical = AxisSet(.vertical)
    /// Both axes.
    public static let both: AxisSet = [.horizontal, .vertical]

    /// Whether the set holds `axis`.
    @inlinable
    public func contains(_ axis: Axis) -> Bool {
        rawValue & (axis == .horizontal ? 1 : 2) != 0
    }
}
