import Testing
import UIKitCompatibility

/// Reordering as apps write it: a long press begins, moves and ends an interactive movement; the
/// data source and the delegate decide (the R-MOVE rules).
@Suite("Interactive movement in apps")
struct InteractiveMovementTests {
    /// The board on an iPhone-sized screen. Favourite cards 150 × 100 at x 16 + 160k, y 0…100;
    /// Today from y 100 (milk 100…150, eggs 150…200, bread 200…250); Later from y 250 (taxes
    /// 250…300, car 300…350, dentist 350…400).
    static func board() -> ReorderableBoardViewController {
        let controller = ReorderableBoardViewController()
        controller.view.frame = CGRect(origin: .zero, size: Screen.iPhone)
        return controller
    }

    static func title(_ controller: ReorderableBoardViewController, _ item: Int, _ section: Int) -> String? {
        (controller.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? BoardCell)?
            .title
    }

    @Test("R-MOVE-11, R-MOVE-2, R-MOVE-4, R-MOVE-6, R-MOVE-10: a task dragged into the other list")
    func taskToOtherList() throws {
        let controller = Self.board()
        let collectionView = controller.collectionView!
        // Milk cannot be picked up (canReorderItem); eggs can.
        #expect(!controller.longPressBegan(at: CGPoint(x: 50, y: 125)))
        #expect(controller.longPressBegan(at: CGPoint(x: 50, y: 175)))
        // (200, 330) is over car, Later's item 1 (300…350): eggs goes there. Today keeps milk
        // 100…150 and bread 150…200; Later starts at 200: taxes 200…250, eggs' place 250…300.
        controller.longPressChanged(to: CGPoint(x: 200, y: 330))
        #expect(collectionView.numberOfItems(inSection: 1) == 2)
        #expect(collectionView.numberOfItems(inSection: 2) == 4)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame
                == CGRect(x: 0, y: 250, width: 390, height: 50))
        // The held cell is centred on the finger: x 200 − 195 = 5 … 395, y 305…355.
        let held = collectionView.cellForItem(at: IndexPath(item: 1, section: 2)) as? BoardCell
        #expect(held?.title == "eggs" && held?.frame == CGRect(x: 5, y: 305, width: 390, height: 50))
        #expect(Self.title(controller, 1, 1) == "bread")
        // Scrolling while the item is held leaves it where the finger put it.
        collectionView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 2))?.frame
                == CGRect(x: 5, y: 305, width: 390, height: 50))
        collectionView.contentOffset = .zero
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame.minY == 150)
        // Now car is at 300…350 under the finger: eggs moves below it.
        controller.longPressChanged(to: CGPoint(x: 200, y: 330))
        #expect(Self.title(controller, 1, 2) == "car" && Self.title(controller, 2, 2) == "eggs")
        #expect(controller.transactions.isEmpty)

        controller.longPressEnded()
        // One removal and one insertion of eggs, before and after the data changed.
        #expect(controller.transactions == ["will 2", "did 2"])
        #expect(controller.model[.today] == ["milk", "bread"])
        #expect(controller.model[.later] == ["taxes", "car", "eggs", "dentist"])
        #expect(controller.model[.favourites] == ["F0", "F1", "F2", "F3", "F4", "F5"])
        let snapshot = controller.dataSource.snapshot()
        #expect(snapshot.itemIdentifiers(inSection: .later) == ["taxes", "car", "eggs", "dentist"])
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 2))?.frame
                == CGRect(x: 0, y: 300, width: 390, height: 50))
        #expect(collectionView.numberOfItems(inSection: 2) == 4)
    }

    @Test("R-MOVE-3, R-MOVE-9: cards move within their scrolled row and the delegate keeps them there")
    func cardsInTheirRow() throws {
        let controller = Self.board()
        let collectionView = controller.collectionView!
        // Scrolled by 160, card k shows at x 16 + 160(k − 1): F1 16…166, F2 176…326, F3 336…486.
        collectionView.setOrthogonalScrollOffset(160, inSection: 0)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 100, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(controller.longPressBegan(at: CGPoint(x: 100, y: 50)))
        controller.longPressChanged(to: CGPoint(x: 350, y: 50))
        #expect(Self.title(controller, 3, 0) == "F1")
        // 150 × 100 centred on (350, 50).
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 275, y: 0, width: 150, height: 100))
        // Over bread the layout proposes Today's item 2; the delegate keeps the card at 0.3.
        controller.longPressChanged(to: CGPoint(x: 200, y: 225))
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 125, y: 175, width: 150, height: 100))
        controller.longPressEnded()
        #expect(controller.model[.favourites] == ["F0", "F2", "F3", "F1", "F4", "F5"])
        #expect(controller.transactions == ["will 2", "did 2"])
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 160)
    }

    @Test("R-MOVE-7, R-MOVE-6: cancelling puts the task back; dropping it in place reports nothing")
    func cancelAndDropInPlace() {
        let controller = Self.board()
        let collectionView = controller.collectionView!
        #expect(controller.longPressBegan(at: CGPoint(x: 50, y: 225)))
        controller.longPressChanged(to: CGPoint(x: 200, y: 375))
        #expect(Self.title(controller, 2, 2) == "bread")
        controller.longPressCancelled()
        #expect(collectionView.numberOfItems(inSection: 1) == 3)
        #expect(Self.title(controller, 2, 1) == "bread")
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 1))?.frame
                == CGRect(x: 0, y: 200, width: 390, height: 50))
        // Without a movement, updates and ends do nothing.
        controller.longPressChanged(to: CGPoint(x: 200, y: 375))
        controller.longPressEnded()
        #expect(controller.transactions.isEmpty)
        #expect(
            controller.dataSource.snapshot().itemIdentifiers(inSection: .today) == ["milk", "eggs", "bread"])

        #expect(controller.longPressBegan(at: CGPoint(x: 50, y: 225)))
        controller.longPressChanged(to: CGPoint(x: 300, y: 210))
        controller.longPressEnded()
        #expect(controller.transactions.isEmpty)
        #expect(Self.title(controller, 2, 1) == "bread")
    }

    @Test("R-MOVE-9, R-MOVE-6: a counting data source and a delegate with the older method")
    func countingDataSource() {
        let lists = TaskLists()
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection(
                group: .vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [
                        NSCollectionLayoutItem(
                            layoutSize: NSCollectionLayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    ])))
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: Screen.iPhone), collectionViewLayout: layout)
        collectionView.dataSource = lists
        collectionView.delegate = lists
        // Rows: a 0…50, b 50…100, c 100…150; d 150…200, e 200…250.
        let a = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        // Over d the proposal is 1.0; the delegate sends the item back to its original place.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 175))
        #expect(collectionView.numberOfItems(inSection: 1) == 2)
        #expect(lists.asked == [IndexPath(item: 0, section: 1)])
        // Over c: a goes to 0.2, and its cell goes with it.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 125))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === a)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        collectionView.endInteractiveMovement()
        #expect(lists.moves == ["0.0 → 0.2"])
        #expect(lists.sections == [["b", "c", "a"], ["d", "e"]])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === a)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
    }

    @Test("R-MOVE-3, R-MOVE-4: the layout's interactive-movement methods")
    func layoutMethods() {
        let controller = Self.board()
        let layout = controller.collectionView.collectionViewLayout
        // Eggs' place is 0…390 × 150…200; held at (100, 300): x −95…295, y 275…325, on top.
        let moving = layout.layoutAttributesForInteractivelyMovingItem(
            at: IndexPath(item: 1, section: 1), withTargetPosition: CGPoint(x: 100, y: 300))
        #expect(moving.frame == CGRect(x: -95, y: 275, width: 390, height: 50))
        #expect(moving.zIndex == Int.max && moving.center == CGPoint(x: 100, y: 300))
        #expect(
            layout.targetIndexPath(
                forInteractivelyMovingItem: IndexPath(item: 1, section: 1),
                withPosition: CGPoint(x: 20, y: 330))
                == IndexPath(item: 1, section: 2))
        // Below the content: no cell, the previous index path.
        #expect(
            layout.targetIndexPath(
                forInteractivelyMovingItem: IndexPath(item: 1, section: 1),
                withPosition: CGPoint(x: 20, y: 600))
                == IndexPath(item: 1, section: 1))
    }
}

/// Two lists of tasks behind a data source that counts and a delegate that implements only the
/// older retargeting method, keeping items in their section.
private final class TaskLists: UICollectionViewDataSource, UICollectionViewDelegate {
    var sections = [["a", "b", "c"], ["d", "e"]]
    private(set) var moves: [String] = []
    private(set) var asked: [IndexPath] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        moves.append(
            "\(sourceIndexPath.section).\(sourceIndexPath.item) → \(destinationIndexPath.section).\(destinationIndexPath.item)"
        )
    }

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        if proposedIndexPath.section != currentIndexPath.section { asked.append(proposedIndexPath) }
        return proposedIndexPath.section == currentIndexPath.section ? proposedIndexPath : currentIndexPath
    }
}
