extension Rect {
    /// Whether every coordinate and length of this rectangle is within `tolerance` points of the
    /// other's: `|minX − other.minX|`, `|minY − other.minY|`, `|width − other.width|` and
    /// `|height − other.height|` are all at most `tolerance`.
    ///
    /// For comparing frames computed with floating-point arithmetic: `(0.1 + 0.2)` is not `0.3`,
    /// but a frame at `x = 0.30000000000000004` is approximately equal to one at `x = 0.3`. NaN is
    /// never approximately equal to anything.
    ///
    /// - Parameters:
    ///   - other: The rectangle to compare with.
    ///   - tolerance: The largest difference allowed, in points; 0.001 by default, well below a
    ///     pixel on any display.
    public func isApproximatelyEqual(to other: Rect, tolerance: Double = 0.001) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
    }
}

extension Point {
    /// Whether both coordinates are within `tolerance` points of the other point's.
    public func isApproximatelyEqual(to other: Point, tolerance: Double = 0.001) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension Size {
    /// Whether both lengths are within `tolerance` points of the other size's.
    public func isApproximatelyEqual(to other: Size, tolerance: Double = 0.001) -> Bool {
        abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
