import CollectionLayout
import DiffableSnapshot
import HeadlessCollectionView
import Testing

/// `reload(layout:environment:sectionIdentifiers:itemCounts:)` and the diffable applies that take a
/// layout: one re-solve for a new layout, environment and data.
@Suite("Reloading layout, environment and data at once")
struct ReloadTests {
    /// Full-width rows of `height`, in a provider that only knows `sections` sections (a host that
    /// rebuilds its layout for every change of data).
    static func rows(height: Double, sections: Int) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { index, _ in
            guard index < sections else { return nil }
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
            return LayoutSection(
                group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        })
    }

    @Test("A layout built for new counts, a new size and new sections re-solve together (R-SCROLL-6)")
    func reloadEverything() throws {
        var view = try HeadlessCollectionView(
            layout: Self.rows(height: 100, sections: 1), sectionIdentifiers: ["a"], itemCounts: [20],
            environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
        try view.setContentOffset(Point(x: 0, y: 1000))
        // Two sections of 5 rows of 50: content 500, shorter than the 600-point bounds, so the offset
        // is clamped to 0. Setting the layout or the sections alone would ask the one-section
        // provider about section 1 and fail.
        let events = try view.reload(
            layout: Self.rows(height: 50, sections: 2),
            environment: LayoutEnvironment(containerSize: Size(width: 300, height: 600)),
            sectionIdentifiers: ["a", "b"], itemCounts: [5, 5])
        #expect(view.contentSize == Size(width: 300, height: 500))
        #expect(view.contentOffset == Point(x: 0, y: 0))
        #expect(view.sectionIdentifiers == ["a", "b"])
        #expect(
            events.first
                == .contentSizeChanged(
                    from: Size(width: 390, height: 2000), to: Size(width: 300, height: 500)))
        #expect(throws: HeadlessError.self) {
            try view.reload(
                layout: Self.rows(height: 50, sections: 1), environment: view.environment,
                sectionIdentifiers: ["a", "b"], itemCounts: [5, 5])
        }
        #expect(view.itemCounts == [5, 5] && view.contentSize.height == 500)
    }

    @Test("A diffable apply with the layout built for its snapshot (R-APPLY-1)")
    func applyWithLayout() throws {
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        var view = try DiffableHeadlessCollectionView<String, Int>(
            layout: Self.rows(height: 100, sections: 0), environment: environment)
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems([1, 2, 3], toSection: "a")
        try snapshot.appendItems([4], toSection: "b")
        let result = try view.apply(
            snapshot, layout: Self.rows(height: 100, sections: 2), environment: environment)
        // 4 rows of 100.
        #expect(view.view.contentSize.height == 400)
        #expect(result.changeset?.sectionInserts.map(\.identifier) == ["a", "b"])
        #expect(view.visibleItemIdentifiers == [1, 2, 3, 4])
        let reload = try view.applySnapshotUsingReloadData(
            snapshot, layout: Self.rows(height: 50, sections: 2), environment: environment)
        #expect(reload.isReload && view.view.contentSize.height == 200)
    }
}
