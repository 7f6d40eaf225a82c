import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// The orthogonal rules' worked examples through UIKit names: the R-ORTHO-2 row (W 390, g 312, pitch 322,
/// L = T = 16, 10 groups, maxO 2852).
@Suite("Orthogonal worked examples through UIKit names")
struct OrthogonalSpecTests {
    static func harness(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, itemWidth: CGFloat = 1.0,
        count: Int = 10
    ) -> Harness {
        Harness(PortedOrthogonalLayouts.specRow(behavior, itemWidth: itemWidth), counts: [count])
    }

    @Test("Apple's raw values")
    func rawValues() {
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
            .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
        ]
        #expect(behaviors.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases == behaviors)
        let bounces: [UICollectionLayoutSectionOrthogonalScrollingBounce] = [.automatic, .always, .never]
        #expect(bounces.map(\.rawValue) == [0, 1, 2])
        #expect(UICollectionLayoutSectionOrthogonalScrollingDecelerationRate.normal.rawValue == 0.998)
        #expect(UICollectionLayoutSectionOrthogonalScrollingDecelerationRate.fast.rawValue == 0.99)
        let properties = UICollectionLayoutSectionOrthogonalScrollingProperties()
        #expect(properties.decelerationRate == .automatic && properties.bounce == .automatic)
        let section = PortedOrthogonalLayouts.featuredSection()
        #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
    }

    @Test("R-ORTHO-2, R-ORTHO-4: unscrolled frames, row length, section height, displayed frame at o = 644")
    func rowGeometry() {
        let harness = Self.harness(.continuous)
        let collectionView = harness.collectionView
        for item in [0, 1, 9] {
            #expect(harness.frame(ofItem: item) == rect(16 + 322 * CGFloat(item), 0, 312, 200))
        }
        #expect(harness.frame(ofItem: 9)?.minX == 2914)
        #expect(collectionView.contentSize == CGSize(width: 390, height: 200))
        #expect(collectionView.orthogonalScrollOffsetRange(inSection: 0) == 0...2852)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 0)
        collectionView.setOrthogonalScrollOffset(644, inSection: 0)
        // Cell 0.2 is displayed at 660 − 644 = 16; 0.1 at −306 … 6 and 0.3 at 338 still show.
        #expect(
            collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == rect(16, 0, 312, 200))
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
        // Natural queries stay unscrolled (R-ORTHO-6).
        #expect(harness.frame(ofItem: 2) == rect(660, 0, 312, 200))
    }

    @Test("R-ORTHO-4: a trimmed last instance shortens the row")
    func trimmedRow() {
        // Two 156-point cells per group, 7 items: R = 16 + 3 × 312 + 3 × 10 + 156 + 16 = 1154.
        let harness = Self.harness(.continuous, itemWidth: 0.5, count: 7)
        #expect(harness.collectionView.orthogonalScrollOffsetRange(inSection: 0) == 0...764)
        #expect(harness.frame(ofItem: 6) == rect(16 + 3 * 322, 0, 156, 200))
    }

    @Test("R-ORTHO-9: programmatic offsets rest per behaviour (the worked-example table)")
    func restingOffsets() {
        let requested: [CGFloat] = [-100, 130, 200, 500, 3000]
        let table: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, [CGFloat])] = [
            (.continuous, [0, 130, 200, 500, 2852]),
            (.continuousGroupLeadingBoundary, [0, 0, 322, 644, 2852]),
            (.groupPaging, [0, 0, 322, 644, 2852]),
            (.paging, [0, 0, 358, 358, 2852]),
            (.groupPagingCentered, [-23, -23, 299, 621, 2875]),
        ]
        for (behavior, expected) in table {
            let harness = Self.harness(behavior)
            let collectionView = harness.collectionView
            let rested = requested.map { offset -> CGFloat? in
                collectionView.setOrthogonalScrollOffset(offset, inSection: 0)
                return collectionView.orthogonalScrollOffset(inSection: 0)
            }
            #expect(rested == expected, "\(behavior)")
        }
    }

    @Test("R-ORTHO-10: a centred row starts at o_0 = −23, group 0 shown at x 39")
    func centredStart() {
        let harness = Self.harness(.groupPagingCentered)
        let collectionView = harness.collectionView
        #expect(collectionView.orthogonalScrollOffsetRange(inSection: 0) == -23...2875)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == -23)
        #expect(
            collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == rect(39, 0, 312, 200))
    }

    @Test("R-ORTHO-14, R-ORTHO-15: drag from 0 released at 100 with +1000 pt/s")
    func gestureTargets() throws {
        // continuous o* = 100 + 499 = 599; leading boundary → 644; paging (fast, o* = 199) → 358;
        // group paging → 322; group paging centred from −23 → 299.
        let cases: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, CGFloat, CGFloat)] = [
            (.continuous, 0, 599), (.continuousGroupLeadingBoundary, 0, 644), (.paging, 0, 358),
            (.groupPaging, 0, 322), (.groupPagingCentered, -23, 299),
        ]
        for (behavior, start, expected) in cases {
            let harness = Self.harness(behavior)
            let target = try #require(
                harness.collectionView.endOrthogonalDrag(
                    inSection: 0, releasedAt: 100, velocity: 1000, dragStartOffset: start))
            #expect(abs(target - expected) < 1e-9, "\(behavior)")
            #expect(
                harness.collectionView.orthogonalScrollOffset(inSection: 0).map { abs($0 - expected) < 1e-9 }
                    == true)
        }
        // A flick of +5000 under paging projects to 595 (nearest 716) but moves one page: 358.
        let paging = Self.harness(.paging)
        #expect(
            paging.collectionView.endOrthogonalDrag(
                inSection: 0, releasedAt: 100, velocity: 5000, dragStartOffset: 0) == 358)
    }

    @Test("R-ORTHO-17: after a size change the stored offset is brought to rest in the new row")
    func offsetsSurviveResolve() {
        let harness = Self.harness(.continuousGroupLeadingBoundary)
        let collectionView = harness.collectionView
        collectionView.setOrthogonalScrollOffset(2852, inSection: 0)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 2852)
        // At width 500: g = 400, pitch 410, R = 32 + 4000 + 90 = 4122, maxO = 3622; candidates
        // 410k clamped; 2852 is nearest to 2870 (k = 7).
        collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        #expect(collectionView.orthogonalScrollOffsetRange(inSection: 0) == 0...3622)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 2870)
    }
}
