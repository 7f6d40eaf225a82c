import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// Sections' `visibleItemsInvalidationHandler` written as on iOS (Apple's non-`Sendable` closure
/// over reference-type items), run through the headless collection view (R-HANDLER).
@Suite("Visible-items invalidation handlers")
struct VisibleItemsHandlerTests {
    /// One cell at (16, 10, 179, 120), as in the worked example, plus more in later rows.
    static func section(_ handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?)
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(179), heightDimension: .absolute(120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 0, trailing: 0)
        section.visibleItemsInvalidationHandler = handler
        return section
    }

    @Test("R-HANDLER-5 example: (16, 10, 179, 120) scaled 0.9 is displayed at (24.95, 16, 161.1, 108)")
    func specExample() {
        let section = Self.section { items, _, _ in
            items.forEach { $0.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        }
        let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [3])
        let collectionView = harness.collectionView
        #expect(harness.frame(ofItem: 0) == rect(16, 10, 179, 120))
        let displayed = collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(isClose(displayed?.frame, rect(24.95, 16, 161.1, 108)))
        #expect(displayed?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        // The layout's own queries keep natural frames and identity presentation.
        let natural = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(natural?.transform == .identity && natural?.alpha == 1 && natural?.isHidden == false)
        #expect(
            harness.layout.layoutAttributesForElements(in: collectionView.bounds)?.first?.frame
                == rect(16, 10, 179, 120))
    }

    @Test(
        "R-HANDLER-2, R-HANDLER-3, R-HANDLER-4: cells and pinned boundary items, never decorations; the content offset; the bounds"
    )
    func whatTheHandlerSees() {
        var seen: [(UICollectionView.ElementCategory, String?, CGRect)] = []
        var offsets: [CGPoint] = []
        var containerSizes: [CGSize] = []
        let section = Self.section { items, offset, environment in
            seen = items.map { ($0.representedElementCategory, $0.representedElementKind, $0.frame) }
            offsets.append(offset)
            containerSizes.append(environment.container.contentSize)
        }
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [20])
        let collectionView = harness.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        _ = collectionView.visibleLayoutAttributes
        // The header is pinned at 500; rows of 120 from y 50: rows 3 … 10 meet 500 … 1344.
        #expect(offsets == [CGPoint(x: 0, y: 500)])
        #expect(containerSizes == [CGSize(width: 390, height: 844)])
        #expect(seen.first?.0 == .supplementaryView && seen.first?.2 == rect(16, 500, 374, 40))
        #expect(seen.dropFirst().allSatisfy { $0.0 == .cell && $0.1 == nil })
        #expect(seen.count == 1 + 8)
        #expect(seen.dropFirst().first?.2 == rect(16, 50 + 3 * 120, 179, 120))
    }

    @Test("R-HANDLER-5: alpha, zIndex, center and isHidden apply to what is displayed")
    func mutations() {
        let section = Self.section { items, _, _ in
            for item in items {
                switch item.indexPath.item {
                case 0: item.alpha = 0.5
                case 1: item.isHidden = true
                case 2:
                    item.zIndex = 7
                    item.center = CGPoint(x: item.center.x + 10, y: item.center.y)
                default: break
                }
            }
        }
        let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [4])
        let collectionView = harness.collectionView
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 2, 3])
        let visible = collectionView.visibleLayoutAttributes
        #expect(visible.map(\.alpha) == [0.5, 1, 1])
        #expect(visible.map(\.zIndex) == [0, 7, 0])
        // Cell 2 is at (16, 250, 179, 120); its centre moves 10 to the right.
        #expect(visible[1].frame == rect(26, 250, 179, 120))
        #expect(!visible.contains { $0.isHidden })
    }

    @Test("R-HANDLER-3, R-HANDLER-4 in an orthogonal row: unshifted frames and the offset (o, 0)")
    func orthogonalOffsetArgument() {
        var offsets: [CGPoint] = []
        var frames: [CGRect] = []
        // The R-ORTHO-2 row with a handler that records what it is given.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            frames = items.map(\.frame)
        }
        let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [10])
        let collectionView = harness.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 30)
        collectionView.setOrthogonalScrollOffset(644, inSection: 0)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
        #expect(offsets == [CGPoint(x: 644, y: 0)])
        #expect(frames == [1, 2, 3].map { rect(16 + 322 * CGFloat($0), 0, 312, 200) })
    }

    @Test("Handlers run only inside the collection view's own calls, on its thread")
    func handlersStayOnTheirThread() throws {
        var calls = 0
        var preparedLayout: PreparedLayout?
        var otherThreadFrames: [Rect] = []
        let section = Self.section { items, _, _ in
            calls += 1
            if let prepared = preparedLayout, calls == 1 {
                // Another thread asks the same engine layout while this handler runs: the gate is
                // open on this thread only, so this closure is not called there.
                let result = ResultBox()
                let done = DispatchSemaphore(value: 0)
                Thread {
                    result.store(prepared.displayedElements(contentOffset: Point(x: 0, y: 0)).map(\.frame))
                    done.signal()
                }.start()
                done.wait()
                otherThreadFrames = result.frames
            }
            items.forEach { $0.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
        }
        let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [1])
        let layout = try #require(harness.layout as? UICollectionViewCompositionalLayout)
        let prepared = try layout.preparedLayout()
        // Outside the collection view's calls the engine leaves the items alone.
        #expect(
            prepared.displayedElements(contentOffset: Point(x: 0, y: 0)).map(\.frame) == [
                Rect(x: 16, y: 10, width: 179, height: 120)
            ])
        _ = harness.layout.layoutAttributesForElements(in: harness.collectionView.bounds)
        #expect(calls == 0)
        preparedLayout = prepared
        let displayed = harness.collectionView.visibleLayoutAttributes
        #expect(calls == 1)
        #expect(otherThreadFrames == [Rect(x: 16, y: 10, width: 179, height: 120)])
        #expect(isClose(displayed.first?.frame, rect(24.95, 16, 161.1, 108)))
    }
}

/// Hands a result from a helper thread back to the test.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Rect] = []

    func store(_ frames: [Rect]) {
        lock.lock()
        stored = frames
        lock.unlock()
    }

    var frames: [Rect] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
