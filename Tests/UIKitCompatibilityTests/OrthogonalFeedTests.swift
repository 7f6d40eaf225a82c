import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// One displayed element with its presentation, in a form both APIs can be compared in.
struct DisplayedElement: Hashable, CustomStringConvertible {
    var element: Element
    var alpha: Double
    var transform: [Double]
    var isHidden: Bool

    init(_ attributes: UICollectionViewLayoutAttributes) {
        element = Element(attributes)
        alpha = Double(attributes.alpha)
        let t = attributes.transform
        transform = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
        isHidden = attributes.isHidden
    }

    init(_ attributes: LayoutAttributes) {
        element = Element(attributes)
        alpha = attributes.alpha
        let t = attributes.transform
        transform = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        isHidden = attributes.isHidden
    }

    var description: String { "\(element) alpha \(alpha) transform \(transform)" }
}

/// The App Store–like feed of PortedOrthogonalLayouts: a `.groupPagingCentered` carousel with the
/// scale effect, a `.continuousGroupLeadingBoundary` chip strip under a pinned header, and a list.
@Suite("Orthogonal feed equals the native API")
struct OrthogonalFeedTests {
    static let counts = [5, 12, 20]

    static func harness() -> Harness {
        Harness(PortedOrthogonalLayouts.appStoreFeed(), counts: counts)
    }

    static func nativeLayout() throws -> PreparedLayout {
        try NativeOrthogonalLayouts.appStoreFeed().prepare(in: .phone, itemCounts: counts)
    }

    @Test("Every natural element equals the native layout")
    func naturalFramesMatchNative() throws {
        let harness = Self.harness()
        let native = try nativeElements(NativeOrthogonalLayouts.appStoreFeed(), counts: Self.counts)
        #expect(native.count == 5 + (1 + 12) + (1 + 20))
        #expect(harness.allElements == native)
        #expect(harness.collectionView.contentSize == CGSize(Self.nativeContentSize))
    }

    static var nativeContentSize: Size {
        (try? nativeLayout().contentSize) ?? .zero
    }

    @Test("Displayed elements equal the native displayed elements at content and orthogonal offsets")
    func displayedMatchesNative() throws {
        let harness = Self.harness()
        let collectionView = harness.collectionView
        let prepared = try Self.nativeLayout()
        let cases: [(content: Double, featured: Double?, chips: Double?)] = [
            (0, nil, nil), (0, 200, nil), (0, 426, 150), (-20, 914, 700), (350, 182, 196), (420, nil, 810),
            (1200, 0, 0),
        ]
        for (content, featured, chips) in cases {
            collectionView.contentOffset = CGPoint(x: 0, y: content)
            var offsets: [Int: Double] = [:]
            if let featured {
                collectionView.setOrthogonalScrollOffset(CGFloat(featured), inSection: 0)
                offsets[0] = try #require(collectionView.orthogonalScrollOffset(inSection: 0)).native
            }
            if let chips {
                collectionView.setOrthogonalScrollOffset(CGFloat(chips), inSection: 1)
                offsets[1] = try #require(collectionView.orthogonalScrollOffset(inSection: 1)).native
            }
            let native = prepared.displayedElements(
                contentOffset: Point(x: 0, y: content), orthogonalOffsets: offsets)
            #expect(!native.isEmpty)
            #expect(
                collectionView.visibleLayoutAttributes.map(DisplayedElement.init)
                    == native.map(DisplayedElement.init), "content \(content), offsets \(offsets)")
        }
    }

    @Test("Right to left: displayed elements equal the native ones; offsets stay in leading terms")
    func rightToLeftMatchesNative() throws {
        let harness = Self.harness()
        let collectionView = harness.collectionView
        collectionView.semanticContentAttribute = .forceRightToLeft
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), layoutDirection: .rightToLeft)
        let prepared = try NativeOrthogonalLayouts.appStoreFeed().prepare(
            in: environment, itemCounts: Self.counts)
        collectionView.setOrthogonalScrollOffset(200, inSection: 0)
        collectionView.setOrthogonalScrollOffset(150, inSection: 1)
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        // The same resting offsets as left to right (R-RTL-2, R-ORTHO-18).
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 182)
        #expect(collectionView.orthogonalScrollOffset(inSection: 1) == 196)
        let native = prepared.displayedElements(
            contentOffset: Point(x: 0, y: 300), orthogonalOffsets: [0: 182, 1: 196])
        #expect(!native.isEmpty)
        #expect(
            collectionView.visibleLayoutAttributes.map(DisplayedElement.init)
                == native.map(DisplayedElement.init))
        // Chip 2 rests at the leading (right) edge: x = 390 − 16 − 90 = 284 (R-RTL-2).
        #expect(
            collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                == rect(284, 388, 90, 36))
    }

    @Test("The carousel's scale effect, hand-derived (R-ORTHO-8, R-ORTHO-10, R-HANDLER-5)")
    func carouselHandDerived() throws {
        let harness = Self.harness()  // keeps the weakly held data source alive
        let collectionView = harness.collectionView
        // g = 0.6 × 390 = 234, pitch 244, L = T = 16: o_k = 16 + 244k + 117 − (16 + 179) = 244k − 62.
        #expect(collectionView.orthogonalScrollOffsetRange(inSection: 0) == -62...914)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == -62)
        // Natural frames are unscaled and unscrolled.
        let natural = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(isClose(natural?.frame, rect(260, 8, 234, 300)))
        #expect(natural?.transform == .identity)
        // At o = −62 cell 0 is centred (distance 0, scale 1) at x 78; cell 1 (midX 377) is 244
        // away: scale max(0.8, 1 − 244/390) = 0.8, 187.2 × 240 about its centre (377, 158),
        // shifted by 62 → x 345.4; cell 2 moves to x 589.4, off screen.
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1])
        let first = collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(isClose(first?.frame, rect(78, 8, 234, 300)))
        #expect(first?.transform == CGAffineTransform(scaleX: 1, y: 1))
        let second = collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(isClose(second?.frame, rect(345.4, 38, 187.2, 240)))
        #expect(
            abs((second?.transform.a ?? 0) - 0.8) < 1e-12 && abs((second?.transform.d ?? 0) - 0.8) < 1e-12)
        // A request of 200 rests on the nearest centred candidate, 182: cell 1 centred.
        collectionView.setOrthogonalScrollOffset(200, inSection: 0)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 182)
        let visible = collectionView.visibleLayoutAttributes.filter {
            $0.indexPath.section == 0 && $0.representedElementCategory == .cell
        }
        try #require(visible.map(\.indexPath.item) == [0, 1, 2])
        #expect(isClose(visible[0].frame, rect(-142.6, 38, 187.2, 240)))
        #expect(isClose(visible[1].frame, rect(78, 8, 234, 300)))
        #expect(isClose(visible[2].frame, rect(345.4, 38, 187.2, 240)))
    }

    @Test("The chip strip: leading-boundary resting, pinned header, visible index paths")
    func chipStripHandDerived() throws {
        let harness = Self.harness()  // keeps the weakly held data source alive
        let collectionView = harness.collectionView
        // Section 1 starts at 8 + 300 + 8 + 20 = 336: header 44, chips at y 388, x 16 + 98k,
        // section end 432. R = 16 + 12 × 90 + 11 × 8 + 16 = 1200, maxO = 810.
        #expect(collectionView.orthogonalScrollOffsetRange(inSection: 1) == 0...810)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                == rect(212, 388, 90, 36))
        // 150 rests on the nearest leading boundary: 196 (46 away) rather than 98 (52 away).
        collectionView.setOrthogonalScrollOffset(150, inSection: 1)
        #expect(collectionView.orthogonalScrollOffset(inSection: 1) == 196)
        #expect(
            collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                == rect(16, 388, 90, 36))
        // Scrolled to 350 the header pins at 350 (R-PIN-2), in every query.
        collectionView.contentOffset = CGPoint(x: 0, y: 350)
        let header = UICollectionView.elementKindSectionHeader
        let headerPath = IndexPath(item: 0, section: 1)
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: headerPath)?.frame.minY
                == 350)
        let displayedHeader = collectionView.visibleLayoutAttributes.first {
            $0.representedElementKind == header && $0.indexPath == headerPath
        }
        #expect(displayedHeader?.frame.minY == 350)
        // Chips 1 … 5 are on screen (chip 1 at x −82 … 8, chip 6 at 408); apps rows 0 … 9 meet
        // y 350 … 1194 (row k at 500 + 72k).
        let visible = collectionView.indexPathsForVisibleItems
        let expected =
            (1...5).map { IndexPath(item: $0, section: 1) } + (0...9).map { IndexPath(item: $0, section: 2) }
        #expect(visible == expected)
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header)
                == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
        // Near the section's end the header stops at 432 − 44 = 388 (R-PIN-2).
        collectionView.contentOffset = CGPoint(x: 0, y: 420)
        // The rect query meets the pinned header (its natural frame, 336 … 380, does not) and,
        // group by group in unscrolled frames, chips 0 … 3 (x 16 + 98k < 390), in R-QUERY-3 order.
        let queried = (harness.layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.indexPath.section == 1 }
        #expect(queried.map(\.representedElementKind) == [header, nil, nil, nil, nil])
        #expect(queried.map(\.indexPath.item) == [0, 0, 1, 2, 3])
        #expect(queried.first?.frame.minY == 388)
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: headerPath)?.frame.minY
                == 388)
    }

    @Test(
        "Gesture properties reach the engine: fast deceleration, no bounce (R-ORTHO-13, R-ORTHO-14, R-ORTHO-15, R-ORTHO-16)"
    )
    func chipStripGesture() throws {
        let harness = Self.harness()
        let layout = try #require(harness.layout as? UICollectionViewCompositionalLayout)
        let row = try #require(try layout.preparedLayout().orthogonalRow(inSection: 1))
        #expect(row.properties.decelerationRate == .fast && row.properties.bounce == .never)
        #expect(row.behavior == .continuousGroupLeadingBoundary)
        // Released at 250 with 1000 pt/s at the fast rate: o* = 250 + 0.99 / 0.01 = 349, nearest
        // boundary 392 (43 away) rather than 294 (55 away). At the normal rate it would be 784.
        let target = harness.collectionView.endOrthogonalDrag(
            inSection: 1, releasedAt: 250, velocity: 1000, dragStartOffset: 196)
        #expect(target == 392)
        #expect(harness.collectionView.orthogonalScrollOffset(inSection: 1) == 392)
        // Ordinary sections have no row.
        #expect(harness.collectionView.orthogonalScrollOffset(inSection: 2) == nil)
        #expect(
            harness.collectionView.endOrthogonalDrag(
                inSection: 2, releasedAt: 0, velocity: 0, dragStartOffset: 0) == nil)
    }
}

extension CGFloat {
    /// The value as the engine's `Double`.
    var native: Double { Double(self) }
}

extension CGSize {
    init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}
