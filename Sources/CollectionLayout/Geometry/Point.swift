/// A location in a two-dimensional coordinate system, in points.
///
/// The origin is the top-left corner of the collection-view content; x grows to the right and
/// y grows down (the reference screen of Layout rules).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set {
            if axis == .horizontal { x = newValue } else { y = newValue }
        }
    }
}

extension Point: CustomStringConvertible {
    /// `(x, y)` with numbers printed by ``LayoutNumberFormat``.
    public var description: String {
        "(\(LayoutNumberFormat.string(x)), \(LayoutNumberFormat.string(y)))"
    }
}

/// `{"x": X, "y": Y}`, as in `complayout frames --format json`.
#if !hasFeature(Embedded)
    extension Point: Codable {}
#endif
