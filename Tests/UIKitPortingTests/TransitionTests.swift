import Testing
import UIKitCompatibility

/// A photo browser that pinches between a list and a grid, and edits its photos with animation,
/// written as an app writes it.
@Suite("Layout transitions and animated updates")
struct TransitionTests {
    enum Section: Hashable {
        case recent
        case favourites
    }

    /// Rows 390 × 100: photo k at (0, 100k).
    static func listLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Two columns 195 × 100: photo k at (195 (k mod 2), 100 ⌊k / 2⌋).
    static func gridLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Rows under a 50-pt section header.
    static func headedLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("R-TRANS-5: a pinch from list to grid, finished: the grid is installed, completion (true, true)")
    func pinchFinished() {
        let list = Self.listLayout()
        let screen = Screen(list, counts: [20])
        let collectionView = screen.collectionView
        #expect(collectionView.indexPathsForVisibleItems.count == 9)
        let grid = Self.gridLayout()
        var completions: [(Bool, Bool)] = []
        let transitionLayout = collectionView.startInteractiveTransition(to: grid) { completed, finished in
            completions.append((completed, finished))
        }
        #expect(collectionView.collectionViewLayout === transitionLayout)
        #expect(transitionLayout.currentLayout === list && transitionLayout.nextLayout === grid)
        #expect(transitionLayout.transitionProgress == 0)
        // At progress 0 the list is shown: rows 0…8.
        #expect(collectionView.indexPathsForVisibleItems == (0...8).map { IndexPath(item: $0, section: 0) })

        transitionLayout.transitionProgress = 0.5
        transitionLayout.updateValue(120, forAnimatedKey: "pinchScale")
        #expect(transitionLayout.value(forAnimatedKey: "pinchScale") == 120)
        #expect(transitionLayout.value(forAnimatedKey: "unknown") == 0)
        // Half-way photo 3 is between (0, 300, 390, 100) and (195, 100, 195, 100).
        #expect(
            transitionLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 97.5, y: 200, width: 292.5, height: 100))
        // Photo k is at y (100k + 100 ⌊k / 2⌋) / 2: photos 0…11 are on screen (11 at 800).
        #expect(collectionView.indexPathsForVisibleItems == (0...11).map { IndexPath(item: $0, section: 0) })
        // Content height between 2000 and 1000.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 1500))

        collectionView.finishInteractiveTransition()
        #expect(completions.count == 1 && completions[0] == (true, true))
        #expect(collectionView.collectionViewLayout === grid)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 195, y: 100, width: 195, height: 100))
        #expect(collectionView.indexPathsForVisibleItems.count == 18)
    }

    @Test("R-TRANS-5: a pinch cancelled: the list is back, completion (true, false)")
    func pinchCancelled() {
        let list = Self.listLayout()
        let screen = Screen(list, counts: [20])
        let collectionView = screen.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        var finished: Bool?
        let transitionLayout = collectionView.startInteractiveTransition(to: Self.gridLayout()) { _, done in
            finished = done
        }
        transitionLayout.transitionProgress = 0.8
        collectionView.cancelInteractiveTransition()
        #expect(finished == false)
        #expect(collectionView.collectionViewLayout === list)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 300))
        // Rows 3 (300…400) to 11 (1100…1200) overlap 300…1144.
        #expect(collectionView.indexPathsForVisibleItems == (3...11).map { IndexPath(item: $0, section: 0) })
        // Nothing left to finish.
        collectionView.finishInteractiveTransition()
        #expect(collectionView.collectionViewLayout === list)
    }

    /// A cell showing a photo's name.
    final class PhotoCell: UICollectionViewCell {
        var name: String?
    }

    static func photoBrowser() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, String>) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: headedLayout())
        let registration = UICollectionView.CellRegistration<PhotoCell, String> { cell, _, name in
            cell.name = name
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        collectionView.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.recent])
        snapshot.appendItems(["a", "b", "c", "d"], toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = collectionView.indexPathsForVisibleItems
        return (collectionView, dataSource)
    }

    @Test(
        "R-ANIM-2, R-ANIM-3: an animated apply: inserted photos fade in, deleted ones fade out, moved ones slide"
    )
    func animatedApply() {
        let (collectionView, dataSource) = Self.photoBrowser()
        let layout = collectionView.collectionViewLayout
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .recent])
        snapshot.appendItems(["x"], toSection: .favourites)
        snapshot.appendItems(["d", "a", "c", "e"], toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: true)
        #expect(collectionView.numberOfSections == 2)
        let header = UICollectionView.elementKindSectionHeader
        // Before: header of recent 0…50, a b c d at 50 + 100k. After: header of favourites 0…50,
        // x at 50…150, header of recent 150…200, d a c e at 200 + 100k.
        // e (1.3) is inserted: it fades in at its final frame.
        let e = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 1))
        #expect(e?.frame == CGRect(x: 0, y: 500, width: 390, height: 100) && e?.alpha == 0)
        // d (now 1.0) comes from its old frame, at full opacity.
        let d = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 1))
        #expect(d?.frame == CGRect(x: 0, y: 350, width: 390, height: 100) && d?.alpha == 1)
        #expect(d?.indexPath == IndexPath(item: 0, section: 1))
        // b (0.1 before) is deleted: it fades out where it was.
        let b = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0))
        #expect(b?.frame == CGRect(x: 0, y: 150, width: 390, height: 100) && b?.alpha == 0)
        // a (0.0 before) goes to its new frame, 1.1 at y 300.
        let a = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0))
        #expect(a?.frame == CGRect(x: 0, y: 300, width: 390, height: 100) && a?.alpha == 1)
        // The header of favourites is new; the header of recent slides from 0 to 150.
        let newHeader = layout.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: header, at: IndexPath(item: 0, section: 0))
        #expect(newHeader?.alpha == 0 && newHeader?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        let movedHeader = layout.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: header, at: IndexPath(item: 0, section: 1))
        #expect(movedHeader?.alpha == 1 && movedHeader?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        let leavingHeader = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind: header, at: IndexPath(item: 0, section: 0))
        #expect(leavingHeader?.frame == CGRect(x: 0, y: 150, width: 390, height: 50))
        // No decorations in this layout.
        #expect(
            layout.initialLayoutAttributesForAppearingDecorationElement(
                ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(
            layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)

        // An apply without animation animates nothing.
        snapshot.deleteItems(["x"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(collectionView.numberOfItems(inSection: 0) == 0)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 1)) == nil)
    }

    @Test("R-ANIM-2: performBatchUpdates: the deleted row fades out, the rows below move up")
    func batchUpdates() {
        final class Rows: UICollectionViewDataSource {
            var count = 10
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            {
                count
            }
        }
        let rows = Rows()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Self.listLayout())
        collectionView.dataSource = rows
        _ = collectionView.indexPathsForVisibleItems
        collectionView.performBatchUpdates {
            rows.count = 9
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }
        let layout = collectionView.collectionViewLayout
        let deleted = layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 2, section: 0))
        #expect(deleted?.frame == CGRect(x: 0, y: 200, width: 390, height: 100) && deleted?.alpha == 0)
        // Row 3 becomes row 2: it starts at 300 and ends at 200.
        let moved = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0))
        #expect(moved?.frame == CGRect(x: 0, y: 300, width: 390, height: 100) && moved?.alpha == 1)
        // Row 9 (900…1000) was below the screen; as row 8 (800…900) it is on screen and comes from 900.
        let revealed = layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 8, section: 0))
        #expect(revealed?.frame.minY == 900)
    }

    /// A custom layout: three 100-pt cells in a column, or in a row.
    final class LineLayout: UICollectionViewLayout {
        let horizontal: Bool

        init(horizontal: Bool) {
            self.horizontal = horizontal
            super.init()
        }

        override var collectionViewContentSize: CGSize {
            horizontal ? CGSize(width: 300, height: 100) : CGSize(width: 100, height: 300)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<3).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
                .filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let offset = CGFloat(indexPath.item) * 100
            attributes.frame = CGRect(
                x: horizontal ? offset : 0, y: horizontal ? 0 : offset, width: 100, height: 100)
            return attributes
        }
    }

    @Test("R-TRANS-1: between custom layouts the two layouts' own answers are interpolated")
    func customLayouts() {
        let screen = Screen(LineLayout(horizontal: false), counts: [3])
        let collectionView = screen.collectionView
        let row = LineLayout(horizontal: true)
        var finished: Bool?
        let transitionLayout = collectionView.startInteractiveTransition(to: row) { _, done in finished = done
        }
        transitionLayout.transitionProgress = 0.5
        // Item 2 goes from (0, 200) to (200, 0): (100, 100) half-way; the content from 100 × 300 to
        // 300 × 100 is 200 × 200.
        #expect(
            transitionLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 200, height: 200))
        #expect(collectionView.indexPathsForVisibleItems.count == 3)
        collectionView.finishInteractiveTransition()
        #expect(finished == true && collectionView.collectionViewLayout === row)
    }
}
