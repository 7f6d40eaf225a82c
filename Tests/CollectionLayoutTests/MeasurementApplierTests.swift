import Testing

@testable import CollectionLayout

/// Measurements passed to `prepare` and measurements applied afterwards go through one applier:
/// the same checks give the same errors, the same sizes give the same frames, and a rejected
/// measurement changes nothing, in self-sizing and waterfall sections alike (R-SIZING-1, R-EST-10,
/// R-PIPE-2, R-WATERFALL-5).
@Suite("One measurement applier")
struct MeasurementApplierTests {
    /// A measurement and the error it must give.
    struct BadMeasurement: Sendable, CustomTestStringConvertible {
        var cells: [LayoutIndexPath: Size] = [:]
        var supplementaries: [SupplementaryElementKey: Size] = [:]
        var error: LayoutError
        var testDescription: String { "\(error)" }
    }

    private static func cell(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
        LayoutIndexPath(item: item, section: section)
    }

    private static func key(_ kind: String) -> SupplementaryElementKey {
        SupplementaryElementKey(elementKind: kind, indexPath: cell(0))
    }

    /// Three list rows estimated 44 pt under a header estimated 30 pt (R-LIST, R-EST, R-EST-9).
    private static func list() -> LayoutSection {
        var list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        list.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(fw(1), est(30)), elementKind: "header", alignment: .top)
        ]
        return list
    }

    static let badMeasurements: [BadMeasurement] = [
        BadMeasurement(
            cells: [cell(1): Size(width: 390, height: -1)],
            error: .invalidPreferredSize(Size(width: 390, height: -1), element: "cell 0.1", section: 0)),
        BadMeasurement(
            cells: [cell(2): Size(width: .infinity, height: 50)],
            error: .invalidPreferredSize(
                Size(width: .infinity, height: 50), element: "cell 0.2", section: 0)),
        BadMeasurement(
            cells: [cell(3): Size(width: 390, height: 50)], error: .noSuchElement("cell 0.3", section: 0)),
        BadMeasurement(
            supplementaries: [key("header"): Size(width: 390, height: -0.5)],
            error: .invalidPreferredSize(
                Size(width: 390, height: -0.5), element: "supplementary header at 0.0", section: 0)),
        BadMeasurement(
            supplementaries: [key("footer"): Size(width: 390, height: 20)],
            error: .noSuchElement("supplementary footer at 0.0", section: 0)),
    ]

    @Test(
        "prepare and setPreferredSize reject a bad measurement with the same error",
        arguments: badMeasurements)
    func sameChecks(bad: BadMeasurement) throws {
        let error = expectLayoutError {
            try CompositionalLayout(section: Self.list())
                .prepare(
                    in: environment(), itemCounts: [3],
                    measurements: LayoutMeasurements(cells: bad.cells, supplementaries: bad.supplementaries))
        }
        #expect(error == bad.error)
        var layout = try prepare(Self.list(), itemCounts: [3])
        let before = frames(layout)
        #expect(throws: bad.error) {
            for (indexPath, size) in bad.cells { try layout.setPreferredSize(size, forItemAt: indexPath) }
            for (key, size) in bad.supplementaries {
                try layout.setPreferredSize(size, forSupplementaryOfKind: key.elementKind, at: key.indexPath)
            }
        }
        // Nothing changed: header 30, rows at 30, 74, 118.
        #expect(frames(layout) == before)
        #expect(layout.contentSize.height == 30 + 3 * 44)
        #expect(layout.measurements == LayoutMeasurements())
    }

    /// A waterfall of one column whose items are estimated 100 pt tall (R-WATERFALL-1).
    private static func column() -> LayoutSection {
        .waterfall(LayoutWaterfall(columns: .count(1), repeatingHeights: [.estimated(100)]))
    }

    @Test("a waterfall measurement that overflows its column is rejected and changes nothing")
    func waterfallColumnOverflow() throws {
        var layout = try prepare(Self.column(), itemCounts: [2])
        try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: Self.cell(0))
        // 1e308 + 100 is finite; a second 1e308 item makes the column 2e308 = +∞.
        #expect(
            throws: LayoutError.nonFiniteGeometry(
                dimension: "waterfall content length", value: .infinity, section: 0)
        ) {
            try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: Self.cell(1))
        }
        #expect(layout.measuredSize(forItemAt: Self.cell(1)) == nil)
        #expect(layout.attributes(forItemAt: Self.cell(1))?.frame.height == 100)
        #expect(layout.hasUnmeasuredItems(inSection: 0))
    }

    @Test("waterfall measurements update a uniquely held layout in place; a copy made before keeps its state")
    func waterfallCopyOnWrite() throws {
        var layout = try prepare(Self.column(), itemCounts: [3])
        try layout.setPreferredSize(Size(width: 390, height: 60), forItemAt: Self.cell(0))
        // Weak, so that it does not count as a second owner.
        weak let original = layout.sections[0].waterfall
        try layout.setPreferredSize(Size(width: 390, height: 70), forItemAt: Self.cell(1))
        layout.invalidateMeasurement(forItemAt: Self.cell(0))
        layout.markNeedsMeasurement(forItemAt: Self.cell(1))
        #expect(
            original != nil && layout.sections[0].waterfall === original, "the waterfall state was copied")
        let copy = layout
        try layout.setPreferredSize(Size(width: 390, height: 80), forItemAt: Self.cell(2))
        #expect(layout.sections[0].waterfall !== copy.sections[0].waterfall)
        #expect(copy.measuredSize(forItemAt: Self.cell(2)) == nil)
        // Item 0 back at its estimate 100, item 1 keeps 70 until measured again: item 2 starts at
        // 170, 80 tall in the layout and 100 in the copy; content 250 and 270.
        #expect(layout.attributes(forItemAt: Self.cell(2))?.frame == rect(0, 170, 390, 80))
        #expect(copy.attributes(forItemAt: Self.cell(2))?.frame == rect(0, 170, 390, 100))
        #expect(layout.contentSize.height == 250 && copy.contentSize.height == 270)
    }

    @Test("a waterfall measurement that overflows the content height is taken back")
    func waterfallContentOverflow() throws {
        var layout = try prepare(provider: { _, _ in Self.column() }, itemCounts: [1, 1])
        try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: Self.cell(0, 0))
        let before = layout.contentSize
        // Section 1 alone is 1e308 tall (finite); stacked after section 0 it ends at 2e308 = +∞.
        #expect(
            throws: LayoutError.nonFiniteGeometry(dimension: "content height", value: .infinity, section: 1)
        ) {
            try layout.setPreferredSize(Size(width: 390, height: 1e308), forItemAt: Self.cell(0, 1))
        }
        #expect(layout.contentSize == before)
        #expect(layout.measuredSize(forItemAt: Self.cell(0, 1)) == nil)
        #expect(layout.needsMeasurement(layout.attributes(forItemAt: Self.cell(0, 1))!))
        #expect(layout.sectionFrame(at: 1)?.height == 100)
        // Section 0 back at 10: 10 + 100 = 110.
        try layout.setPreferredSize(Size(width: 390, height: 10), forItemAt: Self.cell(0, 0))
        #expect(layout.contentSize.height == 110)
    }

    @Test("a waterfall's measurements passed to prepare give the frames of applying them afterwards")
    func waterfallPrepareMatchesApplying() throws {
        var feed = LayoutSection.waterfall(
            LayoutWaterfall(
                columns: .count(2), itemSpacing: 8, columnSpacing: 8, repeatingHeights: [.estimated(100)]))
        feed.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(fw(1), est(30)), elementKind: "header", alignment: .top)
        ]
        let measurements = LayoutMeasurements(
            cells: [Self.cell(1): Size(width: 191, height: 300)],
            supplementaries: [Self.key("header"): Size(width: 390, height: 70)])
        let prepared = try CompositionalLayout(section: feed)
            .prepare(in: environment(), itemCounts: [4], measurements: measurements)
        var applied = try prepare(feed, itemCounts: [4])
        try applied.setPreferredSize(Size(width: 191, height: 300), forItemAt: Self.cell(1))
        try applied.setPreferredSize(
            Size(width: 390, height: 70), forSupplementaryOfKind: "header", at: Self.cell(0))
        // Columns (390 − 8) / 2 = 191 wide. Header 70; items 0 and 1 at 70; item 1 is 300 tall, so
        // items 2 and 3 go to column 0 at 70 + 100 + 8 = 178 and 178 + 108 = 286; the content ends
        // at max(286 + 100, 70 + 300) = 386.
        let expected = [
            rect(0, 70, 191, 100), rect(199, 70, 191, 300), rect(0, 178, 191, 100), rect(0, 286, 191, 100),
        ]
        #expect(frames(prepared) == expected)
        #expect(frames(applied) == expected)
        #expect(prepared.contentSize.height == 386 && applied.contentSize.height == 386)
        #expect(prepared.measurements == applied.measurements)
    }
}
