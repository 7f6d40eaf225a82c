import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// The examples of the README section and the DocC catalog give the frames they claim.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("README side by side: UIKit names and the native API agree on the claimed frame")
    func readmeSideBySide() throws {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let harness = Harness(layout, counts: [4])
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == rect(197, 46, 191, 96))

        var nativeItem = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        nativeItem.contentInsets = DirectionalEdgeInsets(all: 2)
        let nativeGroup = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [nativeItem])
        var nativeSection = LayoutSection(group: nativeGroup)
        var nativeHeader = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "UICollectionElementKindSectionHeader", alignment: .top)
        nativeHeader.pinToVisibleBounds = true
        nativeSection.boundarySupplementaryItems = [nativeHeader]
        let prepared = try CompositionalLayout(section: nativeSection)
            .prepare(in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [4])
        #expect(
            prepared.attributes(forItemAt: LayoutIndexPath(item: 1, section: 0))?.frame
                == Rect(x: 197, y: 46, width: 191, height: 96))
        #expect(harness.allElements == prepared.allElements().map(Element.init))
        #expect(try layout.preparedLayout().allElements() == prepared.allElements())
    }

    @Test("DocC overview: the claimed frame")
    func doccOverview() {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let harness = Harness(layout, counts: [2])
        #expect(harness.collectionView.collectionViewLayout === layout)
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(197, 2, 191, 96)
        )
    }

    @Test("README and DocC carousel: resting offsets, visible cards and the scaled frame they claim")
    func readmeCarousel() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(300))
        let section = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item]))
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            items.forEach { item in
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let harness = Harness(layout, counts: [5])
        let collectionView = harness.collectionView
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == -62)
        #expect(collectionView.orthogonalScrollOffsetRange(inSection: 0) == -62...914)
        collectionView.setOrthogonalScrollOffset(200, inSection: 0)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 182)
        #expect(collectionView.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(
            isClose(
                collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
                rect(345.4, 38, 187.2, 240)))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == rect(504, 8, 234, 300))
        // DocC: released at 300 with 800 pt/s (fast rate, o* = 379.2) from card 1 → card 2 at 426.
        #expect(
            collectionView.endOrthogonalDrag(
                inSection: 0, releasedAt: 300, velocity: 800, dragStartOffset: 182)
                == 426)
    }
}
