import CollectionLayout

/// A legend line that explains a way of drawing rather than a kind: dashed outlines and faint rows.
enum LegendNote: String, CaseIterable, Hashable, Sendable {
    /// Elements whose size is still an estimate are outlined dashed.
    case estimated
    /// The parts of orthogonal rows outside the bounds are drawn faint.
    case scrolledOut

    /// The text after the swatch.
    var title: String {
        switch self {
        case .estimated: return "estimated size (dashed)"
        case .scrolledOut: return "scrolled out of its row (faint)"
        }
    }

    /// The notes `picture` needs: dashes when some element is estimated, faint rows when some
    /// section scrolls orthogonally.
    static func notes(for picture: LayoutPicture) -> [LegendNote] {
        var notes: [LegendNote] = []
        if !picture.estimatedAxes.isEmpty { notes.append(.estimated) }
        if !picture.orthogonalRows.isEmpty { notes.append(.scrolledOut) }
        return notes
    }

    /// The shapes of the swatch in a 28 × 16 box at (`x`, `y`), in units of `scale` pixels: a
    /// dashed outline, or a cell under the veil of faint rows.
    func swatch(x: Double, y: Double, scale: Double, scheme: RenderColorScheme) -> String {
        func n(_ value: Double) -> String { SVGNumber.string(value) }
        let box = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(28 / scale))\" height=\"\(n(16 / scale))\""
        switch self {
        case .estimated:
            let style = ElementStyle.of(.cell, estimated: true).attributes(color: scheme.label, scale: scale)
                .replacingFill(with: "none")
            return "<rect \(box) \(style)/>"
        case .scrolledOut:
            let style = ElementStyle.of(.cell).attributes(color: scheme.cell, scale: scale)
            return "<rect \(box) \(style)/><rect \(box) fill=\"\(scheme.background.hexString)\" "
                + "fill-opacity=\"\(n(SVGWriter.veilOpacity))\"/>"
        }
    }
}

extension String {
    /// The presentation attributes with the fill and its opacity replaced by `fill`.
    fileprivate func replacingFill(with fill: String) -> String {
        let parts = split(separator: " ", omittingEmptySubsequences: true)
            .filter { !$0.hasPrefix("fill=") && !$0.hasPrefix("fill-opacity=") }
        return "fill=\"\(fill)\" " + parts.joined(separator: " ")
    }
}
