/// A set of edges of a rectangle in leading/trailing terms (Apple's `NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a set from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No edge.
    public static let none: DirectionalRectEdge = []
    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// Where along `axis` these edges put an anchor point, as a fraction of the length: the edge if
    /// exactly one of the two opposite edges is present, otherwise the centre (R-ANCHOR-2).
    public func anchorFraction(along axis: Axis) -> Double {
        let (start, end): (DirectionalRectEdge, DirectionalRectEdge) =
            axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        switch (contains(start), contains(end)) {
        case (true, false): return 0
        case (false, true): return 1
        default: return 0.5
        }
    }
}

/// Where a boundary supplementary item sits relative to its section or layout (Apple's
/// `NSRectAlignment`). `none` is rejected (R-BOUNDARY-1).
public enum RectAlignment: Hashable, Sendable, CaseIterable {
    /// No alignment; invalid for boundary items.
    case none
    /// Top, centred across.
    case top
    /// Top and leading.
    case topLeading
    /// Leading, centred vertically.
    case leading
    /// Bottom and leading.
    case bottomLeading
    /// Bottom, centred across.
    case bottom
    /// Bottom and trailing.
    case bottomTrailing
    /// Trailing, centred vertically.
    case trailing
    /// Top and trailing.
    case topTrailing

    /// The position along `axis` as a fraction: 0 at the start (top or leading), 0.5 centred,
    /// 1 at the end; nil for `.none`.
    public func fraction(along axis: Axis) -> Double? {
        let horizontal: Double
        let vertical: Double
        switch self {
        case .none: return nil
        case .top: (horizontal, vertical) = (0.5, 0)
        case .topLeading: (horizontal, vertical) = (0, 0)
        case .leading: (horizontal, vertical) = (0, 0.5)
        case .bottomLeading: (horizontal, vertical) = (0, 1)
        case .bottom: (horizontal, vertical) = (0.5, 1)
        case .bottomTrailing: (horizontal, vertical) = (1, 1)
        case .trailing: (horizontal, vertical) = (1, 0.5)
        case .topTrailing: (horizontal, vertical) = (1, 0)
        }
        return axis == .horizontal ? horizontal : vertical
    }
}

/// How an anchored supplementary item attaches to its container (Apple's `NSCollectionLayoutAnchor`,
/// R-ANCHOR).
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges that define the anchor point (R-ANCHOR-2).
    public var edges: DirectionalRectEdge
    /// The translation applied after anchoring, in points or as fractions of the supplementary's
    /// size (R-ANCHOR-4).
    public var offset: Point
    /// Whether ``offset`` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool

    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// An anchor at `edges` with no offset.
    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        self.offset = .zero
        self.isFractionalOffset = false
    }

    /// An anchor at `edges` translated by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractionalOffset = false
    }

    /// An anchor at `edges` translated by `fractionalOffset` times the supplementary's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractionalOffset = true
    }

    /// The offset in points for a supplementary of `size`.
    public func offset(for size: Size) -> Point {
        isFractionalOffset ? Point(x: offset.x * size.width, y: offset.y * size.height) : offset
    }
}
