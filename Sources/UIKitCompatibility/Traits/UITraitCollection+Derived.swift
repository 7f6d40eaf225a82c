import Foundation

extension UITraitCollection {
    /// Widths below this many points are compact (see ``derived(size:displayScale:layoutDirection:)``).
    public static var compactWidthLimit: CGFloat { 600 }
    /// Heights below this many points are compact (see ``derived(size:displayScale:layoutDirection:)``).
    public static var compactHeightLimit: CGFloat { 500 }

    /// The traits this module reports for a view of `size` when nothing overrides them (not part of
    /// UIKit, where the device and the window decide). The rule, chosen to match iPhones and iPads
    /// in their usual sizes:
    ///
    /// - `horizontalSizeClass`: `.compact` when the width is below 600 points (an iPhone in any
    ///   orientation but the largest in landscape, an iPad's narrow split-view panes), `.regular`
    ///   otherwise (an iPad's full width).
    /// - `verticalSizeClass`: `.compact` when the height is below 500 points (an iPhone in
    ///   landscape), `.regular` otherwise.
    /// - `userInterfaceIdiom`: `.pad` when both size classes are regular, `.phone` otherwise.
    /// - `displayScale`: `displayScale`, or 1 without one.
    /// - `layoutDirection`: `layoutDirection`.
    /// - `preferredContentSizeCategory`: `.large`, the system default.
    public static func derived(
        size: CGSize, displayScale: CGFloat?, layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UITraitCollection {
        let horizontal: UIUserInterfaceSizeClass = size.width < compactWidthLimit ? .compact : .regular
        let vertical: UIUserInterfaceSizeClass = size.height < compactHeightLimit ? .compact : .regular
        return UITraitCollection(
            horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            userInterfaceIdiom: horizontal == .regular && vertical == .regular ? .pad : .phone,
            displayScale: displayScale ?? 1,
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            preferredContentSizeCategory: .large)
    }
}
