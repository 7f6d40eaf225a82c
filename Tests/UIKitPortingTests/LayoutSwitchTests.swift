import Testing
import UIKitCompatibility

/// A list of 50-pt rows.
private func listLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A grid of four columns in 100-pt rows.
private func gridLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// Counts scroll notifications.
private final class ScrollCounter: UICollectionViewDelegate {
    var count = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { count += 1 }
}

/// A custom layout that starts at a fixed offset when it becomes the collection view's layout.
private final class StartsAtTenLayout: UICollectionViewLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: 0, y: 10)
    }
}

@Suite("Switching layouts")
struct LayoutSwitchTests {
    @Test("A list switched to a grid and back keeps the offset, brought into range")
    func listToGridAndBack() {
        let list = listLayout()
        let screen = Screen(list, counts: [100])
        let collectionView = screen.collectionView
        let counter = ScrollCounter()
        collectionView.delegate = counter
        // 100 rows × 50 = 5000 tall; offset 3000 is in range (0…5000 − 844).
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 60, section: 0))
        counter.count = 0

        let grid = gridLayout()
        collectionView.setCollectionViewLayout(grid, animated: true)
        #expect(collectionView.collectionViewLayout === grid && list.collectionView == nil)
        // 25 rows × 100 = 2500 tall: the offset is clamped to 2500 − 844 = 1656, and the delegate
        // hears of it once.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 2500))
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1656))
        #expect(counter.count == 1)
        // Rows 16 (1600…1700) to 24 (2400…2500) are visible: items 64…99.
        #expect(collectionView.indexPathsForVisibleItems == (64...99).map { IndexPath(item: $0, section: 0) })
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 65, section: 0))?.frame
                == CGRect(x: 97.5, y: 1600, width: 97.5, height: 100))

        var finished: Bool?
        collectionView.setCollectionViewLayout(list, animated: false) { finished = $0 }
        #expect(finished == true)
        // Back in the list, 1656 is in range and kept; rows 33 (1650…1700) to 49 (2450…2500).
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1656))
        #expect(collectionView.indexPathsForVisibleItems == (33...49).map { IndexPath(item: $0, section: 0) })
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 33, section: 0))?.frame
                == CGRect(x: 0, y: 1650, width: 390, height: 50))
        #expect(collectionView.visibleCells.count == 17)
    }

    @Test("The new layout's targetContentOffset(forProposedContentOffset:) decides where to go")
    func targetOffset() {
        let screen = Screen(listLayout(), counts: [100])
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 700)
        var finished = false
        screen.collectionView.setCollectionViewLayout(StartsAtTenLayout(), animated: false) { finished = $0 }
        #expect(finished && screen.collectionView.contentOffset == CGPoint(x: 0, y: 10))
        // Back in the list, the offset 10 is kept: rows 0 (0…50) to 17 (850…900) overlap 10…854.
        screen.collectionView.collectionViewLayout = listLayout()
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(screen.collectionView.indexPathsForVisibleItems.count == 18)
    }

    @Test("The setter switches without animation, as setCollectionViewLayout(_:animated:) does")
    func setter() {
        let screen = Screen(gridLayout(), counts: [10])
        screen.collectionView.collectionViewLayout = listLayout()
        // 10 rows of 50: 500 tall, all visible from offset 0.
        #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 500))
        #expect(screen.collectionView.indexPathsForVisibleItems.count == 10)
        #expect(screen.cell(9, 0) == CGRect(x: 0, y: 450, width: 390, height: 50))
    }
}
