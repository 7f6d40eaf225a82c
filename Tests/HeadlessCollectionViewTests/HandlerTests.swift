import CollectionLayout
import HeadlessCollectionView
import Testing

private typealias F = Fixture

@Suite("Visible-items invalidation handlers through the view (R-HANDLER)")
struct HandlerTests {
    /// Scale by distance from the centre of the visible row, as iOS developers write it.
    static let scaleByDistance: VisibleItemsInvalidationHandler = { items, offset, environment in
        let width = environment.container.contentSize.width
        let centerX = offset.x + width / 2
        for index in items.indices {
            let distance = abs(items[index].frame.midX - centerX)
            let scale = max(0.8, 1 - distance / width)
            items[index].transform = LayoutTransform(scaleX: scale, y: scale)
            items[index].alpha = scale
        }
    }

    @Test("R-HANDLER-3, R-HANDLER-4, R-HANDLER-5: a scale-by-distance carousel at o = 250")
    func carouselAt250() throws {
        var view = try F.carouselView(.continuous, handler: Self.scaleByDistance)
        try view.setOrthogonalOffset(250, forSection: 0)
        // The handler sees unscrolled frames and o: centre line 250 + 195 = 445.
        // Cell 1 (338…650, mid 494): distance 49, scale 1 − 49/390 = 341/390; width 312 · 341/390 = 272.8,
        // height 200 · 341/390; centred on (494 − 250, 100) = (244, 100).
        let scale = 341.0 / 390
        let cell1 = try #require(view.visibleElements().first { $0.indexPath == F.cell(1) })
        F.expectClose(
            cell1.frame,
            Rect(x: 244 - 136.4, y: 100 - 100 * scale, width: 272.8, height: 200 * scale))
        #expect(abs(cell1.alpha - scale) < 1e-12)
        #expect(cell1.transform == LayoutTransform(scaleX: scale, y: scale))
        // Cell 0 (mid 172, distance 273) and cell 2 (mid 816, distance 371) shrink to the 0.8 floor:
        // cell 0 spans 172 ± 124.8 − 250 = −202.8…46.8 (visible), cell 2 starts at 566 − 124.8 = 441.2 (not).
        F.expectClose(
            view.visibleFrame(.cell, nil, F.cell(0)), Rect(x: -202.8, y: 20, width: 249.6, height: 160))
        #expect(view.visibleItems(inSection: 0) == [0, 1])
    }

    @Test("R-HANDLER-5: the handler runs again for every offset; at o = 299 only the centred cell shows")
    func carouselAt299() throws {
        var view = try F.carouselView(.continuous, handler: Self.scaleByDistance)
        try view.setOrthogonalOffset(299, forSection: 0)
        // Cell 1 is centred (mid 494 = 299 + 195): scale 1, displayed at 338 − 299 = 39. Cells 0 and 2
        // shrink to 0.8 and end at −2.2 and start at 392.2: off screen.
        F.expectClose(view.visibleFrame(.cell, nil, F.cell(1)), Rect(x: 39, y: 0, width: 312, height: 200))
        #expect(view.visibleItems(inSection: 0) == [1])
    }

    @Test("R-SCROLL-4, R-EVENT-2: hidden elements are neither visible nor reported")
    func hiddenElements() throws {
        let hideFar: VisibleItemsInvalidationHandler = { items, offset, environment in
            let centerX = offset.x + environment.container.contentSize.width / 2
            for index in items.indices where abs(items[index].frame.midX - centerX) > 200 {
                items[index].isHidden = true
            }
        }
        var view = try F.carouselView(.continuous, handler: hideFar)
        // o = 0: centre line 195; cell 0 (mid 172) stays, cell 1 (mid 494, 299 away) is hidden.
        #expect(view.visibleItemIndexPaths == [F.cell(0)])
        let events = try view.setOrthogonalOffset(322, forSection: 0)
        // o = 322: centre line 517; cell 1 (mid 494) shows, cell 0 (345 away) and cell 2 (mid 816) hide.
        #expect(view.visibleItemIndexPaths == [F.cell(1)])
        #expect(
            events.first
                == .visibleElementsChanged(
                    VisibleElementsChange(added: [.cell(F.cell(1))], removed: [.cell(F.cell(0))])))
    }

    @Test("R-HANDLER-1: handlers of ordinary sections receive the content offset")
    func ordinarySectionOffset() throws {
        let recorder = Recorder()
        var section = LayoutSection(group: F.grid())
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            recorder.record(offset, count: items.count)
        }
        var view = try HeadlessCollectionView(
            layout: CompositionalLayout(section: section), itemCounts: [20], boundsSize: F.screen)
        recorder.reset()
        try view.setContentOffset(Point(x: 0, y: 150))
        // Rows at 100r overlapping 150…994: r = 1…9 → 18 cells.
        #expect(recorder.calls == [Recorder.Call(offset: Point(x: 0, y: 150), count: 18)])
    }
}

/// Collects what a `@Sendable` handler saw; handlers run synchronously on the calling thread.
final class Recorder: @unchecked Sendable {
    struct Call: Hashable {
        var offset: Point
        var count: Int
    }
    private(set) var calls: [Call] = []
    func record(_ offset: Point, count: Int) { calls.append(Call(offset: offset, count: count)) }
    func reset() { calls = [] }
}
