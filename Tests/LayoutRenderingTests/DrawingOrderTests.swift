import CollectionLayout
import LayoutRendering
import Testing

@Suite("Drawing order (R-Z-6)")
struct DrawingOrderTests {
    private func element(_ category: ElementCategory, item: Int, z: Int) -> LayoutAttributes {
        LayoutAttributes(
            category: category, elementKind: category == .cell ? nil : "k\(item)",
            indexPath: LayoutIndexPath(item: item, section: 0),
            frame: Rect(x: Double(item), y: 0, width: 10, height: 10),
            zIndex: z)
    }

    @Test("Ascending zIndex first, negative values included")
    func byZIndex() {
        let picture = LayoutPicture(
            contentSize: Size(width: 100, height: 100),
            elements: [
                element(.cell, item: 0, z: 5), element(.supplementary, item: 1, z: -2),
                element(.decoration, item: 2, z: 1_000_000_000), element(.cell, item: 3, z: 0),
            ])
        #expect(picture.drawingOrder == [1, 3, 0, 2])
    }

    @Test("Equal zIndex: decoration below cell below supplementary, whatever the element order")
    func byCategory() {
        let picture = LayoutPicture(
            contentSize: Size(width: 100, height: 100),
            elements: [
                element(.supplementary, item: 0, z: 1), element(.cell, item: 1, z: 1),
                element(.decoration, item: 2, z: 1),
            ])
        #expect(picture.drawingOrder == [2, 1, 0])
    }

    @Test("Equal zIndex and category: element order")
    func byElementOrder() {
        let elements = (0..<6).map { element(.cell, item: 5 - $0, z: 0) }
        let picture = LayoutPicture(contentSize: Size(width: 100, height: 100), elements: elements)
        #expect(picture.drawingOrder == [0, 1, 2, 3, 4, 5])
    }

    @Test("The SVG draws in drawing order: decoration behind, cells, header, badge on top")
    func svgOrder() {
        let svg = SVGRenderer().render(SamplePictures.handMade())
        let order = svg.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "data-e=\"") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        // Elements: 0 decoration z −1, 1 header z 1, 2–5 cells z 1, 6 badge z 2.
        #expect(order == ["0", "2", "3", "4", "5", "1", "6"])
    }
}
