import Foundation

/// A size class: how much room there is along one axis (Apple's `UIUserInterfaceSizeClass`), with
/// Apple's raw values.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = 0
    /// Little room: an iPhone's width in portrait, a narrow split-view pane.
    case compact = 1
    /// Plenty of room: an iPad's full width.
    case regular = 2
}

/// The kind of device (Apple's `UIUserInterfaceIdiom`), with Apple's raw values.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The layout direction as a trait (Apple's `UITraitEnvironmentLayoutDirection`), with Apple's raw
/// values.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}
