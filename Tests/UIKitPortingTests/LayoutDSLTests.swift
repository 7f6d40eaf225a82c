import Testing
import UIKitCompatibility

// A small layout DSL of the kind third-party libraries build over compositional layout: builders
// return the base types, components are kept in arrays of the base type and sorted out by class.

/// Element kinds the DSL uses.
private enum Kind {
    static let badge = "badge"
    static let background = "background"
}

/// A component of a section: anything that builds an `NSCollectionLayoutItem`.
private protocol SectionComponent {
    func makeItem() -> NSCollectionLayoutItem
}

/// A header or footer component; returns the supplementary base type, as DSLs do.
private struct Boundary: SectionComponent {
    var kind: String
    var height: CGFloat
    var alignment: NSRectAlignment

    func makeSupplementary() -> NSCollectionLayoutSupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: kind, alignment: alignment)
    }

    func makeItem() -> NSCollectionLayoutItem { makeSupplementary() }
}

/// A section background component.
private struct Background: SectionComponent {
    var inset: CGFloat

    func makeItem() -> NSCollectionLayoutItem {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)
        background.contentInsets = NSDirectionalEdgeInsets(
            top: inset, leading: inset, bottom: inset, trailing: inset)
        return background
    }
}

/// Builds a section from a group and components, sorting the components by class.
private func makeSection(group: NSCollectionLayoutGroup, components: [any SectionComponent])
    -> NSCollectionLayoutSection
{
    let items: [NSCollectionLayoutItem] = components.map { $0.makeItem() }
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
    section.boundarySupplementaryItems = items.compactMap {
        $0 as? NSCollectionLayoutBoundarySupplementaryItem
    }
    section.decorationItems = items.compactMap { $0 as? NSCollectionLayoutDecorationItem }
    return section
}

/// Two half-width items in rows of `height`.
private func halfWidthRows(height: CGFloat, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = [])
    -> NSCollectionLayoutGroup
{
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        supplementaryItems: supplementaryItems)
    return NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        subitems: [item])
}

@Suite("A layout DSL over UIKit's class hierarchy")
struct LayoutDSLTests {
    @Test("Boundary items built as supplementary items, a background built as an item: UIKit's frames")
    func builtThroughBaseTypes() {
        let section = makeSection(
            group: halfWidthRows(height: 50),
            components: [
                Boundary(kind: UICollectionView.elementKindSectionHeader, height: 44, alignment: .top),
                Boundary(kind: UICollectionView.elementKindSectionFooter, height: 30, alignment: .bottom),
                Background(inset: 5),
            ])
        let screen = Screen(UICollectionViewCompositionalLayout(section: section), counts: [4])
        // Header flush above the 10-pt top inset, across the inset width 390 − 16 − 16 = 358
        // (R-BOUNDARY-3, R-BOUNDARY-9); content box 44…164 (10 + 2 rows × 50 + 10).
        #expect(screen.header(0)?.frame == CGRect(x: 16, y: 0, width: 358, height: 44))
        #expect(screen.cell(0, 0) == CGRect(x: 16, y: 54, width: 179, height: 50))
        #expect(screen.cell(3, 0) == CGRect(x: 195, y: 104, width: 179, height: 50))
        #expect(screen.footer(0)?.frame == CGRect(x: 16, y: 164, width: 358, height: 30))
        // The background covers the section 0…194 across the full width, inset by its inherited
        // contentInsets of 5 (R-DECOR-1): (5, 5, 390 − 10, 194 − 10).
        let background = screen.layout.layoutAttributesForDecorationView(
            ofKind: Kind.background, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == CGRect(x: 5, y: 5, width: 380, height: 184))
    }

    @Test("Inherited members: every component is an NSCollectionLayoutItem with a size and insets")
    func inheritedMembers() {
        let components: [any SectionComponent] = [
            Boundary(kind: "header", height: 44, alignment: .top), Background(inset: 3),
        ]
        let items = components.map { $0.makeItem() }
        #expect(items[0].layoutSize.heightDimension.dimension == 44)
        #expect(items[1].contentInsets.leading == 3)
        // A decoration item covers its section: full width and height.
        #expect(items[1].layoutSize.widthDimension.isFractionalWidth)
        #expect(items[1].layoutSize.heightDimension.dimension == 1)
        let header = items[0] as? NSCollectionLayoutSupplementaryItem
        #expect(header?.elementKind == "header")
        #expect(header?.zIndex == 1)
        // The alignment implies the anchor a boundary item inherits.
        #expect(header?.containerAnchor.edges == [.top])
        #expect(items.allSatisfy { $0.supplementaryItems.isEmpty })
    }

    @Test("A boundary item used as an item's supplementary is anchored as its alignment says")
    func boundaryAsAnchoredSupplementary() {
        let badge: NSCollectionLayoutSupplementaryItem = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: Kind.badge, alignment: .top)
        let section = NSCollectionLayoutSection(
            group: halfWidthRows(height: 120, supplementaryItems: [badge]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        let screen = Screen(UICollectionViewCompositionalLayout(section: section), counts: [2])
        // Item 0.0 is (16, 10, 179, 120). Anchor edges [.top]: the top edge, centred across
        // (R-ANCHOR-2, R-ANCHOR-3): x = 16 + 179 / 2 − 20 / 2 = 95.5, y = 10.
        let frame = screen.layout.layoutAttributesForSupplementaryView(
            ofKind: Kind.badge, at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame == CGRect(x: 95.5, y: 10, width: 20, height: 20))
    }

    @Test("copy() keeps the class and the values; changing the copy leaves the original alone")
    func copies() throws {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
            absoluteOffset: CGPoint(x: 0, y: 4))
        header.pinToVisibleBounds = true
        header.zIndex = 7
        let copy = try #require(header.copy() as? NSCollectionLayoutBoundarySupplementaryItem)
        #expect(copy !== header)
        #expect(copy.pinToVisibleBounds && copy.zIndex == 7 && copy.offset == CGPoint(x: 0, y: 4))
        #expect(copy.alignment == .top && copy.elementKind == UICollectionView.elementKindSectionHeader)
        copy.pinToVisibleBounds = false
        #expect(header.pinToVisibleBounds)

        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let wide = try #require(item.copy() as? NSCollectionLayoutItem)
        wide.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        #expect(item.contentInsets == .zero)

        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [wide])
        group.interItemSpacing = .fixed(4)
        let groupCopy = try #require(group.copy() as? NSCollectionLayoutGroup)
        #expect(groupCopy.subitems.count == 1 && groupCopy.interItemSpacing?.spacing == 4)

        // The copied group lays out as the original: one full-width item inset by 8 on both sides:
        // x = 8, width 390 − 16 = 374.
        let screen = Screen(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: groupCopy)),
            counts: [1])
        #expect(screen.cell(0, 0) == CGRect(x: 8, y: 0, width: 374, height: 50))

        let background = NSCollectionLayoutDecorationItem.background(elementKind: Kind.background)
        background.zIndex = -1
        let backgroundCopy = try #require(background.copy() as? NSCollectionLayoutDecorationItem)
        #expect(backgroundCopy.zIndex == -1 && backgroundCopy.elementKind == Kind.background)
    }
}
