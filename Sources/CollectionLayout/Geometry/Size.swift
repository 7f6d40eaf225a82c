/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size whose width and height are both zero.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`: the width for ``Axis/horizontal``, the height for ``Axis/vertical``.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// Creates a size from a length along `axis` and a length across it.
    @inlinable
    public init(along axis: Axis, _ main: Double, across cross: Double) {
        if axis == .horizontal {
            self.init(width: main, height: cross)
        } else {
            self.init(width: cross, height: main)
        }
    }
}

extension Size: CustomStringConvertible {
    /// `w × h` with numbers printed by ``LayoutNumberFormat``.
    public var description: String {
        "\(LayoutNumberFormat.string(width)) × \(LayoutNumberFormat.string(height))"
    }
}

/// `{"width": W, "height": H}`, as in `complayout frames --format json`.
#if !hasFeature(Embedded)
    extension Size: Codable {}
#endif
