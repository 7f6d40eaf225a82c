// The layouts of PortedLayouts.swift, written with the native CollectionLayout API. This file
// imports only CollectionLayout; the tests compare every element of both.
import CollectionLayout

enum NativeLayouts {
    static let headerKind = "UICollectionElementKindSectionHeader"
    static let footerKind = "UICollectionElementKindSectionFooter"
    static let badgeKind = "badge"
    static let backgroundKind = "section-background"

    static func sectionKindLayout() -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return CompositionalLayout(
            sectionProvider: { index, _ in
                switch index {
                case 0: return featured
                case 1: return grid
                case 2: return list
                case 3: return mosaic
                default: return nil
                }
            }, configuration: configuration)
    }

    private static var featured: LayoutSection {
        var item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        item.contentInsets = DirectionalEdgeInsets(all: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return section
    }

    private static var grid: LayoutSection {
        var item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 4)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)),
            repeatingSubitem: item, count: 3)
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: headerKind, alignment: .top)
        ]
        section.interGroupSpacing = 8
        return section
    }

    private static var list: LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var section = LayoutSection(
            group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 1
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: footerKind, alignment: .bottom)
        ]
        return section
    }

    private static var mosaic: LayoutSection {
        var leading = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)))
        leading.contentInsets = DirectionalEdgeInsets(all: 10)
        var trailing = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.3)))
        trailing.contentInsets = DirectionalEdgeInsets(all: 10)
        let trailingGroup = LayoutGroup.vertical(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: trailing, count: 2)
        let nested = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.4)),
            subitems: [leading, trailingGroup])
        var section = LayoutSection(group: nested)
        var background = LayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = DirectionalEdgeInsets(all: 5)
        section.decorationItems = [background]
        section.contentInsets = DirectionalEdgeInsets(all: 12)
        return section
    }

    static func feedLayout() -> CompositionalLayout {
        let badge = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: badgeKind,
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        var section = LayoutSection(group: group)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        var footer = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: footerKind, alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        section.decorationItems = [.background(elementKind: backgroundKind)]
        return CompositionalLayout(section: section)
    }

    static func adaptiveLayout() -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { _, environment in
            let columns: Double = environment.container.effectiveContentSize.width > 800 ? 4 : 2
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            return LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [item]))
        })
    }

    static func customGroupLayout() -> CompositionalLayout {
        let group = LayoutGroup.custom(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(124))
        ) { environment in
            let half = environment.container.contentSize.width / 2
            let height = environment.container.contentSize.height
            return [
                LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: half, height: height)),
                LayoutGroupCustomItem(frame: Rect(x: half, y: 0, width: half, height: height / 2), zIndex: 2),
                LayoutGroupCustomItem(frame: Rect(x: half, y: height / 2, width: half, height: height / 2)),
            ]
        }
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return CompositionalLayout(section: section)
    }
}
