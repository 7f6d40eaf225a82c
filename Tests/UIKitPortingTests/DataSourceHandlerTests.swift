import Testing
import UIKitCompatibility

/// A cell showing one title.
private final class TitleCell: UICollectionViewCell {
    var title: String?
}

/// An outline of folders, expanded and collapsed by the user, and a reorderable list of
/// favourites, written as an app writes them.
private final class FoldersViewController {
    enum Section: Hashable {
        case folders
        case favourites
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    /// What the handlers were asked, in order.
    var events: [String] = []
    /// The app's own order of favourites, updated from reordering transactions.
    var favourites = ["Inbox", "Drafts", "Sent", "Pinned"]

    init() {
        // 44-pt rows, one per line.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<TitleCell, String> { cell, _, title in
            cell.title = title
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        configureHandlers()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.folders, .favourites])
        snapshot.appendItems(favourites, toSection: .favourites)
        dataSource.apply(snapshot, animatingDifferences: false)
        var folders = NSDiffableDataSourceSectionSnapshot<String>()
        folders.append(["Work", "Home", "Archive"])
        folders.append(["Reports", "Invoices"], to: "Work")
        dataSource.apply(folders, to: .folders, animatingDifferences: false)
    }

    func configureHandlers() {
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { [weak self] item in
            self?.events.append("should expand \(item)")
            return true
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
            self?.events.append("will expand \(item)")
        }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in item != "Home" }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
            self?.events.append("will collapse \(item)")
        }
        // "Archive" loads its children when it first expands.
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            guard parent == "Archive", children.items.isEmpty else { return children }
            var loaded = NSDiffableDataSourceSectionSnapshot<String>()
            loaded.append(["2023", "2024"])
            return loaded
        }
        dataSource.reorderingHandlers.canReorderItem = { item in item != "Pinned" }
        dataSource.reorderingHandlers.willReorder = { [weak self] transaction in
            self?.events.append("will reorder \(transaction.difference.count) changes")
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            for sectionTransaction in transaction.sectionTransactions
            where sectionTransaction.sectionIdentifier == .favourites {
                if let updated = favourites.applying(sectionTransaction.difference) { favourites = updated }
            }
        }
    }

    func title(at item: Int, _ section: Int) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? TitleCell)?.title
    }
}

@Suite("Diffable data-source handlers")
struct DataSourceHandlerTests {
    @Test("Tapping disclosures expands and collapses through the handlers; the visible items follow")
    func expandAndCollapse() {
        let controller = FoldersViewController()
        let collectionView = controller.collectionView!
        // Collapsed: Work, Home, Archive, then 4 favourites.
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.indexPathsForVisibleItems.count == 7)

        collectionView.tapOutlineDisclosure(at: IndexPath(item: 0, section: 0))
        #expect(controller.events == ["should expand Work", "will expand Work"])
        #expect(
            controller.dataSource.snapshot(for: .folders).visibleItems == [
                "Work", "Reports", "Invoices", "Home", "Archive",
            ])
        // Reports is row 1 of 44 pt: (0, 44, 390, 44); its cell shows its title.
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 44, width: 390, height: 44))
        #expect(controller.title(at: 1, 0) == "Reports")
        #expect(collectionView.indexPathsForVisibleItems.count == 9)
        // Favourites start after the 5 folder rows: y = 5 × 44 = 220.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 220)

        // Archive has no children yet: snapshotForExpandingParent loads them.
        controller.events = []
        collectionView.tapOutlineDisclosure(at: IndexPath(item: 4, section: 0))
        #expect(controller.events == ["should expand Archive", "will expand Archive"])
        #expect(
            controller.dataSource.snapshot(for: .folders).visibleItems.suffix(3) == [
                "Archive", "2023", "2024",
            ])
        #expect(controller.title(at: 6, 0) == "2024")

        // Home is a leaf: the loader is asked and returns no children, so no row appears.
        controller.events = []
        collectionView.tapOutlineDisclosure(at: IndexPath(item: 3, section: 0))
        #expect(controller.events == ["should expand Home", "will expand Home"])
        #expect(collectionView.numberOfItems(inSection: 0) == 7)

        controller.events = []
        collectionView.tapOutlineDisclosure(at: IndexPath(item: 0, section: 0))
        #expect(controller.events == ["will collapse Work"])
        #expect(
            controller.dataSource.snapshot(for: .folders).visibleItems == [
                "Work", "Home", "Archive", "2023", "2024",
            ])
        #expect(controller.title(at: 1, 0) == "Home")
    }

    @Test("shouldCollapseItem can refuse; apply(_:to:) runs its completion")
    func refusedCollapse() {
        let controller = FoldersViewController()
        var home = NSDiffableDataSourceSectionSnapshot<String>()
        home.append(["Home"])
        home.append(["Kitchen"], to: "Home")
        home.expand(["Home"])
        var completed = false
        controller.dataSource.apply(home, to: .folders, animatingDifferences: true) { completed = true }
        #expect(completed)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 2)
        controller.collectionView.tapOutlineDisclosure(at: IndexPath(item: 0, section: 0))
        #expect(controller.dataSource.snapshot(for: .folders).isExpanded("Home"))
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test("Reordering asks canReorderItem and reports transactions the app applies to its model")
    func reordering() throws {
        let controller = FoldersViewController()
        let collectionView = controller.collectionView!
        let dataSource = try #require(controller.dataSource)
        // Pinned (item 3 of section 1) cannot move; nothing happens.
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 3, section: 1)))
        dataSource.collectionView(
            collectionView, moveItemAt: IndexPath(item: 3, section: 1), to: IndexPath(item: 0, section: 1))
        #expect(controller.events.isEmpty)

        // Inbox moves to the end of the movable ones: after Sent.
        #expect(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 1)))
        dataSource.collectionView(
            collectionView, moveItemAt: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
        // One move is a removal and an insertion.
        #expect(controller.events == ["will reorder 2 changes"])
        #expect(controller.favourites == ["Drafts", "Sent", "Inbox", "Pinned"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: .favourites) == controller.favourites)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == "Inbox")
        #expect(controller.title(at: 2, 1) == "Inbox")
    }
}
