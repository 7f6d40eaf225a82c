import UIKitCompatibility

/// A cell with a count badge.
final class BadgeSupplementaryView: UICollectionReusableView {
    static let reuseIdentifier = "badge-reuse-identifier"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = frame.width / 2
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A two-column grid whose cells carry a badge at their top-trailing corner.
final class ItemBadgeViewController {
    static let badgeElementKind = "badge-element-kind"

    func createLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: ItemBadgeViewController.badgeElementKind,
            containerAnchor: badgeAnchor)

        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])

        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// A grid of sections with headers that stick to the top while their section scrolls by.
final class PinnedSectionHeaderViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        sectionHeader.pinToVisibleBounds = true
        sectionHeader.zIndex = 2
        section.boundarySupplementaryItems = [sectionHeader]
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// A large item beside two stacked small ones, as in Apple's nested-groups sample.
final class NestedGroupsViewController {
    func createLayout() -> UICollectionViewLayout {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)

        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(400)),
            subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: nestedGroup)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// A mosaic whose custom group stacks tiles on compact widths and lines them up on regular ones.
final class MosaicViewController {
    func createLayout() -> UICollectionViewLayout {
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
        let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { environment in
            let size = environment.container.contentSize
            if environment.traitCollection.horizontalSizeClass == .compact {
                return [
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: 0, y: 0, width: size.width, height: size.height / 2)),
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2)),
                ]
            }
            return [
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)),
            ]
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
