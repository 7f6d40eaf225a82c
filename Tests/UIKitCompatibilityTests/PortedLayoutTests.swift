import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// Layouts written in UIKit style produce exactly the frames of the same layouts built with the
/// native API, plus hand-derived spot checks.
@Suite("Ported layouts equal the native API")
struct PortedLayoutTests {
    @Test("Section-kind factory: every element equals the native layout")
    func sectionKindFactoryMatchesNative() throws {
        let counts = [3, 7, 4, 6]
        let harness = Harness(PortedLayouts.sectionKindLayout(), counts: counts)
        let native = try nativeElements(NativeLayouts.sectionKindLayout(), counts: counts)
        #expect(native.count == 3 + (1 + 7) + (4 + 1) + (1 + 6))
        #expect(harness.allElements == native)
        let prepared = try NativeLayouts.sectionKindLayout().prepare(in: .phone, itemCounts: counts)
        #expect(harness.collectionView.contentSize == CGSize(width: 390, height: prepared.contentSize.height))
    }

    @Test("Section-kind factory: hand-derived frames (R-SECTION-1, R-STACK-1, R-NEST-1, R-DECOR-1)")
    func sectionKindFactoryHandDerived() {
        let harness = Harness(PortedLayouts.sectionKindLayout(), counts: [3, 7, 4, 6])
        let layout = harness.layout
        // Featured: insets (8, 16, 8, 16), group 358 × 200, item insets 2.
        #expect(harness.frame(ofItem: 0) == rect(18, 10, 354, 196))
        #expect(harness.frame(ofItem: 2) == rect(18, 410, 354, 196))
        // Section 1 starts at 8 + 600 + 8 + 20 = 636; the unmeasured header is 44 tall.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == rect(0, 636, 390, 44))
        #expect(header?.zIndex == 1)
        // Rows 130 tall, pitch 138, from 680; item 6 is the first of the third row.
        #expect(harness.frame(ofItem: 0, section: 1) == rect(4, 684, 122, 122))
        #expect(harness.frame(ofItem: 6, section: 1) == rect(4, 960, 122, 122))
        // Section 2 starts at 636 + 44 + 3 × 130 + 2 × 8 + 20 = 1106; rows 44 + 1.
        #expect(harness.frame(ofItem: 3, section: 2) == rect(0, 1241, 390, 44))
        let footer = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 2))
        #expect(footer?.frame == rect(0, 1285, 390, 30))
        // Section 3 starts at 1315 + 20; group 366 × 337.6; leading slot 256.2 wide.
        #expect(isClose(harness.frame(ofItem: 0, section: 3), rect(22, 1357, 236.2, 317.6)))
        #expect(
            isClose(harness.frame(ofItem: 2, section: 3), rect(12 + 256.2 + 10, 1357 + 168.8, 89.8, 148.8)))
        let background = layout.layoutAttributesForDecorationView(
            ofKind: PortedLayouts.backgroundKind, at: IndexPath(item: 0, section: 3))
        #expect(isClose(background?.frame, rect(5, 1340, 380, 689.2)))
        #expect(background?.zIndex == 0)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 3))?.zIndex == 1)
        #expect(abs(harness.collectionView.contentSize.height - 2034.2) < 1e-9)
    }

    @Test("Feed with pinned headers, badges and backgrounds equals the native layout at several offsets")
    func feedMatchesNativeWhilePinning() throws {
        let counts = [20, 20]
        let harness = Harness(PortedLayouts.feedLayout(), counts: counts)
        let prepared = try NativeLayouts.feedLayout().prepare(in: .phone, itemCounts: counts)
        for offset in [0.0, 500, 1020] {
            harness.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            let pinRect = prepared.pinRect(contentOffset: Point(x: 0, y: offset), adjustedContentInset: .zero)
            let native = prepared.elements(
                in: Rect(x: -10_000, y: -10_000, width: 100_000, height: 100_000), pinnedTo: pinRect)
            #expect(harness.allElements == native.map(Element.init), "offset \(offset)")
        }
    }

    @Test(
        "Feed: hand-derived pinning, badges, zIndex and backgrounds (R-PIN-2, R-PIN-3, R-PIN-4, R-ANCHOR-4, R-Z-1)"
    )
    func feedHandDerived() {
        let harness = Harness(PortedLayouts.feedLayout(), counts: [20, 20])
        let collectionView = harness.collectionView
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        func originY(_ kind: String, _ section: Int) -> CGFloat? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: kind, at: IndexPath(item: 0, section: section))?
                .frame.minY
        }
        #expect(collectionView.contentSize == CGSize(width: 390, height: 2148))
        let expected: [(CGFloat, [CGFloat])] = [
            (0, [0, 814, 1074, 1118]), (500, [500, 1044, 1074, 1314]), (1020, [1000, 1044, 1074, 1834]),
        ]
        for (offset, origins) in expected {
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            #expect(
                [originY(header, 0), originY(footer, 0), originY(header, 1), originY(footer, 1)] == origins)
        }
        let pinned = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: header, at: IndexPath(item: 0, section: 1))
        #expect(pinned?.zIndex == 1_000_000_001)
        #expect(harness.frame(ofItem: 0) == rect(0, 44, 195, 100))
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        let badge = harness.layout.layoutAttributesForSupplementaryView(
            ofKind: PortedLayouts.badgeKind, at: IndexPath(item: 0, section: 0))
        #expect(badge?.frame == rect(181, 38, 20, 20))
        let background = harness.layout.layoutAttributesForDecorationView(
            ofKind: PortedLayouts.backgroundKind, at: IndexPath(item: 0, section: 1))
        #expect(background?.frame == rect(0, 1074, 390, 1074))
        #expect(background?.representedElementCategory == .decorationView)
    }

    @Test("Adaptive provider reads effectiveContentSize (R-PROVIDER-1 example)")
    func adaptiveProvider() throws {
        var containers: [(CGSize, NSDirectionalEdgeInsets, CGSize)] = []
        let layout = PortedLayouts.adaptiveLayout { container in
            containers.append(
                (container.contentSize, container.contentInsets, container.effectiveContentSize))
        }
        let harness = Harness(
            layout, counts: [5], safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(harness.frame(ofItem: 1) == rect(195, 0, 195, 100))
        #expect(containers.count == 1)
        #expect(containers.first?.0 == CGSize(width: 390, height: 844))
        #expect(containers.first?.1 == NSDirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(containers.first?.2 == CGSize(width: 390, height: 763))
        let phone = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844),
            safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(
            harness.allElements
                == (try nativeElements(NativeLayouts.adaptiveLayout(), counts: [5], environment: phone)))

        // A size change re-solves and re-runs the provider: four columns.
        harness.collectionView.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(harness.frame(ofItem: 3) == rect(768, 0, 256, 100))
        #expect(containers.last?.2 == CGSize(width: 1024, height: 768 - 81))
        let tablet = LayoutEnvironment(
            containerSize: Size(width: 1024, height: 768),
            safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(
            harness.allElements
                == (try nativeElements(NativeLayouts.adaptiveLayout(), counts: [5], environment: tablet)))
    }

    @Test("Custom group: provider frames, zIndex and trimming (R-CUSTOM-1, R-CUSTOM-2, R-CUSTOM-3)")
    func customGroup() throws {
        let harness = Harness(PortedLayouts.customGroupLayout(), counts: [4])
        #expect(harness.frame(ofItem: 0) == rect(16, 10, 179, 124))
        #expect(harness.frame(ofItem: 1) == rect(195, 10, 179, 62))
        #expect(harness.frame(ofItem: 2) == rect(195, 72, 179, 62))
        #expect(harness.frame(ofItem: 3) == rect(16, 134, 179, 124))
        #expect(harness.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
        #expect(harness.collectionView.contentSize.height == 268)
        #expect(harness.allElements == (try nativeElements(NativeLayouts.customGroupLayout(), counts: [4])))
    }
}
