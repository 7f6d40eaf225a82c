import Testing
import UIKitCompatibility

// Layouts that adapt to size classes, idiom, text size, display scale and width. Derived traits:
// compact below 600 points wide / 500 points tall, `.pad` when both are regular.

/// Records the traits a section provider sees.
final class TraitRecorder {
    var seen: [UITraitCollection] = []

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] _, layoutEnvironment in
            self.seen.append(layoutEnvironment.traitCollection)
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}

@Suite("Adaptive layouts")
struct AdaptiveLayoutTests {
    @Test("Photos on an iPhone: compact width, so an inset-grouped list")
    func photosOnPhone() {
        let screen = Screen(
            PhotosSplitViewController().createLayout(), counts: [6], layoutMargins: phoneMargins)
        #expect(screen.collectionView.traitCollection.horizontalSizeClass == .compact)
        // Rows 358 wide at x 16, from 16 every 44; 16 + 264 + 16 = 296.
        #expect(screen.cell(0, 0) == CGRect(x: 16, y: 16, width: 358, height: 44))
        #expect(screen.cell(5, 0) == CGRect(x: 16, y: 236, width: 358, height: 44))
        #expect(screen.contentSize.height == 296)
    }

    @Test("Photos on an iPad: regular width and a pad idiom, so a four-column grid")
    func photosOnPad() {
        let screen = Screen(
            PhotosSplitViewController().createLayout(), counts: [6], size: Screen.iPad,
            layoutMargins: padMargins)
        // Margins 20: 1194 − 40 = 1154 across, 4 columns of 288.5, items inset 4 → 280.5 × 192.
        #expect(screen.cell(0, 0) == CGRect(x: 24, y: 4, width: 280.5, height: 192))
        #expect(screen.cell(1, 0) == CGRect(x: 312.5, y: 4, width: 280.5, height: 192))
        #expect(screen.cell(4, 0) == CGRect(x: 24, y: 204, width: 280.5, height: 192))
        #expect(screen.contentSize.height == 400)
    }

    @Test("Photos on an iPhone in landscape: regular width, phone idiom, three columns")
    func photosOnPhoneLandscape() {
        let screen = Screen(
            PhotosSplitViewController().createLayout(), counts: [3], size: CGSize(width: 844, height: 390),
            layoutMargins: phoneMargins)
        #expect(screen.collectionView.traitCollection.verticalSizeClass == .compact)
        #expect(screen.collectionView.traitCollection.userInterfaceIdiom == .phone)
        // 844 − 32 = 812 across, three columns of 812 / 3, items inset 4.
        let column: CGFloat = 812.0 / 3.0
        #expect(
            approximatelyEqual(
                screen.cell(1, 0), CGRect(x: 16 + column + 4, y: 4, width: column - 8, height: 192)))
    }

    @Test("Photos on an iPad in a compact split-view pane, forced through the override")
    func photosOnPadOverridden() {
        let screen = Screen(
            PhotosSplitViewController().createLayout(), counts: [2], size: Screen.iPad,
            layoutMargins: padMargins)
        #expect(screen.cell(1, 0)?.width == 280.5)
        screen.collectionView.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
        // Now a list: 1154 wide at x 20, rows from 16.
        #expect(screen.cell(1, 0) == CGRect(x: 20, y: 60, width: 1154, height: 44))
        // Only the overridden trait changes; the rest stay derived.
        #expect(screen.collectionView.traitCollection.verticalSizeClass == .regular)
        #expect(screen.collectionView.traitCollection.userInterfaceIdiom == .pad)
        screen.collectionView.overrideTraitCollection = nil
        #expect(screen.cell(1, 0)?.width == 280.5)
    }

    @Test("Articles: one taller column at accessibility text sizes")
    func articlesAccessibility() {
        let screen = Screen(ArticlesViewController().createLayout(), counts: [3])
        // Default text size (large): three columns of 130, 120 tall.
        #expect(screen.cell(2, 0) == CGRect(x: 260, y: 0, width: 130, height: 120))
        screen.collectionView.overrideTraitCollection = UITraitCollection(
            preferredContentSizeCategory: .accessibilityLarge)
        // One column, 200 tall: item 2 at y 400.
        #expect(screen.cell(2, 0) == CGRect(x: 0, y: 400, width: 390, height: 200))
    }

    @Test("Hairline spacing follows the display scale")
    func hairlineSpacing() {
        let screen = Screen(HairlineListViewController().createLayout(), counts: [3])
        // No display scale: the trait says 1, spacing 1 → rows at 0, 45, 90.
        #expect(screen.cell(2, 0) == CGRect(x: 0, y: 90, width: 390, height: 44))
        // Scale 2: spacing 0.5 → rows at 0, 44.5, 89 (on the half-point pixel grid).
        screen.collectionView.displayScale = 2
        #expect(screen.cell(1, 0) == CGRect(x: 0, y: 44.5, width: 390, height: 44))
        #expect(screen.cell(2, 0) == CGRect(x: 0, y: 89, width: 390, height: 44))
    }

    @Test("Adaptive sections on an iPhone: 1, 5 and 3 columns")
    func adaptiveSectionsPhone() {
        let screen = Screen(AdaptiveSectionsViewController().createLayout(), counts: [2, 10, 3])
        // List: 390 − 40 = 350 across, one column, rows 44 tall, items inset 2 → (22, 22, 346, 40).
        #expect(screen.cell(0, 0) == CGRect(x: 22, y: 22, width: 346, height: 40))
        #expect(screen.cell(1, 0) == CGRect(x: 22, y: 66, width: 346, height: 40))
        // Section 0 ends at 20 + 88 + 20 = 128. Grid5: columns of 70, rows 0.2 × 350 = 70 tall.
        #expect(screen.cell(0, 1) == CGRect(x: 22, y: 150, width: 66, height: 66))
        #expect(screen.cell(6, 1) == CGRect(x: 92, y: 220, width: 66, height: 66))
        // Section 1 ends at 128 + 20 + 140 + 20 = 308. Grid3: columns of 350 / 3.
        #expect(
            approximatelyEqual(
                screen.cell(1, 2), CGRect(x: 20 + 350.0 / 3.0 + 2, y: 330, width: 350.0 / 3.0 - 4, height: 66)
            ))
    }

    @Test("Adaptive sections on an iPad: wide mode doubles the columns")
    func adaptiveSectionsPad() {
        let screen = Screen(
            AdaptiveSectionsViewController().createLayout(), counts: [2, 10, 6], size: Screen.iPad)
        // 1194 − 40 = 1154 > 800: the list has 2 columns of 577 → (599, 22, 573, 40).
        #expect(screen.cell(1, 0) == CGRect(x: 599, y: 22, width: 573, height: 40))
        // Grid5 has 10 columns of 115.4, rows 0.2 × 1154 = 230.8 tall, from 84 + 20 = 104.
        #expect(
            approximatelyEqual(
                screen.cell(9, 1), CGRect(x: 20 + 9 * 115.4 + 2, y: 106, width: 111.4, height: 226.8)))
    }

    @Test("Derived traits: iPhone portrait and landscape, iPad, display scale, right to left, overrides")
    func derivedTraits() throws {
        let recorder = TraitRecorder()
        let screen = Screen(recorder.createLayout(), counts: [1])
        _ = screen.contentSize
        let phone = try #require(recorder.seen.last)
        #expect(phone.horizontalSizeClass == .compact)
        #expect(phone.verticalSizeClass == .regular)
        #expect(phone.userInterfaceIdiom == .phone)
        #expect(phone.displayScale == 1)
        #expect(phone.layoutDirection == .leftToRight)
        #expect(phone.preferredContentSizeCategory == .large)
        #expect(phone == screen.collectionView.traitCollection)

        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        _ = screen.contentSize
        #expect(recorder.seen.last?.horizontalSizeClass == .regular)
        #expect(recorder.seen.last?.verticalSizeClass == .compact)
        #expect(recorder.seen.last?.userInterfaceIdiom == .phone)

        screen.collectionView.frame = CGRect(origin: .zero, size: Screen.iPad)
        screen.collectionView.displayScale = 2
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        _ = screen.contentSize
        let pad = try #require(recorder.seen.last)
        #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
        #expect(pad.userInterfaceIdiom == .pad)
        #expect(pad.displayScale == 2)
        #expect(pad.layoutDirection == .rightToLeft)

        // The override re-solves the layout: the provider runs again and sees it.
        let calls = recorder.seen.count
        screen.collectionView.overrideTraitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .mac), UITraitCollection(displayScale: 1),
        ])
        _ = screen.contentSize
        #expect(recorder.seen.count == calls + 1)
        #expect(recorder.seen.last?.userInterfaceIdiom == .mac)
        #expect(recorder.seen.last?.displayScale == 1)
        #expect(recorder.seen.last?.horizontalSizeClass == .regular)
        #expect(
            screen.collectionView.traitCollection.containsTraits(
                in: UITraitCollection(userInterfaceIdiom: .mac)))
        #expect(
            !screen.collectionView.traitCollection.containsTraits(
                in: UITraitCollection(horizontalSizeClass: .compact)))
    }

    @Test("Mosaic: a custom group's item provider sees the collection view's traits")
    func mosaicCustomGroup() {
        let phone = Screen(MosaicViewController().createLayout(), counts: [2])
        // Compact: two tiles stacked in the 390 × 200 group.
        #expect(phone.cell(1, 0) == CGRect(x: 0, y: 100, width: 390, height: 100))
        let pad = Screen(MosaicViewController().createLayout(), counts: [2], size: Screen.iPad)
        // Regular: side by side, 597 each.
        #expect(pad.cell(1, 0) == CGRect(x: 597, y: 0, width: 597, height: 200))
    }

    @Test("A visible-items handler sees the collection view's traits, overrides included")
    func handlerSeesTraits() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        // Dim the cards on compact widths only.
        section.visibleItemsInvalidationHandler = { items, _, environment in
            let compact = environment.traitCollection.horizontalSizeClass == .compact
            items.forEach { $0.alpha = compact ? 0.5 : 1 }
        }
        let screen = Screen(UICollectionViewCompositionalLayout(section: section), counts: [3])
        let indexPath = IndexPath(item: 0, section: 0)
        #expect(screen.collectionView.visibleLayoutAttributesForItem(at: indexPath)?.alpha == 0.5)
        screen.collectionView.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        #expect(screen.collectionView.visibleLayoutAttributesForItem(at: indexPath)?.alpha == 1)
    }

    @Test("Content size categories are ordered and know the accessibility sizes")
    func contentSizeCategories() {
        #expect(UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }
}
