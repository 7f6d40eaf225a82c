/// The built-in presets.
///
/// Sources, for every number below:
/// - Screen sizes in points and display scales: Apple's Human Interface Guidelines, "Layout",
///   device screen sizes table (the point size is the pixel resolution divided by the scale).
/// - Safe-area insets: `view.safeAreaInsets` of a full-screen view controller with no bars, as the
///   iOS 18 simulators report them for each device (status bar or sensor housing on top, home
///   indicator at the bottom, sensor housing on both sides of Face ID iPhones in landscape).
/// - Layout margins: a view controller's root view's `systemMinimumLayoutMargins` (UIKit
///   documentation of `viewRespectsSystemMinimumLayoutMargins`): 16 pt leading and trailing at
///   compact width, 20 pt at regular width, measured from the safe area.
/// - Readable content width: the width of `readableContentGuide` at the default Dynamic Type size
///   (Large), 672 pt, which only narrows content on screens wider than that.
/// - Size classes: Apple's Human Interface Guidelines, "Layout", size classes table (full-screen
///   apps).
extension LayoutDevice {
    /// Margins of a root view at compact width (16 pt leading and trailing).
    private static let compactMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    /// Margins of a root view at regular width (20 pt leading and trailing).
    private static let regularMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)

    /// Metrics of a Face ID iPhone: `island` points of sensor housing on top in portrait and on
    /// both sides in landscape, a home indicator at the bottom.
    private static func faceIDPhone(
        width: Double, height: Double, island: Double, landscapeHomeIndicator: Double,
        landscapeWidthClass: UserInterfaceSizeClass
    ) -> (portrait: Metrics, landscape: Metrics) {
        let portrait = Metrics(
            size: Size(width: width, height: height),
            safeAreaInsets: DirectionalEdgeInsets(top: island, leading: 0, bottom: 34, trailing: 0),
            layoutMargins: compactMargins, horizontalSizeClass: .compact, verticalSizeClass: .regular)
        let landscape = Metrics(
            size: Size(width: height, height: width),
            safeAreaInsets: DirectionalEdgeInsets(
                top: 0, leading: island, bottom: landscapeHomeIndicator, trailing: island),
            layoutMargins: landscapeWidthClass == .regular ? regularMargins : compactMargins,
            horizontalSizeClass: landscapeWidthClass, verticalSizeClass: .compact)
        return (portrait, landscape)
    }

    /// Metrics of an iPad without a home button: a 24-pt status bar and a 20-pt home indicator in
    /// both orientations, regular in both size classes.
    private static func pad(width: Double, height: Double) -> (portrait: Metrics, landscape: Metrics) {
        let insets = DirectionalEdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        let portrait = Metrics(
            size: Size(width: width, height: height), safeAreaInsets: insets, layoutMargins: regularMargins,
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
        var landscape = portrait
        landscape.size = Size(width: height, height: width)
        return (portrait, landscape)
    }

    /// iPhone SE (3rd generation): 375 × 667 pt at 2×. A 20-pt status bar in portrait, none in
    /// landscape (the system hides it); no home indicator. Compact width in both orientations.
    public static let iPhoneSE = LayoutDevice(
        model: "iphone-se", displayName: "iPhone SE (3rd generation)", displayScale: 2,
        portrait: Metrics(
            size: Size(width: 375, height: 667),
            safeAreaInsets: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
            layoutMargins: compactMargins, horizontalSizeClass: .compact, verticalSizeClass: .regular),
        landscape: Metrics(
            size: Size(width: 667, height: 375), safeAreaInsets: .zero, layoutMargins: compactMargins,
            horizontalSizeClass: .compact, verticalSizeClass: .compact))

    /// iPhone 16: 393 × 852 pt at 3×. Safe area 59 top, 34 bottom in portrait; 59 leading and
    /// trailing, 21 bottom in landscape. Compact width in both orientations.
    public static let iPhone16: LayoutDevice = {
        let metrics = faceIDPhone(
            width: 393, height: 852, island: 59, landscapeHomeIndicator: 21, landscapeWidthClass: .compact)
        return LayoutDevice(
            model: "iphone-16", displayName: "iPhone 16", displayScale: 3, portrait: metrics.portrait,
            landscape: metrics.landscape)
    }()

    /// iPhone 16 Pro: 402 × 874 pt at 3×. Safe area 62 top, 34 bottom in portrait; 62 leading and
    /// trailing, 20 bottom in landscape. Compact width in both orientations.
    public static let iPhone16Pro: LayoutDevice = {
        let metrics = faceIDPhone(
            width: 402, height: 874, island: 62, landscapeHomeIndicator: 20, landscapeWidthClass: .compact)
        return LayoutDevice(
            model: "iphone-16-pro", displayName: "iPhone 16 Pro", displayScale: 3, portrait: metrics.portrait,
            landscape: metrics.landscape)
    }()

    /// iPhone 16 Pro Max: 440 × 956 pt at 3×. Safe area 62 top, 34 bottom in portrait; 62 leading
    /// and trailing, 20 bottom in landscape. Regular width in landscape.
    public static let iPhone16ProMax: LayoutDevice = {
        let metrics = faceIDPhone(
            width: 440, height: 956, island: 62, landscapeHomeIndicator: 20, landscapeWidthClass: .regular)
        return LayoutDevice(
            model: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", displayScale: 3,
            portrait: metrics.portrait, landscape: metrics.landscape)
    }()

    /// iPad (A16; the 10th generation has the same screen): 820 × 1180 pt at 2×. Safe area 24 top,
    /// 20 bottom in both orientations.
    public static let iPad: LayoutDevice = {
        let metrics = pad(width: 820, height: 1180)
        return LayoutDevice(
            model: "ipad", displayName: "iPad (A16)", displayScale: 2, portrait: metrics.portrait,
            landscape: metrics.landscape)
    }()

    /// iPad Pro 11-inch (M4): 834 × 1210 pt at 2×. Safe area 24 top, 20 bottom in both
    /// orientations.
    public static let iPadPro11: LayoutDevice = {
        let metrics = pad(width: 834, height: 1210)
        return LayoutDevice(
            model: "ipad-pro-11", displayName: "iPad Pro 11-inch (M4)", displayScale: 2,
            portrait: metrics.portrait, landscape: metrics.landscape)
    }()

    /// iPad Pro 13-inch (M4): 1032 × 1376 pt at 2×. Safe area 24 top, 20 bottom in both
    /// orientations.
    public static let iPadPro13: LayoutDevice = {
        let metrics = pad(width: 1032, height: 1376)
        return LayoutDevice(
            model: "ipad-pro-13", displayName: "iPad Pro 13-inch (M4)", displayScale: 2,
            portrait: metrics.portrait, landscape: metrics.landscape)
    }()
}
