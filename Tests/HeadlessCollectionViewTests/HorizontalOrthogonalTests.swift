import CollectionLayout
import HeadlessCollectionView
import Testing

@Suite("Orthogonal rows of horizontal layouts scroll vertically (R-HORIZ-5)")
struct HorizontalOrthogonalTests {
    /// A horizontal layout whose one section scrolls vertically: `VG(abs200, fh0.8, [IT(fw1, fh1)])`,
    /// spacing 10, insets top/bottom 16 (the row's L and T). Groups 0.8 × 844 = 675.2 tall at
    /// y = 16 + 685.2k; with 5 items R = 16 + 5 × 675.2 + 4 × 10 + 16 = 3448, maxO = 3448 − 844 = 2604.
    static func view() throws -> HeadlessCollectionView<Int> {
        var section = LayoutSection(
            group: .vertical(
                layoutSize: Fixture.size(.absolute(200), .fractionalHeight(0.8)),
                subitems: [LayoutItem(layoutSize: Fixture.size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return try HeadlessCollectionView(
            layout: CompositionalLayout(section: section, configuration: configuration), itemCounts: [5],
            boundsSize: Fixture.screen)
    }

    @Test("R-HORIZ-5: the row's range and a programmatic offset along y")
    func rowAlongY() throws {
        var view = try Self.view()
        #expect(view.orthogonalRow(forSection: 0)?.offsetRange == 0...2604)
        try view.setOrthogonalOffset(1370.4, forSection: 0)
        // Cell 0.2 at y 16 + 2 × 685.2 = 1386.4 is displayed at 1386.4 − 1370.4 = 16.
        Fixture.expectClose(
            view.visibleFrame(.cell, nil, Fixture.cell(2)), Rect(x: 0, y: 16, width: 200, height: 675.2))
        #expect(view.visibleItems(inSection: 0) == [1, 2, 3])
    }

    @Test(
        "R-HORIZ-5, R-SCROLL-5: vertical options set the row's offset",
        arguments: [
            // .top: 1386.4 − 16. .centeredVertically: 1386.4 + 337.6 − (16 + 812 / 2). .bottom:
            // 1386.4 + 675.2 − (844 − 16).
            (ScrollPosition.top, 1370.4), (.centeredVertically, 1302), (.bottom, 1233.6),
        ])
    func scrollToItem(position: ScrollPosition, expected: Double) throws {
        var view = try Self.view()
        try view.scrollToItem(at: Fixture.cell(2), position: position)
        let offset = try #require(view.orthogonalOffset(forSection: 0))
        #expect(abs(offset - expected) < 1e-9, "got \(offset)")
        #expect(view.contentOffset == .zero)
    }
}
