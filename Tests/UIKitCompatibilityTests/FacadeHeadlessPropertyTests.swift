import CollectionLayout
import Foundation
import HeadlessCollectionView
import PropertyBased
import Testing
import UIKitCompatibility

/// One section of a random layout, built twice: through the UIKit facade and with the native API.
struct RandomSection: CustomStringConvertible {
    var behavior: OrthogonalScrollingBehavior
    var itemCount: Int
    var columns: Int
    var leading: Double
    var trailing: Double
    var header: Bool
    var pinsHeader: Bool

    /// Items share their group's width; orthogonal groups are narrower than the container so rows
    /// scroll, other groups fill it.
    func facade(horizontal: Bool) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1))
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: behavior == .none ? .fractionalWidth(1) : .absolute(CGFloat(110 * columns)),
                heightDimension: .absolute(behavior == .none ? 80 : 120)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior =
            UICollectionLayoutSectionOrthogonalScrollingBehavior.allCases.first {
                $0.rawValue == behaviorIndex
            }
            ?? .none
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 4, leading: CGFloat(leading), bottom: 4, trailing: CGFloat(trailing))
        if header {
            let size =
                horizontal
                ? NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1))
                : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
            let item = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader,
                alignment: horizontal ? .leading : .top)
            item.pinToVisibleBounds = pinsHeader
            section.boundarySupplementaryItems = [item]
        }
        return section
    }

    /// The same section with the native API.
    func native(horizontal: Bool) -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1 / Double(columns)), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: behavior == .none ? .fractionalWidth(1) : .absolute(Double(110 * columns)),
                heightDimension: .absolute(behavior == .none ? 80 : 120)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 4, leading: leading, bottom: 4, trailing: trailing)
        if header {
            let size =
                horizontal
                ? LayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1))
                : LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
            var item = LayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader,
                alignment: horizontal ? .leading : .top)
            item.pinToVisibleBounds = pinsHeader
            section.boundarySupplementaryItems = [item]
        }
        return section
    }

    /// The facade behaviour's raw value: the engine's cases are in Apple's order.
    private var behaviorIndex: Int { OrthogonalScrollingBehavior.allCases.firstIndex(of: behavior) ?? 0 }

    var description: String {
        "\(behavior) ×\(itemCount) c\(columns) L\(leading) T\(trailing) header \(header) pinned \(pinsHeader)"
    }

    static let generator = zip(
        Gen.element(of: OrthogonalScrollingBehavior.allCases), Gen.int(in: 0...24), Gen.int(in: 1...3),
        Gen.double(in: 0...24), Gen.double(in: 0...24), Gen.bool, Gen.bool
    ).map {
        RandomSection(
            behavior: $0!, itemCount: $1, columns: $2, leading: $3, trailing: $4, header: $5, pinsHeader: $6)
    }
}

/// The scroll model has one owner: the `UICollectionView` stand-in shows what a headless view of
/// the same description shows — initial offset, adjusted content inset, offset range and visible
/// elements with their frames (R-SCROLL-2, R-SCROLL-3, R-SCROLL-4, R-RTL-3, R-ORTHO-9,
/// R-ORTHO-10, R-ORTHO-17).
@Suite("UICollectionView and HeadlessCollectionView agree")
struct FacadeHeadlessPropertyTests {
    @Test("Random layouts, directions and offsets: the same visible elements and frames")
    func sameVisibleElements() async {
        await propertyCheck(
            count: 150,
            input: RandomSection.generator.array(of: 1...3), Gen.bool, Gen.bool,
            Gen.double(in: 0...50).array(of: 2), Gen.double(in: -0.2...1.2).array(of: 2),
            Gen.double(in: -100...1500).array(of: 3)
        ) { sections, horizontal, rightToLeft, safeArea, offsetFractions, rowOffsets in
            let size = CGSize(width: 390, height: 844)
            // The facade: Apple's names, a frame, a data source.
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = horizontal ? .horizontal : .vertical
            let layout = UICollectionViewCompositionalLayout(
                sectionProvider: { index, _ in sections[index].facade(horizontal: horizontal) },
                configuration: configuration)
            let collectionView = UICollectionView(
                frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
            let insets = UIEdgeInsets(
                top: CGFloat(safeArea[0]), left: CGFloat(safeArea[1]), bottom: CGFloat(safeArea[0] / 2),
                right: CGFloat(safeArea[1] / 2))
            collectionView.safeAreaInsets = insets
            collectionView.contentInset = UIEdgeInsets(top: 5, left: 3, bottom: 7, right: 2)
            if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
            let dataSource = CountsDataSource(sections.map(\.itemCount))
            collectionView.dataSource = dataSource

            // The headless view of the same description.
            var native = CompositionalLayoutConfiguration()
            native.scrollDirection = horizontal ? .horizontal : .vertical
            let environment = LayoutEnvironment(
                containerSize: Size(width: 390, height: 844),
                safeAreaInsets: DirectionalEdgeInsets(
                    top: safeArea[0], leading: rightToLeft ? safeArea[1] / 2 : safeArea[1],
                    bottom: safeArea[0] / 2, trailing: rightToLeft ? safeArea[1] : safeArea[1] / 2),
                layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
            var view = try HeadlessCollectionView(
                layout: CompositionalLayout(
                    sectionProvider: { index, _ in sections[index].native(horizontal: horizontal) },
                    configuration: native),
                itemCounts: sections.map(\.itemCount), environment: environment,
                contentInset: DirectionalEdgeInsets(top: 5, leading: 3, bottom: 7, trailing: 2))

            // Where both start, and their insets (R-SCROLL-2, R-SCROLL-3, R-RTL-3).
            #expect(collectionView.contentOffset == CGPoint(view.contentOffset))
            let adjusted = view.adjustedContentInset
            #expect(
                collectionView.adjustedContentInset
                    == UIEdgeInsets(
                        top: CGFloat(adjusted.top), left: CGFloat(adjusted.leading),
                        bottom: CGFloat(adjusted.bottom),
                        right: CGFloat(adjusted.trailing)))
            #expect(Self.elements(collectionView) == view.visibleElements().map(Element.init))

            // A random offset inside and around the range, and random row offsets.
            let range = (
                view.contentOffsetRange(along: .horizontal), view.contentOffsetRange(along: .vertical)
            )
            let offset = Point(
                x: range.0.lowerBound + offsetFractions[0] * (range.0.upperBound - range.0.lowerBound),
                y: range.1.lowerBound + offsetFractions[1] * (range.1.upperBound - range.1.lowerBound))
            collectionView.contentOffset = CGPoint(offset)
            try view.setContentOffset(offset)
            for (section, rowOffset) in zip(sections.indices, rowOffsets)
            where view.orthogonalRow(forSection: section) != nil {
                collectionView.setOrthogonalScrollOffset(CGFloat(rowOffset), inSection: section)
                try view.setOrthogonalOffset(rowOffset, forSection: section)
                #expect(
                    collectionView.orthogonalScrollOffset(inSection: section)
                        == view.orthogonalOffset(forSection: section).map { CGFloat($0) })
            }
            #expect(collectionView.contentOffset == CGPoint(view.contentOffset))
            #expect(Self.elements(collectionView) == view.visibleElements().map(Element.init))
            #expect(
                collectionView.indexPathsForVisibleItems
                    == view.visibleItemIndexPaths.map { IndexPath(item: $0.item, section: $0.section) })
        }
    }

    static func elements(_ collectionView: UICollectionView) -> [Element] {
        collectionView.visibleLayoutAttributes.map(Element.init)
    }
}

extension CGPoint {
    /// A Foundation point of an engine point, for comparisons.
    init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}
