import Foundation
import Testing
import UIKitCompatibility

/// A chip row written as an app writes it — items of `.estimated` width in a full-width group — and
/// measured by the collection view's size provider: UIKit's own names, no new API. Measured chips
/// re-flow: a row holds as many as fit, the next chip starts the next row (R-FLOW-2).
@Suite("Chips re-flow through UICollectionView")
struct FacadeFlowTests {
    /// The chips of a filter bar: `estimated(estimate)` wide, rows of `rowHeight`.
    static func chipLayout(
        estimate: CGFloat, rowHeight: CGFloat, itemSpacing: CGFloat, lineSpacing: CGFloat
    ) -> UICollectionViewCompositionalLayout {
        let chip = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .estimated(estimate), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [chip])
        row.interItemSpacing = .fixed(itemSpacing)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = lineSpacing
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("R-FLOW-2 worked example: widths 150, 100, 80, 60, 300 and one unmeasured chip")
    func workedExample() {
        let layout = Self.chipLayout(estimate: 60, rowHeight: 32, itemSpacing: 10, lineSpacing: 10)
        let harness = Harness(layout, counts: [6], size: CGSize(width: 320, height: 600))
        let widths: [CGFloat?] = [150, 100, 80, 60, 300, nil]
        harness.collectionView.preferredSizeProvider = { indexPath, proposed in
            widths[indexPath.item].map { CGSize(width: $0, height: proposed.height) }
        }
        // Rows: 150 + 10 + 100 = 260 (+ 10 + 80 = 350 > 320); 80 + 10 + 60 = 150 (+ 10 + 300 > 320);
        // 300 alone (+ 10 + 60 = 370 > 320); the unmeasured chip keeps its estimate, 60.
        // Rows are 32 + 10 = 42 apart: y 0, 42, 84, 126.
        #expect(
            (0..<6).map { harness.frame(ofItem: $0) } == [
                rect(0, 0, 150, 32), rect(160, 0, 100, 32), rect(0, 42, 80, 32), rect(90, 42, 60, 32),
                rect(0, 84, 300, 32), rect(0, 126, 60, 32),
            ])
        // 4 rows of 32 and 3 gaps of 10: 158.
        #expect(harness.collectionView.contentSize == CGSize(width: 320, height: 158))
    }

    @Test("R-FLOW-2: the issue's 300-pt filter bar keeps every chip inside the view")
    func filterBar() {
        let layout = Self.chipLayout(estimate: 50, rowHeight: 30, itemSpacing: 8, lineSpacing: 0)
        let harness = Harness(layout, counts: [6], size: CGSize(width: 300, height: 600))
        let widths: [CGFloat] = [120, 90, 70, 40, 200, 30]
        harness.collectionView.preferredSizeProvider = { indexPath, proposed in
            CGSize(width: widths[indexPath.item], height: proposed.height)
        }
        // 120 + 8 + 90 + 8 + 70 = 296 ≤ 300 (+ 8 + 40 = 344 > 300); 40 + 8 + 200 + 8 + 30 = 286.
        #expect(
            (0..<6).map { harness.frame(ofItem: $0) } == [
                rect(0, 0, 120, 30), rect(128, 0, 90, 30), rect(226, 0, 70, 30),
                rect(0, 30, 40, 30), rect(48, 30, 200, 30), rect(256, 30, 30, 30),
            ])
        for item in 0..<6 { #expect(harness.frame(ofItem: item).map { $0.maxX <= 300 } == true) }
        #expect(harness.collectionView.contentSize == CGSize(width: 300, height: 60))
    }

    @Test("R-FLOW-8: right to left, the re-flowed rows are mirrored")
    func rightToLeft() {
        let layout = Self.chipLayout(estimate: 60, rowHeight: 32, itemSpacing: 10, lineSpacing: 10)
        let harness = Harness(layout, counts: [6], size: CGSize(width: 320, height: 600))
        harness.collectionView.semanticContentAttribute = .forceRightToLeft
        let widths: [CGFloat?] = [150, 100, 80, 60, 300, nil]
        harness.collectionView.preferredSizeProvider = { indexPath, proposed in
            widths[indexPath.item].map { CGSize(width: $0, height: proposed.height) }
        }
        // x' = 320 − x − width: 320 − 0 − 150 = 170, 320 − 160 − 100 = 60, 320 − 80 = 240,
        // 320 − 90 − 60 = 170, 320 − 300 = 20, 320 − 60 = 260.
        #expect(
            (0..<6).map { harness.frame(ofItem: $0) } == [
                rect(170, 0, 150, 32), rect(60, 0, 100, 32), rect(240, 42, 80, 32), rect(170, 42, 60, 32),
                rect(20, 84, 300, 32), rect(260, 126, 60, 32),
            ])
    }
}
