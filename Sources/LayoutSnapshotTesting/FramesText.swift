import CollectionLayout

/// The text of the `.frames` and `.visible` snapshot strategies: a stable, line-diffable listing of
/// a layout's elements.
///
/// ```text
/// environment 393 × 852 @3x, safe area (59, 0, 34, 0), margins (0, 16, 0, 16), readable 672, leftToRight
/// device iphone-16 (iPhone 16), portrait, compact × regular
/// vertical, contentSize 393 × 1210.33
/// cell 0.0 (16, 0, 180.5, 120) z 0
/// supplementary header 0.0 (0, 0, 393, 44) z 0
/// ```
///
/// A header gives the environment (and the device preset when there is one), the scroll direction
/// and the content size; then one line per element, in the order the layout reports them (
/// R-QUERY-3): category, element kind, `section.item`, the frame as `(x, y, width, height)` and the
/// z-index, followed by `alpha`, `transform` and `hidden` when a visible-items handler changed them.
///
/// Every number is printed to 0.01 pt by ``number(_:)``, with integer arithmetic, so the text is
/// the same on every platform and locale and does not change for differences far below a pixel.
public enum FramesText {
    /// The listing of every element of a prepared layout (`.frames`).
    ///
    /// - Parameters:
    ///   - layout: The solved layout.
    ///   - device: The preset the layout was solved for, named in the header.
    public static func frames(of layout: PreparedLayout, device: LayoutDevice? = nil) -> String {
        var lines = header(layout: layout, device: device)
        layout.forEachElement { lines.append(line($0)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The listing of what a collection view displays at a scroll position (`.visible`): the header,
    /// the content offset, the offset of every orthogonal section, then the displayed elements.
    public static func visible(
        _ elements: [LayoutAttributes], of layout: PreparedLayout, contentOffset: Point,
        orthogonalOffsets: [Int: Double], device: LayoutDevice? = nil
    ) -> String {
        var lines = header(layout: layout, device: device)
        lines.append("contentOffset \(number(contentOffset.x)), \(number(contentOffset.y))")
        for section in orthogonalOffsets.keys.sorted() {
            lines.append("orthogonalOffset \(section) \(number(orthogonalOffsets[section] ?? 0))")
        }
        lines += elements.map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One element: `cell 0.3 (16, 221, 179, 211) z 0`, `supplementary header 0.0 (...) z 1`,
    /// with ` alpha A`, ` transform (a, b, c, d, tx, ty)` and ` hidden` appended when set.
    public static func line(_ element: LayoutAttributes) -> String {
        let kind = element.elementKind.map { " \($0)" } ?? ""
        var text =
            "\(element.category)\(kind) \(element.indexPath) \(rect(element.frame)) z \(element.zIndex)"
        if element.alpha != 1 { text += " alpha \(number(element.alpha))" }
        if !element.transform.isIdentity {
            let t = element.transform
            text +=
                " transform (" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + ")"
        }
        if element.isHidden { text += " hidden" }
        return text
    }

    /// A number rounded to the nearest hundredth and printed without trailing zeros or a locale:
    /// `16`, `97.5`, `123.33`, `-0.25`; `-0` and values that round to zero print as `0`; NaN and
    /// infinities as `nan`, `inf`, `-inf`. Values beyond ±10¹⁵ print as Swift does.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let scaled = (abs(value) * 100).rounded()
        guard scaled < 1e17 else { return "\(value)" }
        let hundredths = Int64(scaled)
        guard hundredths != 0 else { return "0" }
        var text = (value < 0 ? "-" : "") + String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            text +=
                fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }

    /// `(x, y, width, height)`.
    static func rect(_ rect: Rect) -> String {
        "(" + [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ", ") + ")"
    }

    /// `(top, leading, bottom, trailing)`.
    static func insets(_ insets: DirectionalEdgeInsets) -> String {
        "("
            + [insets.top, insets.leading, insets.bottom, insets.trailing].map(number).joined(separator: ", ")
            + ")"
    }

    /// The environment, device, scroll-direction and content-size lines.
    static func header(layout: PreparedLayout, device: LayoutDevice?) -> [String] {
        let environment = layout.environment
        let size = environment.container.contentSize
        var first = "environment \(number(size.width)) × \(number(size.height))"
        if let scale = environment.displayScale { first += " @\(number(scale))x" }
        first += ", safe area \(insets(environment.safeAreaInsets))"
        first += ", margins \(insets(environment.layoutMargins))"
        first += ", readable \(number(environment.readableContentWidth)), \(environment.layoutDirection)"
        if environment.effectiveRoundingPolicy != .modern || environment.displayScale == nil {
            first += ", rounding \(environment.effectiveRoundingPolicy)"
        }
        var lines = [first]
        if let device {
            let metrics = device.metrics
            lines.append(
                "device \(device.name) (\(device.displayName)), \(device.orientation), "
                    + "\(metrics.horizontalSizeClass) × \(metrics.verticalSizeClass)")
        }
        let content = layout.contentSize
        lines.append(
            "\(layout.scrollDirection), contentSize \(number(content.width)) × \(number(content.height))")
        return lines
    }
}
