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

/// Where a boundary supplementary item sits relative to its section or layout (Apple's
/// `NSRectAlignment`). `.none` is not a valid alignment for boundary items: preparing a layout
/// that uses it traps, as UIKit raises.
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
    /// No alignment.
    case none = 0
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
}

extension NSRectAlignment {
    /// The engine's value.
    var value: RectAlignment {
        switch self {
        case .none: return .none
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }
}
