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
