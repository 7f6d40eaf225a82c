import CollectionLayout

/// A set of rectangle edges in leading/trailing terms (Apple's `NSDirectionalRectEdge`), used by
/// ``NSCollectionLayoutAnchor``.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits, with Apple's values (top 1, leading 2, bottom 4, trailing 8).
    public let rawValue: UInt

    /// Creates a set from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension NSDirectionalRectEdge {
    /// The engine's value.
    var value: DirectionalRectEdge {
        var result: DirectionalRectEdge = []
        if contains(.top) { result.insert(.top) }
        if contains(.leading) { result.insert(.leading) }
        if contains(.bottom) { result.insert(.bottom) }
        if contains(.trailing) { result.insert(.trailing) }
        return result
    }
}
