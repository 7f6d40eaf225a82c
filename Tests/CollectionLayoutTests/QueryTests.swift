import CollectionLayout
import Testing

@Suite("Queries, index paths and zIndex (R-QUERY, R-INDEX, R-Z)")
struct QueryTests {
    @Test("R-QUERY-1, R-QUERY-2: cells overflowing their group are found by the core query")
    func overflowingCells() throws {
        // The R-QUERY worked example: rows at y 0, 30, 60, cells 120 tall; rect (0, 70, 390, 10) → all six.
        let layout = try prepare(section(hgroup(fw(1), pt(30), [item(fw(0.5), pt(120))])), itemCounts: [6])
        let found = layout.elements(in: rect(0, 70, 390, 10)).map(\.indexPath.item)
        #expect(found == [0, 1, 2, 3, 4, 5])
    }

    @Test("R-QUERY-1: touching edges do not count")
    func touchingEdges() throws {
        // Rows (0, 0…50), (0, 50…100), (0, 100…150); rect y 50…100 → only item 1.
        let layout = try prepare(section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))])), itemCounts: [3])
        #expect(layout.elements(in: rect(0, 50, 390, 50)).map(\.indexPath.item) == [1])
        // x: rect entirely right of the content touches x = 390 only → nothing.
        #expect(layout.elements(in: rect(390, 0, 10, 150)).isEmpty)
    }

    @Test("R-QUERY-1: zero-height frames count when their origin lies in the half-open rect")
    func zeroHeightFrames() throws {
        // IT(fw1, abs0) in HG(fw1, abs50): frames (0, 0, 390, 0) and (0, 50, 390, 0).
        let layout = try prepare(section(hgroup(fw(1), pt(50), [item(fw(1), pt(0))])), itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 0, 390, 0), rect(0, 50, 390, 0)])
        #expect(layout.elements(in: rect(0, 0, 390, 50)).map(\.indexPath.item) == [0])
        #expect(layout.elements(in: rect(0, 50, 390, 1)).map(\.indexPath.item) == [1])
        #expect(layout.elements(in: rect(0, 1, 390, 49)).isEmpty)
    }

    @Test("R-QUERY-3: results come section by section, cells in item order")
    func resultOrder() throws {
        let layout = try StackingTests.stackExample()
        let found = layout.elements(in: rect(0, 0, 390, 238)).map { "\($0.indexPath)" }
        #expect(found == ["0.0", "0.1", "2.0", "2.1", "2.2"])
        #expect(layout.allElements().map { "\($0.indexPath)" } == found)
    }

    @Test("R-QUERY-4: attributes for items that do not exist are nil; off-screen items still resolve")
    func missingIndexPaths() throws {
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))])), itemCounts: [3, 1000])
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: 3, section: 0)) == nil)
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: -1, section: 0)) == nil)
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 2)) == nil)
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: -1)) == nil)
        // Item 999 of section 1: 150 + 999 × 50 = 50100, far below any visible rect.
        let last = try #require(layout.attributes(forItemAt: LayoutIndexPath(item: 999, section: 1)))
        expectFrames([last.frame], [rect(0, 50_100, 390, 50)])
    }

    @Test("R-QUERY-1: queries in a horizontal layout")
    func horizontalQuery() throws {
        // R-HORIZ-3 example: items at x 0, 44, 88, 130, 174, 218, 260 (38 wide); rect x 100…180 →
        // 88…126 yes, 130…168 yes, 174…212 yes.
        let layout = try prepare(
            section(hgroup(pt(130), fh(1), [item(pt(38), fh(1))], spacing: .fixed(6))), itemCounts: [7],
            configuration: configuration(scroll: .horizontal))
        #expect(layout.elements(in: rect(100, 0, 80, 10)).map(\.indexPath.item) == [2, 3, 4])
    }

    @Test("R-Z-1, R-INDEX-1: cells have zIndex 0 and their (section, item) index path")
    func cellAttributes() throws {
        let layout = try StackingTests.stackExample()
        for element in layout.allElements() {
            #expect(element.zIndex == 0)
            #expect(element.category == .cell)
            #expect(element.elementKind == nil)
        }
        let attributes = try #require(layout.attributes(forItemAt: LayoutIndexPath(item: 2, section: 2)))
        #expect(attributes.indexPath == LayoutIndexPath(item: 2, section: 2))
        expectFrames([attributes.frame], [rect(16, 178, 179, 50)])
    }

    @Test("R-Z-2: custom-group cells keep their own zIndex in queries")
    func customZIndex() throws {
        let layout = try prepare(CustomGroupTests.exampleSection(), itemCounts: [4])
        let zIndices = layout.elements(in: rect(0, 0, 390, 268)).map(\.zIndex)
        #expect(zIndices == [0, 2, 0, 0])
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: 1, section: 0))?.zIndex == 2)
    }

    @Test("R-QUERY-1, R-SECTION-7: queries with a negative instance pitch")
    func negativePitch() throws {
        // interGroupSpacing −60 with 50-pt rows: pitch −10 → rows at y 0, −10, −20, −30; length
        // 3 × (−10) + 50 = 20. Rect y −25…−15 overlaps rows 2 (−20…30) and 3 (−30…20) only.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), interGroupSpacing: -60), itemCounts: [4])
        expectFrames(frames(layout), [0, -10, -20, -30].map { rect(0, $0, 390, 50) })
        expectSize(layout.contentSize, Size(width: 390, height: 20))
        #expect(layout.elements(in: rect(0, -25, 390, 10)).map(\.indexPath.item) == [2, 3])
    }

    @Test("R-QUERY-1: queries see rounded frames even when rounding moves them far (scale 0.5, legacy)")
    func coarseScaleQuery() throws {
        // Section top inset 3, HG(fw1, abs3): exact cell (0, 3, 390, 3). Scale 0.5 (1 px = 2 pt), legacy:
        // y 1.5 px → 2 px = 4, height 1.5 px → 2 px = 4 → (0, 4, 390, 4), spanning y 4…8.
        // Rect y 7…17 overlaps it (4 < 17, 8 > 7).
        let layout = try prepare(
            section(hgroup(fw(1), pt(3), [item(fw(1), fh(1))]), insets: insets(3, 0, 0, 0)), itemCounts: [1],
            in: environment(scale: 0.5, policy: .legacy))
        expectFrames(frames(layout), [rect(0, 4, 390, 4)])
        let query = rect(0, 7, 390, 10)
        let bruteForce = layout.allElements().filter { $0.frame.overlapsForQuery(query) }
        #expect(bruteForce.map(\.indexPath.item) == [0])
        #expect(layout.elements(in: query) == bruteForce)
    }
}
