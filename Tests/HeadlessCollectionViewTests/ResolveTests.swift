import CollectionLayout
import HeadlessCollectionView
import Testing

private typealias F = Fixture

@Suite("Re-solves: bounds, environment and data changes keep and clamp offsets (R-SCROLL-6, R-ORTHO-17)")
struct ResolveTests {
    /// The R-PROVIDER example: 4 columns when the effective width exceeds 800, else 2; rows of 100.
    static let adaptive = CompositionalLayout(sectionProvider: { _, environment in
        LayoutSection(
            group: Fixture.grid(columns: environment.container.effectiveContentSize.width > 800 ? 4 : 2))
    })

    @Test("R-SCROLL-6, R-PROVIDER-1: a bounds change re-runs the provider and clamps the offset")
    func boundsChange() throws {
        var view = try HeadlessCollectionView(layout: Self.adaptive, itemCounts: [40], boundsSize: F.screen)
        // 2 columns: 20 rows, content 2000, range 0…1156.
        #expect(view.contentSize == Size(width: 390, height: 2000))
        try view.setContentOffset(Point(x: 0, y: 1000))
        let events = try view.setBoundsSize(Size(width: 1000, height: 844))
        // 4 columns: 10 rows, content 1000, range 0…156: the offset 1000 clamps to 156.
        #expect(view.contentSize == Size(width: 1000, height: 1000))
        #expect(view.contentOffset == Point(x: 0, y: 156))
        #expect(
            events.first
                == .contentSizeChanged(
                    from: Size(width: 390, height: 2000), to: Size(width: 1000, height: 1000)))
        // Rows at 100r overlapping 156…1000: r = 1…9 → items 4…39.
        #expect(view.visibleItemIndexPaths == F.cells(0, 4...39))
    }

    @Test("R-SCROLL-6: an offset inside the new range is kept")
    func offsetKept() throws {
        var view = try HeadlessCollectionView(layout: Self.adaptive, itemCounts: [40], boundsSize: F.screen)
        try view.setContentOffset(Point(x: 0, y: 120))
        try view.setBoundsSize(Size(width: 1000, height: 844))
        #expect(view.contentOffset == Point(x: 0, y: 120))
    }

    @Test("R-SCROLL-2, R-SCROLL-6: a safe-area change moves the range and the pin rect, and keeps the offset")
    func environmentChange() throws {
        var view = try F.pinView()
        var environment = view.environment
        environment.safeAreaInsets = F.notchSafeArea
        let events = try view.setEnvironment(environment)
        // Same content (the cross-axis safe area is zero); the range becomes −47…1338 and 0 stays.
        #expect(view.contentOffsetRange(along: .vertical) == -47...1338)
        #expect(view.contentOffset == .zero)
        #expect(events.isEmpty)
        // Pin rect from 0 + 47: header 0 at max(0, min(47, 1000)) = 47.
        F.expectClose(
            view.visibleFrame(.supplementary, "header", F.cell(0)), Rect(x: 0, y: 47, width: 390, height: 44))
    }

    @Test("R-PROVIDER-3: invalidateLayout and setLayout re-run the providers")
    func invalidate() throws {
        let columns = ColumnsBox()
        let layout = CompositionalLayout(sectionProvider: { _, _ in
            LayoutSection(group: Fixture.grid(columns: columns.value))
        })
        var view = try HeadlessCollectionView(layout: layout, itemCounts: [40], boundsSize: F.screen)
        #expect(view.contentSize.height == 2000)
        columns.value = 4
        try view.invalidateLayout()
        #expect(view.contentSize.height == 1000)
        // Rows of 50 instead of 100: 10 rows.
        let events = try view.setLayout(
            CompositionalLayout(section: LayoutSection(group: F.grid(columns: 4, height: 50))))
        #expect(view.contentSize.height == 500)
        #expect(
            events.first
                == .contentSizeChanged(
                    from: Size(width: 390, height: 1000), to: Size(width: 390, height: 500)))
    }

    @Test("R-ORTHO-17: a bounds change re-snaps a paging row to the new candidates")
    func resnapOnBoundsChange() throws {
        var view = try F.carouselView(.groupPaging)
        try view.setOrthogonalOffset(1610, forSection: 0)
        let events = try view.setBoundsSize(Size(width: 500, height: 844))
        // W = 500: g = 400, pitch 410, candidates 410k: |1610 − 1640| = 30 is the nearest.
        #expect(view.orthogonalOffset(forSection: 0) == 1640)
        guard case .orthogonalOffsetChanged(let change) = events.last else {
            Issue.record("expected an orthogonalOffsetChanged event last, got \(events)")
            return
        }
        #expect(change.offset == 1640)
        #expect(change.section == 0)
        // Displayed cells at 16 + 410k − 1640: cell 3 ends at 6, cell 4 spans 16…416, cell 5 starts at 426 < 500.
        #expect(change.visibleItems == [F.cell(3), F.cell(4), F.cell(5)])
    }

    @Test("R-ORTHO-17, R-SCROLL-3: offsets survive a count change and clamp when the row shrinks")
    func countChange() throws {
        var view = try F.mixedView(.continuous)
        try view.setOrthogonalOffset(2852, forSection: 1)
        try view.setContentOffset(Point(x: 0, y: 900))
        // More items in the grids: the row keeps its offset, the main offset stays in range.
        var events = try view.setItemCounts([30, 10, 30])
        #expect(view.orthogonalOffset(forSection: 1) == 2852)
        #expect(view.contentOffset.y == 900)
        #expect(events.orthogonalChanges().isEmpty)
        // Three items: R = 16 + 3 × 312 + 2 × 10 + 16 = 988, maxO = 598.
        events = try view.setItemCounts([30, 3, 30])
        #expect(view.orthogonalOffset(forSection: 1) == 598)
        #expect(events.orthogonalChanges().map(\.offset) == [598])
        // Growing again keeps 598 (offsets are not restored).
        try view.setItemCounts([30, 10, 30])
        #expect(view.orthogonalOffset(forSection: 1) == 598)
        // Fewer items overall: content 500 + 200 + 500 = 1200, range 0…356; 900 clamps to 356.
        try view.setItemCounts([10, 10, 10])
        #expect(view.contentOffset.y == 356)
    }

    @Test("R-ORTHO-17: offsets follow section identifiers when sections move, and are dropped with them")
    func identity() throws {
        let layout = CompositionalLayout(section: F.carousel(.continuous))
        var view = try HeadlessCollectionView(
            layout: layout, sectionIdentifiers: ["x", "y"], itemCounts: [10, 10],
            environment: LayoutEnvironment(containerSize: F.screen))
        try view.setOrthogonalOffset(644, forSection: 1)
        // Two rows of 200 at 0…200 and 200…400, both on screen. Before: x shows 0, 1; y (o = 644) 1, 2, 3.
        let events = try view.setSections(["y", "x"], itemCounts: [10, 10])
        #expect(view.orthogonalOffset(forSection: 0) == 644)
        #expect(view.orthogonalOffset(forSection: 1) == 0)
        // After: section 0 (y) shows 1, 2, 3 and section 1 (x) 0, 1. No offset changed.
        #expect(
            events == [
                .visibleElementsChanged(
                    VisibleElementsChange(
                        added: [.cell(F.cell(2)), .cell(F.cell(3)), .cell(F.cell(0, 1))],
                        removed: [.cell(F.cell(0)), .cell(F.cell(2, 1)), .cell(F.cell(3, 1))]))
            ])
        try view.setSections(["x"], itemCounts: [10])
        try view.setSections(["x", "y"], itemCounts: [10, 10])
        // y was deleted, so it comes back at the start of its range.
        #expect(view.orthogonalOffsets == [0: 0, 1: 0])
        #expect(view.index(ofSection: "y") == 1)
    }

    @Test("R-ORTHO-17: a re-solve cancels a drag in progress")
    func dragCancelled() throws {
        var view = try F.carouselView(.continuous)
        try view.beginOrthogonalDrag(section: 0)
        try view.updateOrthogonalDrag(section: 0, offset: -40)
        try view.setItemCounts([10])
        #expect(!view.isDraggingOrthogonally(section: 0))
        // The overscrolled −40 is clamped back into the range.
        #expect(view.orthogonalOffset(forSection: 0) == 0)
    }

    @Test("Bad data or environment: typed errors, nothing changes")
    func errors() throws {
        var view = try F.mixedView(.continuous)
        try view.setContentOffset(Point(x: 0, y: 300))
        let before = (view.contentOffset, view.itemCounts, view.contentSize, view.visibleElementIDs)
        #expect(throws: HeadlessError.layout(.invalidItemCount(-1, section: 2))) {
            try view.setItemCounts([1, 2, -1])
        }
        #expect(throws: HeadlessError.self) { try view.setBoundsSize(Size(width: .nan, height: 844)) }
        #expect(throws: HeadlessError.sectionCountMismatch(identifiers: 2, itemCounts: 3)) {
            try view.setSections([0, 1], itemCounts: [1, 2, 3])
        }
        #expect(throws: HeadlessError.duplicateSectionIdentifier(index: 2)) {
            try view.setSections([0, 1, 0], itemCounts: [1, 2, 3])
        }
        #expect(view.contentOffset == before.0)
        #expect(view.itemCounts == before.1)
        #expect(view.contentSize == before.2)
        #expect(view.visibleElementIDs == before.3)
        #expect(view.boundsSize == F.screen)
        #expect(throws: HeadlessError.layout(.invalidItemCount(-3, section: 0))) {
            try HeadlessCollectionView(layout: F.pinLayout, itemCounts: [-3], boundsSize: F.screen)
        }
    }
}

/// State a section provider reads; changed between solves by the test.
final class ColumnsBox: @unchecked Sendable {
    var value = 2
}
