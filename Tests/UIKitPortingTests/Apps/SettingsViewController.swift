import UIKitCompatibility

/// A settings screen: an inset-grouped list with section headers and footers.
final class SettingsViewController {
    enum Section: Int, CaseIterable {
        case account, notifications
    }

    var collectionView: UICollectionView! = nil

    func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.backgroundColor = .systemGroupedBackground
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// The same screen without the padding above headers that iOS 15 added.
    func createCompactLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        if #available(iOS 15.0, *) {
            configuration.headerTopPadding = 0
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    func configureHierarchy(in bounds: CGRect) {
        collectionView = UICollectionView(frame: bounds, collectionViewLayout: createLayout())
        collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 0, leading: 16, bottom: 0, trailing: 16)
    }
}
