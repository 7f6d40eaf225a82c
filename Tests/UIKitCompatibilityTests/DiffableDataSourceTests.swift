import Foundation
import Testing
import UIKitCompatibility

/// A cell that remembers its item.
final class ItemCell: UICollectionViewCell {
    var item: String?
}

/// Lets a section provider reach the data source created after the layout.
final class SectionLookup {
    weak var dataSource: UICollectionViewDiffableDataSource<String, String>?
}

/// Records what a collection view tells its delegate about display.
final class DisplayLog: UICollectionViewDelegate {
    var events: [String] = []

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        events.append("+\(indexPath.section).\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        events.append("-\(indexPath.section).\(indexPath.item)")
    }
}

/// `UICollectionViewDiffableDataSource` over the headless view (R-APPLY, R-ORTHO-17).
@Suite("UICollectionViewDiffableDataSource")
struct DiffableDataSourceTests {
    /// Section "row": an orthogonal row of 100-point cards (10 apart); section "list": 50-point rows.
    static func layout(isRow: @escaping (Int) -> Bool) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            if isRow(index) {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(100), heightDimension: .absolute(100)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                return section
            }
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    static func make() -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>, DisplayLog) {
        // As apps do, the section provider asks the data source which section it lays out.
        let lookup = SectionLookup()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400),
            collectionViewLayout: layout { lookup.dataSource?.sectionIdentifier(for: $0) == "row" })
        let log = DisplayLog()
        collectionView.delegate = log
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            _, _, item in
            let cell = ItemCell()
            cell.item = item
            return cell
        }
        lookup.dataSource = dataSource
        return (collectionView, dataSource, log)
    }

    @Test("Identifiers, indexes and section snapshots answer as on iOS")
    func queries() {
        let (collectionView, dataSource, _) = Self.make()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["row", "list"])
        snapshot.appendItems((0..<10).map { "card \($0)" }, toSection: "row")
        snapshot.appendItems(["a", "b"], toSection: "list")
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(completed)
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 0) == 10)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "b")
        #expect(dataSource.indexPath(for: "card 3") == IndexPath(item: 3, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == "list" && dataSource.index(for: "row") == 0)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "list") == ["a", "b"])

        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit"])
        outline.append(["apple", "pear"], to: "fruit")
        dataSource.apply(outline, to: "list", animatingDifferences: false)
        // Collapsed, only the root is shown (R-APPLY-5).
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "list") == ["fruit"])
        #expect(dataSource.snapshot(for: "list").items == ["fruit", "apple", "pear"])
        outline.expand(["fruit"])
        dataSource.apply(outline, to: "list")
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "list") == ["fruit", "apple", "pear"])
        #expect(dataSource.snapshot(for: "row").items.count == 10)
    }

    @Test(
        "Display follows the visible items; a row's offset follows its section identifier (R-ORTHO-17)")
    func displayAndOffsets() {
        let (collectionView, dataSource, log) = Self.make()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["row", "list"])
        snapshot.appendItems((0..<10).map { "card \($0)" }, toSection: "row")
        snapshot.appendItems(["a", "b"], toSection: "list")
        dataSource.apply(snapshot)
        // Cards 0…3 start at 0, 110, 220, 330 < 390; the list rows are at 100 and 150.
        #expect(log.events == ["+0.0", "+0.1", "+0.2", "+0.3", "+1.0", "+1.1"])
        #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? ItemCell)?.item == "b")
        // The row scrolled to 500 shows cards from x 500: card 4 (440…540) to card 8 (880…980).
        collectionView.setOrthogonalScrollOffset(500, inSection: 0)
        #expect(
            collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [
                4, 5, 6, 7, 8,
            ])
        // New cells are displayed first, then the cells that scrolled away end displaying.
        #expect(
            log.events.suffix(9) == ["+0.4", "+0.5", "+0.6", "+0.7", "+0.8", "-0.0", "-0.1", "-0.2", "-0.3"])
        // Moving the row below the list keeps its offset with it.
        snapshot.moveSection("row", afterSection: "list")
        dataSource.apply(snapshot)
        #expect(collectionView.orthogonalScrollOffset(inSection: 1) == 500)
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemCell)?.item == "a")
        // Reload data configures every visible cell again.
        let before = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) !== before)
    }
}
