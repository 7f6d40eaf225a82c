/// How a view's content is laid out with respect to the layout direction (Apple's
/// `UISemanticContentAttribute`).
public enum UISemanticContentAttribute: Int, Hashable, Sendable, CaseIterable {
    /// Follow the app's language: left to right in this headless module.
    case unspecified = 0
    /// Playback controls; they keep left to right.
    case playback
    /// Directional controls; they keep left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left: frames are mirrored (R-RTL).
    case forceRightToLeft
}

/// The direction in which leading and trailing run (Apple's `UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}
