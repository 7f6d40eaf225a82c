import Testing
import UIKitCompatibility

// Layout subclasses as apps write them: a stretchy header that invalidates on every bounds
// change, and a paging carousel that snaps where a drag comes to rest.

/// What the stretchy header layout invalidates for a bounds change.
final class HeaderInvalidationContext: UICollectionViewLayoutInvalidationContext {
    var invalidatesHeaderOnly = false
}

/// A list whose first header grows when the user pulls the content down (a negative offset).
final class StretchyHeaderLayout: UICollectionViewCompositionalLayout {
    static let headerHeight: CGFloat = 200

    var prepareCount = 0
    var askedBoundsChanges: [(newBounds: CGRect, currentBounds: CGRect)] = []
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override class var invalidationContextClass: AnyClass { HeaderInvalidationContext.self }

    override func prepare() {
        prepareCount += 1
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        askedBoundsChanges.append((newBounds, collectionView?.bounds ?? .zero))
        return true
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! HeaderInvalidationContext
        context.invalidatesHeaderOnly = true
        context.invalidateSupplementaryElements(
            ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        let offsetY = collectionView?.contentOffset.y ?? 0
        guard offsetY < 0 else { return attributes }
        for element in attributes ?? []
        where element.representedElementKind == UICollectionView.elementKindSectionHeader
            && element.indexPath == IndexPath(item: 0, section: 0)
        {
            element.frame.origin.y = offsetY
            element.frame.size.height = Self.headerHeight - offsetY
        }
        return attributes
    }
}

/// A compositional layout that only counts what it is asked.
final class CountingLayout: UICollectionViewCompositionalLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A horizontal carousel of 300-point cards, 10 points apart, that comes to rest on a card.
final class PagingCarouselLayout: UICollectionViewCompositionalLayout {
    static let pageWidth: CGFloat = 310
    var proposals: [(offset: CGPoint, velocity: CGPoint)] = []

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposals.append((proposedContentOffset, velocity))
        let page = (proposedContentOffset.x / Self.pageWidth).rounded()
        return CGPoint(x: page * Self.pageWidth, y: proposedContentOffset.y)
    }
}

/// Self-sizing rows, except the first, which keeps its estimated height.
final class FixedFirstRowLayout: UICollectionViewCompositionalLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.indexPath.item != 0 else { return false }
        return super.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A hand-written layout that keeps a 44-point row at the top of the visible area and keeps the
/// offset's distance from the bottom when the view gets shorter.
final class FloatingRowLayout: UICollectionViewLayout {
    var prepareCount = 0
    var preparedOffsets: [CGFloat] = []

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 2000) }

    override func prepare() {
        prepareCount += 1
        preparedOffsets.append(collectionView?.contentOffset.y ?? .nan)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        let oldHeight = collectionView?.bounds.height ?? newBounds.height
        context.contentOffsetAdjustment = CGPoint(x: 0, y: oldHeight - newBounds.height)
        return context
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        row.frame = CGRect(x: 0, y: collectionView?.contentOffset.y ?? 0, width: 390, height: 44)
        return [row]
    }
}

private enum FeedSection: Int, CaseIterable {
    case posts
}

/// One column of 44-point rows under a 200-point header.
private func feedSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(StretchyHeaderLayout.headerHeight)
        ),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return section
}

/// Cards of 300 × the full height, 10 points apart, scrolling horizontally.
private func carouselConfiguration() -> (
    NSCollectionLayoutSection, UICollectionViewCompositionalLayoutConfiguration
) {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(300), heightDimension: .fractionalHeight(1)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return (section, configuration)
}

@Suite("Layout invalidation and scrolling overrides")
struct LayoutInvalidationOverrideTests {
    @Test("R-INVAL-1: a stretchy header grows by the negative offset it is scrolled to")
    func stretchyHeader() throws {
        let layout = StretchyHeaderLayout(section: feedSection())
        let screen = Screen(layout, counts: [20])
        let header = UICollectionView.elementKindSectionHeader
        // Unscrolled: the header is 390 × 200 at the top, the first row right under it.
        let resting = try #require(layout.layoutAttributesForElements(in: screen.collectionView.bounds))
        #expect(
            resting.first { $0.representedElementKind == header }?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(screen.cell(0, FeedSection.posts.rawValue) == CGRect(x: 0, y: 200, width: 390, height: 44))
        let preparedBefore = layout.prepareCount

        screen.collectionView.contentOffset = CGPoint(x: 0, y: -100)

        // The layout was asked once, while the bounds still were those before the scroll.
        #expect(layout.askedBoundsChanges.count == 1)
        #expect(layout.askedBoundsChanges.first?.newBounds == CGRect(x: 0, y: -100, width: 390, height: 844))
        #expect(layout.askedBoundsChanges.first?.currentBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Invalidated with its own context class, naming only the header.
        let context = try #require(layout.contexts.last as? HeaderInvalidationContext)
        #expect(context.invalidatesHeaderOnly)
        #expect(!context.invalidateEverything)
        #expect(context.invalidatedSupplementaryIndexPaths == [header: [IndexPath(item: 0, section: 0)]])
        #expect(context.invalidatedItemIndexPaths == nil)
        // Pulled down by 100: the header starts at y = −100 and is 200 + 100 = 300 high; rows stay.
        let pulled = try #require(layout.layoutAttributesForElements(in: screen.collectionView.bounds))
        #expect(
            pulled.first { $0.representedElementKind == header }?.frame
                == CGRect(x: 0, y: -100, width: 390, height: 300))
        #expect(screen.cell(0, 0) == CGRect(x: 0, y: 200, width: 390, height: 44))
        // Prepared again, once, before that query.
        #expect(layout.prepareCount == preparedBefore + 1)

        // Back to 0: asked again, and the header is back to 200.
        screen.collectionView.contentOffset = .zero
        let back = try #require(layout.layoutAttributesForElements(in: screen.collectionView.bounds))
        #expect(layout.askedBoundsChanges.count == 2)
        #expect(
            back.first { $0.representedElementKind == header }?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 200))
    }

    @Test("R-INVAL-1: a custom layout is prepared at once; contentOffsetAdjustment moves the offset")
    func customLayoutPreparedAtOnce() {
        let layout = FloatingRowLayout()
        let screen = Screen(layout, counts: [1])
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        // Prepared once, right after the scroll, at the new offset.
        #expect(layout.preparedOffsets == [300])
        #expect(
            screen.collectionView.visibleLayoutAttributes.first?.frame
                == CGRect(x: 0, y: 300, width: 390, height: 44))

        // 844 → 744 high: the context moves the offset by 844 − 744 = 100, to 400, while the
        // layout is invalidated; that move is a bounds change of its own (no further adjustment),
        // prepared at 400, and then the size change's preparation runs, at 400 as well.
        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 744)
        #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 400))
        #expect(layout.preparedOffsets == [300, 400, 400])
        #expect(
            screen.collectionView.visibleLayoutAttributes.first?.frame
                == CGRect(x: 0, y: 400, width: 390, height: 44))
    }

    @Test("R-INVAL-2: the compositional layout invalidates for a new size, not for scrolling")
    func compositionalAnswers() {
        let layout = CountingLayout(section: feedSection())
        let screen = Screen(layout, counts: [20])
        _ = screen.contentSize
        let newBounds = CGRect(x: 0, y: 50, width: 390, height: 844)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: newBounds))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 500, height: 844)))

        // Setting the data source invalidated everything; scrolling adds nothing.
        let before = layout.contexts.count
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(layout.contexts.count == before)

        // A 500-point-wide frame: one bounds-change context, and rows 500 wide.
        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 500, height: 844)
        #expect(layout.contexts.count == before + 1)
        #expect(layout.contexts.last?.invalidateEverything == false)
        #expect(screen.cell(0, 0) == CGRect(x: 0, y: 200, width: 500, height: 44))
    }

    @Test("R-INVAL-3: invalidateLayout() passes a context that invalidates everything")
    func invalidateLayoutPassesEverything() {
        let layout = CountingLayout(section: feedSection())
        let screen = Screen(layout, counts: [3])
        // Setting the data source invalidated the layout once.
        let before = layout.contexts.count
        layout.invalidateLayout()
        #expect(layout.contexts.count == before + 1)
        #expect(layout.contexts.last?.invalidateEverything == true)
        #expect(layout.contexts.last?.invalidateDataSourceCounts == true)
        // 200 + 3 × 44 = 332.
        #expect(screen.contentSize == CGSize(width: 390, height: 332))
    }

    @Test("R-INVAL-4: a paging carousel comes to rest on a card")
    func pagingCarousel() {
        let (section, configuration) = carouselConfiguration()
        let layout = PagingCarouselLayout(section: section, configuration: configuration)
        let screen = Screen(layout, counts: [10])
        // 10 cards: 10 × 300 + 9 × 10 = 3090 wide; offsets run from 0 to 3090 − 390 = 2700.
        #expect(screen.contentSize.width == 3090)

        // Released at 100 with 1000 pt/s: coasts to 100 + 1 × 0.998 / 0.002 = 599; 599 / 310 ≈ 1.93
        // rounds to card 2, at 2 × 310 = 620.
        let resting = screen.collectionView.endDragging(
            releasedAt: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1000, y: 0))
        #expect(resting == CGPoint(x: 620, y: 0))
        #expect(screen.collectionView.contentOffset == CGPoint(x: 620, y: 0))
        #expect(abs((layout.proposals.last?.offset.x ?? 0) - 599) < 1e-6)
        #expect(layout.proposals.last?.velocity == CGPoint(x: 1000, y: 0))

        // Released at 2600 with 2000 pt/s: 2600 + 998 = 3598, proposed at the end, 2700; card
        // 2700 / 310 ≈ 8.71 → 9 at 2790, brought back to 2700.
        screen.collectionView.endDragging(
            releasedAt: CGPoint(x: 2600, y: 0), velocity: CGPoint(x: 2000, y: 0))
        #expect(layout.proposals.last?.offset == CGPoint(x: 2700, y: 0))
        #expect(screen.collectionView.contentOffset == CGPoint(x: 2700, y: 0))

        // Released at 140 without velocity: 140 / 310 ≈ 0.45 → card 0.
        screen.collectionView.endDragging(releasedAt: CGPoint(x: 140, y: 0), velocity: .zero)
        #expect(screen.collectionView.contentOffset == .zero)
        // Bad input changes nothing.
        #expect(
            screen.collectionView.endDragging(releasedAt: CGPoint(x: CGFloat.nan, y: 0), velocity: .zero)
                == nil)
        #expect(screen.collectionView.contentOffset == .zero)
    }

    @Test("R-INVAL-4: without an override the content rests where it coasts to")
    func baseLayoutKeepsProposal() {
        let (section, configuration) = carouselConfiguration()
        let screen = Screen(
            UICollectionViewCompositionalLayout(section: section, configuration: configuration), counts: [10])
        let resting = screen.collectionView.endDragging(
            releasedAt: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1000, y: 0))
        #expect(abs((resting?.x ?? 0) - 599) < 1e-6)
    }

    @Test("R-INVAL-5: a self-sizing answer the layout refuses keeps the estimate")
    func preferredAttributesVeto() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let layout = FixedFirstRowLayout(section: NSCollectionLayoutSection(group: group))
        let screen = Screen(layout, counts: [3])
        screen.collectionView.preferredSizeProvider = { _, proposed in
            CGSize(width: proposed.width, height: 100)
        }
        // Row 0 keeps its estimate, 44; rows 1 and 2 take 100: y 0, 44, 144; content 244.
        #expect(screen.cell(0, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(screen.cell(1, 0) == CGRect(x: 0, y: 44, width: 390, height: 100))
        #expect(screen.cell(2, 0) == CGRect(x: 0, y: 144, width: 390, height: 100))
        #expect(screen.contentSize.height == 244)
        // Each answer taken invalidated the layout with a context naming the row, 100 − 44 = 56
        // taller.
        let sizing = layout.contexts.filter { $0.invalidatedItemIndexPaths != nil }
        let named = Set(sizing.flatMap { $0.invalidatedItemIndexPaths ?? [] })
        #expect(named == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(sizing.allSatisfy { $0.contentSizeAdjustment == CGSize(width: 0, height: 56) })
    }

    @Test("contexts collect index paths; declared members have UIKit's defaults")
    func contextsAndDefaults() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(
            context.invalidatedItemIndexPaths == [
                IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 0),
                IndexPath(item: 2, section: 0),
            ])
        context.invalidateDecorationElements(ofKind: "background", at: [IndexPath(item: 0, section: 1)])
        #expect(context.invalidatedDecorationIndexPaths == ["background": [IndexPath(item: 0, section: 1)]])
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)

        let layout = UICollectionViewLayout()
        #expect(UICollectionViewLayout.layoutAttributesClass is UICollectionViewLayoutAttributes.Type)
        #expect(
            UICollectionViewLayout.invalidationContextClass is UICollectionViewLayoutInvalidationContext.Type)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 1, height: 1)))
        let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 2))
        original.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let preferred = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 2))
        preferred.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        #expect(
            !layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let sizing = layout.invalidationContext(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(sizing.invalidatedItemIndexPaths == [IndexPath(item: 4, section: 2)])
        #expect(sizing.contentSizeAdjustment == CGSize(width: 0, height: 36))
    }
}
