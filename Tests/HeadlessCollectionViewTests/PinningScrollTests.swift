import CollectionLayout
import HeadlessCollectionView
import Testing

private typealias F = Fixture

@Suite("Pinned headers and footers while scrolling (R-PIN through the view)")
struct PinningScrollTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var offset: Double
        /// Displayed y of header 0, footer 0, header 1, footer 1, or nil when not visible.
        var header0: Double?
        var footer0: Double?
        var header1: Double?
        var footer1: Double?
        var testDescription: String { "offset \(offset)" }
    }

    // The R-PIN-2, R-PIN-3, R-PIN-4 table; entries outside the viewport (offset … offset + 844) are nil.
    static let table: [Row] = [
        // Header 1 at 1074 and footer 1 held at 1118 are below 844.
        Row(offset: 0, header0: 0, footer0: 814, header1: nil, footer1: nil),
        // Viewport 500…1344: footer 1 at 500 + 844 − 30 = 1314.
        Row(offset: 500, header0: 500, footer0: 1044, header1: 1074, footer1: 1314),
        // Header 0 pushed up to 1044 − 44 = 1000 (still overlapping 1020…); footer 1 at 1834.
        Row(offset: 1020, header0: 1000, footer0: 1044, header1: 1074, footer1: 1834),
    ]

    @Test(
        "R-PIN-2, R-PIN-3, R-PIN-4, R-Z-5: the worked-example table through visibleElements()",
        arguments: table)
    func pinTable(row: Row) throws {
        var view = try F.pinView()
        try view.setContentOffset(Point(x: 0, y: row.offset))
        let expected: [(String, Int, Double?, Double)] = [
            ("header", 0, row.header0, 44), ("footer", 0, row.footer0, 30),
            ("header", 1, row.header1, 44), ("footer", 1, row.footer1, 30),
        ]
        for (kind, section, y, height) in expected {
            let frame = view.visibleFrame(.supplementary, kind, F.cell(0, section))
            if let y {
                F.expectClose(frame, Rect(x: 0, y: y, width: 390, height: height))
            } else {
                #expect(frame == nil, "\(kind) \(section) should not be visible")
            }
        }
        // R-PIN-4: pinned items carry 1_000_000_000 + 1 even at their natural place.
        for element in view.visibleElements() where element.category == .supplementary {
            #expect(element.zIndex == 1_000_000_001)
        }
    }

    @Test("R-PIN-1, R-SCROLL-2: with the safe area 47/34 at offset 453 the header sits at 500")
    func safeAreaPinRect() throws {
        var view = try F.pinView(safeArea: F.notchSafeArea)
        try view.setContentOffset(Point(x: 0, y: 453))
        F.expectClose(
            view.visibleFrame(.supplementary, "header", F.cell(0)), Rect(x: 0, y: 500, width: 390, height: 44)
        )
        // Footer 1: min(2118, max(453 + 844 − 34 − 30, 1118)) = 1233.
        F.expectClose(
            view.visibleFrame(.supplementary, "footer", F.cell(0, 1)),
            Rect(x: 0, y: 1233, width: 390, height: 30))
    }

    @Test("Cells around the pinned items at offset 500")
    func cellsAtOffset() throws {
        var view = try F.pinView()
        try view.setContentOffset(Point(x: 0, y: 500))
        // Section 0 rows at 44 + 100r overlap 500…1344 for r = 4…9 (144 + 400 > 500): items 8…19.
        // Section 1 rows at 1118 + 100r start before 1344 for r = 0…2: items 0…5.
        #expect(view.visibleItemIndexPaths == F.cells(0, 8...19) + F.cells(1, 0...5))
    }

    @Test(
        "R-PIN-2: scrolling through both sections, the header of the section under the pin line is at its top"
    )
    func sweep() throws {
        var view = try F.pinView()
        var offset = 0.0
        while offset <= view.maximumContentOffset.y {
            try view.setContentOffset(Point(x: 0, y: offset))
            // Section 0's content box ends at 1044 and section 1's at 2118, so header 0 sticks until
            // 1044 − 44 = 1000 and header 1 from its natural 1074 until 2074.
            let header0 = view.visibleFrame(.supplementary, "header", F.cell(0))
            let header1 = view.visibleFrame(.supplementary, "header", F.cell(0, 1))
            if offset < 1044 {
                #expect(header0?.minY == min(offset, 1000), "offset \(offset)")
            } else {
                #expect(header0 == nil, "offset \(offset)")
            }
            if offset >= 1074 {
                #expect(header1?.minY == offset, "offset \(offset)")
            } else if offset + 844 > 1074 {
                #expect(header1?.minY == 1074, "offset \(offset)")
            }
            offset += 37
        }
    }
}
