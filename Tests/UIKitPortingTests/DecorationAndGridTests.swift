import Testing
import UIKitCompatibility

// Section backgrounds (R-DECOR), badges (R-ANCHOR), pinned headers (R-PIN) and nested groups
// (R-NEST, R-COUNT) in app code. Width 390 × 844.

@Suite("Decorations and grids")
struct DecorationAndGridTests {
    @Test("Section backgrounds: registered by class, framed around each section")
    func sectionDecoration() throws {
        let layout = SectionDecorationViewController().createLayout()
        let kind = SectionDecorationViewController.sectionBackgroundDecorationElementKind
        #expect(layout.registeredDecorationViewClassNames == [kind: "SectionBackgroundDecorationView"])
        #expect(layout.registeredDecorationViewNibNames.isEmpty)

        let screen = Screen(layout, counts: [5, 5])
        // Rows 44 tall, 5 apart, inside insets 10: y 10, 59, 108, 157, 206, x 10, 370 wide;
        // the section is 10 + 5 × 44 + 4 × 5 + 10 = 260 long.
        #expect(screen.cell(4, 0) == CGRect(x: 10, y: 206, width: 370, height: 44))
        #expect(screen.cell(0, 1) == CGRect(x: 10, y: 270, width: 370, height: 44))
        // R-DECOR-1: the section frame 0…390 × 0…260 inset by 5; section 1 from 260.
        let background = try #require(
            layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 0)))
        #expect(background.frame == CGRect(x: 5, y: 5, width: 380, height: 250))
        #expect(background.zIndex == 0)
        #expect(background.representedElementCategory == .decorationView)
        let second = layout.layoutAttributesForDecorationView(
            ofKind: kind, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame == CGRect(x: 5, y: 265, width: 380, height: 250))
        // R-Z-1: cells of a decorated section are promoted to zIndex 1.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)

        // The registered view is a headless value that app code configures as on iOS.
        let view = SectionBackgroundDecorationView(frame: background.frame)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 380, height: 250))
        #expect(view.layer.cornerRadius == 12)
        #expect(view.layer.borderColor == UIColor.black.cgColor)
        #expect(view.backgroundColor == UIColor.lightGray.withAlphaComponent(0.5))
    }

    @Test("A list section on a card background registered from a nib")
    func cardBackgroundFromNib() {
        let layout = SectionDecorationViewController().createCardLayout()
        let kind = SectionDecorationViewController.cardBackgroundElementKind
        #expect(layout.registeredDecorationViewNibNames == [kind: "CardBackgroundView"])
        #expect(layout.registeredDecorationViewClassNames.isEmpty)
        let screen = Screen(layout, counts: [2], layoutMargins: phoneMargins)
        // Inset grouped: padding 16, rows 16 and 60, bottom inset 16 → the section is 120 long.
        #expect(screen.cell(1, 0) == CGRect(x: 16, y: 60, width: 358, height: 44))
        // The background spans the whole section, 0…390 × 0…120, inset by 8.
        let background = layout.layoutAttributesForDecorationView(
            ofKind: kind, at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == CGRect(x: 8, y: 8, width: 374, height: 104))
        // Registering a class for the kind replaces the nib; nil unregisters it.
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: kind)
        #expect(layout.registeredDecorationViewNibNames.isEmpty)
        #expect(layout.registeredDecorationViewClassNames == [kind: "SectionBackgroundDecorationView"])
        layout.register(nil as AnyClass?, forDecorationViewOfKind: kind)
        #expect(layout.registeredDecorationViewClassNames.isEmpty)
    }

    @Test("Badges at the top-trailing corner of each cell")
    func itemBadges() {
        let screen = Screen(ItemBadgeViewController().createLayout(), counts: [2])
        // Items 179 × 120 inside insets (10, 16, 10, 16): (16, 10) and (195, 10).
        #expect(screen.cell(1, 0) == CGRect(x: 195, y: 10, width: 179, height: 120))
        // R-ANCHOR: top-trailing corner, offset 0.3 × 20 = 6 outwards and −0.3 × 20 = −6 up:
        // x = 195 − 20 + 6 = 181 (the R-ANCHOR worked example), and 374 − 20 + 6 = 360 for the second.
        let kind = ItemBadgeViewController.badgeElementKind
        let first = screen.layout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: 0, section: 0))
        let second = screen.layout.layoutAttributesForSupplementaryView(
            ofKind: kind, at: IndexPath(item: 1, section: 0))
        #expect(first?.frame == CGRect(x: 181, y: 4, width: 20, height: 20))
        #expect(second?.frame == CGRect(x: 360, y: 4, width: 20, height: 20))
        let badge = BadgeSupplementaryView(frame: first?.frame ?? .zero)
        #expect(badge.layer.cornerRadius == 10)
    }

    @Test("Pinned section headers over a grid")
    func pinnedSectionHeaders() {
        let screen = Screen(PinnedSectionHeaderViewController().createLayout(), counts: [4, 4])
        // Section 0: header 0…44, two rows of 100 → content box 44…244; section 1 header 244…288.
        #expect(screen.header(1)?.frame == CGRect(x: 0, y: 244, width: 390, height: 44))
        #expect(screen.cell(3, 1) == CGRect(x: 195, y: 388, width: 195, height: 100))
        #expect(screen.header(0)?.zIndex == 1_000_000_002)  // R-PIN-4 with zIndex 2
        // R-PIN-2: offset 100 → header 0 at 100; offset 230 → pushed up to 244 − 44 = 200.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(screen.header(0)?.frame.minY == 100)
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 230)
        #expect(screen.header(0)?.frame.minY == 200)
        #expect(screen.header(1)?.frame.minY == 244)
        // Offset 300: header 1 sticks at 300.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(screen.header(1)?.frame.minY == 300)
    }

    @Test("Nested groups: a large item beside two stacked small ones")
    func nestedGroups() {
        let screen = Screen(NestedGroupsViewController().createLayout(), counts: [3])
        // Group 390 × 400: leading 0.75 × 390 = 292.5 wide, inset 10 → (10, 10, 272.5, 380);
        // trailing group 97.5 wide at 292.5, two items of 200 (count overrides 0.3), inset 10.
        #expect(screen.cell(0, 0) == CGRect(x: 10, y: 10, width: 272.5, height: 380))
        #expect(screen.cell(1, 0) == CGRect(x: 302.5, y: 10, width: 77.5, height: 180))
        #expect(screen.cell(2, 0) == CGRect(x: 302.5, y: 210, width: 77.5, height: 180))
        #expect(screen.contentSize == CGSize(width: 390, height: 400))
    }
}
