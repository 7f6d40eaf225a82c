import CollectionLayout

extension UITraitCollection {
    /// The traits of a full-screen view on a device preset (not part of UIKit): the preset's size
    /// classes and display scale, the idiom the size classes imply (``UIUserInterfaceIdiom/pad``
    /// when both are regular, as ``derived(size:displayScale:layoutDirection:)`` decides),
    /// left to right, at the default text size.
    ///
    /// Size classes come from the preset rather than from its width, so an iPhone 16 Pro held
    /// sideways (874 pt wide) is compact in width as on the device.
    public convenience init(device: LayoutDevice) {
        let metrics = device.metrics
        let horizontal: UIUserInterfaceSizeClass =
            metrics.horizontalSizeClass == .compact ? .compact : .regular
        let vertical: UIUserInterfaceSizeClass = metrics.verticalSizeClass == .compact ? .compact : .regular
        self.init(
            horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            userInterfaceIdiom: horizontal == .regular && vertical == .regular ? .pad : .phone,
            displayScale: CGFloat(device.displayScale), layoutDirection: .leftToRight,
            preferredContentSizeCategory: .large)
    }
}

extension UICollectionView {
    /// Makes this collection view a full-screen view on a device preset (not part of UIKit, where
    /// the window decides): its frame becomes the screen, and its safe area, layout margins and
    /// display scale become the preset's, with the preset's traits in
    /// ``overrideTraitCollection`` — the environment `complayout --device` and the snapshot kit's
    /// presets use.
    ///
    /// ```swift
    /// collectionView.configure(for: .iPhone16Pro.landscape)
    /// collectionView.traitCollection.horizontalSizeClass   // .compact
    /// ```
    public func configure(for device: LayoutDevice) {
        let metrics = device.metrics
        frame = CGRect(x: 0, y: 0, width: metrics.size.width, height: metrics.size.height)
        let safe = metrics.safeAreaInsets
        safeAreaInsets = UIEdgeInsets(
            top: safe.top, left: safe.leading, bottom: safe.bottom, right: safe.trailing)
        let margins = metrics.layoutMargins
        directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        displayScale = CGFloat(device.displayScale)
        overrideTraitCollection = UITraitCollection(device: device)
    }
}
