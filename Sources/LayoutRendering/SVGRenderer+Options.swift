extension SVGRenderer {
    /// How an ``SVGRenderer`` draws a picture.
    ///
    /// Lengths named in *pixels* are sizes in the written picture, whatever the ``scale``; the
    /// others are in content points.
    public struct Options: Hashable, Sendable {
        /// Pixels per content point: the picture is `scale` times the canvas size. Must be positive.
        public var scale: Double
        /// Space around the canvas, in content points.
        public var padding: Double
        /// Whether elements carry `section.item` labels (plus the kind of supplementaries and
        /// decorations).
        public var showsLabels: Bool
        /// At most this many elements are labelled, in drawing order; labels that do not fit
        /// their element do not count.
        public var maximumLabelledElements: Int
        /// At most this many elements are drawn: the first ones in element order. The picture
        /// states how many were left out. Render a region of a huge layout with
        /// ``LayoutPicture/init(layout:elementsIn:viewport:title:)`` instead of raising this.
        public var maximumDrawnElements: Int
        /// The smallest label font size, in pixels; a label that would need a smaller one is
        /// omitted.
        public var minimumLabelFontSize: Double
        /// The largest label font size, in pixels.
        public var maximumLabelFontSize: Double
        /// Whether section frames are drawn as bands with their section number.
        public var showsSectionFrames: Bool
        /// Whether each element carries a `<title>` tooltip with its category, kind, index path,
        /// frame and zIndex.
        public var showsTooltips: Bool
        /// The colours.
        public var colorScheme: RenderColorScheme

        /// Creates options; the defaults suit a phone-sized layout viewed at 1:1.
        public init(
            scale: Double = 1, padding: Double = 24, showsLabels: Bool = true,
            maximumLabelledElements: Int = 2_000, maximumDrawnElements: Int = 20_000,
            minimumLabelFontSize: Double = 7, maximumLabelFontSize: Double = 13,
            showsSectionFrames: Bool = true, showsTooltips: Bool = true,
            colorScheme: RenderColorScheme = .standard
        ) {
            self.scale = scale
            self.padding = padding
            self.showsLabels = showsLabels
            self.maximumLabelledElements = maximumLabelledElements
            self.maximumDrawnElements = maximumDrawnElements
            self.minimumLabelFontSize = minimumLabelFontSize
            self.maximumLabelFontSize = maximumLabelFontSize
            self.showsSectionFrames = showsSectionFrames
            self.showsTooltips = showsTooltips
            self.colorScheme = colorScheme
        }

        /// ``scale`` if it is a positive finite number, else 1.
        var effectiveScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

        /// ``padding`` if it is a non-negative finite number, else 0.
        var effectivePadding: Double { padding.isFinite && padding > 0 ? padding : 0 }
    }
}
