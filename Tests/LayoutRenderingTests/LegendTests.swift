import CollectionLayout
import LayoutRendering
import Testing

@Suite("Legend")
struct LegendTests {
    @Test("One entry per category and kind: cells, supplementaries, decorations, kinds sorted")
    func entries() {
        let entries = LegendEntry.entries(for: SamplePictures.handMade(), scheme: .standard)
        #expect(
            entries.map(\.title) == [
                "cell", "supplementary · badge", "supplementary · section-header",
                "decoration · section-background",
            ])
        #expect(entries.map(\.count) == [4, 1, 1, 1])
        let scheme = RenderColorScheme.standard
        for entry in entries {
            #expect(entry.color == scheme.color(for: entry.category, kind: entry.elementKind))
        }
    }

    @Test("Kindless supplementaries come before kinds; an empty picture has no legend")
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
                "supplementary", "supplementary · b",
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
            ("badge", "fill=\"#c58920\" fill-opacity=\"0.5\" stroke=\"#c58920\" stroke-width=\"1.5\"/>"),
            (
                "section-header",
                "fill=\"#c53620\" fill-opacity=\"0.5\" stroke=\"#c53620\" stroke-width=\"1.5\"/>"
            ),
            (
                "section-background",
                "fill=\"#bab278\" fill-opacity=\"0.2\" stroke=\"#bab278\" stroke-dasharray=\"5 3\"/>"
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
