import CollectionLayout
import LayoutRendering
import Testing

/// The code of the getting-started article (`LayoutRendering.docc/GettingStarted.md`), compiled and
/// run so that the article stays true.
@Suite("Getting started article")
struct GettingStartedTests {
    @Test("Solve a layout, draw it as SVG and as an HTML page")
    func solveAndDraw() throws {
        // Two square photos per row, 8 points apart.
        var item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 4)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: group))
        let prepared = try layout.prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [6])

        let picture = LayoutPicture(
            layout: prepared, viewport: Rect(x: 0, y: 0, width: 390, height: 300), title: "Photos")
        let svg = SVGRenderer(options: .init(zoom: 2)).render(picture)
        let page = HTMLRenderer().render(picture)

        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // (390 + 2 × 24) × 2 = 876; (585 + 2 × 24) × 2 = 1266, plus one legend row of 26 pixels.
        #expect(svg.contains("width=\"876\" height=\"1292\""))
        #expect(page.contains("<h1>Photos</h1>"))
        #expect(page.components(separatedBy: "<tr data-e=").count - 1 == 6)
    }

    @Test("Draw hand-made attributes: a header, a badge and a background")
    func handMadeAttributes() {
        let picture = LayoutPicture(
            contentSize: Size(width: 390, height: 260),
            elements: [
                LayoutAttributes(
                    category: .decoration, elementKind: "background",
                    indexPath: LayoutIndexPath(item: 0, section: 0),
                    frame: Rect(x: 8, y: 52, width: 374, height: 200), zIndex: -1),
                LayoutAttributes(
                    category: .supplementary, elementKind: "header",
                    indexPath: LayoutIndexPath(item: 0, section: 0),
                    frame: Rect(x: 0, y: 0, width: 390, height: 44), zIndex: 1),
                LayoutAttributes(
                    category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0),
                    frame: Rect(x: 16, y: 60, width: 358, height: 184), zIndex: 1),
                LayoutAttributes(
                    category: .supplementary, elementKind: "badge",
                    indexPath: LayoutIndexPath(item: 0, section: 0),
                    frame: Rect(x: 360, y: 50, width: 24, height: 24), zIndex: 2),
            ],
            sectionFrames: [Rect(x: 0, y: 0, width: 390, height: 260)])
        // Background first, badge last (R-Z-6).
        #expect(picture.drawingOrder == [0, 2, 1, 3])
        let legend = LegendEntry.entries(for: picture, scheme: .standard).map(\.title)
        #expect(
            legend == ["cell", "decoration · background", "supplementary · header", "supplementary · badge"])
    }
}
