import UIKitCompatibility

/// An emoji explorer: a carousel of recent emoji, an outline sidebar section and a starred list
/// with leading swipe actions, as in Apple's "Implementing Modern Collection Views".
final class EmojiExplorerViewController {
    enum Section: Int, Hashable, CaseIterable {
        case recents, outline, list
    }

    var starredEmojis: Set<String> = []
    let emojis = ["🐶", "🐱", "🦊"]

    func createLayout() -> UICollectionViewLayout {
        let sectionProvider = {
            [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            guard let self, let sectionKind = Section(rawValue: sectionIndex) else { return nil }

            let section: NSCollectionLayoutSection

            if sectionKind == .recents {
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)

                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalWidth(0.2))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.contentInsets = NSDirectionalEdgeInsets(
                    top: 10, leading: 10, bottom: 10, trailing: 10)
            } else if sectionKind == .outline {
                section = NSCollectionLayoutSection.list(
                    using: .init(appearance: .sidebar), layoutEnvironment: layoutEnvironment)
                section.contentInsets = NSDirectionalEdgeInsets(
                    top: 10, leading: 10, bottom: 10, trailing: 10)
            } else {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    guard let self else { return nil }
                    return self.leadingSwipeActionConfigurationForListCellItem(self.emojis[indexPath.item])
                }
                section = NSCollectionLayoutSection.list(
                    using: configuration, layoutEnvironment: layoutEnvironment)
            }
            return section
        }
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
    }

    func leadingSwipeActionConfigurationForListCellItem(_ emoji: String) -> UISwipeActionsConfiguration? {
        let isStarred = starredEmojis.contains(emoji)
        let starAction = UIContextualAction(style: .normal, title: nil) { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            if isStarred { self.starredEmojis.remove(emoji) } else { self.starredEmojis.insert(emoji) }
            completion(true)
        }
        starAction.image = UIImage(systemName: isStarred ? "star.slash" : "star.fill")
        starAction.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [starAction])
    }
}
