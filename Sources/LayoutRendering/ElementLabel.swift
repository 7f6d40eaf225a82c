import CollectionLayout

/// A label placed on an element: its text, font size and position, in content points.
///
/// Labels are sized to their element: the largest font size up to the maximum that fits the
/// element's width and height (text widths are estimated for a monospaced font: 0.6 em per
/// character, 1 em for East Asian wide characters and emoji). A supplementary or decoration is labelled `kind section.item` when that fits and
/// `section.item` otherwise; a label that fits only below the minimum font size is omitted.
struct ElementLabel: Hashable, Sendable {
    /// Where the text is anchored horizontally.
    enum Anchor: String, Hashable, Sendable {
        /// Centred on ``ElementLabel/position``.
        case middle
        /// Starting at ``ElementLabel/position``.
        case start
    }

    /// The text, unescaped.
    var text: String
    /// The font size in content points.
    var fontSize: Double
    /// The anchor point of the baseline, in content points.
    var position: Point
    /// The horizontal anchor.
    var anchor: Anchor

    /// The advance of one character, in em, of the monospaced label font.
    static let characterWidth = 0.6
    /// The space kept between a label and its element's edges, in pixels.
    static let margin = 2.0
    /// The font-family list of labels: monospaced fonts whose advance is ``characterWidth``.
    static let fontFamily = "DejaVu Sans Mono, Menlo, Consolas, Liberation Mono, monospace"

    /// The texts tried for `element`, most informative first.
    static func candidates(for element: LayoutAttributes) -> [String] {
        let index = element.indexPath.description
        guard element.category != .cell, let kind = element.elementKind, !kind.isEmpty else {
            return [index]
        }
        return [kind + " " + index, index]
    }

    /// The label of `element`, or nil when no candidate fits at the minimum font size.
    ///
    /// Cells and supplementaries are labelled in their centre. Decorations, which lie behind other
    /// elements, are labelled in their bottom-leading corner with at most 10 pixels, where
    /// section insets usually leave them uncovered.
    static func fit(_ element: LayoutAttributes, options: SVGRenderer.Options) -> ElementLabel? {
        let scale = options.effectiveScale
        let frame = element.frame
        let isDecoration = element.category == .decoration
        let widthPixels = frame.width * scale - 2 * margin
        let heightPixels = frame.height * scale - 2 * margin
        let largest = isDecoration ? min(options.maximumLabelFontSize, 10) : options.maximumLabelFontSize
        for text in candidates(for: element) {
            let fitting = min(largest, heightPixels / 1.15, widthPixels / width(ofText: text))
            // Half-pixel steps keep the written sizes short and stable.
            let pixels = (fitting * 2).rounded(.down) / 2
            guard pixels >= options.minimumLabelFontSize, pixels > 0 else { continue }
            let size = pixels / scale
            if isDecoration {
                let inset = (margin + 1) / scale
                return ElementLabel(
                    text: text, fontSize: size,
                    position: Point(x: frame.minX + inset, y: frame.maxY - inset - 0.22 * size),
                    anchor: .start)
            }
            // 0.35 em below the centre puts the middle of digits on the centre line.
            return ElementLabel(
                text: text, fontSize: size, position: Point(x: frame.midX, y: frame.midY + 0.35 * size),
                anchor: .middle)
        }
        return nil
    }

    /// The estimated advance of `text` in em.
    static func width(ofText text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 1 : characterWidth) }
    }

    /// Whether `scalar` is drawn one em wide in monospaced fonts: Hangul, CJK, full-width forms and
    /// emoji.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
