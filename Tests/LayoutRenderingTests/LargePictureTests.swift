import CollectionLayout
import LayoutRendering
import Testing

/// Huge layouts: drawing, labelling and table rows are capped, and output stays linear.
@Suite("Large pictures")
struct LargePictureTests {
    /// A 100,000-item grid of 4 columns, 50 points a row, solved by the engine.
    private static func hugeLayout() throws -> PreparedLayout {
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        return try CompositionalLayout(section: LayoutSection(group: group))
            .prepare(in: SamplePictures.phone, itemCounts: [100_000])
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("100,000 elements: the first maximumDrawnElements are drawn and the caption says so")
    func drawingCap() throws {
        let picture = LayoutPicture(layout: try Self.hugeLayout())
        #expect(picture.elements.count == 100_000)
        let svg = SVGRenderer().render(picture)
        #expect(occurrences(of: "<g class=\"cell\"", in: svg) == 20_000)
        #expect(svg.contains("data-e=\"19999\""))
        #expect(!svg.contains("data-e=\"20000\""))
        #expect(svg.contains("20000 of 100000 elements drawn"))
        #expect(occurrences(of: "<text class=\"label\"", in: svg) == 2_000)
        // Every drawn element costs a bounded number of characters.
        #expect(svg.utf8.count < 20_000 * 400)
    }

    @Test("Output grows linearly with the number of drawn elements")
    func linearOutput() throws {
        let picture = LayoutPicture(layout: try Self.hugeLayout())
        let options = SVGRenderer.Options(showsLabels: false, maximumDrawnElements: 1_000)
        let small = SVGRenderer(options: options).render(picture).utf8.count
        var larger = options
        larger.maximumDrawnElements = 10_000
        let large = SVGRenderer(options: larger).render(picture).utf8.count
        // Ten times the elements: between 9 and 12 times the text (longer index numbers cost a little).
        #expect(large > 9 * small && large < 12 * small)
    }

    @Test("The HTML table lists at most maximumTableRows rows, with a note")
    func tableCap() throws {
        let picture = LayoutPicture(layout: try Self.hugeLayout())
        let options = HTMLRenderer.Options(
            svg: .init(maximumDrawnElements: 500), maximumTableRows: 300)
        let html = HTMLRenderer(options: options).render(picture)
        #expect(occurrences(of: "<tr data-e=", in: html) == 300)
        #expect(html.contains("The table lists the first 300 of 100000 elements (maximumTableRows)."))
        #expect(html.contains("Only the first 500 of 100000 elements are drawn (maximumDrawnElements)."))
        #expect(html.contains("Labels on the first 2000 elements only") == false)
    }

    @Test("A region of a huge layout: only the elements overlapping it, cheaply")
    func region() throws {
        let layout = try Self.hugeLayout()
        let region = Rect(x: 0, y: 1_000_000, width: 390, height: 200)
        let picture = LayoutPicture(layout: layout, elementsIn: region, viewport: region)
        #expect(picture.elements.count == 16)
        // Rows of 50 points: rows 20,000 to 20,003, items 80,000 to 80,015.
        #expect(picture.elements.first?.indexPath == LayoutIndexPath(item: 80_000, section: 0))
        #expect(picture.elements.last?.indexPath == LayoutIndexPath(item: 80_015, section: 0))
        let svg = SVGRenderer().render(picture)
        #expect(occurrences(of: "<g class=\"cell\"", in: svg) == 16)
        #expect(!svg.contains("elements drawn"))
        let html = HTMLRenderer().render(picture)
        #expect(html.contains("viewport (0, 1000000, 390, 200) · region (0, 1000000, 390, 200)</p>"))
        // 200 + 2 × 24 = 248 points, plus the legend: one row of 26 pixels at zoom 1.
        #expect(svg.contains("viewBox=\"-24 999976 438 274\""))
        // Section frame and content outline are cut 2 points outside the drawn area.
        #expect(svg.contains("<svg class=\"region\" x=\"-2\" y=\"999998\" width=\"394\" height=\"204\""))
        #expect(
            svg.contains(
                "<text transform=\"translate(-6 1000002) rotate(-90)\" text-anchor=\"end\">section 0</text>"))
    }

    @Test("Elements with non-finite frames are left out and counted")
    func nonFinite() {
        let elements = [
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 1, section: 0),
                frame: Rect(x: 0, y: 0, width: .infinity, height: 10)),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 2, section: 0),
                frame: Rect(x: 0, y: 0, width: 10, height: 10)),
        ]
        let picture = LayoutPicture(contentSize: Size(width: 50, height: 50), elements: elements)
        let svg = SVGRenderer().render(picture)
        #expect(occurrences(of: "<g class=\"cell\"", in: svg) == 1)
        #expect(svg.contains("2 with non-finite frames left out"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        let html = HTMLRenderer().render(picture)
        #expect(html.contains("2 elements with non-finite frames left out."))
        #expect(html.contains("<td class=\"n\" data-v=\"NaN\">nan</td>"))
        #expect(html.contains("<td class=\"n\" data-v=\"Infinity\">inf</td>"))
    }
}
