import CollectionLayout
import DiffableSnapshot
import HeadlessCollectionView
import Testing

/// Interactive movement of the headless view, on the worked examples of the interactive-movement
/// article (the R-MOVE rules); frames derived by hand in the comments.
@Suite("Interactive movement (R-MOVE)")
struct InteractiveMovementTests {
    /// A list of rows 390 × 100 (`HG(fw1, abs100, [IT(fw1, fh1)])`), sections [5, 3]: row k of
    /// section 0 at y 100k, section 1 from y 500.
    static func list() throws -> HeadlessCollectionView<Int> {
        try HeadlessCollectionView(
            layout: CompositionalLayout(section: LayoutSection(group: Fixture.grid(columns: 1))),
            itemCounts: [5, 3], boundsSize: Fixture.screen)
    }

    static func cell(_ view: HeadlessCollectionView<Int>, _ item: Int, _ section: Int) -> LayoutAttributes? {
        view.visibleElements().first {
            $0.category == .cell && $0.indexPath == LayoutIndexPath(item: item, section: section)
        }
    }

    static func path(_ item: Int, _ section: Int) -> LayoutIndexPath {
        LayoutIndexPath(item: item, section: section)
    }

    @Test("R-MOVE-1: beginning holds the item in place; one movement at a time, only for an item")
    func begin() throws {
        var view = try Self.list()
        let before = view.visibleElements()
        #expect(try view.beginInteractiveMovementForItem(at: Self.path(1, 0)).isEmpty)
        // Row 0.1 is 100…200, so the finger starts at its centre (195, 150).
        #expect(view.interactiveMovement?.targetPosition == Point(x: 195, y: 150))
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(1, 0))
        // Nothing moves; only the held item floats (R-MOVE-4).
        let after = view.visibleElements()
        #expect(after.map(\.frame) == before.map(\.frame))
        #expect(Self.cell(view, 1, 0)?.zIndex == Int.max)
        #expect(throws: HeadlessError.movementInProgress) {
            try view.beginInteractiveMovementForItem(at: Self.path(2, 0))
        }
        var other = try Self.list()
        #expect(throws: HeadlessError.itemOutOfRange(Self.path(3, 1))) {
            try other.beginInteractiveMovementForItem(at: Self.path(3, 1))
        }
        #expect(other.interactiveMovement == nil)
    }

    @Test(
        "R-MOVE-2, R-MOVE-3, R-MOVE-4: within a section the item follows the finger and the others make room")
    func withinSection() throws {
        var view = try Self.list()
        try view.beginInteractiveMovementForItem(at: Self.path(1, 0))
        // (195, 330) is in row 0.3 (300…400): the target.
        try view.updateInteractiveMovementTargetPosition(Point(x: 195, y: 330))
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(3, 0))
        #expect(view.itemCounts == [5, 3])
        // The held item is 390 × 100 centred on the finger: y 280…380, on top.
        let held = Self.cell(view, 3, 0)
        #expect(held?.frame == Rect(x: 0, y: 280, width: 390, height: 100))
        #expect(held?.zIndex == Int.max)
        // The other places keep their frames (equal rows): 0.1 and 0.2 now show the items that moved up.
        #expect(Self.cell(view, 1, 0)?.frame == Rect(x: 0, y: 100, width: 390, height: 100))
        // A point between rows belongs to the lower one: (195, 200) is row 0.2.
        #expect(
            view.targetIndexPath(
                forInteractivelyMovingItem: Self.path(3, 0), withPosition: Point(x: 195, y: 200))
                == Self.path(2, 0))
        // Over no cell (right of the content) the target stays.
        try view.updateInteractiveMovementTargetPosition(Point(x: 500, y: 120))
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(3, 0))
        #expect(Self.cell(view, 3, 0)?.frame == Rect(x: 305, y: 70, width: 390, height: 100))
    }

    @Test(
        "R-MOVE-2, R-MOVE-3: across sections the counts change; the next update over the same point settles")
    func acrossSections() throws {
        var view = try Self.list()
        try view.beginInteractiveMovementForItem(at: Self.path(1, 0))
        // (195, 560) is over 1.0 (500…600): the item goes to 1.0. Section 0 has 4 rows (0…400),
        // section 1 has 4 from y 400: the held item's place is 400…500, drawn at 510…610.
        let events = try view.updateInteractiveMovementTargetPosition(Point(x: 195, y: 560))
        #expect(view.itemCounts == [4, 4])
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(0, 1))
        #expect(view.preparedLayout.attributes(forItemAt: Self.path(0, 1))?.frame.minY == 400)
        #expect(Self.cell(view, 0, 1)?.frame == Rect(x: 0, y: 510, width: 390, height: 100))
        #expect(view.contentSize.height == 800)
        // Every row stays visible (800 < 844) and the content size stays; the visible index paths
        // change: 0.4 is gone, 1.3 is new.
        #expect(
            events == [
                .visibleElementsChanged(
                    VisibleElementsChange(added: [.cell(Self.path(3, 1))], removed: [.cell(Self.path(4, 0))]))
            ])
        // Now 1.1 is at 500…600 under the finger: the item moves one down and stays there.
        try view.updateInteractiveMovementTargetPosition(Point(x: 195, y: 560))
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(1, 1))
        try view.updateInteractiveMovementTargetPosition(Point(x: 195, y: 560))
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(1, 1))
        // R-MOVE-6: ending commits 0.1 → 1.1; the layout stays, the item settles at 500…600.
        let result = try view.endInteractiveMovement()
        #expect(result.sourceIndexPath == Self.path(1, 0) && result.destinationIndexPath == Self.path(1, 1))
        #expect(result.movedItem)
        #expect(view.interactiveMovement == nil)
        #expect(Self.cell(view, 1, 1)?.frame == Rect(x: 0, y: 500, width: 390, height: 100))
        #expect(Self.cell(view, 1, 1)?.zIndex == 0)
    }

    @Test("R-MOVE-5: the targets the moving item can take; a bad one changes nothing")
    func targets() throws {
        var view = try Self.list()
        try view.beginInteractiveMovementForItem(at: Self.path(1, 0))
        // In its own section 0.0 … 0.4; in section 1 also the end, 1.3.
        #expect(view.canMoveInteractivelyMovingItem(to: Self.path(4, 0)))
        #expect(!view.canMoveInteractivelyMovingItem(to: Self.path(5, 0)))
        #expect(view.canMoveInteractivelyMovingItem(to: Self.path(3, 1)))
        #expect(!view.canMoveInteractivelyMovingItem(to: Self.path(4, 1)))
        #expect(!view.canMoveInteractivelyMovingItem(to: Self.path(0, 2)))
        #expect(throws: HeadlessError.invalidMoveTarget(Self.path(5, 0))) {
            try view.updateInteractiveMovementTargetPosition(
                Point(x: 10, y: 10), targetIndexPath: Self.path(5, 0))
        }
        #expect(throws: HeadlessError.invalidTargetPosition(Point(x: .infinity, y: 0))) {
            try view.updateInteractiveMovementTargetPosition(Point(x: .infinity, y: 0))
        }
        #expect(view.interactiveMovement?.targetPosition == Point(x: 195, y: 150))
        // An explicit target at the end of section 1: the item becomes its fourth row, 700…800.
        try view.updateInteractiveMovementTargetPosition(
            Point(x: 195, y: 750), targetIndexPath: Self.path(3, 1))
        #expect(view.itemCounts == [4, 4])
        #expect(view.preparedLayout.attributes(forItemAt: Self.path(3, 1))?.frame.minY == 700)
    }

    @Test("R-MOVE-6, R-MOVE-7: cancelling restores the counts and frames; ending in place moves nothing")
    func cancelAndEndInPlace() throws {
        var view = try Self.list()
        let original = view.visibleElements()
        try view.beginInteractiveMovementForItem(at: Self.path(1, 0))
        try view.updateInteractiveMovementTargetPosition(Point(x: 195, y: 560))
        try view.cancelInteractiveMovement()
        #expect(view.interactiveMovement == nil)
        #expect(view.itemCounts == [5, 3])
        #expect(view.visibleElements() == original)
        #expect(throws: HeadlessError.noMovementInProgress) { try view.cancelInteractiveMovement() }
        #expect(throws: HeadlessError.noMovementInProgress) { try view.endInteractiveMovement() }

        try view.beginInteractiveMovementForItem(at: Self.path(2, 0))
        try view.updateInteractiveMovementTargetPosition(Point(x: 100, y: 260))
        let result = try view.endInteractiveMovement()
        #expect(result.destinationIndexPath == Self.path(2, 0) && !result.movedItem)
        #expect(view.visibleElements() == original)
    }

    @Test("R-MOVE-8: a change of the item counts voids the movement")
    func dataChangeVoids() throws {
        var view = try Self.list()
        try view.beginInteractiveMovementForItem(at: Self.path(0, 0))
        try view.setItemCounts([6, 3])
        #expect(view.interactiveMovement == nil)
        #expect(view.visibleElements().allSatisfy { $0.zIndex != Int.max })
        try view.setItemCounts([5, 3])
        #expect(view.interactiveMovement == nil)
        // A new bounds size keeps the data, and a movement in progress.
        try view.beginInteractiveMovementForItem(at: Self.path(1, 0))
        try view.updateInteractiveMovementTargetPosition(Point(x: 195, y: 560))
        try view.setBoundsSize(Size(width: 300, height: 844))
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(0, 1))
        #expect(view.itemCounts == [4, 4])
        try view.cancelInteractiveMovement()
        #expect(view.itemCounts == [5, 3])
        // A new movement can begin at once.
        try view.beginInteractiveMovementForItem(at: Self.path(4, 0))
        #expect(view.interactiveMovement?.originalIndexPath == Self.path(4, 0))
    }

    @Test("R-MOVE-3, R-MOVE-4: in an orthogonal row the cells are hit where the row's offset shows them")
    func orthogonalRow() throws {
        // The R-ORTHO-2 carousel: cell k at x 16 + 322k, 312 × 200. Scrolled by 322, cell k shows at
        // x 16 + 322(k − 1): cell 1 at 16…328, cell 2 at 338…650.
        var view = try Fixture.carouselView(.continuous, count: 10)
        try view.setOrthogonalOffset(322, forSection: 0)
        try view.beginInteractiveMovementForItem(at: Self.path(1, 0))
        #expect(view.interactiveMovement?.targetPosition == Point(x: 172, y: 100))
        // x 360 is cell 2 on screen (unscrolled it would be cell 1, at 338…650).
        try view.updateInteractiveMovementTargetPosition(Point(x: 360, y: 100))
        #expect(view.interactiveMovement?.targetIndexPath == Self.path(2, 0))
        // Drawn centred on the finger: x 360 − 156 = 204 … 516, y 0…200.
        #expect(Self.cell(view, 2, 0)?.frame == Rect(x: 204, y: 0, width: 312, height: 200))
        #expect(view.orthogonalOffset(forSection: 0) == 322)
        let result = try view.endInteractiveMovement()
        #expect(result.sourceIndexPath == Self.path(1, 0) && result.destinationIndexPath == Self.path(2, 0))
    }

    @Test(
        "R-MOVE-2, R-MOVE-10: a diffable view moves measurements with their items and returns the transaction"
    )
    func diffableTransaction() throws {
        // Rows estimated at 44, measured 80 for "a" and 40 for the others: a 0…80, b 80…120,
        // c 120…160, d 160…200, e 200…240.
        let row = Fixture.size(.fractionalWidth(1), .estimated(44))
        let layout = CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])))
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: layout, environment: LayoutEnvironment(containerSize: Fixture.screen),
            sizeProvider: { element, proposed in
                Size(width: proposed.width, height: element.itemIdentifier as? String == "a" ? 80 : 40)
            })
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(["a", "b", "c", "d", "e"])
        try view.apply(snapshot)
        #expect(view.view.preparedLayout.attributes(forItemAt: Self.path(3, 0))?.frame.minY == 160)

        try view.beginInteractiveMovementForItem(at: Self.path(0, 0))
        // (195, 190) is over d (160…200): a goes to 0.3. Live: b 0…40, c 40…80, d 80…120,
        // a 120…200 (its 80 went with it), e 200…240.
        try view.updateInteractiveMovementTargetPosition(Point(x: 195, y: 190))
        #expect(view.snapshot().itemIdentifiers == ["b", "c", "d", "a", "e"])
        #expect(view.itemIdentifier(for: Self.path(3, 0)) == "a")
        let frames = (0..<5).map {
            view.view.preparedLayout.attributes(forItemAt: Self.path($0, 0))?.frame.minY
        }
        #expect(frames == [0, 40, 80, 120, 200])
        // Held: 80 tall centred on y 190, 150…230.
        let held = view.view.visibleElements().first { $0.zIndex == Int.max }
        #expect(held?.frame == Rect(x: 0, y: 150, width: 390, height: 80))

        let transaction = try view.endInteractiveMovement()
        #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "d", "a", "e"])
        #expect(
            transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference) == [
                "b", "c", "d", "a", "e",
            ])
        #expect(
            Array(transaction.difference) == [
                .remove(offset: 0, element: "a", associatedWith: 3),
                .insert(offset: 3, element: "a", associatedWith: 0),
            ])
        #expect(view.snapshot().itemIdentifiers == ["b", "c", "d", "a", "e"])
    }

    @Test("R-MOVE-7: cancelling a diffable movement gives back the snapshot")
    func diffableCancel() throws {
        var view = try DiffableHeadlessCollectionView<Int, String>(
            layout: CompositionalLayout(section: LayoutSection(group: Fixture.grid(columns: 1))),
            environment: LayoutEnvironment(containerSize: Fixture.screen))
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        try snapshot.appendSections([0, 1])
        try snapshot.appendItems(["a", "b"], toSection: 0)
        try snapshot.appendItems(["c"], toSection: 1)
        try view.apply(snapshot)
        try view.beginInteractiveMovementForItem(at: Self.path(0, 0))
        // Rows: a 0…100, b 100…200, c 200…300. Over c: a goes to 1.0.
        try view.updateInteractiveMovementTargetPosition(Point(x: 20, y: 250))
        #expect(try view.snapshot().itemIdentifiers(inSection: 1) == ["a", "c"])
        try view.cancelInteractiveMovement()
        #expect(view.snapshot().itemIdentifiers == ["a", "b", "c"])
        #expect(view.view.itemCounts == [2, 1])
        #expect(view.interactiveMovement == nil)
    }

    @Test("R-MOVE-2: where an item goes when another moves")
    func indexPathMapping() {
        func moved(_ item: Int, _ section: Int) -> LayoutIndexPath {
            InteractiveMovement.indexPath(
                Self.path(item, section), movingItemFrom: Self.path(2, 0), to: Self.path(4, 0))
        }
        // a b c d e with c (0.2) moved to 0.4: a b d e c.
        #expect((0..<5).map { moved($0, 0) } == [0, 1, 4, 2, 3].map { Self.path($0, 0) })
        #expect(moved(0, 1) == Self.path(0, 1))
        // Across: 0.1 to 1.0 — 0.2 moves up, 1.0 moves down.
        let across = { (p: LayoutIndexPath) in
            InteractiveMovement.indexPath(p, movingItemFrom: Self.path(1, 0), to: Self.path(0, 1))
        }
        #expect(across(Self.path(2, 0)) == Self.path(1, 0))
        #expect(across(Self.path(0, 1)) == Self.path(1, 1))
        #expect(across(Self.path(1, 0)) == Self.path(0, 1))
    }
}
