import CollectionLayout
import DiffableSnapshot
import HeadlessCollectionView
import Testing

/// Applying snapshots to the headless view (R-APPLY).
@Suite("Applying snapshots (R-APPLY)")
struct DiffableApplyTests {
    private static let screen = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    /// Rows of 100 pt, two items each.
    private static let grid: CompositionalLayout = {
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        return CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [item])))
    }()

    /// The R-ORTHO-2, R-ORTHO-4 carousel: cell k at x 16 + 322k, R = 16 + 312n + 10(n − 1) + 16.
    private static let carousel: CompositionalLayout = {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                ]))
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        return CompositionalLayout(section: section)
    }()

    private func snapshot(_ sections: [(String, [String])]) throws -> DiffableDataSourceSnapshot<
        String, String
    > {
        var result = DiffableDataSourceSnapshot<String, String>()
        try result.appendSections(sections.map(\.0))
        for (section, items) in sections where !items.isEmpty {
            try result.appendItems(items, toSection: section)
        }
        return result
    }

    @Test("R-APPLY-1, R-APPLY-3, R-DIFF: the R-DIFF worked example through the view, with lookups")
    func diffExample() throws {
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: Self.grid, environment: Self.screen)
        try view.apply(try snapshot([("A", ["a", "b", "c", "d"]), ("B", ["e", "f"])]))
        let result = try view.apply(try snapshot([("B", ["f", "e", "g"]), ("A", ["a", "c", "d", "b"])]))
        let changeset = try #require(result.changeset)
        // R-DIFF-3, R-DIFF-4, R-DIFF-6 example: sectionMoves [0→1], itemInserts [(0,2) g], itemMoves e and b.
        #expect(changeset.sectionMoves.map { [$0.from, $0.to] } == [[0, 1]])
        #expect(changeset.itemInserts.map(\.identifier) == ["g"])
        #expect(changeset.itemMoves.map(\.identifier) == ["e", "b"])
        #expect(result.isReload == false && result.animatingDifferences)
        #expect(view.view.itemCounts == [3, 4])
        #expect(view.itemIdentifier(for: LayoutIndexPath(item: 2, section: 0)) == "g")
        #expect(view.indexPath(for: "b") == LayoutIndexPath(item: 3, section: 1))
        #expect(view.sectionIdentifier(for: 1) == "A" && view.index(for: "B") == 0)
        #expect(view.itemIdentifier(for: LayoutIndexPath(item: 9, section: 0)) == nil)
        // Visible cells in display order: section B's three, then A's four (all fit in 844 pt:
        // section B is 2 rows = 200, section A 2 rows = 200).
        #expect(view.visibleItemIdentifiers == ["f", "e", "g", "a", "c", "d", "b"])
    }

    @Test("R-APPLY-2, R-APPLY-3, R-EVENT-3: reload-data applies do not diff; marks are not kept")
    func reloadAndMarks() throws {
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: Self.grid, environment: Self.screen)
        var next = try snapshot([("A", ["a", "b"])])
        try next.reloadItems(["a"])
        let result = try view.applySnapshotUsingReloadData(next)
        #expect(result.changeset == nil && result.isReload)
        #expect(view.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(view.snapshot() == next)
    }

    @Test("R-APPLY-6, R-ORTHO-17: orthogonal offsets follow their section identifier and are clamped")
    func offsetsFollowSections() throws {
        var view = try DiffableHeadlessCollectionView<String, Int>(
            layout: Self.carousel, environment: Self.screen)
        var first = DiffableDataSourceSnapshot<String, Int>()
        try first.appendSections(["A", "B"])
        try first.appendItems(Array(0..<10), toSection: "A")
        try first.appendItems(Array(10..<20), toSection: "B")
        try view.apply(first)
        try view.scroll { try $0.setOrthogonalOffset(644, forSection: 1) }
        // B moves to the front: its offset moves with it (R-ORTHO-17).
        var swapped = first
        try swapped.moveSection("B", beforeSection: "A")
        try view.apply(swapped)
        #expect(view.view.orthogonalOffset(forSection: 0) == 644)
        #expect(view.view.orthogonalOffset(forSection: 1) == 0)
        // B shrinks to 3 items: R = 16 + 3 × 312 + 2 × 10 + 16 = 988, maxO = 598 → clamped.
        var shrunk = swapped
        shrunk.deleteItems(Array(13..<20))
        try view.apply(shrunk)
        #expect(view.view.orthogonalOffset(forSection: 0) == 598)
    }

    @Test("R-APPLY-5: a section snapshot shows expanding as inserts; conflicts change nothing")
    func sectionSnapshots() throws {
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: Self.grid, environment: Self.screen)
        try view.apply(try snapshot([("other", ["x"])]))
        var outline = DiffableDataSourceSectionSnapshot<String>()
        try outline.append(["A", "B"])
        try outline.append(["A1", "A2"], to: "A")
        try view.apply(outline, to: "tree")
        // Collapsed: the section holds the visible items A, B.
        #expect(view.snapshot().itemIdentifiers == ["x", "A", "B"])
        outline.expand(["A"])
        let expanded = try view.apply(outline, to: "tree")
        // Expanding A inserts A1, A2 at (1, 1) and (1, 2).
        #expect(expanded.changeset?.itemInserts.map(\.identifier) == ["A1", "A2"])
        #expect(view.snapshot(for: "tree")?.items == ["A", "A1", "A2", "B"])
        #expect(view.snapshot(for: "other")?.items == ["x"])
        // "x" lives in another section: itemAlreadyExists, and nothing changes.
        var conflicting = DiffableDataSourceSectionSnapshot<String>()
        try conflicting.append(["x"])
        #expect(throws: ApplyError.snapshot(.itemAlreadyExists(["x"]))) {
            try view.apply(conflicting, to: "tree")
        }
        #expect(view.snapshot().itemIdentifiers == ["x", "A", "A1", "A2", "B"])
    }

    @Test("R-APPLY-6, R-SCROLL-3: the content offset is kept, then clamped to the new range")
    func contentOffsetClamped() throws {
        var view = try DiffableHeadlessCollectionView<String, Int>(
            layout: Self.grid, environment: Self.screen)
        var big = DiffableDataSourceSnapshot<String, Int>()
        try big.appendSections(["A"])
        try big.appendItems(Array(0..<40), toSection: "A")  // 20 rows: 2000 pt, max offset 1156
        try view.apply(big)
        try view.scroll { try $0.setContentOffset(Point(x: 0, y: 1000)) }
        var small = big
        small.deleteItems(Array(20..<40))  // 10 rows: 1000 pt, max offset 156
        let result = try view.apply(small)
        #expect(view.view.contentOffset.y == 156)
        #expect(
            result.events.contains { if case .contentSizeChanged = $0 { return true } else { return false } })
    }
}
