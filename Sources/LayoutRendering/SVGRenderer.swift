import CollectionLayout

/// Writes a ``LayoutPicture`` as a self-contained SVG document.
///
/// The picture uses content coordinates: the `viewBox` is the canvas (content bounds, elements,
/// section frames and viewport, plus padding) and every element is a rectangle at its frame, so
/// numbers in the file are the layout's own. From back to front it draws the background, section
/// bands, the backgrounds of grouped list sections, the elements in drawing order (R-Z-6) each
/// with its label and tooltip (list rows as one band, each followed by its separator), the
/// content-bounds outline, the section numbers, the viewport, and a caption with the content size
/// and the viewport's frame.
///
/// Output is deterministic: elements keep a fixed order, numbers use
/// `LayoutNumberFormat`, and text (kinds, titles) is escaped with
/// ``MarkupEscaping``. Its size is linear in the number of drawn elements.
///
/// ```swift
/// let picture = LayoutPicture(layout: prepared, title: "Photos")
/// let svg = SVGRenderer(options: .init(scale: 2)).render(picture)
/// ```
public struct SVGRenderer: Sendable {
    /// How pictures are drawn.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document for `picture`.
    ///
    /// - Complexity: O(n log n) for n drawn elements; the output is O(n) characters.
    public func render(_ picture: LayoutPicture) -> String {
        draw(picture).svg
    }

    /// Draws `picture` and reports what was left out.
    func draw(_ picture: LayoutPicture, colors: ElementColors? = nil) -> SVGDrawing {
        let colors = colors ?? ElementColors(picture: picture, scheme: options.colorScheme)
        let plan =
            options.showsLegend
            ? RenderPlan(
                picture, options: options, legend: LegendEntry.entries(for: picture, colors: colors),
                notes: LegendNote.notes(for: picture))
            : RenderPlan(picture, options: options)
        var writer = SVGWriter(options: options, canvas: plan.canvas)
        writer.open(title: picture.title, description: summary(of: picture, plan: plan))
        // A region cuts section frames and the content outline at the drawn area, leaving room for
        // the strokes of elements on its edges.
        if picture.region != nil {
            let margin = 2 / options.effectiveScale
            let clip = plan.bounds
            writer.beginClip(
                Rect(
                    x: clip.minX - margin, y: clip.minY - margin, width: clip.width + 2 * margin,
                    height: clip.height + 2 * margin))
        }
        if options.showsSectionFrames { writer.sectionBands(picture.sectionFrames) }
        var lists: [Int: ListSectionStyle] = [:]
        for style in picture.listSections where lists[style.section] == nil { lists[style.section] = style }
        writer.listBackgrounds(picture.listSections)
        writer.beginElements()
        var labelled = 0
        var labelsOmittedByCap = 0
        for index in plan.drawn {
            let element = picture.elements[index]
            var label: ElementLabel?
            if options.showsLabels, let fitted = ElementLabel.fit(element, options: options) {
                if labelled < options.maximumLabelledElements {
                    label = fitted
                    labelled += 1
                } else {
                    labelsOmittedByCap += 1
                }
            }
            let list = element.category == .cell ? lists[element.indexPath.section] : nil
            writer.element(
                element, index: index, label: label,
                color: colors.color(for: element.category, kind: element.elementKind),
                estimated: picture.estimatedAxes[index] ?? [], list: list)
        }
        writer.endElements()
        writer.contentBounds(picture.contentBounds)
        if picture.region != nil { writer.endClip() }
        writer.rowVeils(picture.orthogonalRows)
        if options.showsSectionFrames {
            writer.sectionNumbers(
                picture.sectionFrames, contentBounds: picture.contentBounds, visible: plan.bounds,
                rows: picture.orthogonalRows)
        }
        writer.rowLabels(picture.orthogonalRows)
        let viewport = picture.viewport.flatMap { RenderPlan.finite($0) ? $0.standardized : nil }
        let padding = options.effectivePadding
        if let viewport {
            // The legend below the picture is not dimmed.
            let canvas = plan.canvas
            let area = Rect(
                x: canvas.minX, y: canvas.minY, width: canvas.width,
                height: plan.bounds.maxY + padding - canvas.minY)
            writer.viewport(viewport, area: area)
        }
        writer.caption(
            contentSize: picture.contentSize, viewport: viewport, note: capNote(picture, plan: plan),
            bottom: plan.bounds.maxY)
        if let legend = plan.legend {
            writer.legend(legend, at: Point(x: plan.canvas.minX + padding, y: plan.bounds.maxY + padding))
        }
        return SVGDrawing(
            svg: writer.close(), plan: plan, labelled: labelled, labelsOmittedByCap: labelsOmittedByCap)
    }

    /// The `<desc>` text: content size, element counts, and anything left out.
    private func summary(of picture: LayoutPicture, plan: RenderPlan) -> String {
        var text = "content \(picture.contentSize); " + picture.elementCountsDescription
        if let note = capNote(picture, plan: plan) { text += "; " + note }
        return text
    }

    /// A note on elements left out, or nil when everything was drawn.
    private func capNote(_ picture: LayoutPicture, plan: RenderPlan) -> String? {
        var parts: [String] = []
        if plan.omittedByCap > 0 {
            parts.append(
                "\(plan.drawn.count) of \(picture.totalElementCount) elements drawn"
                    + (picture.region == nil ? "" : " (those around the region)"))
        }
        if plan.omittedAsNonFinite > 0 {
            parts.append("\(plan.omittedAsNonFinite) with non-finite frames left out")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// The result of drawing a picture: the SVG text and what was drawn or left out.
struct SVGDrawing: Sendable {
    /// The SVG document.
    var svg: String
    /// The plan the document was drawn from.
    var plan: RenderPlan
    /// The number of labelled elements.
    var labelled: Int
    /// The number of elements whose label fitted but exceeded the label cap.
    var labelsOmittedByCap: Int
}
