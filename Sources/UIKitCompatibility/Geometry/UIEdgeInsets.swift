import CollectionLayout
import Foundation

/// Insets in left/right terms (Apple's `UIEdgeInsets`), used by the headless collection view's
/// `safeAreaInsets` and `contentInset`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges, in Apple's argument order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Zero insets on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Zero insets on every edge.
    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets {
    /// The engine's directional value for a layout direction (left is leading in left-to-right).
    func directional(rightToLeft: Bool) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Double(top), leading: Double(rightToLeft ? right : left), bottom: Double(bottom),
            trailing: Double(rightToLeft ? left : right))
    }
}
