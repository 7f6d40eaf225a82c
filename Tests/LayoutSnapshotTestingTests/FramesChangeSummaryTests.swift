import CollectionLayout
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

/// The summary a failing `.frames` snapshot prints before its line diff; every expected clause is
/// derived by hand from the listed frames.
@Suite struct FramesChangeSummaryTests {
    typealias Element = FramesChangeSummary.Element

    /// Ten 100-pt cells in one 390-pt column: cell 0.i at y = 100 × i.
    static let column = (0..<10).map {
        Element(name: "cell 0.\($0)", frame: Rect(x: 0, y: Double($0) * 100, width: 390, height: 100))
    }

    /// The column with cell 0.3 one point taller: it keeps y 300, and the 6 cells after it
    /// (0.4 … 0.9) start 1 pt lower (401, 501, …, 901).
    static let taller: [Element] = column.enumerated().map { index, element in
        var changed = element
        if index == 3 { changed.frame.size.height = 101 }
        if index > 3 { changed.frame.origin.y += 1 }
        return changed
    }

    /// A listing in ``FramesText``'s shape of `elements` with the given content height.
    static func listing(_ elements: [Element], contentHeight: Double) -> String {
        let lines = elements.map { element in
            "\(element.name) (\(FramesText.number(element.frame.minX)), \(FramesText.number(element.frame.minY)), "
                + "\(FramesText.number(element.frame.width)), \(FramesText.number(element.frame.height))) \(element.details)"
        }
        return
            ([
                "environment 390 × 844, safe area (0, 0, 0, 0), margins (0, 0, 0, 0), readable 672, leftToRight",
                "vertical, contentSize 390 × \(FramesText.number(contentHeight))",
            ] + lines).joined(separator: "\n") + "\n"
    }

    @Test("A 1-pt taller cell: the cells after it moved down 1 pt, the cell itself is resized")
    func tallerCell() {
        #expect(
            FramesChangeSummary.clauses(from: Self.column, to: Self.taller) == [
                "6 cells moved down 1 pt", "cell 0.3: height 100 → 101",
            ])
    }

    @Test("Read from two listings, the content size ends the summary (10 × 100 = 1000, then 1001)")
    func fromListings() {
        let old = Self.listing(Self.column, contentHeight: 1000)
        let new = Self.listing(Self.taller, contentHeight: 1001)
        #expect(
            FramesChangeSummary.summary(from: old, to: new)
                == "6 cells moved down 1 pt; cell 0.3: height 100 → 101; contentSize 390 × 1000 → 390 × 1001")
        #expect(FramesChangeSummary.summary(from: old, to: old) == nil)
        // Texts that are no listing (an `error:` snapshot) have no summary: the line diff says it.
        #expect(FramesChangeSummary.summary(from: "error: a\n", to: "error: b\n") == nil)
    }

    @Test("Moves group by offset, largest group first; categories are named, or elements when mixed")
    func groups() {
        let old = [
            Element(name: "supplementary header 0.0", frame: Rect(x: 0, y: 0, width: 390, height: 44)),
            Element(name: "cell 0.0", frame: Rect(x: 0, y: 44, width: 100, height: 100)),
            Element(name: "cell 0.1", frame: Rect(x: 100, y: 44, width: 100, height: 100)),
            Element(name: "cell 0.2", frame: Rect(x: 200, y: 44, width: 100, height: 100)),
        ]
        // Header and cell 0.0 down 10; cells 0.1 and 0.2 right 8; none resized.
        var new = old
        new[0].frame.origin.y = 10
        new[1].frame.origin.y = 54
        new[2].frame.origin.x = 108
        new[3].frame.origin.x = 208
        #expect(
            FramesChangeSummary.clauses(from: old, to: new) == [
                "2 elements moved down 10 pt", "2 cells moved right 8 pt",
            ])
        // Cell 0.2 instead 8 left and 2.5 up: a group of its own, after the larger one.
        new[3].frame.origin = Point(x: 192, y: 41.5)
        #expect(
            FramesChangeSummary.clauses(from: old, to: new) == [
                "2 elements moved down 10 pt", "1 cell moved right 8 pt",
                "1 cell moved left 8 pt and up 2.5 pt",
            ])
    }

    @Test("Differences read from hundredths group exactly: 220.33 → 221.33 moves as 100 → 101 does")
    func hundredths() {
        let old = [
            Element(name: "cell 0.0", frame: Rect(x: 0, y: 100, width: 10, height: 10)),
            Element(name: "cell 0.1", frame: Rect(x: 0, y: 220.33, width: 10, height: 10)),
        ]
        let new = [
            Element(name: "cell 0.0", frame: Rect(x: 0, y: 101, width: 10, height: 10)),
            Element(name: "cell 0.1", frame: Rect(x: 0, y: 221.33, width: 10, height: 10)),
        ]
        #expect(FramesChangeSummary.clauses(from: old, to: new) == ["2 cells moved down 1 pt"])
    }

    @Test("Added, removed, restyled and reordered elements")
    func addedRemovedRestyled() {
        let a = Element(name: "cell 0.0", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = Element(name: "cell 0.1", frame: Rect(x: 10, y: 0, width: 10, height: 10))
        let c = Element(name: "decoration background 0.0", frame: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(
            FramesChangeSummary.clauses(from: [a, b], to: [a, c]) == [
                "1 cell removed (cell 0.1)", "1 decoration added (decoration background 0.0)",
            ])
        var raised = b
        raised.details = "z 1 alpha 0.5"
        #expect(
            FramesChangeSummary.clauses(from: [a, b], to: [a, raised]) == ["cell 0.1: z 0 → z 1 alpha 0.5"])
        #expect(FramesChangeSummary.clauses(from: [a, b], to: [b, a]) == ["same elements in another order"])
        #expect(FramesChangeSummary.clauses(from: [a, b], to: [a, b]).isEmpty)
    }

    @Test("Beyond four resized elements the rest are counted; a moved and resized cell lists both")
    func manyResized() {
        let old = (0..<6).map {
            Element(name: "cell 0.\($0)", frame: Rect(x: 0, y: Double($0) * 10, width: 10, height: 10))
        }
        // Every cell 2 pt wider: 6 resized, 4 listed and "2 more elements resized".
        let wider = old.map { element in
            var changed = element
            changed.frame.size.width = 12
            return changed
        }
        #expect(
            FramesChangeSummary.clauses(from: old, to: wider) == [
                "cell 0.0: width 10 → 12", "cell 0.1: width 10 → 12", "cell 0.2: width 10 → 12",
                "cell 0.3: width 10 → 12", "2 more elements resized",
            ])
        var movedAndResized = old[1]
        movedAndResized.frame = Rect(x: 4, y: 10, width: 10, height: 20)
        #expect(
            FramesChangeSummary.clauses(from: [old[1]], to: [movedAndResized]) == [
                "cell 0.1: x 0 → 4, height 10 → 20"
            ])
    }

    @Test("A .frames(on:) listing is summarised per device section")
    func deviceSections() {
        let old =
            "== iphone-se ==\n" + Self.listing(Self.column, contentHeight: 1000) + "\n== ipad ==\n"
            + Self.listing(Self.column, contentHeight: 1000)
        let new =
            "== iphone-se ==\n" + Self.listing(Self.column, contentHeight: 1000) + "\n== ipad ==\n"
            + Self.listing(Self.taller, contentHeight: 1000)
        #expect(
            FramesChangeSummary.summary(from: old, to: new)
                == "ipad: 6 cells moved down 1 pt; ipad: cell 0.3: height 100 → 101")
    }

    @Test("The .frames strategy's failure starts with the summary, then the line diff")
    func strategyMessage() throws {
        // Fixtures.layout(): a 44-pt header above three 100-pt cells and a 30-pt footer at 244. A
        // header 0.5 pt taller moves the footer and the 3 cells down 0.5 (4 elements, mixed
        // categories) and the content from 274 to 274.5.
        let trip = try RoundTrip(
            try Fixtures.prepared(), try Fixtures.prepared(headerHeight: 44.5), as: .frames)
        let message = try #require(trip.changed)
        #expect(
            message.contains(
                "What changed: 4 elements moved down 0.5 pt; supplementary header 0.0: height 44 → 44.5; "
                    + "contentSize 390 × 274 → 390 × 274.5\n\n@@"), "\(message)")
    }
}
