import Foundation
import Testing
import UIKitCompatibility

/// Self-sizing through the `UICollectionView` stand-in: its size providers are the headless view's
/// (R-SIZING, R-EST). Expected frames are derived by hand in the comments.
@Suite("Self-sizing through UICollectionView")
struct FacadeSelfSizingTests {
    /// A list `HG(fw1, est44, [IT(fw1, est44)])`, optionally under an estimated header.
    static func estimatedList(header: Bool = false) -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        if header {
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("R-SIZING-2 example: 30 rows answering 60 measure rows 0…14; content 1560")
    func visibleRowsAreMeasured() {
        let harness = Harness(Self.estimatedList(), counts: [30])
        var asked: [Int] = []
        harness.collectionView.preferredSizeProvider = { indexPath, proposed in
            asked.append(indexPath.item)
            // The proposed size is the layout's width and the current estimate (R-SIZING-1).
            #expect(proposed == CGSize(width: 390, height: 44))
            return CGSize(width: 1000, height: 60)
        }
        _ = harness.collectionView.indexPathsForVisibleItems
        // Row 14 starts at 14 × 60 = 840 < 844 and is measured; row 15 then starts at 900.
        #expect(asked == Array(0...14))
        // Only the estimated height is adopted (R-EST-1): the width stays 390.
        #expect(harness.frame(ofItem: 14) == rect(0, 840, 390, 60))
        #expect(harness.frame(ofItem: 15) == rect(0, 900, 390, 44))
        // 15 × 60 + 15 × 44 = 1560 (R-EST-8: unmeasured rows keep their estimates).
        #expect(harness.collectionView.contentSize == CGSize(width: 390, height: 1560))
    }

    @Test("Scrolling measures what it reveals; anchoring keeps the first visible row in place")
    func scrollingMeasures() {
        let harness = Harness(Self.estimatedList(), counts: [30])
        var asked: [Int] = []
        harness.collectionView.preferredSizeProvider = { indexPath, _ in
            asked.append(indexPath.item)
            return CGSize(width: 390, height: 60)
        }
        _ = harness.collectionView.indexPathsForVisibleItems
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 700)
        // The viewport is 700…1544. Row 11 (660…720) is the first visible row and is not moved by
        // measurements below it, so the offset stays (R-SCROLL-7). Rows 15… start at
        // 900 + 60 (k − 15) once measured: row 25 starts at 1500 < 1544, row 26 at 1560.
        #expect(harness.collectionView.contentOffset == CGPoint(x: 0, y: 700))
        #expect(asked == Array(0...25))
        #expect(harness.collectionView.indexPathsForVisibleItems.map(\.item) == Array(11...25))
        // 26 × 60 + 4 × 44 = 1736.
        #expect(harness.collectionView.contentSize.height == 1736)
    }

    @Test("R-EST-1 example: answers 60, 80, 100 and nil for the fourth row; content 284")
    func nilKeepsTheEstimate() {
        let harness = Harness(Self.estimatedList(), counts: [4])
        let heights: [CGFloat?] = [60, 80, 100, nil]
        harness.collectionView.preferredSizeProvider = { indexPath, proposed in
            heights[indexPath.item].map { CGSize(width: proposed.width, height: $0) }
        }
        #expect(
            (0..<4).map { harness.frame(ofItem: $0) } == [
                rect(0, 0, 390, 60), rect(0, 60, 390, 80), rect(0, 140, 390, 100), rect(0, 240, 390, 44),
            ])
        #expect(harness.collectionView.contentSize.height == 284)
    }

    @Test("R-EST-9: an estimated header self-sizes and pushes the rows down")
    func supplementariesSelfSize() {
        let harness = Harness(Self.estimatedList(header: true), counts: [3])
        var kinds: [String] = []
        harness.collectionView.preferredSupplementarySizeProvider = { kind, _, proposed in
            kinds.append(kind)
            return CGSize(width: proposed.width, height: 100)
        }
        // Rows keep their 44-point estimates (no cell provider); the header is 100 tall, so row 0 is
        // at 100 and the content is 100 + 3 × 44 = 232.
        #expect(harness.frame(ofItem: 0) == rect(0, 100, 390, 44))
        #expect(harness.collectionView.contentSize.height == 232)
        #expect(kinds == [UICollectionView.elementKindSectionHeader])
    }

    @Test("R-SIZING-3: a width change drops the measurements; the rows are measured at the new width")
    func widthChangeMeasuresAgain() {
        let harness = Harness(Self.estimatedList(), counts: [2])
        var proposals: [CGSize] = []
        harness.collectionView.preferredSizeProvider = { _, proposed in
            proposals.append(proposed)
            // Narrower rows wrap their text: 390 wide is 50 tall, 300 wide is 70 tall.
            return CGSize(width: proposed.width, height: proposed.width < 390 ? 70 : 50)
        }
        #expect(harness.frame(ofItem: 1) == rect(0, 50, 390, 50))
        harness.collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 844)
        #expect(harness.frame(ofItem: 1) == rect(0, 70, 300, 70))
        #expect(proposals.map(\.width) == [390, 390, 300, 300])
    }

    @Test("R-APPLY-6, R-EST-10: with a diffable data source, measurements follow their items")
    func measurementsFollowItems() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Self.estimatedList())
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            _, _, _ in UICollectionViewCell()
        }
        let heights: [String: CGFloat] = ["a": 60, "b": 80, "c": 100]
        var asked: [String] = []
        collectionView.preferredSizeProvider = { indexPath, proposed in
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            asked.append(item)
            return CGSize(width: proposed.width, height: heights[item] ?? 44)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot)
        #expect(asked == ["a", "b", "c"])
        // Reversed, the items keep their heights without being measured again: c 0…100, b 100…180,
        // a 180…240.
        snapshot.deleteAllItems()
        snapshot.appendSections([0])
        snapshot.appendItems(["c", "b", "a"])
        dataSource.apply(snapshot)
        #expect(asked == ["a", "b", "c"])
        #expect(
            (0..<3).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
                == [
                    rect(0, 0, 390, 100), rect(0, 100, 390, 80), rect(0, 180, 390, 60),
                ])
        // Reconfiguring b measures it again (R-APPLY-6).
        snapshot.reconfigureItems(["b"])
        dataSource.apply(snapshot)
        #expect(asked == ["a", "b", "c", "b"])
    }
}
