import CollectionLayout

/// Writes self-contained HTML pages of ``LayoutPicture``s: for each picture a summary, a legend, the
/// SVG picture and a sortable table of its elements.
///
/// A page has no external resources: its style sheet and its few lines of script are inline.
/// Clicking a table header sorts the table by that column (numerically for numbers; a second
/// click reverses). Hovering a table row highlights the element in the picture, and hovering an
/// element highlights its row.
///
/// Output is deterministic like ``SVGRenderer``'s. Tables of huge pictures are capped at
/// ``Options/maximumTableRows`` rows (the first elements in element order), with a note saying so.
///
/// ```swift
/// let page = HTMLRenderer().render(LayoutPicture(layout: prepared, title: "Photos"))
/// ```
public struct HTMLRenderer: Sendable {
    /// How pages are written.
    public struct Options: Hashable, Sendable {
        /// How the pictures are drawn.
        public var svg: SVGRenderer.Options
        /// At most this many elements are listed in a picture's table: the first ones in element
        /// order.
        public var maximumTableRows: Int
        /// Whether pictures have an element table at all.
        public var showsTable: Bool

        /// Pixels per content point of the pictures (their ``SVGRenderer/Options/zoom``); 2 unless
        /// given otherwise, so that phone-sized layouts are drawn at the size a Retina screen shows
        /// them and small elements such as badges have room for their labels.
        public var zoom: Double {
            get { svg.zoom }
            set { svg.zoom = newValue }
        }

        /// Creates options; pages draw their pictures at ``zoom`` 2 unless `svg` says otherwise.
        public init(
            svg: SVGRenderer.Options = .init(zoom: 2), maximumTableRows: Int = 1_000, showsTable: Bool = true
        ) {
            self.svg = svg
            self.maximumTableRows = maximumTableRows
            self.showsTable = showsTable
        }
    }

    /// How pages are written.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// A page showing one picture, titled with the picture's title (or its content size).
    ///
    /// - Complexity: O(n log n) for n drawn elements; the output is O(n) characters.
    public func render(_ picture: LayoutPicture) -> String {
        let title = picture.title ?? "Layout \(picture.contentSize)"
        return page(title: title, figures: [figure(picture, heading: nil, number: 0)])
    }

    /// A page showing several pictures one below the other, each under its own heading.
    ///
    /// - Parameters:
    ///   - pictures: The pictures; one without a title is headed `Picture N` (counting from 1).
    ///   - title: The page title.
    public func render(_ pictures: [LayoutPicture], title: String) -> String {
        let figures = pictures.enumerated().map { number, picture in
            figure(picture, heading: picture.title ?? "Picture \(number + 1)", number: number)
        }
        return page(title: title, figures: figures)
    }

    private func page(title: String, figures: [String]) -> String {
        let style = HTMLPageAssets.styleSheet(background: options.svg.colorScheme.background.hexString)
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupEscaping.escape(title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>\(MarkupEscaping.escape(title))</h1>

            """
        for figure in figures { html += figure }
        html += "<script>\n\(HTMLPageAssets.script)\n</script>\n</body>\n</html>\n"
        return html
    }

    /// One picture: heading, summary, legend, then the picture beside its table.
    private func figure(_ picture: LayoutPicture, heading: String?, number: Int) -> String {
        // The page has its own legend, in HTML above the picture.
        var svgOptions = options.svg
        svgOptions.showsLegend = false
        let colors = ElementColors(picture: picture, scheme: svgOptions.colorScheme)
        let drawing = SVGRenderer(options: svgOptions).draw(picture, colors: colors)
        var html = "<section class=\"figure\" id=\"figure-\(number)\">\n"
        if let heading { html += "<h2>\(MarkupEscaping.escape(heading))</h2>\n" }
        html += HTMLFigureParts.summary(picture, drawing: drawing, options: options)
        html += HTMLFigureParts.legend(
            LegendEntry.entries(for: picture, colors: colors), notes: LegendNote.notes(for: picture),
            scheme: svgOptions.colorScheme, scale: svgOptions.effectiveScale)
        html += "<div class=\"panes\">\n<div class=\"picture\">\n" + drawing.svg + "</div>\n"
        if options.showsTable {
            html += HTMLFigureParts.table(picture, maximumRows: options.maximumTableRows)
        }
        html += "</div>\n</section>\n"
        return html
    }
}
