extension SVGRenderer {
    /// How an ``SVGRenderer`` draws a picture.
    ///
    /// Lengths named in *pixels* are sizes in the written picture, whatever the ``zoom``; the
    /// others are in content points. Labels, captions, the legend and strokes are sized in pixels,
    /// so they keep their size at every zoom: zooming in gives small elements room for their labels,
    /// zooming out leaves out the labels that no longer fit rather than shrinking them past
    /// ``minimumLabelFontSize``.
    public struct Options: Hashable, Sendable {
        /// Pixels per content point: the picture is `zoom` times the canvas size. Must be positive.
        public var zoom: Double
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
        /// Whether the picture ends with a legend below the caption: a swatch, title and count per
        /// category and kind (``LegendEntry``), and what dashed outlines and faint rows mean when
        /// the picture has any. HTML pages have their own legend and leave this one out.
        public var showsLegend: Bool
        /// The colours.
        public var colorScheme: RenderColorScheme

        /// Creates options; the defaults suit a phone-sized layout viewed at 1:1.
        public init(
            zoom: Double = 1, padding: Double = 24, showsLabels: Bool = true,
            maximumLabelledElements: Int = 2_000, maximumDrawnElements: Int = 20_000,
            minimumLabelFontSize: Double = 7, maximumLabelFontSize: Double = 13,
            showsSectionFrames: Bool = true, showsTooltips: Bool = true, showsLegend: Bool = true,
            colorScheme: RenderColorScheme = .standard
        ) {
            self.zoom = zoom
            self.padding = padding
            self.showsLabels = showsLabels
            self.maximumLabelledElements = maximumLabelledElements
            self.maximumDrawnElements = maximumDrawnElements
            self.minimumLabelFontSize = minimumLabelFontSize
            self.maximumLabelFontSize = maximumLabelFontSize
            self.showsSectionFrames = showsSectionFrames
            self.showsTooltips = showsTooltips
            self.showsLegend = showsLegend
            self.colorScheme = colorScheme
        }

        /// Creates options with a ``zoom`` of `scale`.
        @available(
            *, deprecated,
            renamed:
                "init(zoom:padding:showsLabels:maximumLabelledElements:maximumDrawnElements:minimumLabelFontSize:maximumLabelFontSize:showsSectionFrames:showsTooltips:showsLegend:colorScheme:)"
        )
        public init(
            scale: Double, padding: Double = 24, showsLabels: Bool = true,
            maximumLabelledElements: Int = 2_000, maximumDrawnElements: Int = 20_000,
            minimumLabelFontSize: Double = 7, maximumLabelFontSize: Double = 13,
            showsSectionFrames: Bool = true, showsTooltips: Bool = true,
            colorScheme: RenderColorScheme = .standard
        ) {
            self.init(
                zoom: scale, padding: padding, showsLabels: showsLabels,
                maximumLabelledElements: maximumLabelledElements, maximumDrawnElements: maximumDrawnElements,
                minimumLabelFontSize: minimumLabelFontSize, maximumLabelFontSize: maximumLabelFontSize,
                showsSectionFrames: showsSectionFrames, showsTooltips: showsTooltips, colorScheme: colorScheme
            )
        }

        /// The ``zoom`` under its former name.
        @available(*, deprecated, renamed: "zoom")
        public var scale: Double {
            get { zoom }
            set { zoom = newValue }
        }

        /// ``zoom`` if it is a positive finite number, else 1.
        var effectiveScale: Double { zoom.isFinite && zoom > 0 ? zoom : 1 }

        /// ``padding`` if it is a non-negative finite number, else 0.
        var effectivePadding: Double { padding.isFinite && padding > 0 ? padding : 0 }
    }
}
