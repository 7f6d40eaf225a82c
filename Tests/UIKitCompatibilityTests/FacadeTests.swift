import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// The facades keep Apple's names, defaults, mutability and copy semantics.
@Suite("Facade semantics")
struct FacadeTests {
    static func simpleSection(height: CGFloat = 50) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test("Dimensions, spacings and anchors report their kind and value")
    func valueFacades() {
        let width = NSCollectionLayoutDimension.fractionalWidth(0.5)
        #expect(
            width.isFractionalWidth && !width.isFractionalHeight && !width.isAbsolute && !width.isEstimated)
        #expect(width.dimension == 0.5)
        #expect(NSCollectionLayoutDimension.fractionalHeight(0.25).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
        let estimated = NSCollectionLayoutDimension.estimated(44)
        #expect(estimated.isEstimated && !estimated.isUniformAcrossSiblings && estimated.dimension == 44)
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50)
        #expect(uniform.isEstimated && uniform.isUniformAcrossSiblings && uniform.dimension == 50)
        let fixed = NSCollectionLayoutSpacing.fixed(8)
        let flexible = NSCollectionLayoutSpacing.flexible(6)
        #expect(fixed.isFixedSpacing && !fixed.isFlexibleSpacing && fixed.spacing == 8)
        #expect(flexible.isFlexibleSpacing && !flexible.isFixedSpacing && flexible.spacing == 6)
        let edge = NSCollectionLayoutEdgeSpacing(leading: fixed, top: nil, trailing: flexible, bottom: nil)
        #expect(edge.leading === fixed && edge.top == nil && edge.trailing === flexible && edge.bottom == nil)
        let absolute = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], absoluteOffset: CGPoint(x: 5, y: 8))
        #expect(
            absolute.edges == [.top, .trailing] && absolute.isAbsoluteOffset && !absolute.isFractionalOffset)
        #expect(absolute.offset == CGPoint(x: 5, y: 8))
        let fractional = NSCollectionLayoutAnchor(edges: .all, fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        #expect(fractional.isFractionalOffset && fractional.edges == [.top, .leading, .bottom, .trailing])
        #expect(NSCollectionLayoutAnchor(edges: .bottom).offset == .zero)
        #expect(NSDirectionalRectEdge.all.rawValue == 15 && NSDirectionalRectEdge.none.isEmpty)
        #expect(
            NSDirectionalEdgeInsets.zero
                == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @Test("Apple's defaults and element kinds")
    func defaults() {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let item = NSCollectionLayoutItem(layoutSize: size)
        #expect(item.contentInsets == .zero && item.edgeSpacing == nil && item.supplementaryItems.isEmpty)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        #expect(group.interItemSpacing == nil && group.subitems.count == 1 && group.subitems[0] === item)
        let section = NSCollectionLayoutSection(group: group)
        #expect(section.contentInsets == .zero && section.interGroupSpacing == 0)
        #expect(
            section.contentInsetsReference == .automatic
                && section.supplementaryContentInsetsReference == .automatic)
        #expect(section.supplementariesFollowContentInsets && section.boundarySupplementaryItems.isEmpty)
        #expect(section.decorationItems.isEmpty)
        let boundary = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "h", alignment: .top)
        #expect(
            boundary.extendsBoundary && !boundary.pinToVisibleBounds && boundary.zIndex == 1
                && boundary.offset == .zero)
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size, elementKind: "b", containerAnchor: NSCollectionLayoutAnchor(edges: .top))
        #expect(badge.zIndex == 1 && badge.itemAnchor == nil)
        let decoration = NSCollectionLayoutDecorationItem.background(elementKind: "bg")
        #expect(decoration.zIndex == 0 && decoration.contentInsets == .zero && decoration.elementKind == "bg")
        #expect(NSCollectionLayoutGroupCustomItem(frame: .zero).zIndex == 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
        #expect(
            configuration.contentInsetsReference == .automatic
                && configuration.boundarySupplementaryItems.isEmpty)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test("A group is an item: groups nest as subitems and carry item properties")
    func groupIsAnItem() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        let inner = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)),
            subitems: [item])
        inner.interItemSpacing = .fixed(10)
        let leading = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let outer = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
            subitems: [leading, inner])
        outer.interItemSpacing = .fixed(8)
        let asItem: NSCollectionLayoutItem = inner
        #expect(outer.subitems[1] === asItem)
        let guide = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(6)),
            elementKind: "guide", containerAnchor: NSCollectionLayoutAnchor(edges: .bottom))
        inner.supplementaryItems = [guide]
        #expect(inner.supplementaryItems.count == 1)
        // R-NEST-1 with spacing: 0.0 (0, 0, 191, 120), 0.1 (199, 0, 191, 55), 0.2 (199, 65, 191, 55).
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer)), counts: [3]
        )
        #expect(
            [harness.frame(ofItem: 0), harness.frame(ofItem: 1), harness.frame(ofItem: 2)] == [
                rect(0, 0, 191, 120), rect(199, 0, 191, 55), rect(199, 65, 191, 55),
            ])
        // R-ANCHOR-5: a nested group's supplementary sizes against the top-level group (382 + 8 = 390 wide)
        // and is centred on the nested group's bottom edge (x 199 + 95.5 − 195 = 99.5).
        let supplementary = harness.layout.layoutAttributesForSupplementaryView(
            ofKind: "guide", at: IndexPath(item: 0, section: 0))
        #expect(supplementary?.frame == rect(99.5, 114, 390, 6))
    }

    @Test("Layout objects are copied when a layout is built, as UIKit copies them")
    func copiedWhenBuilt() {
        let section = Self.simpleSection()
        let layout = UICollectionViewCompositionalLayout(section: section)
        section.contentInsets = NSDirectionalEdgeInsets(top: 100, leading: 100, bottom: 100, trailing: 100)
        let harness = Harness(layout, counts: [2])
        #expect(harness.frame(ofItem: 0) == rect(0, 0, 195, 50))
    }

    @Test("Configuration: a setter copies; changes through the getter apply when the layout is invalidated")
    func configurationSemantics() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(
            section: Self.simpleSection(), configuration: configuration)
        configuration.interSectionSpacing = 1000
        let harness = Harness(layout, counts: [1, 1])
        #expect(harness.frame(ofItem: 0, section: 1) == rect(0, 60, 195, 50))
        #expect(layout.configuration !== configuration)
        layout.configuration.interSectionSpacing = 30
        #expect(harness.frame(ofItem: 0, section: 1) == rect(0, 60, 195, 50))
        layout.invalidateLayout()
        #expect(harness.frame(ofItem: 0, section: 1) == rect(0, 80, 195, 50))
        let replacement = UICollectionViewCompositionalLayoutConfiguration()
        replacement.interSectionSpacing = 5
        layout.configuration = replacement
        #expect(harness.frame(ofItem: 0, section: 1) == rect(0, 55, 195, 50))
    }

    @Test("Section providers run per section when solving, again after invalidation, with fresh counts")
    func providerCallsAndReload() {
        var calls: [Int] = []
        let layout = UICollectionViewCompositionalLayout { (index: Int, _: NSCollectionLayoutEnvironment) in
            calls.append(index)
            return Self.simpleSection(height: CGFloat(40 + 10 * index))
        }
        let harness = Harness(layout, counts: [2, 3])
        // Section 0: one 40-pt row; section 1: two 50-pt rows.
        #expect(harness.collectionView.contentSize.height == 140)
        #expect(calls == [0, 1])
        _ = harness.frame(ofItem: 0)
        #expect(calls == [0, 1])
        layout.invalidateLayout()
        _ = harness.frame(ofItem: 0)
        #expect(calls == [0, 1, 0, 1])
        harness.dataSource.counts = [2, 3, 1]
        #expect(harness.collectionView.numberOfSections == 2)
        harness.collectionView.reloadData()
        #expect(harness.collectionView.numberOfSections == 3)
        #expect(harness.frame(ofItem: 0, section: 2) == rect(0, 140, 195, 60))
    }

    @Test("The native prepared layout is available, with the engine's errors")
    func preparedLayoutAndErrors() throws {
        let detached = UICollectionViewCompositionalLayout(section: Self.simpleSection())
        #expect(detached.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
        #expect(detached.collectionViewContentSize == .zero)
        #expect(throws: UICollectionViewLayoutError.noCollectionView) { try detached.preparedLayout() }

        let missing = UICollectionViewCompositionalLayout { (_: Int, _: NSCollectionLayoutEnvironment) in nil
        }
        let harness = Harness(missing, counts: [0, 2])
        #expect(throws: LayoutError.missingSection(1)) { try missing.preparedLayout() }

        let section = Self.simpleSection()
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(10)),
                elementKind: "header", alignment: .none)
        ]
        harness.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
        #expect(missing.collectionView == nil)
        let layout = try #require(harness.layout as? UICollectionViewCompositionalLayout)
        #expect(throws: LayoutError.self) { try layout.preparedLayout() }
    }

    @Test("Layout attributes: frame, center, size, bounds and categories")
    func attributes() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        #expect(attributes.representedElementCategory == .cell && attributes.representedElementKind == nil)
        #expect(
            attributes.alpha == 1 && !attributes.isHidden && attributes.transform.isIdentity
                && attributes.zIndex == 0)
        attributes.frame = rect(10, 20, 100, 50)
        #expect(
            attributes.center == CGPoint(x: 60, y: 45) && attributes.size == CGSize(width: 100, height: 50))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == rect(50, 75, 100, 50))
        attributes.size = CGSize(width: 20, height: 10)
        #expect(attributes.frame == rect(90, 95, 20, 10) && attributes.bounds == rect(0, 0, 20, 10))
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "h", with: IndexPath(item: 0, section: 0))
        #expect(
            header.representedElementCategory == .supplementaryView && header.representedElementKind == "h")
        let decoration = UICollectionViewLayoutAttributes(
            forDecorationViewOfKind: "d", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView && decoration != header)
        #expect(IndexPath(item: 3, section: 1).item == 3 && IndexPath(item: 3, section: 1).section == 1)
    }

    @Test("Affine transforms compose as Core Graphics' do")
    func affineTransforms() {
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 3))
        #expect(
            point.applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2))
                == CGPoint(x: 12, y: 2))
        #expect(
            point.applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0))
                == CGPoint(x: 22, y: 2))
        let rotated = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
        #expect(CGAffineTransform.identity.concatenating(.identity).isIdentity)
    }

    @Test("Data sources default to one section; visible items are the displayed cells (R-SCROLL-4)")
    func dataSourceDefaultsAndVisibleItems() {
        final class OneSection: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { 10 }
        }
        let dataSource = OneSection()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 120),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: Self.simpleSection()))
        collectionView.dataSource = dataSource
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 10)
        #expect(collectionView.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(collectionView.bounds == rect(0, 100, 390, 120))
        #expect(collectionView.indexPathsForVisibleItems == (4..<10).map { IndexPath(item: $0, section: 0) })
    }
}
