import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

@Suite("Anchored supplementaries and decorations (the R-ANCHOR and R-DECOR rules)")
struct SupplementaryAnchorTests {
    struct AnchorRow: Sendable, CustomTestStringConvertible {
        var container: LayoutAnchor
        var item: LayoutAnchor?
        var origin: Point
        var testDescription: String { "\(container.edges.rawValue) → \(origin)" }
    }

    // Item 0.0 is (16, 10, 179, 120): top-right corner (195, 10), centre (105.5, 70); badge 20 × 20.
    static let anchorRows: [AnchorRow] = [
        AnchorRow(
            container: LayoutAnchor(edges: [.top, .trailing]), item: nil, origin: Point(x: 175, y: 10)),
        // Fractional (0.3, −0.3) of 20 × 20 → (+6, −6).
        AnchorRow(
            container: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)),
            item: nil,
            origin: Point(x: 181, y: 4)),
        AnchorRow(
            container: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 5, y: 8)), item: nil,
            origin: Point(x: 180, y: 18)),
        // Item anchor bottom-leading meets (195, 10): origin (195, −10).
        AnchorRow(
            container: LayoutAnchor(edges: [.top, .trailing]),
            item: LayoutAnchor(edges: [.bottom, .leading]),
            origin: Point(x: 195, y: -10)),
        // … then + (0.25 × 20, 0.5 × 20) = (5, 10).
        AnchorRow(
            container: LayoutAnchor(edges: [.top, .trailing]),
            item: LayoutAnchor(edges: [.bottom, .leading], fractionalOffset: Point(x: 0.25, y: 0.5)),
            origin: Point(x: 200, y: 0)),
        AnchorRow(container: LayoutAnchor(edges: []), item: nil, origin: Point(x: 95.5, y: 60)),
        AnchorRow(container: LayoutAnchor(edges: .all), item: nil, origin: Point(x: 95.5, y: 60)),
        AnchorRow(container: LayoutAnchor(edges: [.bottom]), item: nil, origin: Point(x: 95.5, y: 110)),
        AnchorRow(container: LayoutAnchor(edges: [.leading]), item: nil, origin: Point(x: 16, y: 60)),
    ]

    private func badgeLayout(_ badge: LayoutSupplementaryItem, count: Int = 2) throws -> PreparedLayout {
        var section = LayoutSection(group: F.twoColumnGroup(height: 120, itemSupplementaries: [badge]))
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return try F.prepare(section, counts: [count])
    }

    @Test("R-ANCHOR-2, R-ANCHOR-3, R-ANCHOR-4: the badge table", arguments: anchorRows)
    func anchorTable(row: AnchorRow) throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: row.container,
            itemAnchor: row.item)
        let layout = try badgeLayout(badge)
        F.expectClose(
            F.supplementary(layout, "badge"), Rect(origin: row.origin, size: Size(width: 20, height: 20)))
    }

    @Test("R-ANCHOR-1, R-CONT-5, R-ANCHOR-6: a fractional badge sizes against its item")
    func fractionalBadge() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: F.size(.fractionalWidth(0.4), .fractionalHeight(0.2)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let layout = try badgeLayout(badge)
        // 0.4 × 179 = 71.6, 0.2 × 120 = 24 at (195 − 71.6, 10).
        F.expectClose(F.supplementary(layout, "badge"), Rect(x: 123.4, y: 10, width: 71.6, height: 24))
        // R-INDEX-6, R-QUERY-3: one per item, with its item's index path, after the cells.
        let all = layout.allElements()
        #expect(all.map(\.category) == [.cell, .cell, .supplementary, .supplementary])
        #expect(all[3].indexPath == LayoutIndexPath(item: 1, section: 0))
    }

    @Test("R-ANCHOR-5, R-INDEX-5: a group supplementary anchored inside the group's trailing inset")
    func groupSupplementary() throws {
        var group = F.twoColumnGroup(height: 120)
        group.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 24)
        group.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.absolute(16), .absolute(48)), elementKind: "rail",
                containerAnchor: LayoutAnchor(edges: [.trailing], fractionalOffset: Point(x: 1, y: 0)))
        ]
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        // 3 items: two instances, the second partial; both get a supplementary (s, 0), (s, 1).
        let layout = try F.prepare(section, counts: [3])
        // Inset frame (16, 10, 334, 120); anchor (350, 70) → (334, 46); + (16, 0) → (350, 46).
        F.expectClose(F.supplementary(layout, "rail", item: 0), Rect(x: 350, y: 46, width: 16, height: 48))
        F.expectClose(F.supplementary(layout, "rail", item: 1), Rect(x: 350, y: 166, width: 16, height: 48))
        #expect(F.supplementary(layout, "rail", item: 2) == nil)
    }

    @Test("R-ANCHOR-5, R-CONT-6: a nested group's supplementary sizes against the top-level group")
    func nestedGroupSupplementary() throws {
        var column = LayoutGroup.vertical(
            layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)),
            subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.5)))])
        column.supplementaryItems = [
            LayoutSupplementaryItem(
                layoutSize: F.size(.fractionalWidth(1), .absolute(6)), elementKind: "line",
                containerAnchor: LayoutAnchor(edges: [.bottom]))
        ]
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(120)),
            subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1))), column])
        let layout = try F.prepare(LayoutSection(group: group), counts: [6])
        // VG at (195, 0, 195, 120); the line is 390 wide (top-level width), centred on 292.5.
        F.expectClose(F.supplementary(layout, "line", item: 0), Rect(x: 97.5, y: 114, width: 390, height: 6))
        F.expectClose(F.supplementary(layout, "line", item: 1), Rect(x: 97.5, y: 234, width: 390, height: 6))
    }

    @Test("R-DECOR-1, R-DECOR-2, R-Z-1, R-INDEX-7: a background covers the section; cells move to zIndex 1")
    func background() throws {
        var background = LayoutDecorationItem.background(elementKind: "section-background")
        background.contentInsets = DirectionalEdgeInsets(all: 5)
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(44)),
                subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.contentInsets = DirectionalEdgeInsets(all: 12)
        section.decorationItems = [background]
        var layout = try F.prepare(section, counts: [3])
        // Section 0…156 (12 + 3 × 44 + 12); decoration (5, 5, 380, 146).
        let decoration = layout.attributes(
            forDecorationOfKind: "section-background", at: LayoutIndexPath(item: 0, section: 0))
        F.expectClose(decoration?.frame, Rect(x: 5, y: 5, width: 380, height: 146))
        #expect(decoration?.zIndex == 0 && decoration?.category == .decoration)
        F.expectClose(F.cell(layout, 2), Rect(x: 12, y: 100, width: 366, height: 44))
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 0))?.zIndex == 1)
        // R-QUERY-3: decorations come first in their section.
        #expect(layout.allElements().first?.category == .decoration)
        // With a header: cells at 56, 100, 144; section 200; decoration (5, 5, 380, 190).
        section.boundarySupplementaryItems = [F.boundary("h", .fractionalWidth(1), .absolute(44), .top)]
        layout = try F.prepare(section, counts: [3])
        F.expectClose(F.supplementary(layout, "h"), Rect(x: 12, y: 0, width: 366, height: 44))
        F.expectClose(F.cell(layout, 0), Rect(x: 12, y: 56, width: 366, height: 44))
        F.expectClose(layout.decorations.first?.frame, Rect(x: 5, y: 5, width: 380, height: 190))
        // No items but a header: 44 + 24 = 68, decoration (5, 5, 380, 58).
        layout = try F.prepare(section, counts: [0])
        F.expectClose(layout.decorations.first?.frame, Rect(x: 5, y: 5, width: 380, height: 58))
        // Insets larger than the section collapse the decoration at its centre instead of inverting it:
        // a 0-pt header leaves a 24-pt section (12 + 12); insets 20 > 24 / 2 → zero height at y 12.
        section.boundarySupplementaryItems = [F.boundary("h", .fractionalWidth(1), .absolute(0), .top)]
        section.decorationItems[0].contentInsets = DirectionalEdgeInsets(
            top: 20, leading: 5, bottom: 20, trailing: 5)
        layout = try F.prepare(section, counts: [0])
        F.expectClose(layout.decorations.first?.frame, Rect(x: 5, y: 12, width: 380, height: 0))
        // R-DECOR-3: no items and no boundary items: no decoration at all.
        section.boundarySupplementaryItems = []
        layout = try F.prepare(section, counts: [0])
        #expect(layout.decorations.isEmpty)
    }

    @Test("R-ROUND-4: anchored supplementaries are placed against the rounded container, then rounded")
    func roundedBadge() throws {
        let badge = LayoutSupplementaryItem(
            layoutSize: F.size(.absolute(25), .absolute(25)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let group = LayoutGroup.horizontal(
            layoutSize: F.size(.fractionalWidth(1), .absolute(50)),
            subitems: [
                LayoutItem(
                    layoutSize: F.size(.fractionalWidth(1.0 / 7), .fractionalHeight(1)),
                    supplementaryItems: [badge])
            ])
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844), displayScale: 3)
        let layout = try F.prepare(LayoutSection(group: group), counts: [7], environment: environment)
        // Cell 0.1 (55.6667, 0, 55.6667, 50); ideal origin (111.3333 − 25 + 12.5, −12.5) = (296.5 px, −37.5 px)
        // → ties away from zero → (297 px, −38 px) = (99, −12.6667).
        F.expectClose(F.cell(layout, 1), Rect(x: 167.0 / 3, y: 0, width: 167.0 / 3, height: 50))
        F.expectClose(
            F.supplementary(layout, "badge", item: 1), Rect(x: 99, y: -38.0 / 3, width: 25, height: 25))
    }

    @Test("R-INDEX-3: two badges of one kind on one item are a typed error")
    func duplicateBadges() {
        let badge = LayoutSupplementaryItem(
            layoutSize: F.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top]))
        let section = LayoutSection(group: F.twoColumnGroup(itemSupplementaries: [badge, badge]))
        #expect(throws: LayoutError.self) { try F.prepare(section, counts: [2]) }
    }
}

@Suite("Group-granular query (R-QUERY-2)")
struct GroupGranularQueryTests {
    @Test("R-QUERY-2: the core returns overflowing cells; the UIKit-style query only their groups'")
    func overflowingCells() throws {
        // HG(fw1, abs30, [IT(fw0.5, abs120)]), 6 items: rows at y 0, 30, 60, cells 120 tall.
        let group = LayoutGroup.horizontal(
            layoutSize: SupplementaryFixture.size(.fractionalWidth(1), .absolute(30)),
            subitems: [
                LayoutItem(layoutSize: SupplementaryFixture.size(.fractionalWidth(0.5), .absolute(120)))
            ])
        let layout = try SupplementaryFixture.prepare(LayoutSection(group: group), counts: [6])
        let rect = Rect(x: 0, y: 70, width: 390, height: 10)
        // Every cell spans y…y + 120 ⊇ 70…80: the exact query returns all six.
        #expect(layout.elements(in: rect).map(\.indexPath.item) == [0, 1, 2, 3, 4, 5])
        // Only the third group (60…90) overlaps 70…80.
        #expect(layout.groupGranularElements(in: rect).map(\.indexPath.item) == [4, 5])
        #expect(
            layout.groupFrame(forItemAt: LayoutIndexPath(item: 5, section: 0))
                == Rect(x: 0, y: 60, width: 390, height: 30))
    }

    @Test("R-QUERY-2, R-SECTION-7: group-granular queries find overlapping instances with negative spacing")
    func negativeSpacing() throws {
        // HG(fw1, abs200, [IT(fw1, abs40)]), interGroupSpacing −150: group k spans 50k…50k + 200, its cell
        // 50k…50k + 40. The rect y 190…191 meets all four groups but no cell (cell 3 ends at 190).
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: SupplementaryFixture.size(.fractionalWidth(1), .absolute(200)),
                subitems: [
                    LayoutItem(layoutSize: SupplementaryFixture.size(.fractionalWidth(1), .absolute(40)))
                ]))
        section.interGroupSpacing = -150
        let layout = try SupplementaryFixture.prepare(section, counts: [4])
        let rect = Rect(x: 0, y: 190, width: 390, height: 1)
        #expect(layout.elements(in: rect).isEmpty)
        #expect(layout.groupGranularElements(in: rect).map(\.indexPath.item) == [0, 1, 2, 3])
        let pinRect = layout.pinRect(contentOffset: .zero, adjustedContentInset: .zero)
        #expect(
            layout.groupGranularElements(in: rect, pinnedTo: pinRect).map(\.indexPath.item) == [0, 1, 2, 3])
    }
}
