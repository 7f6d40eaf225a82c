import CollectionLayout

/// The parts of list sections that are not layout elements (R-LIST-2): section backgrounds,
/// row bands and separators.
extension SVGWriter {
    /// The fill opacity of list rows: as light as cells, without an outline, so that the rows of a
    /// section read as one band divided by separators.
    private static let rowFillOpacity = 0.25

    /// The backgrounds of grouped list sections behind their rows: square for `grouped`, rounded
    /// for `insetGrouped` and `sidebar`.
    mutating func listBackgrounds(_ styles: [ListSectionStyle]) {
        let backed = styles.filter {
            $0.backgroundCornerRadius != nil && $0.rowsFrame.map(RenderPlan.finite) == true
        }
        guard !backed.isEmpty else { return }
        let colors = options.colorScheme
        line("<g class=\"list-backgrounds\">")
        for style in backed {
            guard let frame = style.rowsFrame?.standardized, let radius = style.backgroundCornerRadius else {
                continue
            }
            let corner = radius > 0 ? " rx=\"\(n(min(radius, frame.width / 2, frame.height / 2)))\"" : ""
            line(
                "<rect class=\"list-background\" data-section=\"\(style.section)\" \(rectAttributes(frame))\(corner) "
                    + "fill=\"\(colors.background.hexString)\" stroke=\"\(colors.caption.hexString)\" "
                    + "stroke-opacity=\"0.35\"/>")
        }
        line("</g>")
    }

    /// A list row: its frame filled without an outline, its corners rounded where they meet the
    /// rounded corners of the section background.
    func listRow(_ frame: Rect, color: RenderColor, list: ListSectionStyle) -> String {
        let paint =
            "fill=\"\(color.hexString)\" fill-opacity=\"\(n(Self.rowFillOpacity))\" stroke=\"none\""
        let radii = list.cornerRadii(of: frame)
        guard radii.contains(where: { $0 > 0 }) else {
            return "<rect class=\"list-row\" \(rectAttributes(frame)) \(paint)/>"
        }
        let (topLeft, topRight, bottomRight, bottomLeft) = (radii[0], radii[1], radii[2], radii[3])
        var path = "M\(n(frame.minX + topLeft)) \(n(frame.minY))H\(n(frame.maxX - topRight))"
        if topRight > 0 { path += arc(topRight, to: Point(x: frame.maxX, y: frame.minY + topRight)) }
        path += "V\(n(frame.maxY - bottomRight))"
        if bottomRight > 0 { path += arc(bottomRight, to: Point(x: frame.maxX - bottomRight, y: frame.maxY)) }
        path += "H\(n(frame.minX + bottomLeft))"
        if bottomLeft > 0 { path += arc(bottomLeft, to: Point(x: frame.minX, y: frame.maxY - bottomLeft)) }
        path += "V\(n(frame.minY + topLeft))"
        if topLeft > 0 { path += arc(topLeft, to: Point(x: frame.minX + topLeft, y: frame.minY)) }
        // Rounded corners stay smooth; the straight edges of other shapes are drawn crisp.
        return "<path class=\"list-row\" d=\"\(path)Z\" \(paint) shape-rendering=\"geometricPrecision\"/>"
    }

    /// A clockwise quarter-circle arc of `radius` to `point`.
    private func arc(_ radius: Double, to point: Point) -> String {
        "A\(n(radius)) \(n(radius)) 0 0 1 \(n(point.x)) \(n(point.y))"
    }

    /// A separator between two rows: a one-pixel line in the caption colour.
    mutating func separator(_ separator: (from: Point, to: Point)) {
        line(
            "<line class=\"separator\" x1=\"\(n(separator.from.x))\" y1=\"\(n(separator.from.y))\" "
                + "x2=\"\(n(separator.to.x))\" y2=\"\(n(separator.to.y))\" "
                + "stroke=\"\(options.colorScheme.caption.hexString)\" stroke-opacity=\"0.6\" stroke-width=\"\(px(1))\"/>"
        )
    }
}
