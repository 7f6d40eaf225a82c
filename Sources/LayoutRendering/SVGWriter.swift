import CollectionLayout

/// Writes the parts of an SVG picture, one element per line, in content coordinates.
///
/// Lengths meant in pixels (stroke widths, font sizes, text offsets) are divided by the scale.
struct SVGWriter {
    let options: SVGRenderer.Options
    let canvas: Rect
    let scale: Double
    private var output = ""

    /// The font size of captions (section numbers, content size, viewport), in pixels.
    static let captionPixels = 11.0

    init(options: SVGRenderer.Options, canvas: Rect) {
        self.options = options
        self.canvas = canvas
        self.scale = options.effectiveScale
    }

    func n(_ value: Double) -> String { SVGNumber.string(value) }

    /// `pixels` in content points.
    func px(_ pixels: Double) -> String { n(pixels / scale) }

    mutating func line(_ text: String) {
        output += text
        output += "\n"
    }

    func rectAttributes(_ rect: Rect) -> String {
        "x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
    }

    /// The attributes of text drawn over shapes: fill, and a halo in the background colour.
    func textPaint(_ color: RenderColor) -> String {
        "fill=\"\(color.hexString)\" stroke=\"\(options.colorScheme.background.hexString)\" "
            + "stroke-width=\"\(px(3))\" stroke-linejoin=\"round\" paint-order=\"stroke\""
    }

    /// The root element, title, description and background.
    mutating func open(title: String?, description: String) {
        let colors = options.colorScheme
        line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"layout-picture\" "
                + "width=\"\(n(canvas.width * scale))\" height=\"\(n(canvas.height * scale))\" "
                + "viewBox=\"\(n(canvas.minX)) \(n(canvas.minY)) \(n(canvas.width)) \(n(canvas.height))\" "
                + "font-family=\"\(ElementLabel.fontFamily)\" stroke-width=\"\(px(1))\">")
        if let title { line("<title>\(MarkupEscaping.escape(title))</title>") }
        line("<desc>\(MarkupEscaping.escape(description))</desc>")
        line("<rect class=\"canvas\" \(rectAttributes(canvas)) fill=\"\(colors.background.hexString)\"/>")
    }

    /// Starts clipping what follows to `rect` (a nested `svg` element, which needs no identifier).
    mutating func beginClip(_ rect: Rect) {
        line(
            "<svg class=\"region\" \(rectAttributes(rect)) "
                + "viewBox=\"\(n(rect.minX)) \(n(rect.minY)) \(n(rect.width)) \(n(rect.height))\" overflow=\"hidden\">"
        )
    }

    /// Ends the clipping started by ``beginClip(_:)``.
    mutating func endClip() {
        line("</svg>")
    }

    /// Section bands, alternating the scheme's band colours.
    mutating func sectionBands(_ frames: [Rect]) {
        let bands = options.colorScheme.sectionBands
        guard !frames.isEmpty, !bands.isEmpty else { return }
        line("<g class=\"sections\">")
        for (index, frame) in frames.enumerated() where RenderPlan.finite(frame) {
            line(
                "<rect class=\"section\" data-section=\"\(index)\" \(rectAttributes(frame.standardized)) "
                    + "fill=\"\(bands[index % bands.count].hexString)\"/>")
        }
        line("</g>")
    }

    /// Section numbers in the padding beside each section's visible part (rotated along the left
    /// edge for sections stacked vertically, above the top edge for sections side by side) or,
    /// without room there, inside its top-leading corner. Sections outside `visible` get none.
    ///
    /// A section whose row scrolls vertically (in a horizontal layout) is named with its behaviour,
    /// like the labels of horizontal rows (``rowLabels(_:)``): `section 1 · groupPaging ↕`.
    mutating func sectionNumbers(
        _ frames: [Rect], contentBounds: Rect, visible: Rect, rows: [OrthogonalRowStyle] = []
    ) {
        var rowLabels: [Int: String] = [:]
        for row in rows where row.rowAxis == .vertical { rowLabels[row.section] = row.label }
        guard !frames.isEmpty else { return }
        line(
            "<g class=\"section-numbers\" font-size=\"\(px(10))\" \(textPaint(options.colorScheme.caption))>")
        let roomy = options.effectivePadding * scale >= 16
        for (index, raw) in frames.enumerated() where RenderPlan.finite(raw) {
            let frame = raw.standardized
            let x = max(frame.minX, visible.minX)
            let y = max(frame.minY, visible.minY)
            guard x < min(frame.maxX, visible.maxX) || frame.width == 0,
                y < min(frame.maxY, visible.maxY) || frame.height == 0
            else { continue }
            let text = MarkupEscaping.escape(rowLabels[index] ?? "section \(index)")
            let stackedVertically = frame.width >= contentBounds.width && contentBounds.width > 0
            if roomy && stackedVertically {
                line(
                    "<text transform=\"translate(\(n(frame.minX - 6 / scale)) \(n(y + 2 / scale))) rotate(-90)\" "
                        + "text-anchor=\"end\">\(text)</text>")
            } else if roomy {
                line("<text x=\"\(n(x + 2 / scale))\" y=\"\(n(frame.minY - 6 / scale))\">\(text)</text>")
            } else {
                line("<text x=\"\(n(x + 2 / scale))\" y=\"\(n(y + 10 / scale))\">\(text)</text>")
            }
        }
        line("</g>")
    }

    /// Starts the elements. Their rectangles are drawn with crisp edges, so that one-pixel outlines
    /// fall on whole pixels at any zoom instead of blurring across two.
    mutating func beginElements() {
        line("<g class=\"elements\" shape-rendering=\"crispEdges\">")
    }

    mutating func endElements() {
        line("</g>")
    }

    /// One element: its shape, its label if any, and its tooltip, grouped and tagged with its
    /// index in the picture (`data-e`) so that pages can find it. A row of a list section is drawn
    /// as part of one band (``listRow(_:color:list:)``) and followed by its separator.
    mutating func element(
        _ element: LayoutAttributes, index: Int, label: ElementLabel?, color: RenderColor,
        estimated: AxisSet = [], list: ListSectionStyle? = nil
    ) {
        let category = element.category
        let style = ElementStyle.of(category, estimated: !estimated.isEmpty).attributes(
            color: color, scale: scale)
        // Elements fading in or out (a transition, a visible-items handler) are drawn translucent.
        let opacity = element.alpha < 1 ? " opacity=\"\(n(max(element.alpha, 0)))\"" : ""
        var text = "<g class=\"\(category.renderingName)\" data-e=\"\(index)\"\(opacity)>"
        if let list {
            text += listRow(element.frame.standardized, color: color, list: list)
        } else {
            text += shape(element.frame.standardized, style: style, color: color)
        }
        if let label {
            text +=
                "<text class=\"label\" x=\"\(n(label.position.x))\" y=\"\(n(label.position.y))\" "
                + "font-size=\"\(n(label.fontSize))\"\(label.anchor == .middle ? " text-anchor=\"middle\"" : "") "
                + "\(textPaint(options.colorScheme.label))>\(MarkupEscaping.escape(label.text))</text>"
        }
        if options.showsTooltips {
            text += "<title>\(MarkupEscaping.escape(Self.tooltip(element, estimated: estimated)))</title>"
        }
        text += "</g>"
        line(text)
        if let list, let separator = list.separatorLine(for: element) { self.separator(separator) }
    }

    /// A rectangle, or a line or dot for frames without area (which a rectangle would not show).
    private func shape(_ frame: Rect, style: String, color: RenderColor) -> String {
        if frame.width > 0 && frame.height > 0 {
            return "<rect \(rectAttributes(frame)) \(style)/>"
        }
        if frame.width > 0 || frame.height > 0 {
            return "<line x1=\"\(n(frame.minX))\" y1=\"\(n(frame.minY))\" x2=\"\(n(frame.maxX))\" "
                + "y2=\"\(n(frame.maxY))\" \(style)/>"
        }
        return "<circle cx=\"\(n(frame.minX))\" cy=\"\(n(frame.minY))\" r=\"\(px(2.5))\" \(style)/>"
    }

    /// `cell 0.3 (16, 10, 179, 211) z 0`, with the kind after the category when there is one, and
    /// `· estimated height` (or `width`, `width and height`) for a size that is still an estimate.
    static func tooltip(_ element: LayoutAttributes, estimated: AxisSet = []) -> String {
        var text = element.category.renderingName
        if let kind = element.elementKind { text += " " + kind }
        text += " \(element.indexPath) \(element.frame) z \(element.zIndex)"
        switch (estimated.contains(.horizontal), estimated.contains(.vertical)) {
        case (true, true): text += " · estimated width and height"
        case (true, false): text += " · estimated width"
        case (false, true): text += " · estimated height"
        case (false, false): break
        }
        return text
    }

    /// The content-bounds outline.
    mutating func contentBounds(_ bounds: Rect) {
        line(
            "<rect class=\"content-bounds\" \(rectAttributes(bounds)) fill=\"none\" "
                + "stroke=\"\(options.colorScheme.contentBounds.hexString)\"/>")
    }

    /// The viewport: everything of `area` outside it dimmed, and a dashed outline.
    mutating func viewport(_ viewport: Rect, area: Rect) {
        line("<g class=\"viewport\">")
        line(
            "<path d=\"\(ring(area)) \(ring(viewport))\" fill=\"#000000\" fill-opacity=\"0.08\" "
                + "fill-rule=\"evenodd\"/>")
        line(
            "<rect \(rectAttributes(viewport)) fill=\"none\" stroke=\"\(options.colorScheme.viewport.hexString)\" "
                + "stroke-width=\"\(px(2))\" stroke-dasharray=\"\(px(8)) \(px(4))\"/>")
        line("</g>")
    }

    /// The caption in the bottom padding, which nothing else is drawn in: the content size, the
    /// viewport's frame in the viewport colour, and `note`. Omitted when the padding is under 16
    /// pixels.
    mutating func caption(contentSize: Size, viewport: Rect?, note: String?, bottom: Double) {
        let colors = options.colorScheme
        let padding = options.effectivePadding
        guard padding * scale >= 16 else { return }
        var text = "content \(contentSize)"
        if let viewport {
            text +=
                " · <tspan fill=\"\(colors.viewport.hexString)\">viewport \(viewport)</tspan>"
        }
        if let note { text += " · " + MarkupEscaping.escape(note) }
        line(
            "<text class=\"caption\" x=\"\(n(canvas.minX + padding))\" "
                + "y=\"\(n(bottom + 14 / scale))\" font-size=\"\(px(Self.captionPixels))\" "
                + "fill=\"\(colors.caption.hexString)\">\(text)</text>")
    }

    /// A closed path around `rect`.
    func ring(_ rect: Rect) -> String {
        "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }

    /// Closes the document and returns it.
    mutating func close() -> String {
        line("</svg>")
        return output
    }
}
