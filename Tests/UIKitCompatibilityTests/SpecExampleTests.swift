import Foundation
import Testing
import UIKitCompatibility

/// Worked examples of the layout rules written with Apple's names; expected frames are the articles'
/// hand-derived ones.
@Suite("Worked examples of the layout rules through UIKit names")
struct SpecExampleTests {
    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    static func frames(_ harness: Harness, section: Int = 0) -> [CGRect] {
        (0..<harness.collectionView.numberOfItems(inSection: section)).compactMap {
            harness.frame(ofItem: $0, section: section)
        }
    }

    @Test("R-CONT-1: fractions see the whole height along the scroll axis, the inset width across")
    func containers() {
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1.0), .fractionalHeight(0.25)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [5])
        #expect(
            Self.frames(harness) == [
                rect(16, 10, 179, 211), rect(195, 10, 179, 211), rect(16, 221, 179, 211),
                rect(195, 221, 179, 211),
                rect(16, 432, 179, 211),
            ])
        #expect(harness.collectionView.contentSize == CGSize(width: 390, height: 653))
    }

    @Test("R-ITEM-1, R-ITEM-5: group and item content insets")
    func contentInsets() {
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 5, bottom: 7, trailing: 9)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1.0), .absolute(100)), subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [4]
        )
        #expect(
            Self.frames(harness) == [
                rect(9, 5, 175, 82), rect(198, 5, 175, 82), rect(9, 105, 175, 82), rect(198, 105, 175, 82),
            ])
        #expect(harness.collectionView.contentSize.height == 200)
    }

    @Test("R-EDGE-4: flexible edge spacing shares the leftover")
    func flexibleEdges() {
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(8), top: nil, trailing: .flexible(12), bottom: .flexible(4))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1.0), .absolute(100)), subitems: [item])
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [2]
        )
        #expect(Self.frames(harness) == [rect(95.5, 0, 195, 100), rect(95.5, 100, 195, 100)])
    }

    @Test("R-COUNT-1, R-COUNT-4 and R-GROUP-5: count, repeating and flexible spacing")
    func countsAndSpacing() {
        func row(_ group: NSCollectionLayoutGroup, spacing: NSCollectionLayoutSpacing) -> [CGRect] {
            group.interItemSpacing = spacing
            let harness = Harness(
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
                counts: [3])
            return Self.frames(harness)
        }
        let item = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(40), .fractionalHeight(1.0)))
        let groupSize = Self.size(.fractionalWidth(1.0), .absolute(20))
        #expect(
            row(.horizontal(layoutSize: groupSize, subitem: item, count: 3), spacing: .fixed(12)) == [
                rect(0, 0, 122, 20), rect(134, 0, 122, 20), rect(268, 0, 122, 20),
            ])
        #expect(
            row(.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3), spacing: .fixed(12))
                == [
                    rect(0, 0, 40, 20), rect(52, 0, 40, 20), rect(104, 0, 40, 20),
                ])
        let wide = NSCollectionLayoutItem(layoutSize: Self.size(.absolute(104), .fractionalHeight(1.0)))
        #expect(
            row(.horizontal(layoutSize: groupSize, subitems: [wide]), spacing: .flexible(6)) == [
                rect(0, 0, 104, 20), rect(143, 0, 104, 20), rect(286, 0, 104, 20),
            ])
    }

    @Test("R-STACK-1: inter-section spacing around an empty section")
    func emptySection() {
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1.0), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration),
            counts: [2, 0, 3])
        #expect(
            Self.frames(harness, section: 2) == [
                rect(16, 128, 179, 50), rect(195, 128, 179, 50), rect(16, 178, 179, 50),
            ])
        #expect(harness.collectionView.contentSize.height == 238)
    }

    @Test("R-STACK-3, R-STACK-5: layout-level header and footer at (0, Int.max)")
    func layoutBoundaryItems() {
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: Self.size(.fractionalWidth(1.0), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1.0), .absolute(60)), elementKind: "header",
                alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1.0), .absolute(48)), elementKind: "footer",
                alignment: .bottom),
        ]
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [2])
        let layoutIndex = IndexPath(item: Int.max, section: 0)
        #expect(
            harness.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: layoutIndex)?.frame
                == rect(0, 0, 390, 60))
        #expect(
            harness.layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: layoutIndex)?.frame
                == rect(0, 130, 390, 48))
        #expect(Self.frames(harness) == [rect(16, 70, 179, 50), rect(195, 70, 179, 50)])
        #expect(harness.collectionView.contentSize.height == 178)
        let all =
            harness.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 178)) ?? []
        #expect(all.map(\.representedElementKind) == ["header", "footer", nil, nil])
    }

    @Test("R-BOUNDARY-3, R-BOUNDARY-9: header and footer follow the content insets unless told not to")
    func boundaryItemsAndInsets() {
        func frames(following: Bool) -> [CGRect?] {
            let item = NSCollectionLayoutItem(
                layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1.0), .absolute(50)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            section.supplementariesFollowContentInsets = following
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: Self.size(.fractionalWidth(1.0), .absolute(44)), elementKind: "header",
                    alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: Self.size(.fractionalWidth(1.0), .absolute(30)), elementKind: "footer",
                    alignment: .bottom),
            ]
            let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [4])
            let index = IndexPath(item: 0, section: 0)
            return [
                harness.layout.layoutAttributesForSupplementaryView(ofKind: "header", at: index)?.frame,
                harness.frame(ofItem: 0), harness.frame(ofItem: 3),
                harness.layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: index)?.frame,
            ]
        }
        #expect(
            frames(following: true) == [
                rect(16, 0, 358, 44), rect(16, 54, 179, 50), rect(195, 104, 179, 50), rect(16, 164, 358, 30),
            ])
        #expect(
            frames(following: false) == [
                rect(0, 0, 390, 44), rect(16, 54, 179, 50), rect(195, 104, 179, 50), rect(0, 164, 390, 30),
            ])
    }

    @Test("R-REF-2, R-REF-4: content insets reference with safe area and layout margins")
    func contentInsetsReference() {
        func frames(_ reference: UIContentInsetsReference) -> [CGRect] {
            let item = NSCollectionLayoutItem(
                layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1.0), .absolute(44)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.contentInsetsReference = reference
            let harness = Harness(
                UICollectionViewCompositionalLayout(section: section, configuration: configuration),
                counts: [2],
                safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            harness.collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: 0, leading: 16, bottom: 0, trailing: 16)
            return Self.frames(harness)
        }
        #expect(frames(.layoutMargins) == [rect(20, 0, 175, 44), rect(195, 0, 175, 44)])
        #expect(frames(.readableContent) == [rect(20, 0, 175, 44), rect(195, 0, 175, 44)])
        #expect(frames(.safeArea) == [rect(4, 0, 191, 44), rect(195, 0, 191, 44)])
        #expect(frames(.none) == [rect(4, 0, 191, 44), rect(195, 0, 191, 44)])
    }

    @Test("R-HORIZ-1: horizontal scroll direction")
    func horizontalScrolling() {
        let item = NSCollectionLayoutItem(
            layoutSize: Self.size(.fractionalWidth(1.0), .fractionalHeight(0.25)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: Self.size(.fractionalWidth(0.4), .fractionalHeight(1.0)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [10])
        let frames = Self.frames(harness)
        #expect(frames[0] == rect(20, 12, 156, 205))
        #expect(frames[3] == rect(20, 627, 156, 205))
        #expect(frames[4] == rect(186, 12, 156, 205))
        #expect(frames[9] == rect(352, 217, 156, 205))
        #expect(harness.collectionView.contentSize == CGSize(width: 528, height: 844))
        // The group-granular query acts along x: x 180…190 (y 100…110) hits only the second column.
        let hit =
            harness.layout.layoutAttributesForElements(in: CGRect(x: 180, y: 100, width: 10, height: 10))
            ?? []
        #expect(hit.map(\.indexPath.item) == [4, 5, 6, 7])
    }
}
