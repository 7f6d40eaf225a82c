import Testing
import UIKitCompatibility

/// A view controller set up as on iOS — a collection view added to its view, a diffable data source
/// with cell and header registrations, a delegate — driven headlessly.
@Suite("A diffable view controller")
struct DiffableAppTests {
    /// The view controller on an iPhone-sized screen.
    static func loaded() -> NumberGridViewController {
        let controller = NumberGridViewController()
        controller.view.frame = CGRect(origin: .zero, size: Screen.iPhone)
        return controller
    }

    /// The numbers of the visible items.
    static func visibleNumbers(_ controller: NumberGridViewController) -> [Int] {
        controller.collectionView.indexPathsForVisibleItems.compactMap {
            controller.dataSource.itemIdentifier(for: $0)
        }
    }

    @Test("The hierarchy: the collection view fills the view and follows its size")
    func hierarchy() {
        let controller = Self.loaded()
        let collectionView = controller.collectionView!
        #expect(
            controller.view.subviews.first === collectionView && collectionView.superview === controller.view)
        #expect(collectionView.frame == CGRect(origin: .zero, size: Screen.iPhone))
        #expect(collectionView.backgroundColor == .systemBackground && collectionView.delegate === controller)
        // Cells are a fifth of 390 wide and tall: 78 × 78 under the 44-point header; 94 numbers make
        // 19 rows (18 full ones and 4 left over): 44 + 19 × 78 = 1526.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 1526))
        controller.view.frame = CGRect(origin: .zero, size: Screen.iPad)
        #expect(collectionView.frame.size == Screen.iPad)
        // 1194 / 5 = 238.8 per cell; 44 + 19 × 238.8 = 4581.2.
        #expect(abs(collectionView.contentSize.height - 4581.2) < 1e-9)
    }

    @Test("After the apply, the visible numbers are configured; scrolling configures the revealed ones")
    func applyAndScroll() {
        let controller = Self.loaded()
        let collectionView = controller.collectionView!
        // Rows at y 44 + 78 r reach below 844 while 44 + 78 r < 844: rows 0…10, numbers 0…54.
        #expect(Self.visibleNumbers(controller) == Array(0..<55))
        #expect(controller.configured.sorted() == Array(0..<55))
        let cell = collectionView.cellForItem(at: IndexPath(item: 12, section: 0)) as? NumberCell
        #expect(cell?.text == "12" && cell?.frame == CGRect(x: 156, y: 44 + 2 * 78, width: 78, height: 78))
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? TitleHeaderView)?.title == "Numbers")

        // Number 90 starts row 18 at y 44 + 18 × 78 = 1448; the top of the content can go no lower than
        // 1526 − 844 = 682, so the view stops there: rows 8 (668…746) to 18 show, numbers 40…93.
        collectionView.scrollToItem(at: IndexPath(item: 90, section: 0), at: .top, animated: true)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 682))
        #expect(controller.scrolledTo == [682])
        #expect(Self.visibleNumbers(controller) == Array(40..<94))
        #expect(controller.configured.sorted() == Array(0..<94))
        #expect(collectionView.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
        #expect(
            (collectionView.cellForItem(at: IndexPath(item: 93, section: 0)) as? NumberCell)?.text == "93")
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                == nil)
    }

    @Test(
        "A new snapshot: identifiers move, reconfigured items are configured again, the offset stays in range"
    )
    func secondApply() {
        let controller = Self.loaded()
        let collectionView = controller.collectionView!
        collectionView.contentOffset = CGPoint(x: 0, y: 682)
        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteItems(Array(0..<50))
        snapshot.reconfigureItems([60])
        let before = controller.configured.count
        controller.dataSource.apply(snapshot)
        // 44 numbers are left: 9 rows, 44 + 9 × 78 = 746 of content, shorter than the screen, so the
        // offset comes back to 0 and every number shows.
        #expect(collectionView.contentOffset == .zero)
        #expect(Self.visibleNumbers(controller) == Array(50..<94))
        #expect(controller.dataSource.indexPath(for: 60) == IndexPath(item: 10, section: 0))
        #expect(controller.dataSource.snapshot().itemIdentifiers == Array(50..<94))
        // At 682 numbers 40…93 were displayed: the cells of 50…93 move with their numbers, and only
        // the reconfigured 60 is configured again.
        #expect(Array(controller.configured[before...]) == [60])
    }

    @Test("Taps reach the delegate, which deselects")
    func selection() {
        let controller = Self.loaded()
        let collectionView = controller.collectionView!
        collectionView.tapItem(at: IndexPath(item: 7, section: 0))
        #expect(controller.selected == [7])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        #expect(controller.selected == [7])
    }
}
