import CollectionLayout
import LayoutRendering
import Testing

@Suite("SVG pictures")
struct SVGRendererTests {
    private func cell(_ item: Int, _ frame: Rect) -> LayoutAttributes {
        LayoutAttributes(category: .cell, indexPath: LayoutIndexPath(item: item, section: 0), frame: frame)
    }

    @Test("Rendering is deterministic: the same picture gives the same bytes")
    func deterministic() throws {
        let picture = LayoutPicture(
            layout: try SamplePictures.mosaic(), viewport: Rect(x: 0, y: 100, width: 390, height: 400))
        let first = SVGRenderer().render(picture)
        let second = SVGRenderer().render(picture)
        #expect(first == second)
        #expect(HTMLRenderer().render(picture) == HTMLRenderer().render(picture))
    }

    @Test("Kinds and titles are escaped in labels, tooltips and the title")
    func escaping() {
        let header = LayoutAttributes(
            category: .supplementary, elementKind: "a<b>&'c'",
            indexPath: LayoutIndexPath(item: 0, section: 0),
            frame: Rect(x: 0, y: 0, width: 300, height: 40), zIndex: 1)
        let picture = LayoutPicture(
            contentSize: Size(width: 300, height: 40), elements: [header], title: "\"Q\" & <A>")
        let svg = SVGRenderer().render(picture)
        #expect(svg.contains("<title>&quot;Q&quot; &amp; &lt;A&gt;</title>"))
        #expect(svg.contains(">a&lt;b&gt;&amp;&#39;c&#39; 0.0</text>"))
        #expect(
            svg.contains("<title>supplementary a&lt;b&gt;&amp;&#39;c&#39; 0.0 (0, 0, 300, 40) z 1</title>"))
        #expect(!svg.contains("<b>"))
    }

    @Test("Numbers use the fixed format: at most four decimals, no trailing zeros, no -0")
    func numbers() {
        let picture = LayoutPicture(
            contentSize: Size(width: 100, height: 100),
            elements: [cell(0, Rect(x: 1.0 / 3, y: -0.0, width: 50.5, height: 2.0 / 3 * 100))])
        let svg = SVGRenderer(options: .init(zoom: 3, padding: 10, showsLegend: false)).render(picture)
        #expect(svg.contains("<rect x=\"0.3333\" y=\"0\" width=\"50.5\" height=\"66.6667\""))
        #expect(svg.contains("width=\"360\" height=\"360\" viewBox=\"-10 -10 120 120\""))
        #expect(svg.contains("stroke-width=\"0.3333\">"))
    }

    @Test("Section frames are banded in alternating colours and numbered; they can be turned off")
    func sectionBands() throws {
        let picture = LayoutPicture(layout: try SamplePictures.mosaic())
        let svg = SVGRenderer().render(picture)
        #expect(
            svg.contains(
                "<rect class=\"section\" data-section=\"0\" x=\"0\" y=\"0\" width=\"390\" height=\"528\" fill=\"#f3f5f9\"/>"
            ))
        #expect(
            svg.contains(
                "<rect class=\"section\" data-section=\"1\" x=\"0\" y=\"528\" width=\"390\" height=\"320\" fill=\"#e6eaf2\"/>"
            ))
        #expect(
            svg.contains(
                "<text transform=\"translate(-6 530) rotate(-90)\" text-anchor=\"end\">section 1</text>"))
        let plain = SVGRenderer(options: .init(showsSectionFrames: false)).render(picture)
        #expect(!plain.contains("class=\"section\""))
    }

    @Test("Sections side by side are numbered above the content")
    func horizontalSections() {
        let picture = LayoutPicture(
            contentSize: Size(width: 200, height: 100), elements: [],
            sectionFrames: [
                Rect(x: 0, y: 0, width: 120, height: 100), Rect(x: 120, y: 0, width: 80, height: 100),
            ])
        let svg = SVGRenderer().render(picture)
        #expect(svg.contains("<text x=\"122\" y=\"-6\">section 1</text>"))
    }

    @Test(
        "The content bounds are outlined and captioned; the viewport is outlined, dimmed around and captioned"
    )
    func boundsAndViewport() {
        let picture = SamplePictures.handMade()
        let svg = SVGRenderer().render(picture)
        #expect(
            svg.contains(
                "<rect class=\"content-bounds\" x=\"0\" y=\"0\" width=\"390\" height=\"400\" fill=\"none\""))
        #expect(svg.contains("<path d=\"M-24 -24H414V424H-24Z M0 60H390V360H0Z\""))
        #expect(
            svg.contains(
                "<rect x=\"0\" y=\"60\" width=\"390\" height=\"300\" fill=\"none\" stroke=\"#d0021b\""))
        #expect(
            svg.contains(
                ">content 390 × 400 · <tspan fill=\"#d0021b\">viewport (0, 60, 390, 300)</tspan></text>"))
        var without = picture
        without.viewport = nil
        let plain = SVGRenderer().render(without)
        #expect(!plain.contains("class=\"viewport\""))
        #expect(plain.contains(">content 390 × 400</text>"))
    }

    @Test("Tooltips can be turned off")
    func tooltips() {
        let picture = LayoutPicture(
            contentSize: Size(width: 100, height: 100),
            elements: [cell(0, Rect(x: 0, y: 0, width: 50, height: 50))])
        #expect(SVGRenderer().render(picture).contains("<title>cell 0.0 (0, 0, 50, 50) z 0</title>"))
        #expect(!SVGRenderer(options: .init(showsTooltips: false)).render(picture).contains("<title>"))
    }

    @Test("A non-positive or non-finite scale falls back to 1, a negative padding to 0")
    func invalidOptions() {
        let picture = LayoutPicture(contentSize: Size(width: 100, height: 50), elements: [])
        for scale in [0, -2, Double.nan, Double.infinity] {
            let svg = SVGRenderer(options: .init(zoom: scale, padding: -5)).render(picture)
            #expect(svg.contains("width=\"100\" height=\"50\" viewBox=\"0 0 100 50\""))
        }
    }
}
