import CollectionLayout
import LayoutRendering
import SnapshotTesting
import Testing

/// Golden HTML pages (`__Snapshots__/HTMLSnapshotTests/`). `sample-page.html` is the page the
/// screenshot `Docs/images/rendering-sample.png` was taken from.
@Suite("HTML snapshots")
struct HTMLSnapshotTests {
    @Test("A page of one picture with a header, a badge, a decoration and a viewport")
    func handMadePage() {
        assertSnapshot(of: HTMLRenderer().render(SamplePictures.handMade()), as: .html, named: "hand-made")
    }

    @Test("The sample page: hand-made attributes, a photo grid and a mosaic")
    func samplePage() throws {
        let pictures = [
            SamplePictures.handMade(),
            LayoutPicture(layout: try SamplePictures.photoGrid(), title: "Photo grid (3 columns, insets)"),
            LayoutPicture(layout: try SamplePictures.mosaic(), title: "Nested-group mosaic"),
        ]
        let page = HTMLRenderer().render(pictures, title: "LayoutRendering sample")
        assertSnapshot(of: page, as: .html, named: "sample-page")
    }
}
