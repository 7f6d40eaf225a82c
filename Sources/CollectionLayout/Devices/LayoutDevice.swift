/// A device preset: the environment a full-screen collection view has on a given iPhone or iPad,
/// held one way.
///
/// Presets are values, so tests can list them (`[.iPhoneSE, .iPhone16Pro.landscape]`) and derive
/// their own (`var phone = LayoutDevice.iPhone16; phone.metrics.safeAreaInsets.top = 0`). The
/// built-in ones are in ``all``; `complayout --device NAME` and the snapshot kit use the same
/// values, found by ``named(_:)``.
///
/// ```swift
/// let environment = LayoutEnvironment.device(.iPhone16Pro, orientation: .landscape)
/// ```
public struct LayoutDevice: Hashable, Sendable {
    /// What the collection view sees in one orientation.
    public struct Metrics: Hashable, Sendable {
        /// The screen size in points (the collection view fills the screen).
        public var size: Size
        /// The safe-area insets of a full-screen view controller's view with no bars.
        public var safeAreaInsets: DirectionalEdgeInsets
        /// The layout margins, measured from the safe area: a view controller's root view's
        /// system minimum margins (16 pt at compact width, 20 pt at regular width, none on top and
        /// bottom).
        public var layoutMargins: DirectionalEdgeInsets
        /// The width of the readable content guide at the default text size.
        public var readableContentWidth: Double
        /// The horizontal size class.
        public var horizontalSizeClass: UserInterfaceSizeClass
        /// The vertical size class.
        public var verticalSizeClass: UserInterfaceSizeClass

        /// Creates metrics.
        public init(
            size: Size, safeAreaInsets: DirectionalEdgeInsets, layoutMargins: DirectionalEdgeInsets,
            readableContentWidth: Double = 672, horizontalSizeClass: UserInterfaceSizeClass,
            verticalSizeClass: UserInterfaceSizeClass
        ) {
            self.size = size
            self.safeAreaInsets = safeAreaInsets
            self.layoutMargins = layoutMargins
            self.readableContentWidth = readableContentWidth
            self.horizontalSizeClass = horizontalSizeClass
            self.verticalSizeClass = verticalSizeClass
        }
    }

    /// The model's identifier, lowercase with hyphens (`iphone-16-pro`); ``name`` adds the
    /// orientation.
    public var model: String
    /// The model's marketing name (`iPhone 16 Pro`).
    public var displayName: String
    /// Points-to-pixels scale (2 or 3).
    public var displayScale: Double
    /// How the device is held; ``metrics`` follows it.
    public var orientation: DeviceOrientation
    /// The metrics held upright.
    public var portraitMetrics: Metrics
    /// The metrics held sideways.
    public var landscapeMetrics: Metrics

    /// Creates a preset, held upright.
    public init(
        model: String, displayName: String, displayScale: Double, portrait: Metrics, landscape: Metrics,
        orientation: DeviceOrientation = .portrait
    ) {
        self.model = model
        self.displayName = displayName
        self.displayScale = displayScale
        self.portraitMetrics = portrait
        self.landscapeMetrics = landscape
        self.orientation = orientation
    }

    /// The metrics in the current ``orientation``.
    public var metrics: Metrics {
        get { orientation == .portrait ? portraitMetrics : landscapeMetrics }
        set {
            if orientation == .portrait { portraitMetrics = newValue } else { landscapeMetrics = newValue }
        }
    }

    /// The same device held the other way round, or `orientation`.
    public func oriented(_ orientation: DeviceOrientation) -> LayoutDevice {
        var device = self
        device.orientation = orientation
        return device
    }

    /// The same device held sideways: `LayoutDevice.iPhone16Pro.landscape`.
    public var landscape: LayoutDevice { oriented(.landscape) }

    /// The same device held upright.
    public var portrait: LayoutDevice { oriented(.portrait) }

    /// The identifier with the orientation: `iphone-16-pro` upright, `iphone-16-pro-landscape`
    /// sideways — the spelling of `complayout --device` and of per-device snapshot names.
    public var name: String { orientation == .portrait ? model : model + "-landscape" }

    /// The environment of a full-screen collection view on this device: the screen size, the safe
    /// area, the layout margins, the readable width and the display scale (which turns on pixel
    /// rounding, R-ROUND-1), left to right.
    public var environment: LayoutEnvironment {
        let metrics = metrics
        return LayoutEnvironment(
            containerSize: metrics.size, safeAreaInsets: metrics.safeAreaInsets,
            layoutMargins: metrics.layoutMargins, readableContentWidth: metrics.readableContentWidth,
            displayScale: displayScale)
    }

    /// The built-in preset with this ``name`` (`iphone-se`, `ipad-pro-13-landscape`), or nil.
    public static func named(_ name: String) -> LayoutDevice? {
        for device in all {
            if device.name == name { return device }
            if device.model + "-landscape" == name { return device.oriented(.landscape) }
            if device.model + "-portrait" == name { return device }
        }
        return nil
    }

    /// Every built-in preset, upright, smallest iPhone first.
    public static let all: [LayoutDevice] = [
        .iPhoneSE, .iPhone16, .iPhone16Pro, .iPhone16ProMax, .iPad, .iPadPro11, .iPadPro13,
    ]
}

extension LayoutEnvironment {
    /// The environment of a full-screen collection view on a device preset
    /// (``LayoutDevice/environment``).
    ///
    /// ```swift
    /// let prepared = try layout.prepare(
    ///     in: .device(.iPhone16Pro, orientation: .portrait), itemCounts: [12, 40])
    /// ```
    public static func device(_ device: LayoutDevice, orientation: DeviceOrientation? = nil)
        -> LayoutEnvironment
    {
        device.oriented(orientation ?? device.orientation).environment
    }
}
