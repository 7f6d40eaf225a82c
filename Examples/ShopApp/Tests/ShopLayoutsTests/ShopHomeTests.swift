// The shop's home screen tested as the app's code runs it: a UICollectionView with the app's
// layout, fed by a diffable data source. `swift test` on Linux or macOS; the first run records
// `__Snapshots__/ShopHomeTests/home.1.txt`.
import LayoutSnapshotTesting
import ShopLayouts
import Testing
import UIKitCompatibility

@MainActor
@Suite struct ShopHomeTests {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ShopLayout.make())
    let dataSource: UICollectionViewDiffableDataSource<ShopSection, ShopItem>

    init() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, ShopItem> {
            cell, _, item in
            cell.indentationLevel = item.level
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(ShopCatalog.sample.snapshot(), animatingDifferences: false)
    }

    /// Every frame of the home screen, one line per element.
    @Test func home() {
        assertSnapshot(of: collectionView, as: .frames)
    }

    /// A few frames derived by hand, and the list header's kind: UIKit's, as the app registers it.
    @Test func framesByHand() throws {
        // Banners: an orthogonal section's groups take fractions of the full width (R-ORTHO-2), so a
        // banner is 0.9 × 390 = 351 wide at x 16 (the leading inset), the next at 16 + 351 + 10 = 377;
        // the section is 160 + 16 (bottom inset) = 176 tall.
        let banner = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(banner.frame == CGRect(x: 377, y: 0, width: 351, height: 160))
        // The categories' header has UIKit's kind, the one the app registers its header view for; an
        // inset-grouped list pads 16 before it (R-LIST-3): y 176 + 16 = 192, full width (no margins).
        let header = try #require(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        #expect(header.frame == CGRect(x: 0, y: 192, width: 390, height: 44))
        // Products: columns 390 / 2 = 195 wide, tiles inset by 6: 183 × 208, the second at x 195 + 6.
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 2)))
        let second = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 2)))
        // The list ends at 192 + 44 + 4 × 44 + 16 (bottom inset) = 428; the products' header is 44
        // tall, so the first tile starts at 428 + 44 + 6 = 478.
        #expect(first.frame == CGRect(x: 6, y: 478, width: 183, height: 208))
        #expect(second.frame.origin.x == 201 && second.frame.minY == first.frame.minY)
        // Three rows of two, 220 apart.
        let last = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 2)))
        #expect(last.frame.minY == first.frame.minY + 2 * 220)
    }
}
