import UIKitCompatibility

/// The five list appearances, each section's first item styled as its header.
final class ListAppearancesViewController {
    var appearance = UICollectionLayoutListConfiguration.Appearance.plain

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] section, layoutEnvironment in
            var config = UICollectionLayoutListConfiguration(appearance: self.appearance)
            config.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }
}
