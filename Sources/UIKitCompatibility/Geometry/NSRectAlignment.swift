import CollectionLayout

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
