import CollectionLayout
import LayoutRendering

/// The pictures the snapshot tests and the sample page draw: two layouts solved by the engine and a
/// hand-made attribute list with a header, a badge and a background decoration.
enum SamplePictures {
    /// A phone-sized environment without pixel rounding.
    static let phone = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    /// Three square photos per row: items a third of the width with 2-point insets, rows as tall as
    /// a third of the width, section insets of 8. Seven photos: the last row holds one.
    static func photoGrid() throws -> PreparedLayout {
        var item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 8)
        return try CompositionalLayout(section: section).prepare(in: phone, itemCounts: [7])
    }

    /// A mosaic of nested groups, five items per group: a large photo two thirds wide beside a
    /// column of two small ones (200 points tall), above a row of two (100 points tall); items
    /// have 4-point insets, groups are 8 apart, the section is inset by 10. Twelve items in two
    /// sections of 7 and 5.
    static func mosaic() throws -> PreparedLayout {
        func item(width: LayoutDimension, height: LayoutDimension) -> LayoutItem {
            var item = LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
            item.contentInsets = DirectionalEdgeInsets(all: 4)
            return item
        }
        let large = item(width: .fractionalWidth(2.0 / 3), height: .fractionalHeight(1))
        let column = LayoutGroup.vertical(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitem: item(width: .fractionalWidth(1), height: .fractionalHeight(1)), count: 2)
        let top = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [large, column])
        let bottom = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: item(width: .fractionalWidth(1), height: .fractionalHeight(1)), count: 2)
        let mosaic = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
            subitems: [top, bottom])
        var section = LayoutSection(group: mosaic)
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        section.interGroupSpacing = 8
        return try CompositionalLayout(section: section).prepare(in: phone, itemCounts: [7, 5])
    }

    /// A hand-made section as the engine will produce it once it supports supplementaries and
    /// decorations: a 44-point header (zIndex 1), a background decoration inset by 5 (zIndex −1),
    /// four cells in two rows of two (zIndex 1, as in a decorated section), a badge on the corner
    /// of cell 0.1 (zIndex 2), and the 390 × 300 viewport scrolled down by 60. The title holds
    /// markup characters, which must come out escaped.
    static func handMade() -> LayoutPicture {
        let elements = [
            LayoutAttributes(
                category: .decoration, elementKind: "section-background",
                indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: Rect(x: 5, y: 49, width: 380, height: 346), zIndex: -1),
            LayoutAttributes(
                category: .supplementary, elementKind: "section-header",
                indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: Rect(x: 0, y: 0, width: 390, height: 44), zIndex: 1),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0),
                frame: Rect(x: 20, y: 64, width: 167, height: 150), zIndex: 1),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 1, section: 0),
                frame: Rect(x: 203, y: 64, width: 167, height: 150), zIndex: 1),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 2, section: 0),
                frame: Rect(x: 20, y: 230, width: 167, height: 150), zIndex: 1),
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(item: 3, section: 0),
                frame: Rect(x: 203, y: 230, width: 167, height: 150), zIndex: 1),
            LayoutAttributes(
                category: .supplementary, elementKind: "badge",
                indexPath: LayoutIndexPath(item: 1, section: 0),
                frame: Rect(x: 352, y: 52, width: 30, height: 30), zIndex: 2),
        ]
        return LayoutPicture(
            contentSize: Size(width: 390, height: 400), elements: elements,
            sectionFrames: [Rect(x: 0, y: 0, width: 390, height: 400)],
            viewport: Rect(x: 0, y: 60, width: 390, height: 300), title: "Hand-made <attributes> & badges")
    }
}
