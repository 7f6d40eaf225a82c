// The app's section factory, written against UIKit's names. On iOS it compiles against UIKit; on
// Linux, against UIKitCompatibility.
#if canImport(UIKit)
    import UIKit
#else
    import Foundation
    import UIKitCompatibility
#endif

/// The sections of the app's feed.
public enum FeedSection: Int, CaseIterable, Sendable {
    /// A sideways row of large cards.
    case featured
    /// A grid of tiles: two columns on narrow screens, four on wide ones.
    case tiles
}

/// The feed's compositional layout.
public enum FeedLayout {
    /// The header kind of every section.
    public static let headerKind = "header"

    /// The layout: one section per ``FeedSection`` case, each with a pinned 44-pt header.
    @MainActor
    public static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            guard let section = FeedSection(rawValue: index) else { return nil }
            return makeSection(section, width: environment.container.effectiveContentSize.width)
        }
    }

    /// One section for a container `width` points wide.
    public static func makeSection(_ section: FeedSection, width: CGFloat) -> NSCollectionLayoutSection {
        let result: NSCollectionLayoutSection
        switch section {
        case .featured:
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220)),
                subitems: [item])
            result = NSCollectionLayoutSection(group: group)
            result.orthogonalScrollingBehavior = .groupPagingCentered
            result.interGroupSpacing = 12
        case .tiles:
            let columns = width > 600 ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                    heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitems: [item])
            result = NSCollectionLayoutSection(group: group)
            result.contentInsetsReference = .layoutMargins
        }
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        result.boundarySupplementaryItems = [header]
        return result
    }
}
