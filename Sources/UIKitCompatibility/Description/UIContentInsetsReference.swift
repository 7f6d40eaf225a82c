import CollectionLayout

/// Which insets of the collection view a section's content is inset by across the scroll axis
/// (Apple's `UIContentInsetsReference`, R-REF).
public enum UIContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
    /// The configuration's reference for sections; `.safeArea` for the configuration (R-REF-3).
    case automatic = 0
    /// No reference insets.
    case none
    /// The collection view's safe-area insets.
    case safeArea
    /// Safe-area insets plus layout margins (R-REF-4).
    case layoutMargins
    /// Layout margins widened to the readable width (R-REF-4).
    case readableContent
}

extension UIContentInsetsReference {
    /// The engine's value.
    var value: ContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }
}
