import Testing
import UIKitCompatibility

// Expected frames from R-LIST-1, R-LIST-2, R-LIST-3, R-LIST-4: rows, headers and footers 44 points
// (estimated, unmeasured), no spacing; `plain`/`sidebarPlain` no top padding, no bottom inset, pinned
// headers; `grouped` top padding 16 and bottom inset 16; `insetGrouped`/`sidebar` the same, inset by the
// layout margins. Width 390 × 844 unless stated.

@Suite("List layouts")
struct ListLayoutTests {
    @Test("Settings: inset-grouped sections with supplementary headers and footers")
    func settingsScreen() throws {
        let screen = Screen(
            SettingsViewController().createLayout(), counts: [3, 2], layoutMargins: phoneMargins)
        // Section 0: padding 16, header 16…60, rows from 60 every 44, bottom inset 16 after the
        // rows (60 + 132 + 16 = 208), footer 208…252. Across: 390 − 16 − 16 = 358 at x 16.
        #expect(screen.header(0)?.frame == CGRect(x: 16, y: 16, width: 358, height: 44))
        #expect(screen.cell(0, 0) == CGRect(x: 16, y: 60, width: 358, height: 44))
        #expect(screen.cell(2, 0) == CGRect(x: 16, y: 148, width: 358, height: 44))
        #expect(screen.footer(0)?.frame == CGRect(x: 16, y: 208, width: 358, height: 44))
        // Section 1 starts at 252: header 268, rows 312 and 356, footer at 312 + 88 + 16 = 416.
        #expect(screen.header(1)?.frame == CGRect(x: 16, y: 268, width: 358, height: 44))
        #expect(screen.cell(1, 1) == CGRect(x: 16, y: 356, width: 358, height: 44))
        #expect(screen.footer(1)?.frame == CGRect(x: 16, y: 416, width: 358, height: 44))
        #expect(screen.contentSize == CGSize(width: 390, height: 460))
        // Inset-grouped headers do not pin (R-LIST-3): zIndex stays 1.
        #expect(screen.header(0)?.zIndex == 1)
    }

    @Test("Settings without header padding: headerTopPadding 0 puts the header at the section's start")
    func settingsWithoutHeaderPadding() {
        let screen = Screen(
            SettingsViewController().createCompactLayout(), counts: [2], layoutMargins: phoneMargins)
        // p = 0: header 0…44, rows 44 and 88, bottom inset 16 → 44 + 88 + 16 = 148.
        #expect(screen.header(0)?.frame == CGRect(x: 16, y: 0, width: 358, height: 44))
        #expect(screen.cell(1, 0) == CGRect(x: 16, y: 88, width: 358, height: 44))
        #expect(screen.contentSize.height == 148)
    }

    @Test("Mailbox: a plain list of full-width rows")
    func mailboxFrames() {
        let mailbox = MailboxViewController()
        let screen = Screen(mailbox.createLayout(), counts: [mailbox.messages.count])
        // Plain: no padding, no inset; row k at y 44k, 390 wide; 5 rows → 220.
        for item in 0..<5 {
            #expect(screen.cell(item, 0) == CGRect(x: 0, y: 44 * CGFloat(item), width: 390, height: 44))
        }
        #expect(screen.contentSize == CGSize(width: 390, height: 220))
    }

    @Test("Mailbox: swipe actions and separators are stored, queryable and performable")
    func mailboxSwipeActions() throws {
        let mailbox = MailboxViewController()
        let layout = try #require(mailbox.createLayout() as? UICollectionViewCompositionalLayout)
        let screen = Screen(layout, counts: [mailbox.messages.count])
        #expect(screen.contentSize.height == 220)
        let configuration = try #require(layout.listConfiguration(forSection: 0))
        #expect(configuration.appearance == .plain)
        #expect(configuration.showsSeparators)

        let trailing = try #require(
            configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 1, section: 0)))
        #expect(trailing.actions.map(\.title) == ["Delete", "Flag"])
        #expect(trailing.actions.map(\.style) == [.destructive, .normal])
        #expect(trailing.actions[0].image == UIImage(systemName: "trash"))
        #expect(trailing.actions[1].backgroundColor == .systemOrange)
        #expect(!trailing.performsFirstActionWithFullSwipe)

        var performed: Bool?
        trailing.actions[0].handler(trailing.actions[0], UIView()) { performed = $0 }
        #expect(performed == true)
        #expect(
            mailbox.messages.map(\.subject) == ["Lunch?", "Build passed", "Re: layout bug", "Weekly digest"])

        let leading = try #require(
            configuration.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0)))
        #expect(leading.actions.first?.title == "Read")
        #expect(leading.actions.first?.backgroundColor == .systemBlue)
        leading.actions[0].handler(leading.actions[0], UIView()) { _ in }
        #expect(mailbox.messages[0].isRead)
        let again = configuration.leadingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
        #expect(again?.actions.first?.image == UIImage(systemName: "envelope.badge"))

        let section = configuration.separatorConfiguration
        #expect(section.bottomSeparatorInsets.leading == 72)
        let last = configuration.itemSeparatorHandler?(IndexPath(item: 3, section: 0), section)
        #expect(last?.bottomSeparatorVisibility == .hidden)
        let first = configuration.itemSeparatorHandler?(IndexPath(item: 0, section: 0), section)
        #expect(first?.bottomSeparatorVisibility == .automatic)
    }

    @Test("Outline sidebar: visible outline items are sidebar rows inset by the margins")
    func outlineSidebar() {
        let outline = OutlineViewController()
        var snapshot = outline.initialSnapshot()
        #expect(snapshot.visibleItems.count == 5)  // Lists, its three children, Grids
        // A 320-point sidebar column with 20-point margins: rows 280 wide at x 20; padding 16,
        // rows at 16 + 44k, bottom inset 16 → 16 + 5 × 44 + 16 = 252. `.firstItemInSection` adds
        // no element (R-LIST-1).
        let screen = Screen(
            outline.generateLayout(), counts: [snapshot.visibleItems.count],
            size: CGSize(width: 320, height: 834), layoutMargins: padMargins)
        #expect(screen.cell(0, 0) == CGRect(x: 20, y: 16, width: 280, height: 44))
        #expect(screen.cell(4, 0) == CGRect(x: 20, y: 192, width: 280, height: 44))
        #expect(screen.header(0) == nil)
        #expect(screen.contentSize == CGSize(width: 320, height: 252))

        snapshot.expand([outline.grids])
        let expanded = Screen(
            outline.generateLayout(), counts: [snapshot.visibleItems.count],
            size: CGSize(width: 320, height: 834), layoutMargins: padMargins)
        // Seven rows: 16 + 7 × 44 + 16 = 340.
        #expect(expanded.contentSize.height == 340)
        #expect(expanded.cell(6, 0) == CGRect(x: 20, y: 280, width: 280, height: 44))
    }

    @Test(
        "List appearances: first-item headers, two sections of three rows",
        arguments: UICollectionLayoutListConfiguration.Appearance.allCases)
    func listAppearances(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let controller = ListAppearancesViewController()
        controller.appearance = appearance
        let screen = Screen(controller.createLayout(), counts: [3, 3], layoutMargins: phoneMargins)
        let padded = appearance != .plain && appearance != .sidebarPlain
        let inset = appearance == .insetGrouped || appearance == .sidebar
        // Across: the layout margins (16 + 16) for inset appearances, none otherwise.
        let x: CGFloat = inset ? 16 : 0
        let width: CGFloat = inset ? 358 : 390
        // Along: padded sections are 16 + 132 + 16 = 164 long with rows from 16; plain ones 132
        // with rows from 0. Section 1 starts where section 0 ends.
        let padding: CGFloat = padded ? 16 : 0
        let sectionLength: CGFloat = padded ? 164 : 132
        #expect(screen.cell(0, 0) == CGRect(x: x, y: padding, width: width, height: 44))
        #expect(screen.cell(2, 0) == CGRect(x: x, y: padding + 88, width: width, height: 44))
        #expect(screen.cell(0, 1) == CGRect(x: x, y: sectionLength + padding, width: width, height: 44))
        #expect(screen.contentSize == CGSize(width: 390, height: 2 * sectionLength))
    }

    @Test("Contacts: plain-list headers pin to the top and are pushed by the section's end")
    func contactsPinnedHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let screen = Screen(UICollectionViewCompositionalLayout.list(using: configuration), counts: [10, 10])
        // Section 0: header 0…44, rows 44…484 (content box end 484); section 1 header at 484.
        #expect(screen.header(0)?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(screen.header(1)?.frame == CGRect(x: 0, y: 484, width: 390, height: 44))
        #expect(screen.header(0)?.zIndex == 1_000_000_001)  // R-PIN-4: 1_000_000_000 + 1
        // R-PIN-2 at offset 300: max(0, min(300, 484 − 44)) = 300.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(screen.header(0)?.frame.minY == 300)
        // At offset 460 the header is pushed up to 440; header 1 stays at 484.
        screen.collectionView.contentOffset = CGPoint(x: 0, y: 460)
        #expect(screen.header(0)?.frame.minY == 440)
        #expect(screen.header(1)?.frame.minY == 484)
    }

    @Test("Sidebar-plain lists pin their supplementary headers like plain ones")
    func sidebarPlainHeaders() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let screen = Screen(UICollectionViewCompositionalLayout.list(using: configuration), counts: [2])
        // Header 0…44, rows 44 and 88, footer 132…176, no padding or inset.
        #expect(screen.header(0)?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(screen.header(0)?.zIndex == 1_000_000_001)
        #expect(screen.footer(0)?.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(screen.contentSize.height == 176)
    }
}
