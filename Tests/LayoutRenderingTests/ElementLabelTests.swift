import CollectionLayout
import LayoutRendering
import Testing

@Suite("Labels")
struct ElementLabelTests {
    private func picture(_ elements: [LayoutAttributes]) -> LayoutPicture {
        LayoutPicture(contentSize: Size(width: 400, height: 400), elements: elements)
    }

    private func cell(_ item: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: LayoutIndexPath(item: item, section: 2), frame: frame)
    }

    /// The texts of the labels in an SVG document, in document order.
    private func labels(_ svg: String) -> [String] {
        svg.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "<text class=\"label\"") else { return nil }
            let text = line[start.upperBound...].drop { $0 != ">" }.dropFirst()
            return String(text.prefix { $0 != "<" })
        }
    }

    @Test("Cells are labelled section.item; supplementaries and decorations add their kind")
    func texts() {
        let elements = [
            cell(7, Rect(x: 0, y: 0, width: 100, height: 50)),
            LayoutAttributes(
                category: .supplementary, elementKind: "header",
                indexPath: LayoutIndexPath(item: 0, section: 2),
                frame: Rect(x: 0, y: 60, width: 200, height: 40), zIndex: 1),
            LayoutAttributes(
                category: .supplementary, elementKind: "footer",
                indexPath: LayoutIndexPath(item: Int.max, section: 0),
                frame: Rect(x: 0, y: 110, width: 200, height: 40), zIndex: 1),
        ]
        #expect(labels(SVGRenderer().render(picture(elements))) == ["2.7", "header 2.0", "footer 0.max"])
    }

    @Test("A kind that does not fit is dropped before the label is; a label that cannot fit is omitted")
    func omission() {
        let elements = [
            LayoutAttributes(
                category: .supplementary, elementKind: "section-header",
                indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: Rect(x: 0, y: 0, width: 40, height: 20)),
            cell(1, Rect(x: 0, y: 30, width: 12, height: 40)),
            cell(2, Rect(x: 0, y: 80, width: 60, height: 6)),
        ]
        let svg = SVGRenderer().render(picture(elements))
        // 40 points hold "0.0" (3 × 0.6 em at 13 px = 23.4 px) but not 18 characters at 7 px.
        #expect(labels(svg) == ["0.0"])
        #expect(svg.contains("<title>cell 2.1 (0, 30, 12, 40) z 0</title></g>"))
        #expect(svg.contains("<title>cell 2.2 (0, 80, 60, 6) z 0</title></g>"))
    }

    @Test("Font sizes shrink with the element and are written in content points at any scale")
    func fontSizes() {
        let elements = [
            cell(0, Rect(x: 0, y: 0, width: 200, height: 200)),
            cell(1, Rect(x: 0, y: 210, width: 20, height: 200)),
        ]
        // At scale 1: 13 px, and (20 − 4) / (3 × 0.6) = 8.9 → 8.5 px.
        let normal = SVGRenderer().render(picture(elements))
        #expect(normal.contains("font-size=\"13\" text-anchor=\"middle\""))
        #expect(normal.contains("font-size=\"8.5\" text-anchor=\"middle\""))
        // At scale 2 the same pixel sizes are 6.5 and, for (40 − 4) / 1.8 = 20 → 13 px, 6.5 points.
        let doubled = SVGRenderer(options: .init(zoom: 2)).render(picture(elements))
        #expect(doubled.components(separatedBy: "font-size=\"6.5\" text-anchor=\"middle\"").count == 3)
        // At scale 0.5 the narrow cell is 10 px wide: (10 − 4) / 1.8 = 3.3 px < 7 px, omitted.
        let halved = SVGRenderer(options: .init(zoom: 0.5)).render(picture(elements))
        #expect(labels(halved) == ["2.0"])
    }

    @Test("Decorations are labelled in their bottom-leading corner at 10 px at most")
    func decorationCorner() {
        let decoration = LayoutAttributes(
            category: .decoration, elementKind: "bg", indexPath: LayoutIndexPath(item: 0, section: 1),
            frame: Rect(x: 10, y: 20, width: 300, height: 100), zIndex: -1)
        let svg = SVGRenderer().render(picture([decoration]))
        // x = 10 + 3, y = 120 − 3 − 0.22 × 10.
        #expect(svg.contains("<text class=\"label\" x=\"13\" y=\"114.8\" font-size=\"10\" fill="))
        #expect(labels(svg) == ["bg 1.0"])
    }

    @Test("Labels can be turned off, and are capped at maximumLabelledElements in drawing order")
    func capAndSwitch() {
        let elements = (0..<10).map { cell(9 - $0, Rect(x: 0, y: Double($0) * 40, width: 100, height: 30)) }
        #expect(labels(SVGRenderer(options: .init(showsLabels: false)).render(picture(elements))).isEmpty)
        let capped = SVGRenderer(options: .init(maximumLabelledElements: 3, showsLegend: false)).render(
            picture(elements))
        #expect(labels(capped) == ["2.9", "2.8", "2.7"])
        #expect(capped.components(separatedBy: "<rect x=").count - 1 == 10)
    }

    @Test("Wide characters count one em: a kind of CJK characters needs more room than its length says")
    func wideCharacters() {
        let narrow = LayoutAttributes(
            category: .supplementary, elementKind: "abc", indexPath: LayoutIndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: 0, width: 94, height: 40))
        var wide = narrow
        wide.elementKind = "見出し"
        wide.frame.origin.y = 50
        // "abc 0.0" is 7 × 0.6 = 4.2 em: 90 px / 4.2 = 21.4 → 13 px with the kind.
        // "見出し 0.0" is 3 × 1 + 4 × 0.6 = 5.4 em: 90 / 5.4 = 16.7 → 13 px; at 60 points wide
        // 56 / 5.4 = 10.4 px, while the narrow kind still gets 56 / 4.2 = 13.3 → 13 px.
        wide.frame.size.width = 60
        var narrowSmall = narrow
        narrowSmall.frame.size.width = 60
        narrowSmall.frame.origin.y = 100
        let svg = SVGRenderer().render(picture([narrow, wide, narrowSmall]))
        #expect(labels(svg) == ["abc 0.0", "見出し 0.0", "abc 0.0"])
        #expect(
            svg.contains(
                "font-size=\"10\" text-anchor=\"middle\" fill=\"#151922\" stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\">見出し 0.0"
            ))
        #expect(svg.components(separatedBy: "font-size=\"13\"").count - 1 == 2)
    }
}
