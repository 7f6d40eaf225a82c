import CollectionLayout
import Foundation

/// Insets in leading/trailing terms (Apple's `NSDirectionalEdgeInsets`); leading is the left edge
/// in left-to-right layouts.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four edges, in Apple's argument order.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Zero insets on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Zero insets on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
    /// The engine's value.
    var value: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    /// The facade value of engine insets.
    init(_ value: DirectionalEdgeInsets) {
        self.init(
            top: CGFloat(value.top), leading: CGFloat(value.leading), bottom: CGFloat(value.bottom),
            trailing: CGFloat(value.trailing))
    }
}
