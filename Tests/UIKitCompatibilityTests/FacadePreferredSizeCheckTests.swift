import Foundation
import Testing
import UIKitCompatibility

/// An invalid answer of `preferredSizeProvider` traps, as UIKit raises, with the one error the
/// engine's measurement applier gives for an invalid preferred size (R-SIZING-1).
@Suite("One preferred-size check through UICollectionView")
struct FacadePreferredSizeCheckTests {
    @Test("R-SIZING-1: a negative preferred height traps with the engine's message")
    func negativeHeightTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let size = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let harness = Harness(layout, counts: [10])
            harness.collectionView.preferredSizeProvider = { indexPath, proposed in
                CGSize(width: proposed.width, height: indexPath.item == 2 ? -1 : 60)
            }
            _ = harness.collectionView.indexPathsForVisibleItems
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        // LayoutError.invalidPreferredSize's reason, the same text `setPreferredSize` gives.
        #expect(message.contains("of cell 0.2 must be finite and ≥ 0"))
    }
}
