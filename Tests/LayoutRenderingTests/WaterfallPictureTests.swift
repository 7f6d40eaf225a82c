import CollectionLayout
import LayoutRendering
import Testing

/// Pictures of waterfall sections (R-WATERFALL): every cell is drawn where the engine placed it, and
/// estimated heights that are not measured yet are marked as estimates.
@Suite("Waterfall pictures")
struct WaterfallPictureTests {
    /// 2 columns, 4 items: absolute 100, estimated 80, absolute 50, estimated 30.
    static func feed() throws -> PreparedLayout {
        let section = LayoutSection.waterfall(
            LayoutWaterfall(
                columns: .count(2), itemSpacing: 10, columnSpacing: 10,
                repeatingHeights: [.absolute(100), .estimated(80), .absolute(50), .estimated(30)]))
        return try CompositionalLayout(section: section).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [4])
    }

    @Test("R-WATERFALL-3: unmeasured estimated items are drawn as estimates of their height")
    func estimates() throws {
        var layout = try Self.feed()
        let picture = LayoutPicture(layout: layout)
        // Columns (390 − 10) / 2 = 190: item 0 at (0, 0), item 1 at (200, 0) 80 tall, item 2 at
        // (200, 90), item 3 at (0, 110).
        #expect(
            picture.elements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 190, height: 100), Rect(x: 200, y: 0, width: 190, height: 80),
                Rect(x: 200, y: 90, width: 190, height: 50), Rect(x: 0, y: 110, width: 190, height: 30),
            ])
        #expect(picture.estimatedAxes == [1: .vertical, 3: .vertical])
        try layout.setPreferredSize(
            Size(width: 190, height: 80), forItemAt: LayoutIndexPath(item: 1, section: 0))
        #expect(LayoutPicture(layout: layout).estimatedAxes == [3: .vertical])
        let svg = SVGRenderer().render(LayoutPicture(layout: layout))
        #expect(svg.contains("0.3"))
    }
}
