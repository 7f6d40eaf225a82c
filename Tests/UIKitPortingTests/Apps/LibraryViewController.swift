import UIKitCompatibility

/// A library screen mixing grids and a list in one section provider, switching on a section enum.
final class LibraryViewController {
    enum Section: Int, CaseIterable {
        case favorites, recents, all
    }

    static let titleElementKind = UICollectionView.elementKindSectionHeader

    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .favorites:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            case .recents:
                var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(
                    using: configuration, layoutEnvironment: layoutEnvironment)
            case .all:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(150)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                    elementKind: LibraryViewController.titleElementKind, alignment: .top)
                section.boundarySupplementaryItems = [header]
                return section
            }
        }
        return layout
    }
}
