import CollectionLayout
import Foundation
import LayoutRendering
import Testing

@Suite("HTML pages")
struct HTMLRendererTests {
    @Test("A page is self-contained: no external scripts, styles, images or links")
    func selfContained() throws {
        let html = HTMLRenderer().render(LayoutPicture(layout: try SamplePictures.photoGrid()))
        #expect(!html.contains("src="))
        #expect(!html.contains("href="))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
        let withoutNamespace = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespace.contains("http"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test("Untitled pictures are titled by their content size; several pictures get numbered headings")
    func titles() throws {
        let grid = LayoutPicture(layout: try SamplePictures.photoGrid())
        #expect(HTMLRenderer().render(grid).contains("<h1>Layout 390 × 390</h1>"))
        let page = HTMLRenderer().render([grid, SamplePictures.handMade()], title: "Two & more")
        #expect(page.contains("<title>Two &amp; more</title>"))
        #expect(page.contains("<h2>Picture 1</h2>"))
        #expect(page.contains("<h2>Hand-made &lt;attributes&gt; &amp; badges</h2>"))
        #expect(page.contains("id=\"figure-0\"") && page.contains("id=\"figure-1\""))
    }

    @Test("Table rows: element order, escaped kinds, numbers in the fixed format, `max` sorting last")
    func tableRows() {
        let elements = [
            LayoutAttributes(
                category: .supplementary, elementKind: "<b>&\"",
                indexPath: LayoutIndexPath(item: Int.max, section: 3),
                frame: Rect(x: 1.0 / 3, y: -0.5, width: 100, height: 2.0 / 3), zIndex: 1_000_000_001),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 4, section: 0),
                frame: Rect(x: 0, y: 0, width: 1, height: 1)),
        ]
        let html = HTMLRenderer().render(
            LayoutPicture(contentSize: Size(width: 10, height: 10), elements: elements))
        #expect(
            html.contains(
                "<tr data-e=\"0\"><td class=\"n\">0</td><td>supplementary</td><td>&lt;b&gt;&amp;&quot;</td>"
                    + "<td class=\"n\">3</td><td class=\"n\" data-v=\"9007199254740992\">max</td>"
                    + "<td class=\"n\">0.3333</td><td class=\"n\">-0.5</td><td class=\"n\">100</td>"
                    + "<td class=\"n\">0.6667</td><td class=\"n\">1000000001</td></tr>"))
        #expect(
            html.contains(
                "<tr data-e=\"1\"><td class=\"n\">1</td><td>cell</td><td></td><td class=\"n\">0</td>"
                    + "<td class=\"n\">4</td>"))
        #expect(!html.contains("<b>&"))
    }

    @Test("Headers carry the column type that the script sorts by; the script and style are inline")
    func sortableHeaders() {
        let html = HTMLRenderer().render(SamplePictures.handMade())
        #expect(
            html.contains(
                "<thead><tr><th data-type=\"number\">#</th><th>category</th><th>kind</th>"
                    + "<th data-type=\"number\">section</th><th data-type=\"number\">item</th>"
                    + "<th data-type=\"number\">x</th><th data-type=\"number\">y</th>"
                    + "<th data-type=\"number\">width</th><th data-type=\"number\">height</th>"
                    + "<th data-type=\"number\">zIndex</th></tr></thead>"))
        #expect(html.contains("<script>\ndocument.querySelectorAll(\"section.figure\")"))
        #expect(html.contains("th.dataset.type === \"number\""))
    }

    @Test("Without a table, no table or note; the page background follows the colour scheme")
    func options() {
        var options = HTMLRenderer.Options(maximumTableRows: 2, showsTable: false)
        options.svg.colorScheme.background = RenderColor(hex: 0xFAFAF0)
        let html = HTMLRenderer(options: options).render(SamplePictures.handMade())
        #expect(!html.contains("<table"))
        #expect(!html.contains("maximumTableRows"))
        #expect(html.contains("background: #fafaf0;"))
    }
}
