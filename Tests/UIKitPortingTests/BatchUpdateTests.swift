import Testing
import UIKitCompatibility

/// A cell showing one message.
private final class MessageCell: UICollectionViewCell {
    var message: String?
}

/// A classic (non-diffable) data source over the app's arrays, as pre-iOS 13 apps write one.
private final class MessagesDataSource: UICollectionViewDataSource {
    var sections: [[String]]
    let registration = UICollectionView.CellRegistration<MessageCell, String> { cell, _, message in
        cell.message = message
    }

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
    }
}

/// A messages screen: 60-pt rows, full width.
private struct MessagesScreen {
    let collectionView: UICollectionView
    let dataSource: MessagesDataSource

    init(_ sections: [[String]]) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        dataSource = MessagesDataSource(sections)
        collectionView.dataSource = dataSource
    }

    func message(_ item: Int, _ section: Int) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? MessageCell)?.message
    }

    /// Every visible cell shows the model's message at its index path.
    func cellsMatchModel() -> Bool {
        collectionView.indexPathsForVisibleItems.allSatisfy {
            message($0.item, $0.section) == dataSource.sections[$0.section][$0.item]
        } && collectionView.visibleCells.count == collectionView.indexPathsForVisibleItems.count
    }
}

@Suite("Batch updates")
struct BatchUpdateTests {
    @Test("Insert, delete, move and reload in one batch: cells follow their items")
    func mixedBatch() throws {
        let screen = MessagesScreen([["a", "b", "c"], ["x", "y"]])
        let collectionView = screen.collectionView
        let cellOfB = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let cellOfY = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        var finished: Bool?
        collectionView.performBatchUpdates({
            // Delete "a", insert "new" first, move "y" to the end of section 0, reload "x".
            screen.dataSource.sections = [["new", "b", "c", "y"], ["x!"]]
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 3, section: 0))
            collectionView.reloadItems(at: [IndexPath(item: 0, section: 1)])
        }) { finished = $0 }
        #expect(finished == true)
        #expect(
            collectionView.numberOfItems(inSection: 0) == 4 && collectionView.numberOfItems(inSection: 1) == 1
        )
        // "b" stayed at 0.1 with its cell; "y" moved with its cell; "c" is still selected.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfB)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOfY)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(screen.message(0, 0) == "new" && screen.message(0, 1) == "x!")
        #expect(screen.cellsMatchModel())
        // Five rows of 60: "x!" is the fifth, at y = 4 × 60 = 240.
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 240, width: 390, height: 60))
        #expect(collectionView.indexPathsForVisibleItems.count == 5)
    }

    @Test("Sections inserted, deleted, moved and reloaded; single updates outside a batch")
    func sections() {
        let screen = MessagesScreen([["a"], ["b", "c"], ["d"]])
        let collectionView = screen.collectionView
        collectionView.performBatchUpdates {
            screen.dataSource.sections = [["d"], ["new1", "new2"], ["a"]]
            collectionView.deleteSections(IndexSet(integer: 1))
            collectionView.moveSection(2, toSection: 0)
            collectionView.insertSections(IndexSet(integer: 1))
        }
        #expect(collectionView.numberOfSections == 3)
        #expect(screen.message(0, 0) == "d" && screen.message(1, 1) == "new2" && screen.message(0, 2) == "a")
        #expect(screen.cellsMatchModel())

        screen.dataSource.sections[1] = ["one"]
        collectionView.reloadSections(IndexSet(integer: 1))
        #expect(collectionView.numberOfItems(inSection: 1) == 1 && screen.message(0, 1) == "one")

        screen.dataSource.sections[2].append("z")
        collectionView.insertItems(at: [IndexPath(item: 1, section: 2)])
        // Rows: d, one, a, z → "z" at y = 3 × 60 = 180.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame.minY == 180)
        #expect(screen.cellsMatchModel())
    }

    @Test("An inconsistent batch is a typed error, and the view reloads to match the data")
    func inconsistentBatch() {
        let screen = MessagesScreen([["a", "b", "c"]])
        let collectionView = screen.collectionView
        var completed = false
        #expect(
            throws: UICollectionViewUpdateError.invalidNumberOfItems(
                section: 0, before: 3, after: 5, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)
        ) {
            try collectionView.tryPerformBatchUpdates({
                screen.dataSource.sections[0] += ["d", "e"]
                collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            }) { _ in completed = true }
        }
        #expect(!completed)
        #expect(collectionView.numberOfItems(inSection: 0) == 5 && screen.cellsMatchModel())

        #expect(
            throws: UICollectionViewUpdateError.itemOutOfRange(
                operation: "delete", indexPath: IndexPath(item: 9, section: 0), itemCount: 5)
        ) {
            try collectionView.tryPerformBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 9, section: 0)])
            }
        }
        #expect(
            throws: UICollectionViewUpdateError.invalidNumberOfSections(
                before: 1, after: 1, inserted: 1, deleted: 0)
        ) {
            try collectionView.tryPerformBatchUpdates { collectionView.insertSections(IndexSet(integer: 0)) }
        }
    }

    @Test("The trapping API stops the program on an inconsistent update, as UIKit raises")
    func trapping() async {
        await #expect(processExitsWith: .failure) {
            let screen = MessagesScreen([["a"]])
            screen.dataSource.sections[0] += ["b", "c"]
            screen.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
    }
}
