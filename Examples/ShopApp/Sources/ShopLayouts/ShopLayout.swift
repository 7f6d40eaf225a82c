// The shop's home-screen layout, written against UIKit's names. The app compiles this file against
// UIKit; `swift test` on Linux and macOS compiles the same file against UIKitCompatibility.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompatibility
#endif

/// The compositional layout of the shop's home screen.
@MainActor
public enum ShopLayout {
    /// The layout: one section per ``ShopSection`` case.
    public static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            guard let section = ShopSection(rawValue: index) else { return nil }
            switch section {
            case .banners: return bannersSection()
            case .categories: return categoriesSection(environment)
            case .products: return productsSection()
            }
        }
    }

    /// Banners 90 % as wide as the content, 160 pt tall, 10 pt apart, paging one at a time.
    static func bannersSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(160)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    /// The categories as an inset-grouped list whose header has UIKit's kind,
    /// `UICollectionView.elementKindSectionHeader`: register the header view for that kind.
    static func categoriesSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }

    /// Two columns of 220-pt tiles, each inset by 6, under a 44-pt header of kind
    /// `UICollectionView.elementKindSectionHeader`.
    static func productsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(220)),
            subitems: [item])
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header]
        return section
    }
}
