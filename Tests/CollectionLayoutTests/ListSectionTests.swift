import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

@Suite("List sections (the R-LIST rules)")
struct ListSectionTests {
    private func list(
        _ appearance: LayoutListConfiguration.Appearance, header: Bool = true, footer: Bool = false,
        padding: Double? = nil, environment: LayoutEnvironment = F.screen, counts: [Int] = [3]
    ) throws -> PreparedLayout {
        var configuration = LayoutListConfiguration(appearance: appearance)
        configuration.headerMode = header ? .supplementary : .none
        configuration.footerMode = footer ? .supplementary : .none
        configuration.headerTopPadding = padding
        return try CompositionalLayout.list(using: configuration).prepare(in: environment, itemCounts: counts)
    }

    @Test("R-LIST-1, R-LIST-2, R-LIST-3: plain list, pinned header, 44-pt unmeasured rows")
    func plain() throws {
        let layout = try list(.plain)
        let header = layout.attributes(
            forSupplementaryOfKind: "UICollectionElementKindSectionHeader",
            at: LayoutIndexPath(item: 0, section: 0))
        F.expectClose(header?.frame, Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(header?.zIndex == 1_000_000_001)
        // Rows at 44, 88, 132; section 44 + 3 × 44 = 176.
        F.expectClose(F.cell(layout, 0), Rect(x: 0, y: 44, width: 390, height: 44))
        F.expectClose(F.cell(layout, 2), Rect(x: 0, y: 132, width: 390, height: 44))
        #expect(layout.contentSize.height == 176)
    }

    @Test("R-LIST-3, R-LIST-4: inset grouped uses the layout margins, 16-pt padding before the header")
    func insetGrouped() throws {
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844),
            layoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let layout = try list(.insetGrouped, environment: environment)
        let header = layout.attributes(
            forSupplementaryOfKind: "UICollectionElementKindSectionHeader",
            at: LayoutIndexPath(item: 0, section: 0))
        F.expectClose(header?.frame, Rect(x: 16, y: 16, width: 358, height: 44))
        #expect(header?.zIndex == 1)
        F.expectClose(F.cell(layout, 0), Rect(x: 16, y: 60, width: 358, height: 44))
        F.expectClose(F.cell(layout, 2), Rect(x: 16, y: 148, width: 358, height: 44))
        // 16 + 44 + 132 + 16 = 208.
        #expect(layout.contentSize.height == 208)
    }

    @Test("R-LIST-3, R-LIST-4: grouped without a header pads before the first row; footers follow the rows")
    func groupedWithoutHeader() throws {
        let layout = try list(.grouped, header: false, footer: true, counts: [2, 1])
        // Section 0: padding 16, rows at 16 and 60, content box 16…120 (88 + bottom inset 16), footer
        // after it at 120 (R-BOUNDARY-3); section 16 + 104 + 44 = 164.
        F.expectClose(F.cell(layout, 0), Rect(x: 0, y: 16, width: 390, height: 44))
        F.expectClose(
            F.supplementary(layout, "UICollectionElementKindSectionFooter"),
            Rect(x: 0, y: 120, width: 390, height: 44))
        // Section 1 starts at 164: padding 16 → row at 180.
        F.expectClose(F.cell(layout, 0, section: 1), Rect(x: 0, y: 180, width: 390, height: 44))
    }

    @Test("R-LIST-4: headerTopPadding overrides the appearance's padding")
    func customPadding() throws {
        let layout = try list(.plain, padding: 10)
        F.expectClose(
            F.supplementary(layout, "UICollectionElementKindSectionHeader"),
            Rect(x: 0, y: 10, width: 390, height: 44))
        #expect(layout.contentSize.height == 186)
        #expect(throws: LayoutError.self) { try list(.plain, padding: .nan) }
    }
}

@Suite("List sections remember their configuration (R-LIST-1, R-LIST-2)")
struct ListConfigurationRecordTests {
    @Test("R-LIST-2: separators are on by default and change no geometry")
    func separatorsAreNotGeometry() throws {
        var configuration = LayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.showsSeparators)
        let with = try CompositionalLayout.list(using: configuration).prepare(in: F.screen, itemCounts: [3])
        configuration.showsSeparators = false
        let without = try CompositionalLayout.list(using: configuration).prepare(
            in: F.screen, itemCounts: [3])
        #expect(with.allElements() == without.allElements())
        #expect(with.contentSize == without.contentSize)
        #expect(without.listConfiguration(inSection: 0)?.showsSeparators == false)
    }

    @Test("R-LIST-1: the section and the prepared layout keep the list configuration")
    func recorded() throws {
        var configuration = LayoutListConfiguration(appearance: .sidebarPlain)
        configuration.headerMode = .firstItemInSection
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        let section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
        #expect(section.listConfiguration == configuration)
        let grid = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
                    )
                ]))
        #expect(grid.listConfiguration == nil)
        let layout = try CompositionalLayout(
            sectionProvider: { index, _ in index == 1 ? section : grid }
        ).prepare(in: environment, itemCounts: [1, 2])
        #expect(layout.listConfiguration(inSection: 0) == nil)
        #expect(layout.listConfiguration(inSection: 1) == configuration)
        #expect(layout.listConfiguration(inSection: 2) == nil)
        #expect(layout.listConfiguration(inSection: -1) == nil)
        let gridOnly = try CompositionalLayout(section: grid).prepare(in: environment, itemCounts: [1])
        #expect(gridOnly.listConfiguration(inSection: 0) == nil)
    }

    @Test("R-LIST-1: the text dump names the list appearance")
    func dump() throws {
        var configuration = LayoutListConfiguration(appearance: .grouped)
        let layout = try CompositionalLayout.list(using: configuration).prepare(in: F.screen, itemCounts: [2])
        // Padding 16 + 2 × 44 + bottom inset 16 = 120.
        #expect(
            layout.textDump().contains(
                "section 0 (0, 0, 390, 120): 2 items, 1 per group, 2 groups, list grouped\n"))
        configuration.showsSeparators = false
        let plain = try CompositionalLayout.list(using: configuration).prepare(in: F.screen, itemCounts: [2])
        #expect(plain.textDump().contains(", list grouped without separators\n"))
    }
}
