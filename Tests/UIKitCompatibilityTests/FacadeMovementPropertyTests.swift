import Foundation
import PropertyBased
import Testing
import UIKitCompatibility

/// A cell that shows one title.
private final class MovableCell: UICollectionViewCell {
    var title: String?
}

/// Lists behind a data source that counts, as apps wrote them before diffable data sources.
private final class MovableLists: UICollectionViewDataSource {
    var sections: [[String]]

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
        let cell = MovableCell(frame: .zero)
        let items = sections.indices.contains(indexPath.section) ? sections[indexPath.section] : []
        cell.title = items.indices.contains(indexPath.item) ? items[indexPath.item] : "no such item"
        return cell
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
    }
}

/// Random drags through the facade — a list, a grid and an orthogonal row, with a data source that
/// counts or a diffable one — checked after every step against a plain model: the item counts the
/// collection view reports, the title of every visible cell, the held cell on the finger, and at
/// the end the app's data (R-MOVE-2, R-MOVE-4, R-MOVE-6, R-MOVE-7, R-MOVE-10).
@Suite("Random drags on the UICollectionView facade")
struct FacadeMovementPropertyTests {
    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            let full = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            switch index {
            case 0:
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    subitems: [NSCollectionLayoutItem(layoutSize: full)])
                return NSCollectionLayoutSection(group: group)
            case 1:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            default:
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(150), heightDimension: .absolute(100)),
                    subitems: [NSCollectionLayoutItem(layoutSize: full)])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            }
        }
    }

    @Test("R-MOVE-2, R-MOVE-4, R-MOVE-6, R-MOVE-7, R-MOVE-10: cells, counts and data follow random drags")
    func randomDrags() async {
        await propertyCheck(
            count: 80, input: Gen.int(in: 0...8).array(of: 3), Gen.bool, Gen.double(in: 0...0.999),
            Gen.double(in: 0...1), zip(Gen.double(in: -20...410), Gen.double(in: 0...1)).array(of: 1...5),
            Gen.bool
        ) { counts, diffable, pick, scroll, moves, ends in
            try Self.drag(
                counts: counts, diffable: diffable, pick: pick, scroll: scroll, moves: moves, ends: ends)
        }
    }

    static func drag(
        counts: [Int], diffable: Bool, pick: Double, scroll: Double, moves: [(Double, Double)], ends: Bool
    ) throws {
        let model = counts.enumerated().map { section, count in (0..<count).map { "\(section)-\($0)" } }
        let total = model.joined().count
        guard total > 0 else { return }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: layout())
        let lists = MovableLists(model)
        var dataSource: UICollectionViewDiffableDataSource<Int, String>?
        if diffable {
            let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                _, _, title in
                let cell = MovableCell(frame: .zero)
                cell.title = title
                return cell
            }
            source.reorderingHandlers.canReorderItem = { _ in true }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1, 2])
            for (section, items) in model.enumerated() { snapshot.appendItems(items, toSection: section) }
            source.apply(snapshot, animatingDifferences: false)
            dataSource = source
        } else {
            collectionView.dataSource = lists
        }
        let height = collectionView.contentSize.height
        collectionView.contentOffset = CGPoint(x: 0, y: max(0, height - 500) * scroll)

        var flat = Int(pick * Double(total))
        let section = model.firstIndex { items in
            if flat < items.count { return true }
            flat -= items.count
            return false
        }!
        let held = model[section][flat]
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: flat, section: section)))
        var live = model
        for (index, (x, fraction)) in moves.enumerated() {
            let finger = CGPoint(x: x, y: collectionView.contentOffset.y + fraction * 500)
            collectionView.updateInteractiveMovementTargetPosition(finger)
            let floating = collectionView.visibleLayoutAttributes.filter { $0.zIndex == Int.max }
            try #require(floating.count == 1, "move \(index)")
            let target = floating[0].indexPath
            #expect(
                abs(floating[0].center.x - finger.x) < 1e-6 && abs(floating[0].center.y - finger.y) < 1e-6)
            live = model.map { $0.filter { $0 != held } }
            live[target.section].insert(held, at: target.item)
            expectCells(collectionView, live, "move \(index)")
        }
        if ends {
            collectionView.endInteractiveMovement()
        } else {
            collectionView.cancelInteractiveMovement()
        }
        let final = ends ? live : model
        if let dataSource {
            let snapshot = dataSource.snapshot()
            for (section, items) in final.enumerated() {
                #expect(snapshot.itemIdentifiers(inSection: section) == items)
            }
        } else {
            #expect(lists.sections == final)
        }
        #expect(collectionView.visibleLayoutAttributes.allSatisfy { $0.zIndex != Int.max })
        expectCells(collectionView, final, ends ? "end" : "cancel")
    }

    /// The collection view reports `model`'s counts and every visible cell shows its item.
    static func expectCells(_ collectionView: UICollectionView, _ model: [[String]], _ step: String) {
        for (section, items) in model.enumerated() {
            #expect(collectionView.numberOfItems(inSection: section) == items.count, "\(step)")
        }
        for indexPath in collectionView.indexPathsForVisibleItems {
            let title = (collectionView.cellForItem(at: indexPath) as? MovableCell)?.title
            #expect(title == model[indexPath.section][indexPath.item], "\(step) \(indexPath)")
        }
    }
}
