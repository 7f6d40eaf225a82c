import CollectionLayout

/// How elements of one category are painted: fill opacity, stroke width and dash pattern.
///
/// The SVG picture, the HTML legend swatches and the playground's live preview share these values,
/// so a swatch looks like the elements it names and the preview like the picture.
public struct ElementStyle: Sendable {
    /// The opacity of the fill; the stroke is opaque.
    public var fillOpacity: Double
    /// The stroke width, in pixels.
    public var strokeWidth: Double
    /// The dash pattern of the stroke in pixels, or nil for a solid stroke.
    public var dash: (dash: Double, gap: Double)?

    /// The dash pattern of elements whose size is still an estimate, in pixels.
    public static let estimatedDash = (dash: 6.0, gap: 3.0)

    /// Cells: light fill, thin solid outline. Supplementaries: stronger fill, thicker outline, so
    /// that headers and badges stand out on top of cells. Decorations: faint fill, dotted outline,
    /// so that backgrounds read as "behind". An element whose size is still an estimate
    /// (`estimated`) is outlined dashed instead.
    public static func of(_ category: ElementCategory, estimated: Bool = false) -> ElementStyle {
        var style: ElementStyle
        switch category {
        case .cell: style = ElementStyle(fillOpacity: 0.25, strokeWidth: 1, dash: nil)
        case .supplementary: style = ElementStyle(fillOpacity: 0.5, strokeWidth: 1.5, dash: nil)
        case .decoration: style = ElementStyle(fillOpacity: 0.12, strokeWidth: 1, dash: (2, 2))
        }
        if estimated { style.dash = estimatedDash }
        return style
    }

    /// The SVG presentation attributes for this style in colour `color` at `scale` pixels per unit
    /// (stroke widths and dashes are divided by the scale so they keep their pixel size).
    func attributes(color: RenderColor, scale: Double) -> String {
        let hex = color.hexString
        var text =
            "fill=\"\(hex)\" fill-opacity=\"\(SVGNumber.string(fillOpacity))\" stroke=\"\(hex)\""
        if strokeWidth != 1 {
            text += " stroke-width=\"\(SVGNumber.string(strokeWidth / scale))\""
        }
        if let dash {
            text +=
                " stroke-dasharray=\"\(SVGNumber.string(dash.dash / scale)) \(SVGNumber.string(dash.gap / scale))\""
        }
        return text
    }
}

/// The fixed number format of the written pictures (`LayoutNumberFormat`: at
/// most four decimals, no trailing zeros), so that output is byte-for-byte reproducible.
enum SVGNumber {
    /// `value` in the fixed format; `-0` prints as `0`.
    static func string(_ value: Double) -> String {
        LayoutNumberFormat.string(value)
    }
}
