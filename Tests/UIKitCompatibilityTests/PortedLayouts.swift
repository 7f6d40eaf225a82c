// Layout code written the way iOS apps write it. This file imports only Foundation and
// UIKitCompatibility; with `import UIKit` instead it compiles unchanged on iOS.
import Foundation
import UIKitCompatibility

enum PortedLayouts {
    enum SectionKind: Int, CaseIterable {
        case featured, grid, list, mosaic
    }

    static let headerKind = UICollectionView.elementKindSectionHeader
    static let footerKind = UICollectionView.elementKindSectionFooter
    static let badgeKind = "badge"
    static let backgroundKind = "section-background"

    /// A multi-section factory: an enum of section kinds and a switch.
    static func sectionKindLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            guard let sectionKind = SectionKind(rawValue: sectionIndex) else { return nil }
            switch sectionKind {
            case .featured:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            case .grid:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: groupSize, repeatingSubitem: item, count: 3)
                let section = NSCollectionLayoutSection(group: group)
                let headerSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: headerKind, alignment: .top)
                section.boundarySupplementaryItems = [header]
                section.interGroupSpacing = 8
                return section
            case .list:
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let group = NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 1
                let footerSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
                let footer = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: footerSize, elementKind: footerKind, alignment: .bottom)
                section.boundarySupplementaryItems = [footer]
                return section
            case .mosaic:
                let leadingItem = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
                leadingItem.contentInsets = NSDirectionalEdgeInsets(
                    top: 10, leading: 10, bottom: 10, trailing: 10)
                let trailingItem = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
                trailingItem.contentInsets = NSDirectionalEdgeInsets(
                    top: 10, leading: 10, bottom: 10, trailing: 10)
                let trailingGroup = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                    subitem: trailingItem, count: 2)
                let nestedGroup = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
                    subitems: [leadingItem, trailingGroup])
                let section = NSCollectionLayoutSection(group: nestedGroup)
                let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
                background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                section.decorationItems = [background]
                section.contentInsets = NSDirectionalEdgeInsets(
                    top: 12, leading: 12, bottom: 12, trailing: 12)
                return section
            }
        }
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        layout.configuration = config
        return layout
    }

    /// A feed: two-column cards with badges, pinned headers and footers, a section background.
    static func feedLayout() -> UICollectionViewLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: badgeKind, containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)

        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: headerKind, alignment: .top)
        sectionHeader.pinToVisibleBounds = true
        let footerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: footerSize, elementKind: footerKind, alignment: .bottom)
        sectionFooter.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

        let sectionBackground = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        section.decorationItems = [sectionBackground]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// An adaptive layout: the column count follows the effective content width.
    static func adaptiveLayout(seenContainers: @escaping (NSCollectionLayoutContainer) -> Void)
        -> UICollectionViewLayout
    {
        UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            seenContainers(layoutEnvironment.container)
            let columns = layoutEnvironment.container.effectiveContentSize.width > 800 ? 4 : 2
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let groupSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// A custom group (R-CUSTOM example): one tall cell and two stacked ones.
    static func customGroupLayout() -> UICollectionViewLayout {
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(124))
        let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { environment in
            let half = environment.container.contentSize.width / 2
            let height = environment.container.contentSize.height
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: height)),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: half, y: 0, width: half, height: height / 2), zIndex: 2),
                NSCollectionLayoutGroupCustomItem(
                    frame: CGRect(x: half, y: height / 2, width: half, height: height / 2)),
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
