import CollectionLayout
import LayoutRendering
import Testing

/// A picture built with `maximumElements` draws and describes a huge layout exactly as the full
/// picture does, while holding only what is drawn.
@Suite("Capped pictures")
struct CappedPictureTests {
    /// 30,000 items in rows of 4, a badge on every item and a header per section: 60,001 elements.
    static func badgedLayout() throws -> PreparedLayout {
        var item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        ]
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .top)
        ]
        return try CompositionalLayout(section: section).prepare(
            in: SamplePictures.phone, itemCounts: [30_000])
    }

    @Test("SVG and HTML of the capped picture equal those of the full picture")
    func sameOutput() throws {
        let layout = try Self.badgedLayout()
        let full = LayoutPicture(layout: layout, title: "badges")
        let capped = LayoutPicture(layout: layout, maximumElements: 20_000, title: "badges")
        #expect(full.elements.count == 60_001)
        #expect(capped.elements.count == 20_000)
        #expect(capped.totalElementCount == 60_001)
        #expect(capped.count(of: .supplementary) == 30_001)
        #expect(SVGRenderer().render(capped) == SVGRenderer().render(full))
        #expect(HTMLRenderer().render(capped) == HTMLRenderer().render(full))
    }
}
