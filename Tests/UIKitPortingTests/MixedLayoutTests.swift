import Testing
import UIKitCompatibility

// Section providers that mix list sections with grids and orthogonal rows. Width 390 × 844.

@Suite("Mixed list and grid layouts")
struct MixedLayoutTests {
    @Test("Library: a grid, a grouped list with a header and a grid with a header, by section enum")
    func libraryListPlusGrid() {
        let screen = Screen(LibraryViewController().createLayout(), counts: [4, 3, 2])
        // Section 0: four items of 0.25 × 390 = 97.5 in one 100-point row; the section is 0…100.
        #expect(screen.cell(0, 0) == CGRect(x: 0, y: 0, width: 97.5, height: 100))
        #expect(screen.cell(3, 0) == CGRect(x: 292.5, y: 0, width: 97.5, height: 100))
        // Section 1 (grouped list): padding 16 → header 116…160, rows 160, 204, 248, full width;
        // bottom inset 16 → ends at 292 + 16 = 308. Grouped headers do not pin.
        #expect(screen.header(1)?.frame == CGRect(x: 0, y: 116, width: 390, height: 44))
        #expect(screen.header(1)?.zIndex == 1)
        #expect(screen.cell(0, 1) == CGRect(x: 0, y: 160, width: 390, height: 44))
        #expect(screen.cell(2, 1) == CGRect(x: 0, y: 248, width: 390, height: 44))
        // Section 2: header 308…352, two items of 195 × 150 below it.
        #expect(screen.header(2)?.frame == CGRect(x: 0, y: 308, width: 390, height: 44))
        #expect(screen.cell(1, 2) == CGRect(x: 195, y: 352, width: 195, height: 150))
        #expect(screen.contentSize == CGSize(width: 390, height: 502))
    }

    @Test("Emoji explorer: an orthogonal row, a sidebar list with its own insets, an inset-grouped list")
    func emojiExplorer() throws {
        let explorer = EmojiExplorerViewController()
        let layout = explorer.createLayout()
        let screen = Screen(layout, counts: [6, 3, 2], layoutMargins: phoneMargins)
        // Recents (R-ORTHO-2, R-CONT-2): groups 0.28 × 390 = 109.2 wide, 0.2 × 390 = 78 tall, from
        // x 10, 10 apart; items inset 5 on each side → 99.2 wide. The section is 10 + 78 + 10 = 98.
        #expect(approximatelyEqual(screen.cell(0, 0), CGRect(x: 15, y: 10, width: 99.2, height: 78)))
        #expect(approximatelyEqual(screen.cell(1, 0), CGRect(x: 134.2, y: 10, width: 99.2, height: 78)))
        // Outline (sidebar list, insets replaced by 10): padding 16 then the top inset 10 → first
        // row at 98 + 16 + 10 = 124; across the margins 16 plus the insets 10 → x 26, 338 wide.
        // It ends at 124 + 132 + 10 = 266.
        #expect(screen.cell(0, 1) == CGRect(x: 26, y: 124, width: 338, height: 44))
        #expect(screen.cell(2, 1) == CGRect(x: 26, y: 212, width: 338, height: 44))
        // List (inset grouped): padding 16 → rows 282 and 326, bottom inset 16 → 386.
        #expect(screen.cell(0, 2) == CGRect(x: 16, y: 282, width: 358, height: 44))
        #expect(screen.cell(1, 2) == CGRect(x: 16, y: 326, width: 358, height: 44))
        #expect(screen.contentSize.height == 386)

        // The starred list's swipe action, read from the solved layout and performed.
        let compositional = try #require(layout as? UICollectionViewCompositionalLayout)
        #expect(compositional.listConfiguration(forSection: 0) == nil)
        #expect(compositional.listConfiguration(forSection: 1)?.appearance == .sidebar)
        let list = try #require(compositional.listConfiguration(forSection: 2))
        let star = try #require(
            list.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 2)))
        #expect(star.actions.first?.image == UIImage(systemName: "star.fill"))
        #expect(star.actions.first?.title == nil)
        star.actions[0].handler(star.actions[0], UIView()) { _ in }
        #expect(explorer.starredEmojis == ["🐶"])
        let unstar = list.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 2))
        #expect(unstar?.actions.first?.image == UIImage(systemName: "star.slash"))
    }

    @Test("A list section's properties show the list's values and take changes")
    func listSectionProperties() {
        final class Environment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
            var container: any NSCollectionLayoutContainer { self }
            var traitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: .compact) }
            var contentSize: CGSize { CGSize(width: 390, height: 844) }
            var effectiveContentSize: CGSize { contentSize }
            var contentInsets: NSDirectionalEdgeInsets { .zero }
            var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: Environment())
        // R-LIST-3: bottom inset 16, layout-margins reference; R-LIST-1: header and footer of
        // UIKit's kinds, 44 points estimated, full width.
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0))
        #expect(section.contentInsetsReference == .layoutMargins)
        #expect(section.interGroupSpacing == 0)
        #expect(
            section.boundarySupplementaryItems.map(\.elementKind)
                == [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
        #expect(section.boundarySupplementaryItems.map(\.alignment) == [.top, .bottom])
        #expect(section.boundarySupplementaryItems[0].layoutSize.heightDimension.isEstimated)
        #expect(section.boundarySupplementaryItems[0].layoutSize.heightDimension.dimension == 44)
        #expect(section.listConfiguration?.footerMode == .supplementary)

        // Rows 8 apart and no margins reference: rows at 16 + 44 (header) + 52k, 390 wide.
        section.interGroupSpacing = 8
        section.contentInsetsReference = .none
        let screen = Screen(
            UICollectionViewCompositionalLayout(section: section), counts: [3], layoutMargins: phoneMargins)
        #expect(screen.cell(0, 0) == CGRect(x: 0, y: 60, width: 390, height: 44))
        #expect(screen.cell(2, 0) == CGRect(x: 0, y: 164, width: 390, height: 44))
        // Rows end at 208; bottom inset 16; footer 224…268.
        #expect(screen.footer(0)?.frame == CGRect(x: 0, y: 224, width: 390, height: 44))
    }
}
