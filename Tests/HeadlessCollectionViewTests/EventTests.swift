import CollectionLayout
import HeadlessCollectionView
import Testing

private typealias F = Fixture

@Suite("Change events: order, payloads, reentrancy (R-EVENT-1, R-EVENT-2, R-EVENT-3, R-EVENT-4)")
struct EventTests {
    @Test("R-EVENT-2: visibleElementsChanged fires only when the visible set changes")
    func onlyOnChange() throws {
        var view = try F.pinView()
        // Rows span 44 + 100r … 144 + 100r. At offset 0 (viewport 0…844) rows 0…7 show; row 8 only
        // touches 844. At −1 (viewport −1…843) the same rows show, and the pinned header and footer
        // stay on screen: no event.
        #expect(try view.setContentOffset(Point(x: 0, y: -1)).isEmpty)
        // At 1 row 8 (844…944) overlaps 1…845.
        let events = try view.setContentOffset(Point(x: 0, y: 1))
        #expect(
            events == [
                .visibleElementsChanged(
                    VisibleElementsChange(added: [.cell(F.cell(16)), .cell(F.cell(17))], removed: []))
            ])
        // Up to 43 row 0 (44…144) and row 8 both still overlap: no event.
        #expect(try view.setContentOffset(Point(x: 0, y: 43)).isEmpty)
        #expect(try view.setContentOffset(Point(x: 0, y: 43)).isEmpty)
        // At 144 row 0 only touches the top (leaves) and row 9 (944…1044) enters 144…988.
        let next = try view.setContentOffset(Point(x: 0, y: 144))
        guard case .visibleElementsChanged(let change) = try #require(next.first) else {
            Issue.record("expected visibleElementsChanged, got \(next)")
            return
        }
        #expect(change.addedItems == F.cells(0, 18...19))
        #expect(change.removedItems == F.cells(0, 0...1))
        #expect(next.count == 1)
    }

    @Test("R-EVENT-2: supplementaries count; header 1 appears when it enters the viewport")
    func supplementaryEvents() throws {
        var view = try F.pinView()
        // Viewport 231…1075: header 1 (1074…1118) overlaps by one point; section 1's cells start at 1118.
        // Section 0 rows overlapping: 44 + 100r + 100 > 231 → r ≥ 1 (items 2…19); row 0 (44…144) leaves.
        let events = try view.setContentOffset(Point(x: 0, y: 231))
        let change = VisibleElementsChange(
            added: (F.cells(0, 16...19)).map(ElementID.cell)
                + [ElementID(category: .supplementary, elementKind: "header", indexPath: F.cell(0, 1))],
            removed: [.cell(F.cell(0)), .cell(F.cell(1))])
        #expect(events == [.visibleElementsChanged(change)])
    }

    @Test("R-EVENT-1: contentSizeChanged, visibleElementsChanged, orthogonalOffsetChanged, in that order")
    func order() throws {
        var view = try F.mixedView(.continuous)
        try view.setOrthogonalOffset(2852, forSection: 1)
        // Offset 0, viewport 0…844: section 0 rows 0…8 (items 0…17); the row at 1000 is off screen.
        #expect(view.visibleItemIndexPaths == F.cells(0, 0...17))
        let events = try view.setItemCounts([10, 3, 20])
        // Section 0 now 500 tall, the row at 500…700, section 2 from 700 (rows at 700 and 800 on screen).
        // The row shrinks to R = 988, maxO 598: cells at 16 + 322k − 598 → cell 1 at −260…52, cell 2 at 62.
        #expect(
            events.eventNames() == [
                "contentSizeChanged", "visibleElementsChanged", "orthogonalOffsetChanged",
            ])
        #expect(
            events[0]
                == .contentSizeChanged(
                    from: Size(width: 390, height: 2200), to: Size(width: 390, height: 1700)))
        #expect(
            events[1]
                == .visibleElementsChanged(
                    VisibleElementsChange(
                        added: ([F.cell(1, 1), F.cell(2, 1)] + F.cells(2, 0...3)).map(ElementID.cell),
                        removed: F.cells(0, 10...17).map(ElementID.cell))))
        #expect(
            events[2]
                == .orthogonalOffsetChanged(
                    OrthogonalOffsetChange(
                        sectionIdentifier: 1, section: 1, offset: 598,
                        visibleItems: [F.cell(1, 1), F.cell(2, 1)])))
    }

    @Test("R-EVENT-4: orthogonalOffsetChanged carries the row's visible items; no event without a change")
    func orthogonalPayload() throws {
        var view = try F.carouselView(.continuous)
        let events = try view.setOrthogonalOffset(644, forSection: 0)
        // o = 0 showed cells 0 and 1; o = 644 shows 1 (−306…6), 2 (16…328) and 3 (338…650).
        #expect(
            events == [
                .visibleElementsChanged(
                    VisibleElementsChange(
                        added: [.cell(F.cell(2)), .cell(F.cell(3))], removed: [.cell(F.cell(0))])),
                .orthogonalOffsetChanged(
                    OrthogonalOffsetChange(
                        sectionIdentifier: 0, section: 0, offset: 644,
                        visibleItems: [F.cell(1), F.cell(2), F.cell(3)])),
            ])
        // 645 moves the row without changing what is visible (cell 1 still ends at 5 > 0).
        #expect(try view.setOrthogonalOffset(645, forSection: 0).eventNames() == ["orthogonalOffsetChanged"])
        #expect(try view.setOrthogonalOffset(645, forSection: 0).isEmpty)
        // At 650 cell 1 spans −312…0: touching is not overlapping (R-QUERY-1), so it leaves.
        #expect(
            try view.setOrthogonalOffset(650, forSection: 0).eventNames() == [
                "visibleElementsChanged", "orthogonalOffsetChanged",
            ])
    }

    @Test("R-EVENT-4: the payload names the section identifier, and reports rows that are off screen")
    func identifierPayload() throws {
        let layout = CompositionalLayout(sectionProvider: { index, _ in
            index == 1 ? Fixture.carousel(.groupPaging) : LayoutSection(group: Fixture.grid())
        })
        var view = try HeadlessCollectionView(
            layout: layout, sectionIdentifiers: ["grid", "featured", "more"], itemCounts: [20, 10, 20],
            environment: LayoutEnvironment(containerSize: F.screen))
        // The row (1000…1200) is below the viewport: it moves, and no item of it is visible.
        let events = try view.orthogonalDragEnded(
            section: 1, releasedAt: 100, velocity: 1000, dragStartOffset: 0)
        #expect(
            events == [
                .orthogonalOffsetChanged(
                    OrthogonalOffsetChange(
                        sectionIdentifier: "featured", section: 1, offset: 322, visibleItems: []))
            ])
    }

    @Test("R-EVENT-4: impressions of a carousel, collected from the events of a session")
    func carouselImpressions() throws {
        var view = try F.mixedView(.groupPaging)
        var shown = Set<LayoutIndexPath>()
        var carouselReports: [[LayoutIndexPath]] = []
        func collect(_ events: [HeadlessEvent<Int>]) {
            for event in events {
                switch event {
                case .visibleElementsChanged(let change):
                    shown.formUnion(change.addedItems.filter { $0.section == 1 })
                case .orthogonalOffsetChanged(let change):
                    carouselReports.append(change.visibleItems)
                default:
                    break
                }
            }
        }
        // Scroll down in 100-pt steps: the row (1000…1200) enters once the viewport passes 1000, at
        // offset 200, showing cards 0 (16…328) and 1 (338…650).
        var offset = 0.0
        while offset <= 1356 {
            collect(try view.setContentOffset(Point(x: 0, y: offset)))
            offset += 100
        }
        #expect(shown == [F.cell(0, 1), F.cell(1, 1)])
        // The last step (1300…2144) left the row behind; come back to it (900…1744).
        collect(try view.setContentOffset(Point(x: 0, y: 900)))
        // Two swipes of one group each: 322 adds card 2 (338…650), 644 adds card 3.
        collect(try view.orthogonalDragEnded(section: 1, releasedAt: 100, velocity: 1000, dragStartOffset: 0))
        collect(
            try view.orthogonalDragEnded(section: 1, releasedAt: 400, velocity: 1000, dragStartOffset: 322))
        #expect(shown == Set(F.cells(1, 0...3)))
        #expect(carouselReports == [F.cells(1, 0...2), F.cells(1, 1...3)])
    }

    @Test("R-APPLY-4 spirit: a handler mutating a captured copy of the view cannot touch the original")
    func reentrancy() throws {
        let box = ViewBox()
        var section = Fixture.carousel(.continuous)
        section.visibleItemsInvalidationHandler = { _, _, _ in
            // A handler has no access to the view being mutated; it can only mutate a copy.
            guard !box.isRunning, var copy = box.view else { return }
            box.isRunning = true
            defer { box.isRunning = false }
            _ = try? copy.setOrthogonalOffset(2000, forSection: 0)
            _ = try? copy.setContentOffset(Point(x: 0, y: 500))
            box.copies.append(copy)
        }
        var view = try HeadlessCollectionView(
            layout: CompositionalLayout(section: section), itemCounts: [10], boundsSize: F.screen)
        box.view = view
        let events = try view.setOrthogonalOffset(644, forSection: 0)
        #expect(view.orthogonalOffset(forSection: 0) == 644)
        #expect(view.contentOffset == .zero)
        #expect(events.orthogonalChanges().map(\.offset) == [644])
        // The copy did change, independently.
        #expect(box.copies.first?.orthogonalOffset(forSection: 0) == 2000)
    }
}

/// Holds a copy of a view for the reentrancy test; handlers run synchronously on the test's thread.
final class ViewBox: @unchecked Sendable {
    var view: HeadlessCollectionView<Int>?
    var copies: [HeadlessCollectionView<Int>] = []
    var isRunning = false
}
