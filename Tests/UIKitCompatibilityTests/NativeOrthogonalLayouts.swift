// The layouts of PortedOrthogonalLayouts.swift, written with the native CollectionLayout API. This
// file imports only CollectionLayout; the tests compare every element of both.
import CollectionLayout

enum NativeOrthogonalLayouts {
    static let headerKind = "UICollectionElementKindSectionHeader"

    static func appStoreFeed() -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return CompositionalLayout(
            sectionProvider: { index, environment in
                switch index {
                case 0: return featured
                case 1: return categories
                case 2: return apps(environment)
                default: return nil
                }
            }, configuration: configuration)
    }

    static var featured: LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(300)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            for index in items.indices {
                let distance = abs(items[index].frame.midX - offset.x - width / 2)
                let scale = max(0.8, 1 - distance / width)
                items[index].transform = LayoutTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    static var categories: LayoutSection {
        let size = LayoutSize(widthDimension: .estimated(90), heightDimension: .absolute(36))
        let group = LayoutGroup.horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.orthogonalScrollingProperties.decelerationRate = .fast
        section.orthogonalScrollingProperties.bounce = .never
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    static func apps(_ environment: LayoutEnvironment) -> LayoutSection {
        let columns: Double = environment.container.effectiveContentSize.width > 600 ? 2 : 1
        var item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(72)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: headerKind, alignment: .top)
        ]
        return section
    }
}
