import CollectionLayout
import HeadlessCollectionView
import Testing

/// Keeps the claims of the DocC self-sizing article true (same code, same numbers).
@Suite("Headless self-sizing article")
struct SelfSizingArticleTests {
    static let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    static let list = CompositionalLayout(
        section: LayoutSection(group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])))

    @Test("The article's list: rows 0…14 measured, 1560 tall, 1736 after scrolling to 700")
    func article() throws {
        var view = try HeadlessCollectionView(
            layout: Self.list, itemCounts: [30], boundsSize: Size(width: 390, height: 844),
            sizeProvider: { element, proposed in Size(width: proposed.width, height: 60) })
        // 15 × 60 + 15 × 44 = 1560.
        #expect(view.contentSize.height == 1560)
        try view.setContentOffset(Point(x: 0, y: 700))
        // 26 × 60 + 4 × 44 = 1736.
        #expect(view.contentSize.height == 1736)
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...25))
    }
}
