import CollectionLayout
import LayoutRendering
import SnapshotTesting
import Testing

/// Golden SVG files of small layouts (`__Snapshots__/SVGSnapshotTests/`), each reviewed by eye.
@Suite("SVG snapshots")
struct SVGSnapshotTests {
    @Test("A three-column photo grid with item and section insets")
    func photoGrid() throws {
        let picture = LayoutPicture(layout: try SamplePictures.photoGrid(), title: "Photo grid")
        assertSnapshot(of: SVGRenderer().render(picture), as: .svg, named: "photo-grid")
    }

    @Test("A nested-group mosaic in two sections, drawn at half size: labels shrink or disappear")
    func mosaicAtHalfScale() throws {
        let picture = LayoutPicture(layout: try SamplePictures.mosaic(), title: "Mosaic")
        let renderer = SVGRenderer(options: .init(zoom: 0.5, maximumLabelFontSize: 9))
        assertSnapshot(of: renderer.render(picture), as: .svg, named: "mosaic-half")
    }

    @Test("Hand-made attributes: decoration behind, header and badge on top, viewport, escaped title")
    func handMade() {
        assertSnapshot(of: SVGRenderer().render(SamplePictures.handMade()), as: .svg, named: "hand-made")
    }

    @Test("A viewport and elements outside the content grow the canvas; monochrome, no padding")
    func outsideContent() {
        let elements = [
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: Rect(x: -30, y: 10, width: 60, height: 40)),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 1, section: 0),
                frame: Rect(x: 40, y: 10, width: 0, height: 40)),
            LayoutAttributes(
                category: .supplementary, elementKind: nil,
                indexPath: LayoutIndexPath(item: Int.max, section: 0),
                frame: Rect(x: 90, y: 90, width: 0, height: 0)),
        ]
        let picture = LayoutPicture(
            contentSize: Size(width: 100, height: 60), elements: elements,
            viewport: Rect(x: 20, y: 30, width: 100, height: 60))
        let renderer = SVGRenderer(options: .init(padding: 0, colorScheme: .monochrome))
        assertSnapshot(of: renderer.render(picture), as: .svg, named: "outside-content")
    }
}
