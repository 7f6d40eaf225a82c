import CollectionLayout

/// The rows of orthogonal sections: the veil over the part scrolled out of view and the label
/// naming the section's behaviour.
extension SVGWriter {
    /// The opacity of the veil, in the background colour, over the parts of rows outside the bounds.
    static let veilOpacity = 0.7

    /// For each row, the band outside its clip — beyond the bounds across, within the clip along
    /// the scroll axis — veiled in the background colour, so that what is scrolled out of view is
    /// drawn faint.
    mutating func rowVeils(_ rows: [OrthogonalRowStyle]) {
        guard !rows.isEmpty else { return }
        let paint =
            "fill=\"\(options.colorScheme.background.hexString)\" fill-opacity=\"\(n(Self.veilOpacity))\""
        line("<g class=\"row-veils\">")
        for row in rows where RenderPlan.finite(row.clip) {
            let clip = row.clip.standardized
            for part in Self.outside(clip, along: row.rowAxis, in: canvas) {
                line(
                    "<rect class=\"row-veil\" data-section=\"\(row.section)\" \(rectAttributes(part)) \(paint)/>"
                )
            }
        }
        line("</g>")
    }

    /// The parts of `canvas` before and after `clip` along `axis`, as long as `clip` across.
    static func outside(_ clip: Rect, along axis: Axis, in canvas: Rect) -> [Rect] {
        var parts: [Rect] = []
        func part(from start: Double, to end: Double) {
            guard end > start else { return }
            parts.append(
                axis == .horizontal
                    ? Rect(x: start, y: clip.minY, width: end - start, height: clip.height)
                    : Rect(x: clip.minX, y: start, width: clip.width, height: end - start))
        }
        part(from: canvas.min(axis), to: clip.min(axis))
        part(from: clip.max(axis), to: canvas.max(axis))
        return parts
    }

    /// The labels of rows that scroll horizontally (`section 1 · groupPaging ↔`), each beside the
    /// top of its clip, past the bounds' trailing edge. Rows that scroll vertically are named by
    /// their section number instead (``sectionNumbers(_:contentBounds:visible:rows:)``).
    mutating func rowLabels(_ rows: [OrthogonalRowStyle]) {
        let labelled = rows.filter { $0.rowAxis == .horizontal && RenderPlan.finite($0.clip) }
        guard !labelled.isEmpty else { return }
        line(
            "<g class=\"row-labels\" font-size=\"\(px(Self.captionPixels))\" \(textPaint(options.colorScheme.label))>"
        )
        for row in labelled {
            let origin = Self.labelOrigin(of: row, scale: scale)
            line(
                "<text data-section=\"\(row.section)\" x=\"\(n(origin.x))\" y=\"\(n(origin.y))\">"
                    + "\(MarkupEscaping.escape(row.label))</text>")
        }
        line("</g>")
    }

    /// The baseline start of a horizontal row's label: 6 pixels past the clip, 12 below its top.
    static func labelOrigin(of row: OrthogonalRowStyle, scale: Double) -> Point {
        let clip = row.clip.standardized
        return Point(x: clip.maxX + 6 / scale, y: clip.minY + 12 / scale)
    }

    /// The area a horizontal row's label covers, for sizing the canvas; nil for vertical rows.
    static func labelFrame(of row: OrthogonalRowStyle, scale: Double) -> Rect? {
        guard row.rowAxis == .horizontal, RenderPlan.finite(row.clip) else { return nil }
        let origin = labelOrigin(of: row, scale: scale)
        let width = ElementLabel.width(ofText: row.label) * captionPixels + 4
        return Rect(x: origin.x, y: origin.y - 11 / scale, width: width / scale, height: 14 / scale)
    }
}
