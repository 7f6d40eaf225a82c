import CollectionLayout
import LayoutRendering
import Testing

@Suite("Legend")
struct LegendTests {
    @Test("One entry per category and kind: cells, then kinds in the order they took palette colours")
    func entries() {
        let picture = SamplePictures.handMade()
        let entries = LegendEntry.entries(for: picture, scheme: .standard)
        #expect(
            entries.map(\.title) == [
                "cell", "decoration · section-background", "supplementary · section-header",
                "supplementary · badge",
            ])
        #expect(entries.map(\.count) == [4, 1, 1, 1])
        let colors = ElementColors(picture: picture, scheme: .standard)
        for entry in entries {
            #expect(entry.color == colors.color(for: entry.category, kind: entry.elementKind))
        }
    }

    @Test(
        "Kinds, kindless supplementaries too, are listed in the order they occur; an empty picture has no legend"
    )
    func kindless() {
        let elements = [
            LayoutAttributes(
                category: .supplementary, elementKind: "b", indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: .zero),
            LayoutAttributes(
                category: .supplementary, indexPath: LayoutIndexPath(item: 1, section: 0), frame: .zero),
        ]
        let picture = LayoutPicture(contentSize: Size(width: 10, height: 10), elements: elements)
        #expect(
            LegendEntry.entries(for: picture, scheme: .standard).map(\.title) == [
                "supplementary · b", "supplementary",
            ])
        let empty = LayoutPicture(contentSize: .zero, elements: [])
        #expect(LegendEntry.entries(for: empty, scheme: .standard).isEmpty)
        #expect(!HTMLRenderer().render(empty).contains("<ul class=\"legend\">"))
    }

    @Test("Each legend swatch is painted with exactly the attributes of its elements in the picture")
    func swatchesMatchThePicture() {
        let html = HTMLRenderer().render(SamplePictures.handMade())
        let expectations: [(String, String)] = [
            ("cell", "fill=\"#2f6fc4\" fill-opacity=\"0.25\" stroke=\"#2f6fc4\"/>"),
            // Kinds in the order they occur: the background takes palette colour 1, the header 2,
            // the badge 3. Strokes and dots keep their pixel size at zoom 2: 1.5 px is 0.75 points.
            ("badge", "fill=\"#8e44ad\" fill-opacity=\"0.5\" stroke=\"#8e44ad\" stroke-width=\"0.75\"/>"),
            (
                "section-header",
                "fill=\"#2e9e44\" fill-opacity=\"0.5\" stroke=\"#2e9e44\" stroke-width=\"0.75\"/>"
            ),
            (
                "section-background",
                "fill=\"#e07b00\" fill-opacity=\"0.12\" stroke=\"#e07b00\" stroke-dasharray=\"1 1\"/>"
            ),
        ]
        let lines = html.split(separator: "\n")
        for (kind, paint) in expectations {
            let title = kind == "cell" ? ">cell</span>" : " · \(kind)</span>"
            let swatch = lines.first { $0.hasPrefix("<li ") && $0.contains(title) }
            #expect(swatch?.contains(paint) == true, "swatch of \(kind)")
            let shape =
                lines.first {
                    $0.hasPrefix("<g class=") && $0.contains("<title>") && $0.contains(" \(kind) ")
                }
                ?? lines.first { $0.hasPrefix("<g class=\"cell\"") }
            #expect(shape?.contains(paint) == true, "picture element of \(kind)")
        }
    }
}
