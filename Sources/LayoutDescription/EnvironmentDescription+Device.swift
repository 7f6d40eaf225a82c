import CollectionLayout

extension EnvironmentDescription {
    /// Sets the size, safe area, margins, readable width and scale of a device preset; the
    /// description's direction and rounding policy stay. `complayout --device` and the playground's
    /// `device` option both call this.
    public mutating func apply(_ device: LayoutDevice) {
        let metrics = device.metrics
        width = metrics.size.width
        height = metrics.size.height
        safeAreaInsets = metrics.safeAreaInsets
        layoutMargins = metrics.layoutMargins
        readableContentWidth = metrics.readableContentWidth
        displayScale = device.displayScale
    }
}
