import CollectionLayout
import LayoutRendering
import SnapshotTesting
import Testing

/// Pictures of list sections (`LayoutSection.list(using:layoutEnvironment:)`): grouped backgrounds,
/// rows as one band and separators, none of which are elements (R-LIST-2).
@Suite("List pictures")
struct ListPictureTests {
    /// A Settings-like screen built with the engine API: a profile row, three inset-grouped sections
    /// with headers and footers (4, 3 and 5 rows) and one whose first row is its header (3 rows), with
    /// 16-pt layout margins — the `settings` example of the description format.
    static func settings() throws -> PreparedLayout {
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844),
            safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
            layoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let profile = LayoutListConfiguration(appearance: .insetGrouped)
        var grouped = profile
        grouped.headerMode = .supplementary
        grouped.footerMode = .supplementary
        var developer = profile
        developer.headerMode = .firstItemInSection
        let configurations = [profile, grouped, grouped, grouped, developer]
        return try CompositionalLayout(sectionProvider: { index, environment in
            .list(using: configurations[index], layoutEnvironment: environment)
        }).prepare(in: environment, itemCounts: [1, 4, 3, 5, 3])
    }

    @Test("The settings screen: rounded backgrounds, row bands, separators (reviewed by eye)")
    func settingsSnapshot() throws {
        let picture = LayoutPicture(layout: try Self.settings(), title: "Settings")
        assertSnapshot(of: SVGRenderer().render(picture), as: .svg, named: "settings")
    }

    @Test("A picture of a layout carries one style per list section, with the rows' frame")
    func styles() throws {
        let picture = LayoutPicture(layout: try Self.settings())
        #expect(picture.listSections.map(\.section) == [0, 1, 2, 3, 4])
        #expect(picture.listSections.allSatisfy { $0.appearance == .insetGrouped && $0.showsSeparators })
        // Section 1 starts at 76 (R-LIST-4: 16 + 44 + 16 for section 0); its rows from 76 + 16 + 44 = 136,
        // four of 44 → (16, 136, 358, 176).
        #expect(picture.listSections[1].rowsFrame == Rect(x: 16, y: 136, width: 358, height: 176))
        #expect(picture.listSections[1].backgroundCornerRadius == 10)
        let grid = LayoutPicture(
            contentSize: Size(width: 10, height: 10),
            elements: [
                LayoutAttributes(
                    category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0),
                    frame: Rect(x: 0, y: 0, width: 10, height: 10))
            ])
        #expect(grid.listSections.isEmpty)
        #expect(!SVGRenderer().render(grid).contains("separator"))
    }

    @Test("Separators: one between consecutive rows, not elements; none when turned off")
    func separators() throws {
        let svg = SVGRenderer().render(LayoutPicture(layout: try Self.settings()))
        // 16 rows in 5 sections → 16 − 5 = 11 separators; 5 rounded backgrounds.
        #expect(svg.components(separatedBy: "class=\"separator\"").count - 1 == 11)
        #expect(svg.components(separatedBy: "class=\"list-background\"").count - 1 == 5)
        // Row 1.1 at y 180: its separator starts 16 pt in from the row's leading edge (x 16 + 16).
        #expect(svg.contains("<line class=\"separator\" x1=\"32\" y1=\"180\" x2=\"374\" y2=\"180\""))
        // The element count in the description is unchanged: 16 cells, 6 supplementaries.
        #expect(svg.contains("22 elements: 16 cells, 6 supplementaries, 0 decorations"))

        var configuration = LayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let plain = try CompositionalLayout.list(using: configuration).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [3])
        let plainSVG = SVGRenderer().render(LayoutPicture(layout: plain))
        #expect(!plainSVG.contains("class=\"separator\"") && !plainSVG.contains("list-background"))
        #expect(plainSVG.components(separatedBy: "class=\"list-row\"").count - 1 == 3)
    }

    @Test("Rows round only the corners they share with the rounded background")
    func roundedRows() throws {
        let svg = SVGRenderer().render(LayoutPicture(layout: try Self.settings()))
        // Row 0.0 is the whole section: a path rounded at all four corners (radius 10), starting
        // 10 pt right of the top-left corner (16 + 10 = 26, y 16).
        #expect(svg.contains("<path class=\"list-row\" d=\"M26 16H364A10 10 0 0 1 374 26V50"))
        // Row 1.1 is in the middle of its section: a plain rectangle.
        #expect(svg.contains("<rect class=\"list-row\" x=\"16\" y=\"180\" width=\"358\" height=\"44\""))
    }

    @Test("Right to left, separators are inset at the right; horizontal lists get vertical ones")
    func separatorGeometry() {
        let row = LayoutAttributes(
            category: .cell, indexPath: LayoutIndexPath(item: 1, section: 0),
            frame: Rect(x: 0, y: 44, width: 390, height: 44))
        let rightToLeft = ListSectionStyle(
            section: 0, appearance: .plain, rowsFrame: nil, layoutDirection: .rightToLeft)
        let line = rightToLeft.separatorLine(for: row)
        #expect(line?.from == Point(x: 0, y: 44) && line?.to == Point(x: 374, y: 44))
        let horizontal = ListSectionStyle(
            section: 0, appearance: .plain, rowsFrame: nil, scrollDirection: .horizontal)
        let across = horizontal.separatorLine(for: row)
        #expect(across?.from == Point(x: 0, y: 44) && across?.to == Point(x: 0, y: 88))
        let first = LayoutAttributes(
            category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0), frame: row.frame)
        #expect(rightToLeft.separatorLine(for: first) == nil)
    }
}
