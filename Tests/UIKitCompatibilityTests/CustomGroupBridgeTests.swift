import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// Custom groups' item providers are Apple's plain closures; the layout asks them about the group
/// sizes the engine resolves and feeds the frames back (R-CUSTOM).
@Suite("Custom group item providers")
struct CustomGroupBridgeTests {
    @Test("The provider sees the resolved group size and is asked once per size")
    func providerEnvironmentAndCaching() {
        var seen: [CGSize] = []
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(124))
        ) { environment in
            seen.append(environment.container.contentSize)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 50, height: 50))]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let harness = Harness(layout, counts: [3])
        #expect(harness.frame(ofItem: 2) == rect(16, 258, 50, 50))
        #expect(seen == [CGSize(width: 358, height: 124)])
        layout.invalidateLayout()
        #expect(harness.frame(ofItem: 0) == rect(16, 10, 50, 50))
        #expect(seen.count == 1)
        harness.collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        #expect(harness.frame(ofItem: 0) == rect(16, 10, 50, 50))
        #expect(seen == [CGSize(width: 358, height: 124), CGSize(width: 468, height: 124)])
    }

    @Test("A custom group nested in a group, from a section provider, equals the native layout")
    func nestedCustomGroup() throws {
        let layout = UICollectionViewCompositionalLayout { (_: Int, _: NSCollectionLayoutEnvironment) in
            let custom = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
            ) { environment in
                let size = environment.container.contentSize
                return [
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)),
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(
                            x: 0, y: size.height / 2, width: size.width / 2, height: size.height / 2),
                        zIndex: 3),
                ]
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
                subitems: [item, custom])
            return NSCollectionLayoutSection(group: group)
        }
        let harness = Harness(layout, counts: [5, 2])
        let native = CompositionalLayout(sectionProvider: { _, _ in
            let custom = LayoutGroup.custom(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
            ) { environment in
                let size = environment.container.contentSize
                return [
                    LayoutGroupCustomItem(
                        frame: Rect(x: 0, y: 0, width: size.width, height: size.height / 2)),
                    LayoutGroupCustomItem(
                        frame: Rect(x: 0, y: size.height / 2, width: size.width / 2, height: size.height / 2),
                        zIndex: 3),
                ]
            }
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            return LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    subitems: [item, custom]))
        })
        #expect(harness.allElements == (try nativeElements(native, counts: [5, 2])))
        // k = 3: item 4 is the custom group's first frame in the second instance: (195, 120, 195, 60).
        #expect(harness.frame(ofItem: 4) == rect(195, 120, 195, 60))
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.zIndex == 3)
    }

    @Test("Queries cost what is visible: one million items")
    func largeSection() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            subitems: [item])
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            counts: [1_000_000])
        #expect(harness.collectionView.contentSize.height == 25_000_000)
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 12_345_650)
        // Bounds y 12 345 650…12 346 494 meet rows 123 456 … 123 464.
        let visible = harness.collectionView.indexPathsForVisibleItems
        #expect(visible.first == IndexPath(item: 123_456 * 4, section: 0))
        #expect(visible.last == IndexPath(item: 123_464 * 4 + 3, section: 0))
        #expect(visible.count == 9 * 4)
    }
}
