/// A size class: how much room the interface has along one axis (Apple's
/// `UIUserInterfaceSizeClass` without `unspecified`; the engine needs no Foundation or UIKit).
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    /// Constrained space: every iPhone's width in portrait, most iPhones' width in landscape, and
    /// the height of iPhones in landscape.
    case compact
    /// Expansive space: iPads in both orientations, iPhones' height in portrait and the width of
    /// the largest iPhones in landscape.
    case regular
}

/// Which way a device is held.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide; the presets' sizes are given this way.
    case portrait
    /// Wider than tall: the portrait size with width and height swapped.
    case landscape
}

#if !hasFeature(Embedded)
    // Codable (as the raw value) for native builds; Embedded Swift has no Codable.
    extension UserInterfaceSizeClass: Codable {}
    extension DeviceOrientation: Codable {}
#endif
