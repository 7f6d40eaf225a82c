import UIKitCompatibility

/// An iPad/iPhone photo browser: a list on compact widths, a grid on regular ones.
final class PhotosSplitViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            if layoutEnvironment.traitCollection.horizontalSizeClass == .compact {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .none
                return NSCollectionLayoutSection.list(
                    using: configuration, layoutEnvironment: layoutEnvironment)
            }
            let columns = layoutEnvironment.traitCollection.userInterfaceIdiom == .pad ? 4 : 3
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                    heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsetsReference = .layoutMargins
            return section
        }
    }
}

/// A reader whose grid drops to one column at accessibility text sizes.
final class ArticlesViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let traits = layoutEnvironment.traitCollection
            let columns = traits.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 3
            let height: CGFloat = traits.preferredContentSizeCategory >= .accessibilityMedium ? 200 : 120
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)),
                subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }
}

/// A table-like list whose rows are one hairline apart.
final class HairlineListViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 1.0 / layoutEnvironment.traitCollection.displayScale
            return section
        }
    }
}
