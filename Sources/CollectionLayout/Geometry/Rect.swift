/// A rectangle: an origin and a size, in points.
///
/// Widths and heights produced by the engine are never negative: item frames whose insets exceed
/// their slot are standardised (R-ITEM-4).
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and lengths.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// Creates a rectangle from positions and lengths along and across `axis`.
    @inlinable
    public init(
        along axis: Axis, position: Double, length: Double, crossPosition: Double, crossLength: Double
    ) {
        if axis == .horizontal {
            self.init(x: position, y: crossPosition, width: length, height: crossLength)
        } else {
            self.init(x: crossPosition, y: position, width: crossLength, height: length)
        }
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x coordinate.
    @inlinable public var minX: Double { origin.x }
    /// The smallest y coordinate.
    @inlinable public var minY: Double { origin.y }
    /// The largest x coordinate.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The largest y coordinate.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    @inlinable public var width: Double { size.width }
    /// The height.
    @inlinable public var height: Double { size.height }

    /// The smallest coordinate along `axis`.
    @inlinable public func min(_ axis: Axis) -> Double { origin[axis] }
    /// The largest coordinate along `axis`.
    @inlinable public func max(_ axis: Axis) -> Double { origin[axis] + size[axis] }

    /// The rectangle with a non-negative width and height, moving the origin back by any
    /// negative length (R-ITEM-4).
    @inlinable
    public var standardized: Rect {
        var result = self
        if result.size.width < 0 {
            result.origin.x += result.size.width
            result.size.width = -result.size.width
        }
        if result.size.height < 0 {
            result.origin.y += result.size.height
            result.size.height = -result.size.height
        }
        return result
    }

    /// The rectangle moved by `dx`, `dy`.
    @inlinable
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle containing both rectangles.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX)
        let y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether this frame counts as overlapping `rect` under the query rule (R-QUERY-1).
    ///
    /// Overlap is strict: rectangles that only touch do not overlap. On an axis where this frame has
    /// zero length it counts when its origin lies in the half-open interval `[rect.min, rect.max)`.
    ///
    /// Implements R-QUERY-1.
    @inlinable
    public func overlapsForQuery(_ rect: Rect) -> Bool {
        Rect.overlapsForQuery(origin.x, size.width, rect.minX, rect.maxX)
            && Rect.overlapsForQuery(origin.y, size.height, rect.minY, rect.maxY)
    }

    @inlinable
    static func overlapsForQuery(_ position: Double, _ length: Double, _ low: Double, _ high: Double) -> Bool
    {
        if length == 0 {
            return position >= low && position < high
        }
        return position < high && position + length > low
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, w, h)` with numbers printed by ``LayoutNumberFormat``.
    public var description: String {
        "(\(LayoutNumberFormat.string(origin.x)), \(LayoutNumberFormat.string(origin.y)), "
            + "\(LayoutNumberFormat.string(size.width)), \(LayoutNumberFormat.string(size.height)))"
    }
}
