import Foundation
import Testing
import UIKitCompatibility

/// The waterfall extension of the facade (not Apple's API), written the way an app would use it.
/// Expected frames are derived by hand in the comments (Layout rules, R-WATERFALL).
@Suite("Waterfall sections through the facade")
struct WaterfallFacadeTests {
    struct Photo {
        let aspectRatio: CGFloat
    }

    /// Heights 100, 50, 70, 30, 60, 40 at a 183-wide column, as photos of those aspect ratios.
    static let photos = [100, 50, 70, 30, 60, 40].map { Photo(aspectRatio: CGFloat($0) / 183) }

    static func feedLayout() -> UICollectionViewCompositionalLayout {
        let photos = Self.photos
        return UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection.waterfall(columns: .count(2), spacing: 8) { index in
                .absolute(photos[index].aspectRatio * 183)
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
            return section
        }
    }

    @Test("R-WATERFALL-2: the issue's example through UICollectionViewCompositionalLayout")
    func photoFeed() {
        let harness = Harness(Self.feedLayout(), counts: [6])
        // Columns (390 − 16 − 8) / 2 = 183 at x 8 and 199; cells at (8, 0), (199, 0), (199, 58),
        // (8, 108), (199, 136), (8, 146); content 196.
        let origins = (0..<6).map { harness.frame(ofItem: $0)?.origin }
        #expect(
            origins.map { $0.map { CGPoint(x: $0.x.rounded(), y: $0.y.rounded()) } } == [
                CGPoint(x: 8, y: 0), CGPoint(x: 199, y: 0), CGPoint(x: 199, y: 58), CGPoint(x: 8, y: 108),
                CGPoint(x: 199, y: 136), CGPoint(x: 8, y: 146),
            ])
        #expect(harness.collectionView.contentSize.height.rounded() == 196)
    }

    @Test("R-WATERFALL-5: estimated heights self-size; later items re-flow")
    func selfSizing() {
        let layout = UICollectionViewCompositionalLayout(
            section: NSCollectionLayoutSection.waterfall(columns: .count(2)) { _ in .estimated(100) })
        let harness = Harness(layout, counts: [4])
        harness.collectionView.preferredSizeProvider = { indexPath, proposed in
            // The proposal is the column width and the estimate; item 1 is a tall card.
            #expect(proposed == CGSize(width: 195, height: 100))
            return CGSize(width: proposed.width, height: indexPath.item == 1 ? 300 : 100)
        }
        // Item 1 is 300 tall, so items 2 and 3 both go to column 0, at 100 and 200; content 300.
        #expect(harness.frame(ofItem: 1) == CGRect(x: 195, y: 0, width: 195, height: 300))
        #expect(harness.frame(ofItem: 3) == CGRect(x: 0, y: 200, width: 195, height: 100))
        #expect(harness.collectionView.contentSize.height == 300)
    }

    @Test("The section reports that it is a waterfall; a group section does not")
    func isWaterfall() {
        let waterfall = NSCollectionLayoutSection.waterfall(columns: .adaptive(minimumWidth: 100)) { _ in
            .fractionalWidth(1)
        }
        #expect(waterfall.isWaterfall)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        #expect(!NSCollectionLayoutSection(group: group).isWaterfall)
    }
}
