import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// The headless collection view's direction and display scale reach the engine.
@Suite("Right-to-left and pixel rounding")
struct EnvironmentTests {
    /// R-RTL-1: insets leading 24, trailing 12, `HG(fw1, abs100, [IT(fw0.25, fh1)])` fix10.
    static func rtlExample() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            subitems: [item])
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 12)
        return UICollectionViewCompositionalLayout(section: section)
    }

    static func cells(_ harness: Harness, in rect: CGRect) -> [Int] {
        (harness.layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item)
    }

    @Test("R-RTL-1: forceRightToLeft mirrors every frame and the group-granular query")
    func rightToLeft() {
        let harness = Harness(Self.rtlExample(), counts: [4])
        #expect((0..<4).map { harness.frame(ofItem: $0)?.minX } == [24, 115, 206, 297])
        #expect(harness.collectionView.effectiveUserInterfaceLayoutDirection == .leftToRight)
        // The group spans x 24…378 left to right, 12…366 right to left.
        #expect(Self.cells(harness, in: CGRect(x: 370, y: 0, width: 5, height: 5)) == [0, 1, 2, 3])
        #expect(Self.cells(harness, in: CGRect(x: 14, y: 0, width: 5, height: 5)).isEmpty)
        harness.collectionView.semanticContentAttribute = .forceRightToLeft
        #expect(harness.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect((0..<4).map { harness.frame(ofItem: $0)?.minX } == [285, 194, 103, 12])
        #expect(harness.frame(ofItem: 0)?.width == 81)
        #expect(Self.cells(harness, in: CGRect(x: 370, y: 0, width: 5, height: 5)).isEmpty)
        #expect(Self.cells(harness, in: CGRect(x: 14, y: 0, width: 5, height: 5)) == [0, 1, 2, 3])
    }

    @Test("Right-to-left safe-area insets: the left inset is the trailing one")
    func rightToLeftSafeArea() throws {
        let harness = Harness(
            Self.rtlExample(), counts: [4],
            safeAreaInsets: UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0))
        harness.collectionView.semanticContentAttribute = .forceRightToLeft
        let native = try CompositionalLayout(
            section: {
                var item = LayoutItem(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
                item.contentInsets = .zero
                var group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [item])
                group.interItemSpacing = .fixed(10)
                var section = LayoutSection(group: group)
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 12)
                return section
            }()
        )
        .prepare(
            in: LayoutEnvironment(
                containerSize: Size(width: 390, height: 844),
                safeAreaInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 30),
                layoutDirection: .rightToLeft),
            itemCounts: [4])
        #expect(harness.allElements == native.allElements().map(Element.init))
        // Width (390 − 30 safe area − 24 − 12 − 3 × 10 spacing) / 4 = 73.5; the first cell ends at the leading inset 24.
        #expect(harness.frame(ofItem: 0) == rect(390 - 24 - 73.5, 0, 73.5, 100))
    }

    @Test("R-ROUND-2: a display scale rounds frames as current UIKit does")
    func displayScale() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 7.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
            subitems: [item])
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [7]
        )
        #expect(isClose(harness.frame(ofItem: 1), rect(390.0 / 7, 0, 390.0 / 7, 50)))
        harness.collectionView.displayScale = 3
        // Width ⌊167.1429⌋ px = 167 px; positions accumulate: 0, 167, 334, … px.
        let expectedX: [CGFloat] = [0, 167, 334, 501, 668, 835, 1002].map { $0 / 3 }
        for (index, x) in expectedX.enumerated() {
            #expect(isClose(harness.frame(ofItem: index), rect(x, 0, 167.0 / 3, 50)), "item \(index)")
        }
    }
}
