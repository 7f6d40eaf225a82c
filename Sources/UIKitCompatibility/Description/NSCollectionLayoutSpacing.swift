import CollectionLayout
import Foundation

/// Space between elements (Apple's `NSCollectionLayoutSpacing`): `.fixed(v)` is exactly `v`,
/// `.flexible(v)` at least `v`, sharing the leftover (R-SPACING). Immutable, like Apple's.
public final class NSCollectionLayoutSpacing: Sendable {
    /// The engine's value.
    let value: LayoutSpacing

    init(_ value: LayoutSpacing) {
        self.value = value
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(.fixed(Double(fixedSpacing)))
    }

    /// At least `flexibleSpacing` points, growing to share the leftover (R-SPACING-3).
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(.flexible(Double(flexibleSpacing)))
    }

    /// The spacing, or the minimum spacing when flexible.
    public var spacing: CGFloat { CGFloat(value.spacing) }
    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { value.isFixedSpacing }
    /// Whether the spacing grows to share leftover space.
    public var isFlexibleSpacing: Bool { value.isFlexibleSpacing }
}

/// Space outside an item or nested group, inside its parent group (Apple's
/// `NSCollectionLayoutEdgeSpacing`). A nil edge is fixed 0 (R-EDGE-1). Immutable, like Apple's.
public final class NSCollectionLayoutEdgeSpacing: Sendable {
    /// The spacing before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// The spacing above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// The spacing after the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// The spacing below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; any edge may be nil (fixed 0).
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The engine's value.
    var value: LayoutEdgeSpacing {
        LayoutEdgeSpacing(
            leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }
}
