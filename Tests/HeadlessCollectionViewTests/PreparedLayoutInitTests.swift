import CollectionLayout
import HeadlessCollectionView
import Testing

/// A view started from a layout the caller already prepared behaves as one that prepares it
/// itself (what `complayout frames --visible` relies on to solve once).
@Suite("A view around a prepared layout")
struct PreparedLayoutInitTests {
    /// A list of 50 rows estimated 44 pt; rows prefer 60 pt.
    private let layout = CompositionalLayout(
        section: LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
                ])))
    private let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 300))
    private let provider: HeadlessCollectionView<Int>.SizeProvider = { _, proposed in
        Size(width: proposed.width, height: 60)
    }

    @Test("same visible elements, offsets and measurements as a view that prepares the layout itself")
    func sameAsPreparingItself() throws {
        let prepared = try layout.prepare(in: environment, itemCounts: [50])
        var given = try HeadlessCollectionView(
            layout: layout, preparedLayout: prepared, sizeProvider: provider)
        var own = try HeadlessCollectionView(
            layout: layout, itemCounts: [50], environment: environment, sizeProvider: provider)
        #expect(given.visibleElements() == own.visibleElements())
        // The 300-pt viewport at offset 0 shows rows 0…4 at 60 pt (5 · 60 = 300).
        #expect(given.visibleElements().map(\.frame.height) == [60, 60, 60, 60, 60])
        try given.scroll(toContentOffset: Point(x: 0, y: 1000), orthogonalOffsets: [:])
        try own.scroll(toContentOffset: Point(x: 0, y: 1000), orthogonalOffsets: [:])
        #expect(given.contentOffset == own.contentOffset)
        #expect(given.visibleElements() == own.visibleElements())
        #expect(given.preparedLayout.measurements == own.preparedLayout.measurements)
        #expect(given.numberOfSections == 1)
    }

    @Test("section identifiers must match the prepared layout's sections")
    func identifiersMustMatch() throws {
        let prepared = try layout.prepare(in: environment, itemCounts: [50])
        #expect(throws: HeadlessError.self) {
            try HeadlessCollectionView(
                layout: layout, preparedLayout: prepared, sectionIdentifiers: ["a", "b"])
        }
    }
}
