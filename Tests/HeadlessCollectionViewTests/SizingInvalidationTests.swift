import CollectionLayout
import DiffableSnapshot
import HeadlessCollectionView
import Testing

@Suite("Measurement invalidation and identity (R-SIZING-3, R-APPLY-6, R-EST-10)")
struct SizingInvalidationTests {
    /// A provider whose rows are `width / 6.5` tall: 60 at width 390, 70 at width 455.
    static let widthDependent: HeadlessCollectionView<Int>.SizeProvider = { _, proposed in
        Size(width: proposed.width, height: proposed.width / 6.5)
    }

    @Test("R-SIZING-3: a container-size change drops every measurement and measures again")
    func boundsChangeDrops() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: Self.widthDependent)
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...14))
        try view.setBoundsSize(Size(width: 455, height: 844))
        // Rows 70 tall: row 12 starts at 840 < 844, row 13 at 910 → rows 0…12 measured; the old
        // measurements of rows 13 and 14 are gone. Content 13 · 70 + 17 · 44 = 1658.
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...12))
        #expect(view.contentSize.height == 1658)
        Fixture.expectClose(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(12))?.frame,
            Rect(x: 0, y: 840, width: 455, height: 70))
    }

    @Test("R-EST-10: an environment change that keeps the container size keeps the measurements")
    func sameSizeKeeps() throws {
        let recorder = SizingRecorder()
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording(Sizing.constant(60)))
        recorder.reset()
        var environment = view.environment
        environment.layoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        try view.setEnvironment(environment)
        #expect(recorder.calls.isEmpty)
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...14))
        #expect(view.contentSize.height == 1560)
    }

    @Test("R-EST-10: without snapshots, measurements stay with their index paths across count changes")
    func itemCountsKeep() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: Sizing.constant(60))
        try view.setItemCounts([10])
        // Rows 0…9 kept their 60; content 600.
        #expect(Sizing.measuredItems(view, count: 10) == Array(0...9))
        #expect(view.contentSize.height == 600)
    }

    @Test("R-SIZING-3: invalidateMeasurements re-measures visible cells and rejects unknown index paths")
    func invalidate() throws {
        let recorder = SizingRecorder()
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording(Sizing.constant(60)))
        recorder.reset()
        // Row 3 is visible: measured again at once. Row 14 too.
        try view.invalidateMeasurements(for: [Fixture.cell(3), Fixture.cell(14)])
        #expect(recorder.elements == [.cell(Fixture.cell(3)), .cell(Fixture.cell(14))])
        #expect(throws: HeadlessError.itemOutOfRange(Fixture.cell(30))) {
            try view.invalidateMeasurements(for: [Fixture.cell(30)])
        }
        recorder.reset()
        try view.invalidateAllMeasurements()
        // Everything dropped, then the C.5 loop again: rows 0…14.
        #expect(recorder.elements == (0...14).map { .cell(Fixture.cell($0)) })
    }

    private func snapshot(_ items: [String]) throws -> DiffableDataSourceSnapshot<String, String> {
        var result = DiffableDataSourceSnapshot<String, String>()
        try result.appendSections(["S"])
        try result.appendItems(items, toSection: "S")
        return result
    }

    @Test("R-APPLY-6: measurements follow items; reloaded lose theirs; reconfigured are re-measured")
    func applyFollowsIdentity() throws {
        let recorder = SizingRecorder()
        let items = (0..<30).map { "i\($0)" }
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: Sizing.list(), environment: LayoutEnvironment(containerSize: Fixture.screen),
            sizeProvider: recorder.recording(Sizing.constant(60)))
        try view.apply(try snapshot(items))
        // The C.5 loop: i0…i14 measured.
        #expect(
            recorder.calls.map { $0.element.itemIdentifier(as: String.self) } == (0...14).map { "i\($0)" })
        recorder.reset()

        var next = try snapshot(["new"] + items)
        try next.reloadItems(["i2"])
        try next.reconfigureItems(["i3"])
        try view.apply(next)
        // new (0…44), i0, i1 (60 each), i2 reloaded (44), i3 stale but kept (60): i13 starts at 808.
        // Measuring new (+16) puts i13 at 824; measuring i2 (+16) at 840 < 844, i14 at 900; i3 is
        // measured again (still 60). Nothing else is asked.
        #expect(recorder.calls.map { $0.element.itemIdentifier(as: String.self) } == ["new", "i2", "i3"])
        #expect(
            recorder.calls.map(\.element.indexPath) == Fixture.cells(0, 0...0) + [
                Fixture.cell(3), Fixture.cell(4),
            ])
        // Measured: new and i0…i14 (indices 0…15); content 16 · 60 + 15 · 44 = 1620.
        #expect(Sizing.measuredItems(view.view, count: 31) == Array(0...15))
        #expect(view.view.contentSize.height == 1620)
        recorder.reset()

        // Moving i0 to the end takes its measurement along; nothing needs measuring.
        try view.apply(try snapshot(["new"] + items.dropFirst() + ["i0"]))
        #expect(recorder.calls.isEmpty)
        #expect(Sizing.measuredItems(view.view, count: 31) == Array(0...14) + [30])
        #expect(view.view.contentSize.height == 1620)

        // Invalidating i0 by identifier (index 30, not visible): back to its 44-pt estimate and not
        // measured again; content 1620 − 16 = 1604.
        try view.invalidateMeasurements(for: ["i0"])
        #expect(view.view.contentSize.height == 1604)
        #expect(recorder.calls.isEmpty)
    }

    @Test("R-APPLY-2: reload data drops every measurement")
    func reloadDataDrops() throws {
        let recorder = SizingRecorder()
        let items = (0..<30).map { "i\($0)" }
        var view = try DiffableHeadlessCollectionView<String, String>(
            layout: Sizing.list(), environment: LayoutEnvironment(containerSize: Fixture.screen),
            sizeProvider: recorder.recording(Sizing.constant(60)))
        try view.apply(try snapshot(items))
        recorder.reset()
        let result = try view.applySnapshotUsingReloadData(try snapshot(items))
        // All measured again from scratch: i0…i14; the content ends where it was (1560), so only
        // the visible set could change — and it does not.
        #expect(recorder.calls.count == 15)
        #expect(result.events.isEmpty)
        #expect(view.view.contentSize.height == 1560)
    }
}
