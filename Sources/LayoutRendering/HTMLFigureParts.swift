import CollectionLayout

/// The parts of an HTML figure around the picture: summary line, legend and element table.
enum HTMLFigureParts {
    /// `Content 390 × 653 · 12 elements: 10 cells, 1 supplementary, 1 decoration · 1 section ·
    /// viewport … · region …`, followed by notes on anything capped or left out.
    static func summary(_ picture: LayoutPicture, drawing: SVGDrawing, options: HTMLRenderer.Options)
        -> String
    {
        let total = picture.totalElementCount
        var parts = [
            "Content \(picture.contentSize)",
            picture.elementCountsDescription,
            counted(picture.sectionFrames.count, "section", "sections"),
        ]
        if let viewport = picture.viewport { parts.append("viewport \(viewport)") }
        if let region = picture.region { parts.append("region \(region)") }
        var html = "<p class=\"summary\">" + MarkupEscaping.escape(parts.joined(separator: " · "))
        var notes: [String] = []
        let plan = drawing.plan
        if plan.omittedByCap > 0 && picture.region != nil {
            notes.append("Only the \(plan.drawn.count) elements around the region of \(total) are drawn.")
        } else if plan.omittedByCap > 0 {
            notes.append(
                "Only the first \(plan.drawn.count) of \(total) elements are drawn "
                    + "(maximumDrawnElements).")
        }
        if plan.omittedAsNonFinite > 0 {
            notes.append(
                "\(counted(plan.omittedAsNonFinite, "element", "elements")) with non-finite frames left out.")
        }
        if drawing.labelsOmittedByCap > 0 {
            notes.append(
                "Labels on the first \(drawing.labelled) elements only (maximumLabelledElements).")
        }
        if options.showsTable && picture.elements.count > options.maximumTableRows {
            notes.append(
                "The table lists the first \(max(options.maximumTableRows, 0)) of \(total) elements "
                    + "(maximumTableRows).")
        }
        for note in notes {
            html += "<br><span class=\"note\">" + MarkupEscaping.escape(note) + "</span>"
        }
        return html + "</p>\n"
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        LayoutPicture.counted(count, singular, plural)
    }

    /// The legend: for each entry a swatch painted exactly like the entry's elements in the
    /// picture (same colour, fill opacity, stroke width and dashes, in the same units: the swatch is
    /// drawn at the picture's `scale`), its title and its count. The notes (dashed outlines, faint
    /// rows) follow the kinds, their swatches drawn the same way.
    static func legend(
        _ entries: [LegendEntry], notes: [LegendNote] = [], scheme: RenderColorScheme = .standard,
        scale: Double = 1
    ) -> String {
        guard !entries.isEmpty || !notes.isEmpty else { return "" }
        func n(_ value: Double) -> String { SVGNumber.string(value) }
        let open =
            "<svg width=\"30\" height=\"18\" viewBox=\"0 0 \(n(30 / scale)) \(n(18 / scale))\">"
        let box =
            "x=\"\(n(1 / scale))\" y=\"\(n(1 / scale))\" width=\"\(n(28 / scale))\" height=\"\(n(16 / scale))\""
        var html = "<ul class=\"legend\">\n"
        for entry in entries {
            let style = ElementStyle.of(entry.category).attributes(color: entry.color, scale: scale)
            html +=
                "<li data-category=\"\(entry.category.renderingName)\">" + open
                + "<rect \(box) \(style)/></svg>"
                + "<span>\(MarkupEscaping.escape(entry.title))</span> <span class=\"count\">\(entry.count)</span>"
                + "</li>\n"
        }
        for note in notes {
            html +=
                "<li class=\"legend-note\" data-note=\"\(note.rawValue)\">" + open
                + note.swatch(x: 1 / scale, y: 1 / scale, scale: scale, scheme: scheme) + "</svg>"
                + "<span>\(MarkupEscaping.escape(note.title))</span></li>\n"
        }
        return html + "</ul>\n"
    }

    /// The table of elements: one row per element in element order (at most `maximumRows`),
    /// columns #, category, kind, section, item, x, y, width, height, zIndex. Rows carry the
    /// element's index (`data-e`) like the picture's shapes.
    static func table(_ picture: LayoutPicture, maximumRows: Int) -> String {
        let headers: [(String, Bool)] = [
            ("#", true), ("category", false), ("kind", false), ("section", true), ("item", true),
            ("x", true), ("y", true), ("width", true), ("height", true), ("zIndex", true),
        ]
        var html = "<div class=\"table-wrap\">\n<table class=\"elements\">\n<thead><tr>"
        for (title, numeric) in headers {
            html += numeric ? "<th data-type=\"number\">\(title)</th>" : "<th>\(title)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for (index, element) in picture.elements.prefix(max(maximumRows, 0)).enumerated() {
            html += row(element, index: index)
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }

    private static func row(_ element: LayoutAttributes, index: Int) -> String {
        let frame = element.frame
        let item =
            element.indexPath.item == Int.max
            ? "<td class=\"n\" data-v=\"\(LayoutFramesJSON.layoutLevelItem)\">max</td>"
            : "<td class=\"n\">\(element.indexPath.item)</td>"
        return "<tr data-e=\"\(index)\"><td class=\"n\">\(index)</td>"
            + "<td>\(element.category.renderingName)</td>"
            + "<td>\(MarkupEscaping.escape(element.elementKind ?? ""))</td>"
            + "<td class=\"n\">\(element.indexPath.section)</td>\(item)"
            + number(frame.minX) + number(frame.minY) + number(frame.width) + number(frame.height)
            + "<td class=\"n\">\(element.zIndex)</td></tr>\n"
    }

    /// A numeric cell in the fixed number format; non-finite values carry the JavaScript spelling
    /// (`Infinity`, `NaN`) as their sort value.
    private static func number(_ value: Double) -> String {
        let text = SVGNumber.string(value)
        guard value.isFinite else {
            let key = value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity")
            return "<td class=\"n\" data-v=\"\(key)\">\(text)</td>"
        }
        return "<td class=\"n\">\(text)</td>"
    }
}
