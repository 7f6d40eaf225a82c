import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

@Suite("Boundary supplementary items (the R-BOUNDARY rules)")
struct SupplementaryBoundaryTests {
    /// The section of R-BOUNDARY-3, R-BOUNDARY-9: insets (10, 16, 10, 16), HG(fw1, abs50, [IT(fw0.5, fh1)]).
    private func headerFooterSection(follow: Bool = true) -> LayoutSection {
        var section = LayoutSection(group: F.twoColumnGroup())
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.supplementariesFollowContentInsets = follow
        section.boundarySupplementaryItems = [
            F.boundary("section-header", .fractionalWidth(1), .absolute(44), .top),
            F.boundary("section-footer", .fractionalWidth(1), .absolute(30), .bottom),
        ]
        return section
    }

    @Test("R-BOUNDARY-3, R-BOUNDARY-9: header and footer extend the section; cross box follows the insets")
    func headerAndFooter() throws {
        let layout = try F.prepare(headerFooterSection(), counts: [4])
        // Header (16, 0, 358, 44): cross box 390 − 32 = 358 at x 16.
        F.expectClose(F.supplementary(layout, "section-header"), Rect(x: 16, y: 0, width: 358, height: 44))
        // Content box 44…164 = 44 + 10 + 2 × 50 + 10; items start at 44 + 10 = 54.
        F.expectClose(F.cell(layout, 0), Rect(x: 16, y: 54, width: 179, height: 50))
        F.expectClose(F.cell(layout, 1), Rect(x: 195, y: 54, width: 179, height: 50))
        F.expectClose(F.cell(layout, 2), Rect(x: 16, y: 104, width: 179, height: 50))
        F.expectClose(F.cell(layout, 3), Rect(x: 195, y: 104, width: 179, height: 50))
        F.expectClose(F.supplementary(layout, "section-footer"), Rect(x: 16, y: 164, width: 358, height: 30))
        // Section length 44 + 120 + 30 = 194.
        #expect(layout.contentSize == Size(width: 390, height: 194))
        // R-INDEX-2, R-Z-3: section boundary items are (s, 0) with zIndex 1.
        let header = layout.attributes(
            forSupplementaryOfKind: "section-header", at: LayoutIndexPath(item: 0, section: 0))
        #expect(header?.zIndex == 1 && header?.category == .supplementary)
    }

    @Test("R-BOUNDARY-9: not following the insets uses the whole width")
    func notFollowingInsets() throws {
        let layout = try F.prepare(headerFooterSection(follow: false), counts: [4])
        F.expectClose(F.supplementary(layout, "section-header"), Rect(x: 0, y: 0, width: 390, height: 44))
        F.expectClose(F.supplementary(layout, "section-footer"), Rect(x: 0, y: 164, width: 390, height: 30))
    }

    /// The alignment-table section: insets (10, 16, 10, 24), 2 items, one 80 × 24 boundary item.
    private func alignmentSection(_ items: [LayoutBoundarySupplementaryItem], follow: Bool = true)
        -> LayoutSection
    {
        var section = LayoutSection(group: F.twoColumnGroup())
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 24)
        section.supplementariesFollowContentInsets = follow
        section.boundarySupplementaryItems = items
        return section
    }

    struct AlignmentRow: Sendable, CustomTestStringConvertible {
        var alignment: RectAlignment
        var following: Point
        var notFollowing: Point
        var sectionLength: Double
        var itemsY: Double
        var testDescription: String { "\(alignment)" }
    }

    // Cross box x 16…366 (350 wide) following, 0…390 otherwise; content box 70 long.
    // Centred: 16 + (350 − 80)/2 = 151, (390 − 80)/2 = 155; trailing: 366 − 80 = 286, 390 − 80 = 310.
    // Side items centred on the 70-pt section: (70 − 24)/2 = 23.
    static let alignmentRows: [AlignmentRow] = [
        AlignmentRow(
            alignment: .top, following: Point(x: 151, y: 0), notFollowing: Point(x: 155, y: 0),
            sectionLength: 94, itemsY: 34),
        AlignmentRow(
            alignment: .topLeading, following: Point(x: 16, y: 0), notFollowing: Point(x: 0, y: 0),
            sectionLength: 94, itemsY: 34),
        AlignmentRow(
            alignment: .topTrailing, following: Point(x: 286, y: 0), notFollowing: Point(x: 310, y: 0),
            sectionLength: 94, itemsY: 34),
        AlignmentRow(
            alignment: .bottom, following: Point(x: 151, y: 70), notFollowing: Point(x: 155, y: 70),
            sectionLength: 94, itemsY: 10),
        AlignmentRow(
            alignment: .bottomLeading, following: Point(x: 16, y: 70), notFollowing: Point(x: 0, y: 70),
            sectionLength: 94, itemsY: 10),
        AlignmentRow(
            alignment: .bottomTrailing, following: Point(x: 286, y: 70), notFollowing: Point(x: 310, y: 70),
            sectionLength: 94, itemsY: 10),
        AlignmentRow(
            alignment: .leading, following: Point(x: 16, y: 23), notFollowing: Point(x: 0, y: 23),
            sectionLength: 70, itemsY: 10),
        AlignmentRow(
            alignment: .trailing, following: Point(x: 286, y: 23), notFollowing: Point(x: 310, y: 23),
            sectionLength: 70, itemsY: 10),
    ]

    @Test("R-BOUNDARY-1, R-BOUNDARY-4, R-BOUNDARY-8: the alignment table", arguments: alignmentRows)
    func alignmentTable(row: AlignmentRow) throws {
        for follow in [true, false] {
            let item = F.boundary("x", .absolute(80), .absolute(24), row.alignment)
            let layout = try F.prepare(alignmentSection([item], follow: follow), counts: [2])
            let origin = follow ? row.following : row.notFollowing
            F.expectClose(
                F.supplementary(layout, "x"), Rect(origin: origin, size: Size(width: 80, height: 24)))
            #expect(layout.contentSize.height == row.sectionLength)
            #expect(F.cell(layout, 0)?.minY == row.itemsY)
        }
    }

    @Test(
        "R-BOUNDARY-5, R-BOUNDARY-6, R-BOUNDARY-7, R-BOUNDARY-8: offsets, non-extending, overlapping and side items"
    )
    func offsetsAndOverlaps() throws {
        func solve(_ items: [LayoutBoundarySupplementaryItem]) throws -> PreparedLayout {
            try F.prepare(alignmentSection(items), counts: [2])
        }
        // Header offset (6, 8): frame [−24 + 8, 8] → section [−16, 70], shifted by 16.
        var layout = try solve([
            F.boundary("h", .absolute(80), .absolute(24), .top, offset: Point(x: 6, y: 8))
        ])
        F.expectClose(F.supplementary(layout, "h"), Rect(x: 157, y: 0, width: 80, height: 24))
        #expect(F.cell(layout, 0)?.minY == 26 && layout.contentSize.height == 86)
        // Header offset (0, −10): frame [−34, −10] → section [−34, 70]: 104 long, a 10-pt gap.
        layout = try solve([F.boundary("h", .absolute(80), .absolute(24), .top, offset: Point(x: 0, y: -10))])
        F.expectClose(F.supplementary(layout, "h"), Rect(x: 151, y: 0, width: 80, height: 24))
        #expect(F.cell(layout, 0)?.minY == 44 && layout.contentSize.height == 104)
        // Footer bottomLeading offset (6, 8): at 70 + 8 = 78, section 78 + 24 = 102.
        layout = try solve([
            F.boundary("f", .absolute(80), .absolute(24), .bottomLeading, offset: Point(x: 6, y: 8))
        ])
        F.expectClose(F.supplementary(layout, "f"), Rect(x: 22, y: 78, width: 80, height: 24))
        #expect(layout.contentSize.height == 102)
        // Non-extending footer offset (−6, −8): 70 − 24 − 8 = 38; the section stays 70.
        layout = try solve([
            F.boundary(
                "f", .absolute(80), .absolute(24), .bottom, offset: Point(x: -6, y: -8), extends: false)
        ])
        F.expectClose(F.supplementary(layout, "f"), Rect(x: 145, y: 38, width: 80, height: 24))
        #expect(layout.contentSize.height == 70)
        // Two top items 24 and 12 tall overlap; the section grows by the longest.
        layout = try solve([
            F.boundary("a", .fractionalWidth(1), .absolute(24), .top),
            F.boundary("b", .fractionalWidth(1), .absolute(12), .top),
        ])
        F.expectClose(F.supplementary(layout, "a"), Rect(x: 16, y: 0, width: 350, height: 24))
        F.expectClose(F.supplementary(layout, "b"), Rect(x: 16, y: 12, width: 350, height: 12))
        #expect(F.cell(layout, 0)?.minY == 34 && layout.contentSize.height == 94)
        // A 40 × 180 leading side item: extending grows the section to 180 at its end.
        layout = try solve([F.boundary("rail", .absolute(40), .absolute(180), .leading)])
        F.expectClose(F.supplementary(layout, "rail"), Rect(x: 16, y: 0, width: 40, height: 180))
        #expect(F.cell(layout, 0)?.minY == 10 && layout.contentSize.height == 180)
        // Non-extending: centred on the 70-pt section, (70 − 180)/2 = −55.
        layout = try solve([F.boundary("rail", .absolute(40), .absolute(180), .leading, extends: false)])
        F.expectClose(F.supplementary(layout, "rail"), Rect(x: 16, y: -55, width: 40, height: 180))
        #expect(layout.contentSize.height == 70)
    }

    @Test("R-BOUNDARY-10, R-SECTION-6: an empty section keeps its boundary items around its insets")
    func emptySectionWithHeader() throws {
        var section = LayoutSection(group: F.twoColumnGroup())
        section.contentInsets = DirectionalEdgeInsets(all: 12)
        section.boundarySupplementaryItems = [F.boundary("h", .fractionalWidth(1), .absolute(44), .top)]
        let layout = try F.prepare(section, counts: [0])
        // Content box 12 + 12 = 24 after a 44-pt header: section 68; header cross box 390 − 24.
        F.expectClose(F.supplementary(layout, "h"), Rect(x: 12, y: 0, width: 366, height: 44))
        #expect(layout.contentSize.height == 68)
        #expect(layout.allElements().count == 1)
    }

    @Test("R-HORIZ-2: a leading header in a horizontal layout extends the section along x")
    func horizontalHeader() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.25)))
        var section = LayoutSection(
            group: .vertical(
                layoutSize: F.size(.fractionalWidth(0.4), .fractionalHeight(1)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        section.interGroupSpacing = 10
        section.boundarySupplementaryItems = [F.boundary("h", .absolute(60), .fractionalHeight(1), .leading)]
        let layout = try F.prepare(section, counts: [10], configuration: configuration)
        // Cross box 844 − 24 = 820 at y 12; items shift 60 right: 0.0 at (80, 12), 0.4 at (246, 12).
        F.expectClose(F.supplementary(layout, "h"), Rect(x: 0, y: 12, width: 60, height: 820))
        F.expectClose(F.cell(layout, 0), Rect(x: 80, y: 12, width: 156, height: 205))
        F.expectClose(F.cell(layout, 4), Rect(x: 246, y: 12, width: 156, height: 205))
        // 528 + 60 = 588.
        #expect(layout.contentSize == Size(width: 588, height: 844))
    }

    @Test("R-BOUNDARY-1, R-INDEX-3: alignment none and duplicate kinds are typed errors")
    func errors() {
        var section = LayoutSection(group: F.twoColumnGroup())
        section.boundarySupplementaryItems = [F.boundary("h", .fractionalWidth(1), .absolute(44), .none)]
        #expect(throws: LayoutError.self) { try F.prepare(section, counts: [2]) }
        do {
            _ = try F.prepare(section, counts: [2])
        } catch {
            #expect("\(error)".contains("section 0: boundarySupplementaryItems[0].alignment"))
        }
        section.boundarySupplementaryItems = [
            F.boundary("h", .fractionalWidth(1), .absolute(44), .top),
            F.boundary("h", .fractionalWidth(1), .absolute(30), .bottom),
        ]
        #expect(throws: LayoutError.self) { try F.prepare(section, counts: [2]) }
    }
}
