// Orthogonal sections and invalidation handlers written the way iOS apps write them. This file
// imports only Foundation and UIKitCompatibility; with `import UIKit` instead it compiles unchanged
// on iOS.
import Foundation
import UIKitCompatibility

enum PortedOrthogonalLayouts {
    enum FeedSection: Int, CaseIterable {
        case featured, categories, apps
    }

    static let headerKind = UICollectionView.elementKindSectionHeader

    /// An App Store–like feed: a centred, paging carousel that scales its side cards, a strip of
    /// category chips under a pinned header, and a list of apps.
    static func appStoreFeed() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, layoutEnvironment in
                guard let kind = FeedSection(rawValue: sectionIndex) else { return nil }
                switch kind {
                case .featured: return featuredSection()
                case .categories: return categoriesSection()
                case .apps: return appsSection(layoutEnvironment)
                }
            }, configuration: configuration)
    }

    static func featuredSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(300))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            items.forEach { item in
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    static func categoriesSection() -> NSCollectionLayoutSection {
        let chipSize = NSCollectionLayoutSize(widthDimension: .estimated(90), heightDimension: .absolute(36))
        let chip = NSCollectionLayoutItem(layoutSize: chipSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: chipSize, subitems: [chip])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.orthogonalScrollingProperties.decelerationRate = .fast
        section.orthogonalScrollingProperties.bounce = .never
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    static func appsSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let columns = environment.container.effectiveContentSize.width > 600 ? 2 : 1
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(72))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: headerKind, alignment: .top)
        ]
        return section
    }

    /// The row of R-ORTHO-2, R-ORTHO-4: groups of 0.8 × 390 = 312 points, 10 apart, insets 16.
    static func specRow(
        _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, itemWidth: CGFloat = 1.0
    ) -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(itemWidth), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }
}
