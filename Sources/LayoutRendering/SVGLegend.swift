import CollectionLayout

/// The legend at the bottom of an SVG picture: a swatch, title and count per category and kind
/// (``LegendEntry``), then the notes on dashed outlines and faint rows (``LegendNote``), flowing
/// left to right in rows as wide as the picture. Sizes are in pixels.
struct SVGLegend: Sendable {
    /// One entry placed in the legend.
    struct Item: Sendable {
        /// The swatch and text of a kind, or nil for a note.
        var entry: LegendEntry?
        /// The note, or nil for a kind.
        var note: LegendNote?
        /// The text after the swatch.
        var text: String
        /// The row, counting from 0.
        var row: Int
        /// The distance of the swatch from the legend's left edge, in pixels.
        var x: Double
    }

    /// The entries in reading order.
    var items: [Item]
    /// The number of rows.
    var rows: Int

    /// The font size of the legend's text, in pixels.
    static let fontPixels = 11.0
    /// The height of a row, in pixels.
    static let rowPixels = 20.0
    /// The swatch's width and height, in pixels.
    static let swatch = (width: 28.0, height: 16.0)
    /// The space after a swatch and between entries, in pixels.
    static let gaps = (afterSwatch: 6.0, betweenEntries: 16.0)

    /// Lays out `entries` and `notes` in rows at most `width` pixels wide (an entry wider than that
    /// gets a row of its own).
    init(entries: [LegendEntry], notes: [LegendNote], width: Double) {
        let texts: [(LegendEntry?, LegendNote?, String)] =
            entries.map { ($0, nil, $0.title + " \($0.count)") } + notes.map { (nil, $0, $0.title) }
        var items: [Item] = []
        var row = 0
        var x = 0.0
        for (entry, note, text) in texts {
            let length = Self.width(of: text)
            if x > 0 && x + length > width {
                row += 1
                x = 0
            }
            items.append(Item(entry: entry, note: note, text: text, row: row, x: x))
            x += length + Self.gaps.betweenEntries
        }
        self.items = items
        rows = items.isEmpty ? 0 : row + 1
    }

    /// The width of an entry with `text`, swatch included, in pixels.
    static func width(of text: String) -> Double {
        swatch.width + gaps.afterSwatch + ElementLabel.width(ofText: text) * fontPixels
    }

    /// The widest entry, in pixels.
    var widestEntry: Double { items.map { Self.width(of: $0.text) }.max() ?? 0 }

    /// The legend's height, in pixels: its rows and a little space below.
    var height: Double { rows == 0 ? 0 : Double(rows) * Self.rowPixels + 6 }
}

extension SVGWriter {
    /// The legend with its top-left corner at `origin` (content coordinates).
    mutating func legend(_ legend: SVGLegend, at origin: Point) {
        guard !legend.items.isEmpty else { return }
        let colors = options.colorScheme
        line(
            "<g class=\"legend\" font-size=\"\(px(SVGLegend.fontPixels))\" fill=\"\(colors.label.hexString)\">"
        )
        for item in legend.items {
            let x = origin.x + item.x / scale
            let top = origin.y + (Double(item.row) * SVGLegend.rowPixels + 2) / scale
            var text = "<g class=\"legend-entry\">"
            if let entry = item.entry {
                let style = ElementStyle.of(entry.category).attributes(color: entry.color, scale: scale)
                text +=
                    "<rect x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(px(SVGLegend.swatch.width))\" "
                    + "height=\"\(px(SVGLegend.swatch.height))\" \(style)/>"
            } else if let note = item.note {
                text += note.swatch(x: x, y: top, scale: scale, scheme: colors)
            }
            let textX = x + (SVGLegend.swatch.width + SVGLegend.gaps.afterSwatch) / scale
            text +=
                "<text x=\"\(n(textX))\" y=\"\(n(top + 12 / scale))\">\(MarkupEscaping.escape(item.text))</text></g>"
            line(text)
        }
        line("</g>")
    }
}
