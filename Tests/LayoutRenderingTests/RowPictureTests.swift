import CollectionLayout
import LayoutRendering
import SnapshotTesting
import Testing

/// Orthogonal rows clipped and veiled, behaviour labels, estimated sizes dashed, the legend in SVG.
@Suite("Row pictures")
struct RowPictureTests {
    /// A 300 × 400 screen; one section of four 200 × 100 groups 10 apart scrolling with
    /// `groupPaging`, under a header of estimated height 40.
    ///
    /// Header (0, 0, 300, 40); groups at x 0, 210, 420, 630 and y 40; content 300 × 140. The row is
    /// clipped to the content box across the bounds: (0, 40, 300, 100).
    static func carousel() throws -> PreparedLayout {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
                elementKind: "header", alignment: .top)
        ]
        return try CompositionalLayout(section: section)
            .prepare(in: LayoutEnvironment(containerSize: Size(width: 300, height: 400)), itemCounts: [4])
    }

    /// The carousel as shown with its row at offset 210 (the second group's leading edge).
    static func scrolled() throws -> LayoutPicture {
        let layout = try carousel()
        return LayoutPicture(
            layout: layout,
            displayed: layout.displayedElements(contentOffset: .zero, orthogonalOffsets: [0: 210]),
            viewport: Rect(x: 0, y: 0, width: 300, height: 400), orthogonalOffsets: [0: 210],
            title: "Carousel")
    }

    private func line(of index: Int, in svg: String) -> String? {
        svg.split(separator: "\n").first { $0.contains("data-e=\"\(index)\"") }.map(String.init)
    }

    @Test("The row's clip comes from the engine; the label names the section, behaviour and offset")
    func rowStyle() throws {
        let rows = LayoutPicture(layout: try Self.carousel()).orthogonalRows
        #expect(rows.count == 1)
        #expect(rows.first?.clip == Rect(x: 0, y: 40, width: 300, height: 100))
        #expect(rows.first?.label == "section 0 · groupPaging ↔")
        #expect(try Self.scrolled().orthogonalRows.first?.label == "section 0 · groupPaging ↔ · offset 210")
        let vertical = OrthogonalRowStyle(
            section: 2, behavior: .groupPagingCentered, clip: .zero, rowAxis: .vertical, offset: -3.5)
        #expect(vertical.label == "section 2 · groupPagingCentered ↕ · offset -3.5")
    }

    @Test("Outside the clip the row is veiled from the canvas edge; displayed elements are drawn once")
    func clipAndVeil() throws {
        let picture = try Self.scrolled()
        // At offset 210 the groups sit at x −210, 0, 210, 420: 0.1 and 0.2 are displayed, 0.0 and
        // 0.3 lie outside the viewport and are drawn around it, the header once.
        let paths = picture.elements.map { "\($0.category.renderingName) \($0.indexPath)" }
        #expect(paths == ["cell 0.0", "cell 0.3", "supplementary 0.0", "cell 0.1", "cell 0.2"])
        #expect(picture.elements[0].frame == Rect(x: -210, y: 40, width: 200, height: 100))
        #expect(picture.elements[1].frame == Rect(x: 420, y: 40, width: 200, height: 100))
        let svg = SVGRenderer().render(picture)
        // Canvas: x from −210 − 24 = −234 to 620 + 24 = 644 (0.3 reaches 620; the label, 38
        // characters at 6.6 px from x 306, ends at 560.8). The veils cover −234…0 and 300…644 along
        // the row's 100 points.
        #expect(
            svg.contains(
                "<rect class=\"row-veil\" data-section=\"0\" x=\"-234\" y=\"40\" width=\"234\" height=\"100\" "
                    + "fill=\"#ffffff\" fill-opacity=\"0.7\"/>"))
        #expect(
            svg.contains(
                "<rect class=\"row-veil\" data-section=\"0\" x=\"300\" y=\"40\" width=\"344\" height=\"100\"")
        )
        // The label starts 6 pixels past the clip and 12 below its top.
        #expect(
            svg.contains(
                "<text data-section=\"0\" x=\"306\" y=\"52\">section 0 · groupPaging ↔ · offset 210</text>"))
    }

    @Test("Estimated sizes are outlined dashed, absolute ones solid, and the tooltip says which axis")
    func estimatedDashed() throws {
        let picture = LayoutPicture(layout: try Self.carousel())
        // Element order: the header (boundary item), then the four cells.
        #expect(picture.estimatedAxes == [0: .vertical])
        let svg = SVGRenderer().render(picture)
        let header = line(of: 0, in: svg) ?? ""
        #expect(header.contains("stroke-dasharray=\"6 3\""))
        #expect(header.contains("· estimated height</title>"))
        for cell in 1...4 { #expect(line(of: cell, in: svg)?.contains("stroke-dasharray") == false) }
        // Measured, the header is no longer an estimate.
        var measured = try Self.carousel()
        try measured.setPreferredSize(
            Size(width: 300, height: 52), forSupplementaryOfKind: "header",
            at: LayoutIndexPath(item: 0, section: 0))
        #expect(LayoutPicture(layout: measured).estimatedAxes.isEmpty)
    }

    @Test("Kinds take palette colours in the order they first occur; fixed colours take none; it wraps")
    func paletteOrder() {
        func element(_ category: ElementCategory, _ kind: String?) -> LayoutAttributes {
            LayoutAttributes(
                category: category, elementKind: kind, indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let elements = [
            element(.cell, nil), element(.supplementary, "badge-a"), element(.supplementary, "badge-b"),
            element(.decoration, "background"), element(.supplementary, "badge-a"),
            element(.supplementary, "header"),
        ]
        let picture = LayoutPicture(contentSize: Size(width: 10, height: 10), elements: elements)
        let colors = ElementColors(picture: picture, scheme: .standard)
        #expect(colors.color(for: .cell, kind: nil).hexString == "#2f6fc4")
        #expect(colors.color(for: .supplementary, kind: "badge-a").hexString == "#e07b00")
        #expect(colors.color(for: .supplementary, kind: "badge-b").hexString == "#2e9e44")
        #expect(colors.color(for: .decoration, kind: "background").hexString == "#8e44ad")
        #expect(colors.color(for: .supplementary, kind: "header").hexString == "#00897b")
        var fixed = RenderColorScheme.standard
        fixed.kindColors["badge-a"] = RenderColor(hex: 0x123456)
        let withFixed = ElementColors(picture: picture, scheme: fixed)
        #expect(withFixed.color(for: .supplementary, kind: "badge-a").hexString == "#123456")
        #expect(withFixed.color(for: .supplementary, kind: "badge-b").hexString == "#e07b00")
        // Nine kinds: the ninth takes the first colour again.
        let nine = (0..<9).map { element(.supplementary, "k\($0)") }
        let wrapped = ElementColors(
            picture: LayoutPicture(contentSize: .zero, elements: nine), scheme: .standard)
        #expect(wrapped.kindIndex(of: .supplementary, kind: "k8") == 8)
        #expect(
            wrapped.color(for: .supplementary, kind: "k8") == wrapped.color(for: .supplementary, kind: "k0"))
        #expect(Set((0..<8).map { wrapped.color(for: .supplementary, kind: "k\($0)") }).count == 8)
    }

    @Test("Zoom scales the picture, not its labels and strokes: they keep their pixel size")
    func zoom() {
        let picture = SamplePictures.handMade()
        let one = SVGRenderer(options: .init(zoom: 1, showsLegend: false)).render(picture)
        let two = SVGRenderer(options: .init(zoom: 2, showsLegend: false)).render(picture)
        // Canvas 390 + 2 × 24 = 438 by 400 + 48 = 448 points.
        #expect(one.contains("width=\"438\" height=\"448\" viewBox=\"-24 -24 438 448\""))
        #expect(two.contains("width=\"876\" height=\"896\" viewBox=\"-24 -24 438 448\""))
        #expect(one.contains("stroke-width=\"1\">") && two.contains("stroke-width=\"0.5\">"))
        // Cell 0.0 (167 × 150) takes the largest label, 13 pixels: 13 points at zoom 1, 6.5 at 2.
        #expect(line(of: 2, in: one)?.contains("font-size=\"13\"") == true)
        #expect(line(of: 2, in: two)?.contains("font-size=\"6.5\"") == true)
    }

    @Test("The SVG ends with a legend: kinds in palette order with counts, then the notes")
    func svgLegend() throws {
        let svg = SVGRenderer().render(try Self.scrolled())
        let legend = svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"legend-entry\">") }
        let texts = [
            "cell 4", "supplementary · header 1", "estimated size (dashed)",
            "scrolled out of its row (faint)",
        ]
        #expect(legend.count == texts.count)
        for (entry, text) in zip(legend, texts) { #expect(entry.contains(">\(text)</text></g>")) }
        let page = HTMLRenderer().render(try Self.scrolled())
        #expect(!page.contains("<g class=\"legend\""))
        #expect(page.contains("<li class=\"legend-note\" data-note=\"scrolledOut\">"))
    }

    @Test("Snapshots: the carousel unscrolled, and scrolled to its second group with the layout around")
    func snapshots() throws {
        let renderer = SVGRenderer(options: .init(zoom: 2))
        assertSnapshot(
            of: renderer.render(LayoutPicture(layout: try Self.carousel(), title: "Carousel")), as: .svg,
            named: "carousel")
        assertSnapshot(of: renderer.render(try Self.scrolled()), as: .svg, named: "carousel-scrolled")
    }

    @Test("A scrolled picture of 10,000,000 items holds the screens around the viewport only")
    func hugeScrolled() throws {
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let layout = try CompositionalLayout(section: LayoutSection(group: group))
            .prepare(in: SamplePictures.phone, itemCounts: [10_000_000])
        let viewport = Rect(x: 0, y: 0, width: 390, height: 844)
        let picture = LayoutPicture(
            layout: layout, displayed: layout.displayedElements(contentOffset: .zero), viewport: viewport,
            orthogonalOffsets: [:])
        // Around the viewport: y −844…1688; rows of 50 points from 0 to 1700 (row 33 ends at 1700),
        // 34 rows of 4 cells.
        #expect(picture.elements.count == 136)
        #expect(picture.region == Rect(x: 0, y: 0, width: 390, height: 1688))
        #expect(picture.totalElementCount == 10_000_000)
        #expect(
            SVGRenderer().render(picture).contains("136 of 10000000 elements drawn (those around the region)")
        )
    }
}
