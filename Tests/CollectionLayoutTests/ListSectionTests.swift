import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

@Suite("List sections (SPEC A.29)")
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

    @Test("R-LIST-1/2/3: plain list, pinned header, 44-pt unmeasured rows")
    func plain() throws {
        let layout = try list(.plain)
        let header = layout.attributes(
            forSupplementaryOfKind: "section-header", at: LayoutIndexPath(item: 0, section: 0))
        F.expectClose(header?.frame, Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(header?.zIndex == 1_000_000_001)
        // Rows at 44, 88, 132; section 44 + 3 × 44 = 176.
        F.expectClose(F.cell(layout, 0), Rect(x: 0, y: 44, width: 390, height: 44))
        F.expectClose(F.cell(layout, 2), Rect(x: 0, y: 132, width: 390, height: 44))
        #expect(layout.contentSize.height == 176)
    }

    @Test("R-LIST-3/4: inset grouped uses the layout margins, 16-pt padding before the header")
    func insetGrouped() throws {
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844),
            layoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let layout = try list(.insetGrouped, environment: environment)
        let header = layout.attributes(
            forSupplementaryOfKind: "section-header", at: LayoutIndexPath(item: 0, section: 0))
        F.expectClose(header?.frame, Rect(x: 16, y: 16, width: 358, height: 44))
        #expect(header?.zIndex == 1)
        F.expectClose(F.cell(layout, 0), Rect(x: 16, y: 60, width: 358, height: 44))
        F.expectClose(F.cell(layout, 2), Rect(x: 16, y: 148, width: 358, height: 44))
        // 16 + 44 + 132 + 16 = 208.
        #expect(layout.contentSize.height == 208)
    }

    @Test("R-LIST-3/4: grouped without a header pads before the first row; footers follow the rows")
    func groupedWithoutHeader() throws {
        let layout = try list(.grouped, header: false, footer: true, counts: [2, 1])
        // Section 0: padding 16, rows at 16 and 60, content box 16…120 (88 + bottom inset 16), footer
        // after it at 120 (R-BOUNDARY-3); section 16 + 104 + 44 = 164.
        F.expectClose(F.cell(layout, 0), Rect(x: 0, y: 16, width: 390, height: 44))
        F.expectClose(F.supplementary(layout, "section-footer"), Rect(x: 0, y: 120, width: 390, height: 44))
        // Section 1 starts at 164: padding 16 → row at 180.
        F.expectClose(F.cell(layout, 0, section: 1), Rect(x: 0, y: 180, width: 390, height: 44))
    }

    @Test("R-LIST-4: headerTopPadding overrides the appearance's padding")
    func customPadding() throws {
        let layout = try list(.plain, padding: 10)
        F.expectClose(F.supplementary(layout, "section-header"), Rect(x: 0, y: 10, width: 390, height: 44))
        #expect(layout.contentSize.height == 186)
        #expect(throws: LayoutError.self) { try list(.plain, padding: .nan) }
    }
}
