import CollectionLayout
import DiffableSnapshot
import HeadlessCollectionView
import Testing

/// Layout transitions and animated applies of the headless view, with the examples of the
/// Transitions article: a list of rows 390 × 100 and a grid of two columns 195 × 100, in bounds
/// 390 × 844.
@Suite("Transitions")
struct TransitionTests {
    /// Rows 390 × 100: item k at (0, 100k).
    static let list = CompositionalLayout(section: LayoutSection(group: Fixture.grid(columns: 1)))
    /// Two columns 195 × 100: item k at (195 (k mod 2), 100 ⌊k / 2⌋).
    static let grid = CompositionalLayout(section: LayoutSection(group: Fixture.grid(columns: 2)))
    /// Rows under a 50-pt header of kind "header".
    static let headed: CompositionalLayout = {
        var section = LayoutSection(group: Fixture.grid(columns: 1))
        section.boundarySupplementaryItems = [Fixture.boundary("header", height: 50, .top, pins: false)]
        return CompositionalLayout(section: section)
    }()

    static func cell(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
        LayoutIndexPath(item: item, section: section)
    }

    @Test("R-TRANS-3: list → grid, every displayed cell with its frame in both layouts")
    func listToGrid() throws {
        let list = try HeadlessCollectionView(layout: Self.list, itemCounts: [20], boundsSize: Fixture.screen)
        var transition = try list.interactiveTransition(to: Self.grid)
        // Before: rows 0…8 (row 8 is 800…900) are displayed; after: grid rows 0…8, items 0…17.
        #expect(transition.transition.elements.count == 18)
        #expect(transition.transition.appearingElements.isEmpty)
        #expect(transition.transition.disappearingElements.isEmpty)
        let item3 = try #require(transition.transition.element(to: .cell, at: Self.cell(3)))
        #expect(item3.from?.frame == Rect(x: 0, y: 300, width: 390, height: 100))
        #expect(item3.to?.frame == Rect(x: 195, y: 100, width: 195, height: 100))
        // Item 17 was not displayed in the list: it comes from its list frame, row 17 at y 1700.
        let item17 = try #require(transition.transition.element(to: .cell, at: Self.cell(17)))
        #expect(item17.from?.frame == Rect(x: 0, y: 1700, width: 390, height: 100))
        #expect(item17.to?.frame == Rect(x: 195, y: 800, width: 195, height: 100))

        // Half-way, item 3 is at x (0 + 195) / 2 = 97.5, y (300 + 100) / 2 = 200, width
        // (390 + 195) / 2 = 292.5.
        transition.transitionProgress = 0.5
        let halfway = transition.visibleElements()
        #expect(
            halfway.first { $0.indexPath == Self.cell(3) }?.frame
                == Rect(x: 97.5, y: 200, width: 292.5, height: 100))
        // Item k is at y (100k + 100 ⌊k / 2⌋) / 2: item 11 at 550 + 250 = 800 overlaps 0…844,
        // item 12 at 600 + 300 = 900 does not.
        #expect(halfway.map(\.indexPath) == (0...11).map { Self.cell($0) })
        #expect(
            transition.finish().preparedLayout.attributes(forItemAt: Self.cell(3))?.frame == item3.to?.frame)
        #expect(
            transition.cancel().preparedLayout.attributes(forItemAt: Self.cell(3))?.frame == item3.from?.frame
        )
    }

    @Test("R-TRANS-4: progress 0 shows the current layout, 1 the next")
    func endsShowTheLayouts() throws {
        let list = try HeadlessCollectionView(layout: Self.list, itemCounts: [20], boundsSize: Fixture.screen)
        var transition = try list.interactiveTransition(to: Self.grid)
        #expect(transition.visibleElements() == transition.from.visibleElements())
        transition.transitionProgress = 1
        #expect(transition.visibleElements() == transition.to.visibleElements())
        // Outside 0…1 the nearest end is drawn.
        transition.transitionProgress = 7
        #expect(transition.visibleElements() == transition.to.visibleElements())
        transition.transitionProgress = -.infinity
        #expect(transition.visibleElements() == transition.from.visibleElements())
    }

    @Test("R-TRANS-2: a header only the next layout has fades in where it ends")
    func headerFadesIn() throws {
        let list = try HeadlessCollectionView(layout: Self.list, itemCounts: [20], boundsSize: Fixture.screen)
        var transition = try list.interactiveTransition(to: Self.headed)
        let header = try #require(
            transition.transition.element(to: .supplementary, elementKind: "header", at: Self.cell(0)))
        #expect(header.isAppearing)
        #expect(header.initial?.frame == Rect(x: 0, y: 0, width: 390, height: 50))
        #expect(header.initial?.alpha == 0)
        // A quarter of the way the header is at its final frame with alpha 0.25; rows moved down a
        // quarter of 50: row 1 from 100 to 150 is at 112.5.
        transition.transitionProgress = 0.25
        let elements = transition.visibleElements()
        let drawn = try #require(elements.first { $0.category == .supplementary })
        #expect(drawn.alpha == 0.25 && drawn.frame == Rect(x: 0, y: 0, width: 390, height: 50))
        #expect(elements.first { $0.indexPath == Self.cell(1) && $0.category == .cell }?.frame.minY == 112.5)
        // At progress 0 the transparent header is not displayed.
        transition.transitionProgress = 0
        #expect(!transition.visibleElements().contains { $0.category == .supplementary })
    }

    private static func snapshot(_ sections: [(String, [String])]) throws -> DiffableDataSourceSnapshot<
        String, String
    > {
        var result = DiffableDataSourceSnapshot<String, String>()
        try result.appendSections(sections.map { $0.0 })
        for (section, items) in sections where !items.isEmpty {
            try result.appendItems(items, toSection: section)
        }
        return result
    }

    @Test("R-ANIM-1: an animated apply matches cells by item and headers by section identifier")
    func animatedApply() throws {
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: Self.headed, environment: LayoutEnvironment(containerSize: Fixture.screen))
        try view.apply(Self.snapshot([("main", ["a", "b", "c", "d"])]), animatingDifferences: false)
        // A section "top" with x before "main"; in "main" b is deleted, d moves first, e is added.
        let result = try view.apply(Self.snapshot([("top", ["x"]), ("main", ["d", "a", "c", "e"])]))
        let transition = try #require(result.transition)
        // Before: header of main at 0…50, a b c d at 50 + 100k. After: header of top at 0…50, x at
        // 50…150, header of main at 150…200, d a c e at 200 + 100k.
        func frame(_ y: Double, _ height: Double = 100) -> Rect {
            Rect(x: 0, y: y, width: 390, height: height)
        }
        let mainHeader = try #require(
            transition.element(to: .supplementary, elementKind: "header", at: Self.cell(0, 1)))
        #expect(mainHeader.from?.frame == frame(0, 50) && mainHeader.to?.frame == frame(150, 50))
        let topHeader = try #require(
            transition.element(to: .supplementary, elementKind: "header", at: Self.cell(0, 0)))
        #expect(topHeader.isAppearing)
        let a = try #require(transition.element(to: .cell, at: Self.cell(1, 1)))
        #expect(a.from?.indexPath == Self.cell(0) && a.from?.frame == frame(50) && a.to?.frame == frame(300))
        let d = try #require(transition.element(to: .cell, at: Self.cell(0, 1)))
        #expect(d.from?.indexPath == Self.cell(3) && d.from?.frame == frame(350) && d.to?.frame == frame(200))
        let b = try #require(transition.element(from: .cell, at: Self.cell(1)))
        #expect(b.isDisappearing && b.final?.frame == frame(150) && b.final?.alpha == 0)
        let e = try #require(transition.element(to: .cell, at: Self.cell(3, 1)))
        #expect(e.isAppearing && e.initial?.frame == frame(500) && e.initial?.alpha == 0)
        #expect(transition.element(to: .cell, at: Self.cell(0, 0))?.isAppearing == true)
        // 2 headers, x, d, a, c, e and the deleted b.
        #expect(transition.elements.count == 8)
        #expect(transition.appearingElements.count == 3 && transition.disappearingElements.count == 1)

        // Without animation there is nothing to show.
        #expect(
            try view.apply(Self.snapshot([("main", ["a"])]), animatingDifferences: false).transition == nil)
    }

    @Test("R-ANIM-1: items are matched across sections, empty ones included")
    func acrossEmptySections() throws {
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: Self.list, environment: LayoutEnvironment(containerSize: Fixture.screen))
        try view.apply(Self.snapshot([("a", ["1", "2"]), ("b", ["3"])]), animatingDifferences: false)
        // Before: 1 at 0.0 (y 0), 2 at 0.1 (y 100), 3 at 1.0 (y 200). After: a and c are empty,
        // b holds 3 and 1 (2.0 at y 0, 2.1 at y 100), d holds 2 (3.0 at y 200).
        let result = try view.apply(
            Self.snapshot([("a", []), ("c", []), ("b", ["3", "1"]), ("d", ["2"])]))
        let transition = try #require(result.transition)
        let one = try #require(transition.element(to: .cell, at: Self.cell(1, 2)))
        #expect(
            one.from?.indexPath == Self.cell(0, 0) && one.from?.frame.minY == 0 && one.to?.frame.minY == 100)
        let two = try #require(transition.element(to: .cell, at: Self.cell(0, 3)))
        #expect(two.from?.indexPath == Self.cell(1, 0) && two.to?.frame.minY == 200)
        let three = try #require(transition.element(to: .cell, at: Self.cell(0, 2)))
        #expect(three.from?.indexPath == Self.cell(0, 1) && three.from?.frame.minY == 200)
        #expect(transition.appearingElements.isEmpty && transition.disappearingElements.isEmpty)
    }
}
