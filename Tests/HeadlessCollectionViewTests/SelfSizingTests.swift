import CollectionLayout
import HeadlessCollectionView
import Testing

@Suite("Self-sizing loop (R-SIZING-1, R-SIZING-2, R-SIZING-4, R-EST-8, R-EST-9)")
struct SelfSizingTests {
    @Test("C.5 example: 30 rows answering 60 in an 844-pt viewport measure rows 0…14; content 1560")
    func specExample() throws {
        let recorder = SizingRecorder()
        let view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording(Sizing.constant(60)))
        // After row k is measured rows 0…k are 60 tall; row 14 starts at 14 · 60 = 840 < 844 and is
        // measured; row 15 then starts at 900 ≥ 844 → done. Content: 15 · 60 + 15 · 44 = 1560.
        #expect(recorder.elements == (0...14).map { ElementID.cell(Fixture.cell($0)) })
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...14))
        #expect(view.contentSize.height == 1560)
        #expect(view.visibleItemIndexPaths == Fixture.cells(0, 0...14))
        Fixture.expectClose(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(14))?.frame,
            Rect(x: 0, y: 840, width: 390, height: 60))
        // Row 15 keeps its estimate: (0, 900, 390, 44) (R-EST-8).
        Fixture.expectClose(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(15))?.frame,
            Rect(x: 0, y: 900, width: 390, height: 44))
        #expect(view.contentOffset.y == 0)
    }

    @Test("R-SIZING-1: the provider gets the element and its proposed size; only estimated axes are adopted")
    func proposedSize() throws {
        let recorder = SizingRecorder()
        // The answer's width 999 is ignored: the width is fixed by fw1 (R-EST-1).
        let view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [3], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording { _, _ in Size(width: 999, height: 70) })
        let first = try #require(recorder.calls.first)
        // Proposed: width exact (390), height the estimate (44).
        #expect(first.proposed == Size(width: 390, height: 44))
        #expect(first.element.category == .cell)
        #expect(first.element.elementKind == nil)
        #expect(first.element.selfSizingAxes == AxisSet(.vertical))
        #expect(first.element.itemIdentifier == nil)
        // Rows at 0, 70, 140, each 390 × 70; content 210.
        Fixture.expectClose(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(2))?.frame,
            Rect(x: 0, y: 140, width: 390, height: 70))
        #expect(view.contentSize.height == 210)
    }

    @Test("R-SIZING-1: nil keeps the estimate and counts as measured")
    func nilKeepsEstimate() throws {
        let recorder = SizingRecorder()
        let view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording { _, _ in nil })
        // Every row stays 44: rows 0…19 are visible (19 · 44 = 836 < 844) and each is asked once.
        #expect(recorder.elements.count == 20)
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...19))
        #expect(view.contentSize.height == 30 * 44)
    }

    @Test("R-SIZING-2, R-EST-9: a section header is measured first (R-QUERY-3 order) and moves the cells")
    func headerFirst() throws {
        let recorder = SizingRecorder()
        let view = try HeadlessCollectionView(
            layout: Sizing.list(header: true), itemCounts: [5], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording(Sizing.constant(50)))
        let header = ElementID(category: .supplementary, elementKind: "header", indexPath: Fixture.cell(0))
        // Header first, then cells 0…4.
        #expect(recorder.elements == [header] + (0...4).map { ElementID.cell(Fixture.cell($0)) })
        #expect(recorder.calls[0].proposed == Size(width: 390, height: 30))
        // The header is 50 tall; cells follow at 50, 100, …; content 50 + 5 · 50 = 300.
        Fixture.expectClose(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(0))?.frame,
            Rect(x: 0, y: 50, width: 390, height: 50))
        #expect(view.contentSize.height == 300)
    }

    @Test("R-SIZING-2: scrolling measures what it reveals; elements scrolled away keep their measurements")
    func scrollingMeasures() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: Sizing.constant(60))
        // Content 1560, range 0…716. At 700 the viewport is 700…1544: rows 11…14 (measured) and, as
        // each is measured at 60, rows 15, 16, … at 900 + 60k: row 24 starts at 1440 < 1544, row 25
        // at 1500 < 1544 is measured, row 26 at 1560 is not visible. Content 26 · 60 + 4 · 44 = 1736.
        try view.setContentOffset(Point(x: 0, y: 700))
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...25))
        #expect(view.contentSize.height == 1736)
        #expect(view.contentOffset.y == 700)
        try view.setContentOffset(.zero)
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...25))
    }

    @Test("R-SIZING-4: measuresEagerly measures every element; the content size is final")
    func eager() throws {
        let recorder = SizingRecorder()
        let view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording(Sizing.constant(60)), measuresEagerly: true)
        // All 30 rows once each, in order; content 30 · 60 = 1800.
        #expect(recorder.elements == (0...29).map { ElementID.cell(Fixture.cell($0)) })
        #expect(view.contentSize.height == 1800)
        #expect(view.measuresEagerly)
    }

    @Test("R-SIZING-4: 10,000 rows scrolled top to bottom end with the frames of measuring eagerly")
    func scrollingEqualsEager() throws {
        let count = 10_000
        let eager = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [count], boundsSize: Fixture.screen,
            sizeProvider: Sizing.randomHeights, measuresEagerly: true)
        var lazy = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [count], boundsSize: Fixture.screen,
            sizeProvider: Sizing.randomHeights)
        // Viewport-sized steps leave no gap: the row across each step's bottom edge is visible in
        // both steps, so every row is visible (and measured) at some step.
        var steps = 0
        while lazy.contentOffset.y < lazy.contentOffsetRange.upperBound {
            try lazy.setContentOffset(Point(x: 0, y: lazy.contentOffset.y + 844))
            steps += 1
        }
        #expect(steps > 1000)
        #expect(Sizing.measuredItems(lazy, count: count).count == count)
        // Content = Σ (44 + (i · 7919 mod 157)): every row at its preferred height.
        let expectedHeight = (0..<count).reduce(0.0) { $0 + Sizing.height($1) }
        #expect(abs(lazy.contentSize.height - expectedHeight) < 1e-6)
        #expect(lazy.contentSize == eager.contentSize)
        var mismatches = 0
        for item in 0..<count {
            let path = Fixture.cell(item)
            if lazy.preparedLayout.attributes(forItemAt: path)?.frame
                != eager.preparedLayout.attributes(forItemAt: path)?.frame
            {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test("R-SIZING-1: an invalid answer throws a typed error and the mutation changes nothing")
    func invalidAnswer() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen)
        let bad: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
            Size(width: proposed.width, height: element.indexPath.item == 3 ? -1 : 60)
        }
        // One check, the engine's measurement applier: the same error `setPreferredSize` gives.
        #expect(
            throws: HeadlessError.layout(
                .invalidPreferredSize(Size(width: 390, height: -1), element: "cell 0.3", section: 0))
        ) {
            try view.setSizeProvider(bad)
        }
        // Rows 0…2 were measured before row 3 failed; they are reverted.
        #expect(view.sizeProvider == nil)
        #expect(Sizing.measuredItems(view, count: 30).isEmpty)
        #expect(view.contentSize.height == 30 * 44)

        // A failure while scrolling: rows 0…14 measured at 60, then row 25 (at 1500, inside
        // 700…1544, see scrollingMeasures) answers NaN.
        let failsAt25: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
            Size(width: proposed.width, height: element.indexPath.item == 25 ? .nan : 60)
        }
        try view.setSizeProvider(failsAt25)
        #expect(throws: HeadlessError.self) { try view.setContentOffset(Point(x: 0, y: 700)) }
        #expect(view.contentOffset.y == 0)
        #expect(Sizing.measuredItems(view, count: 30) == Array(0...14))
        #expect(view.contentSize.height == 1560)
    }

    @Test("R-SIZING-1: a failure after a header was measured reverts the header too")
    func invalidAnswerRevertsHeader() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(header: true), itemCounts: [30], boundsSize: Fixture.screen)
        // Header measured 50, cells 0 and 1 measured 50, cell 2 answers infinity → all reverted.
        let bad: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
            Size(
                width: proposed.width,
                height: element.indexPath.item == 2 && element.category == .cell ? .infinity : 50)
        }
        #expect(throws: HeadlessError.self) { try view.setSizeProvider(bad) }
        // Unmeasured again: header 0…30, cell 0 at 30; content 30 + 30 · 44 = 1350.
        Fixture.expectClose(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(0))?.frame,
            Rect(x: 0, y: 30, width: 390, height: 44))
        #expect(view.contentSize.height == 1350)
        #expect(view.preparedLayout.measurements.isEmpty)
    }

    @Test("R-EVENT-1: measurements report contentSizeChanged, then visibleElementsChanged")
    func events() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen)
        // Unmeasured: rows 0…19 visible (19 · 44 = 836 < 844), content 30 · 44 = 1320.
        #expect(view.visibleItemIndexPaths == Fixture.cells(0, 0...19))
        let events = try view.setSizeProvider(Sizing.constant(60))
        // Measured as in the C.5 example: content 1560, rows 15…19 pushed out.
        #expect(
            events == [
                .contentSizeChanged(from: Size(width: 390, height: 1320), to: Size(width: 390, height: 1560)),
                .visibleElementsChanged(
                    VisibleElementsChange(added: [], removed: (15...19).map { .cell(Fixture.cell($0)) })),
            ])
    }
}

@Suite("Self-sizing around orthogonal sections (R-ORTHO-19)")
struct OrthogonalSizingTests {
    /// A carousel of five 312-pt cards (estimated 200 tall) above a list of estimated 44-pt rows.
    static let carouselAboveList = CompositionalLayout(sectionProvider: { index, _ in
        guard index == 0 else {
            let row = Fixture.size(.fractionalWidth(1), .estimated(44))
            return LayoutSection(
                group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        }
        let card = Fixture.size(.fractionalWidth(0.8), .estimated(200))
        var carousel = LayoutSection(
            group: .horizontal(
                layoutSize: card,
                subitems: [LayoutItem(layoutSize: Fixture.size(.fractionalWidth(1), .estimated(200)))]))
        carousel.orthogonalScrollingBehavior = .continuous
        return carousel
    })

    @Test("With whole-row measurement off, cards are measured as they appear, as in UIKit")
    func orthogonalMeasuredAsVisible() throws {
        var view = try HeadlessCollectionView(
            layout: Self.carouselAboveList, itemCounts: [5, 30], boundsSize: Fixture.screen)
        view.measuresOrthogonalSectionsWhole = false
        let recorder = SizingRecorder()
        try view.setSizeProvider(recorder.recording(Sizing.constant(60)))
        // Cards 0 (x 0…312) and 1 (312…624) show in the 390-pt screen and measure 60; cards 2…4
        // keep their 200-pt estimate, so the band stays 200 tall (R-EST-8). The list starts at 200
        // and row k at 200 + 60k < 844 → k ≤ 10 is measured: 200 + 11 × 60 + 19 × 44 = 1696.
        #expect(
            recorder.elements == (0...1).map { .cell(Fixture.cell($0, 0)) }
                + (0...10).map { .cell(Fixture.cell($0, 1)) })
        #expect(view.contentSize.height == 200 + 11 * 60 + 19 * 44)
    }

    @Test("A visible estimated orthogonal row is measured whole first; the list below sizes while visible")
    func orthogonalMeasuredWhole() throws {
        let layout = Self.carouselAboveList
        let recorder = SizingRecorder()
        let view = try HeadlessCollectionView(
            layout: layout, itemCounts: [5, 30], boundsSize: Fixture.screen,
            sizeProvider: recorder.recording(Sizing.constant(60)))
        // All five cards are measured at once (R-SIZING-4), even the four off screen to the right:
        // the band becomes 60 tall. The list then starts at 60 and row k at 60 + 60k < 844 → k ≤ 13
        // is measured while visible.
        #expect(
            recorder.elements == (0...4).map { .cell(Fixture.cell($0, 0)) }
                + (0...13).map { .cell(Fixture.cell($0, 1)) })
        #expect(view.contentSize.height == 60 + 14 * 60 + 16 * 44)
    }

    @Test("A visible section whose top-level group is uniform is measured whole (R-UNIFORM-3)")
    func uniformMeasuredWhole() throws {
        let cell = LayoutItem(layoutSize: Fixture.size(.fractionalWidth(0.5), .estimated(50)))
        let group = LayoutGroup.horizontal(
            layoutSize: Fixture.size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 50)),
            subitems: [cell])
        let view = try HeadlessCollectionView(
            layout: CompositionalLayout(section: LayoutSection(group: group)), itemCounts: [100],
            boundsSize: Fixture.screen,
            sizeProvider: { element, _ in Size(width: 195, height: element.indexPath.item == 99 ? 120 : 40) })
        // Item 99, far off screen, measures 120, so each of the 50 rows is 120 tall: 50 × 120 = 6000.
        #expect(view.contentSize.height == 6000)
    }
}
