import CollectionLayout
import LayoutDescription
import LayoutRendering

/// `POST /api/inspect`: what the page needs to draw a layout the way `complayout render` draws it
/// and to explain each element — all computed by `LayoutRendering` and `LayoutDescription`, so that
/// how an element looks and where it comes from have one owner each.
///
/// The answer is `{"colors", "styles", "kinds", "legend", "estimated", "lists", "listRows",
/// "rows", "spacing", "sections"}`:
/// - `styles`: per category the fill opacity, stroke width and dash of `ElementStyle`, and the
///   `estimatedDash` of elements whose size is still an estimate;
/// - `kinds`: the colour of every supplementary and decoration kind, numbered in the order the kinds
///   first occur in the whole layout (`ElementColors`), so colours do not change while scrolling;
/// - `legend`: `LegendEntry.entries(for:scheme:)` of the layout's picture;
/// - `estimated`: the element keys (`category|kind|section.item`) whose size is an estimate, with
///   the estimated axes;
/// - `colors`: the scheme's colours of cells, supplementaries and decorations without a palette
///   colour, the background and captions;
/// - `lists`, `listRows`: list sections (`ListSectionStyle`) and each row's separator (relative to
///   the row's origin) and corner radii;
/// - `rows`: the clip rectangle and behaviour label of every orthogonal row (`OrthogonalRowStyle`);
/// - `spacing`: each section's frame, content box and the gaps between its groups
///   (`spacing(of:layout:)`), for the insets and spacing overlay;
/// - `sections`: where each section and its template are written, and the sizes, insets and spacing
///   that produce it (``PlaygroundSectionSummary``).
public enum PlaygroundInspection {
    /// The inspection of the description in `body` under `options` (device, size, scale).
    ///
    /// - Throws: ``PlaygroundFailure`` with every located problem when the description is invalid.
    /// - Complexity: One solve, then O(elements drawn): at most what `complayout render` draws
    ///   (20,000 by default) and the server's element limit.
    public static func inspect(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> String
    {
        let (_, prepared) = try PlaygroundAPI.resolveAndPrepare(body, options: options)
        let picture = LayoutPicture(layout: prepared, maximumElements: drawnElements(options))
        let scheme = RenderColorScheme.standard
        let colors = ElementColors(picture: picture, scheme: scheme)
        var parts: [String] = []
        let schemeColors = [
            ("cell", scheme.cell), ("supplementary", scheme.supplementary), ("decoration", scheme.decoration),
            ("background", scheme.background), ("caption", scheme.caption),
        ].map { "\(JSONText.string($0.0)): \(JSONText.string($0.1.hexString))" }
        parts.append("\"colors\": {\(schemeColors.joined(separator: ", "))}")
        parts.append("\"styles\": \(styles())")
        let kinds = colors.kindOrder.map { group in
            "{\"category\": \(JSONText.string(group.category.renderingName)), "
                + "\"kind\": \(group.kind.map(JSONText.string) ?? "null"), "
                + "\"color\": \(JSONText.string(colors.color(for: group.category, kind: group.kind).hexString))}"
        }
        parts.append("\"kinds\": [\(kinds.joined(separator: ", "))]")
        let legend = LegendEntry.entries(for: picture, scheme: scheme).map { entry in
            "{\"title\": \(JSONText.string(entry.title)), "
                + "\"category\": \(JSONText.string(entry.category.renderingName)), "
                + "\"color\": \(JSONText.string(entry.color.hexString)), \"count\": \(entry.count)}"
        }
        parts.append("\"legend\": [\(legend.joined(separator: ", "))]")
        let estimated = picture.estimatedAxes.sorted { $0.key < $1.key }.map { index, axes in
            let names =
                (axes.contains(AxisSet.horizontal) ? ["width"] : [])
                + (axes.contains(AxisSet.vertical) ? ["height"] : [])
            return "\(JSONText.string(key(of: picture.elements[index]))): "
                + "[\(names.map(JSONText.string).joined(separator: ", "))]"
        }
        parts.append("\"estimated\": {\(estimated.joined(separator: ", "))}")
        parts.append("\"lists\": [\(picture.listSections.map(json).joined(separator: ", "))]")
        parts.append("\"listRows\": {\(listRows(of: picture).joined(separator: ", "))}")
        let rows = picture.orthogonalRows.map { row in
            "{\"section\": \(row.section), "
                + "\"label\": \(JSONText.string(row.label)), \"clip\": \(json(row.clip))}"
        }
        parts.append("\"rows\": [\(rows.joined(separator: ", "))]")
        parts.append("\"spacing\": [\(spacing(of: picture, layout: prepared).joined(separator: ", "))]")
        let text = String(decoding: body, as: UTF8.self)
        let description = try? LayoutDescription.decode(body, limits: options.limits.descriptionLimits)
        let sections = description.map { PlaygroundSectionSummary.summaries(of: $0, text: text) } ?? []
        parts.append("\"sections\": [\(sections.map(\.json).joined(separator: ",\n  "))]")
        return "{" + parts.joined(separator: ",\n ") + "}\n"
    }

    /// The most elements a picture of the playground holds: what `complayout render` draws at most
    /// (`SVGRenderer.Options.maximumDrawnElements`), and no more than the server's element limit.
    /// Kinds beyond it still take their colours (`LayoutPicture.omittedCounts`).
    static func drawnElements(_ options: PlaygroundOptions) -> Int {
        min(options.limits.maximumElements, SVGRenderer.Options().maximumDrawnElements)
    }

    /// The key the page finds an element by: `category|kind|section.item`.
    static func key(of element: LayoutAttributes) -> String {
        "\(element.category.renderingName)|\(element.elementKind ?? "")|"
            + "\(element.indexPath.section).\(element.indexPath.item)"
    }

    /// `ElementStyle` of every category, and the dash of estimates.
    static func styles() -> String {
        func json(_ style: ElementStyle) -> String {
            let dash =
                style.dash.map { "[\(JSONText.number($0.dash)), \(JSONText.number($0.gap))]" } ?? "null"
            return "{\"fillOpacity\": \(JSONText.number(style.fillOpacity)), "
                + "\"strokeWidth\": \(JSONText.number(style.strokeWidth)), \"dash\": \(dash)}"
        }
        let categories: [ElementCategory] = [.cell, .supplementary, .decoration]
        let entries = categories.map { "\(JSONText.string($0.renderingName)): \(json(ElementStyle.of($0)))" }
        let dash = ElementStyle.estimatedDash
        return "{\(entries.joined(separator: ", ")), "
            + "\"estimatedDash\": [\(JSONText.number(dash.dash)), \(JSONText.number(dash.gap))]}"
    }

    /// Every list row of `picture` by key: its separator relative to the row's origin (or null),
    /// and the radii of its corners (top-left, top-right, bottom-right, bottom-left) where they meet
    /// the rounded background of the section.
    static func listRows(of picture: LayoutPicture) -> [String] {
        var lists: [Int: ListSectionStyle] = [:]
        for list in picture.listSections { lists[list.section] = list }
        return picture.elements.compactMap { element in
            guard element.category == .cell, let list = lists[element.indexPath.section] else { return nil }
            let frame = element.frame.standardized
            let separator = list.separatorLine(for: element).map { line in
                let values = [
                    line.from.x - frame.minX, line.from.y - frame.minY, line.to.x - frame.minX,
                    line.to.y - frame.minY,
                ]
                return "[\(values.map(JSONText.number).joined(separator: ", "))]"
            }
            let radii = list.cornerRadii(of: frame).map(JSONText.number).joined(separator: ", ")
            return
                "\(JSONText.string(key(of: element))): {\"separator\": \(separator ?? "null"), \"radii\": [\(radii)]}"
        }
    }

    static func json(_ list: ListSectionStyle) -> String {
        "{\"section\": \(list.section), \"appearance\": \(JSONText.string("\(list.appearance)")), "
            + "\"rowsFrame\": \(list.rowsFrame.map(json) ?? "null"), "
            + "\"cornerRadius\": \(list.backgroundCornerRadius.map(JSONText.number) ?? "null")}"
    }

    static func json(_ rect: Rect) -> String {
        let frame = rect.standardized
        return "{\"x\": \(JSONText.number(frame.minX)), \"y\": \(JSONText.number(frame.minY)), "
            + "\"width\": \(JSONText.number(frame.width)), \"height\": \(JSONText.number(frame.height))}"
    }
}
