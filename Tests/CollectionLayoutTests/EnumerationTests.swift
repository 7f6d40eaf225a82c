import CollectionLayout
import Foundation
import Testing

/// The one enumeration path: sweeping (`itemFrames`), streaming (`allElements`), rect queries and
/// single lookups read the same instance frames, bit for bit, in every kind of section.
@Suite("One enumeration path")
struct EnumerationTests {
    /// A list of `count` estimated rows and a three-column estimated grid of `count` items, with
    /// heights that are not binary fractions (thirds and sevenths), so that any difference in how
    /// instance starts are summed would show in the last bits.
    private func measuredLayout(count: Int) throws -> PreparedLayout {
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]))
        let grid = section(hgroup(fw(1), est(50), [item(fw(1.0 / 3), est(50))]), interGroupSpacing: 3.3)
        var layout = try prepare(
            provider: { index, _ in index == 0 ? list : grid }, itemCounts: [count, count])
        for item in stride(from: 0, to: count, by: 2) {
            try layout.setPreferredSize(
                Size(width: 390, height: 40 + Double(item % 157) / 3),
                forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        for item in stride(from: 0, to: count, by: 3) {
            try layout.setPreferredSize(
                Size(width: 130, height: 30 + Double(item % 97) / 7),
                forItemAt: LayoutIndexPath(item: item, section: 1))
        }
        return layout
    }

    /// Each cell's frame as `attributes(forItemAt:)` gives it.
    private func lookedUp(_ layout: PreparedLayout, section: Int) -> [Rect] {
        (0..<(layout.numberOfItems(inSection: section) ?? 0)).map {
            layout.attributes(forItemAt: LayoutIndexPath(item: $0, section: section))!.frame
        }
    }

    @Test("R-EST-8: sweeping and streaming a measured section give the looked-up frames exactly")
    func measuredSectionsAgree() throws {
        // 1,000 items: several runs of the sweep's buffer (256 frames), and more than one block of
        // instance advances, in both a list (one item per row) and a grid (three per row).
        let layout = try measuredLayout(count: 1000)
        let cells = layout.allElements().filter { $0.category == .cell }
        for section in 0..<2 {
            let expected = lookedUp(layout, section: section)
            let swept = Array(layout.itemFrames(inSection: section))
            #expect(swept == expected, "section \(section): sweep")
            let frames = layout.itemFrames(inSection: section)
            #expect(frames.indices.map { frames[$0] } == expected, "section \(section): random access")
            #expect(
                cells.filter { $0.indexPath.section == section }.map(\.frame) == expected,
                "section \(section): stream")
        }
    }

    @Test("R-EST-8: an unmeasured self-sizing list sweeps as its template, and as looked up once measured")
    func unmeasuredListSweep() throws {
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]), interGroupSpacing: 3.3)
        var layout = try prepare(list, itemCounts: [600])
        // Unmeasured, row i starts at i × (44 + 3.3): the template repeated at its pitch.
        let expected = lookedUp(layout, section: 0)
        #expect(Array(layout.itemFrames(inSection: 0)) == expected)
        #expect(expected.last == rect(0, 599 * (44 + 3.3), 390, 44))
        #expect(layout.allElements().map(\.frame) == expected)
        // Measured and then forgotten, row 10 is 44 pt again but the starts come from the block
        // sums: sweeping, streaming and looking up must still agree.
        _ = try layout.setPreferredSize(
            Size(width: 390, height: 60), forItemAt: LayoutIndexPath(item: 10, section: 0))
        _ = layout.invalidateMeasurement(forItemAt: LayoutIndexPath(item: 10, section: 0))
        let forgotten = lookedUp(layout, section: 0)
        #expect(Array(layout.itemFrames(inSection: 0)) == forgotten)
        #expect(layout.allElements().map(\.frame) == forgotten)
        #expect(forgotten[10].size.height == 44)
    }

    @Test("R-ROUND-6: a measured list sweeps as looked up when rounded and mirrored, or scrolling sideways")
    func measuredListSweeps() throws {
        // Every other row measured in sevenths of a point: starts and lengths are inexact before
        // rounding at scale 3, so any difference in how the sweep sums starts would show.
        let list = section(hgroup(fw(1), est(44), [item(fw(1), est(44))]), interGroupSpacing: 3.3)
        var rounded = try prepare(list, itemCounts: [700], in: environment(direction: .rightToLeft, scale: 3))
        let column = section(vgroup(est(80), fh(1), [item(est(80), fh(1))]), interGroupSpacing: 2.2)
        var sideways = try prepare(
            column, itemCounts: [700], configuration: configuration(scroll: .horizontal))
        for item in stride(from: 0, to: 700, by: 2) {
            let length = 40 + Double(item % 157) / 7
            let indexPath = LayoutIndexPath(item: item, section: 0)
            try rounded.setPreferredSize(Size(width: 390, height: length), forItemAt: indexPath)
            try sideways.setPreferredSize(Size(width: length, height: 844), forItemAt: indexPath)
        }
        for layout in [rounded, sideways] {
            let expected = lookedUp(layout, section: 0)
            #expect(Array(layout.itemFrames(inSection: 0)) == expected)
            #expect(layout.allElements().map(\.frame) == expected)
        }
        // Row 0 measured 40 pt tall and full width (mirroring leaves x = 390 − 0 − 390 = 0); row 1
        // unmeasured, 44 pt, starts at 40 + 3.3 = 43.3, rounded to thirds: 43.333….
        #expect(lookedUp(rounded, section: 0)[0] == rect(0, 0, 390, 40))
        #expect(isClose(lookedUp(rounded, section: 0)[1], rect(0, 130.0 / 3, 390, 44), tolerance: 1e-9))
        // Column 1 unmeasured, 80 pt wide, starts at 40 + 2.2 = 42.2 after column 0 (40 wide).
        #expect(isClose(lookedUp(sideways, section: 0)[1], rect(42.2, 0, 80, 844), tolerance: 1e-9))
    }

    @Test("R-QUERY-5: a rect query in a measured section returns the streamed elements it overlaps")
    func measuredRectQueries() throws {
        let layout = try measuredLayout(count: 1000)
        let all = layout.allElements()
        for top in stride(from: 0.0, to: layout.contentSize.height, by: 4_321.5) {
            let viewport = Rect(x: 0, y: top, width: 390, height: 844)
            let expected = all.filter { $0.frame.overlapsForQuery(viewport) }
            #expect(layout.elements(in: viewport) == expected, "viewport at \(top)")
        }
    }

    @Test("R-ROUND-6: sweeping a rounded right-to-left grid gives the looked-up frames")
    func roundedMirroredSweep() throws {
        // Scale 3 rounds every frame and right-to-left mirrors it: the sweep places runs of
        // instances instead of computing frames inline, and must agree with single lookups.
        let grid = section(hgroup(fw(1), pt(100.1), [item(fw(1.0 / 3), fh(1))]))
        let layout = try prepare(
            grid, itemCounts: [700], in: environment(direction: .rightToLeft, scale: 3))
        let expected = lookedUp(layout, section: 0)
        #expect(Array(layout.itemFrames(inSection: 0)) == expected)
        // Item 0 is the rightmost cell of row 0: x = 390 − 130 = 260 mirrored, width 130.
        #expect(expected.first == rect(260, 0, 130, 100))
    }

    @Test("R-WATERFALL-2: sweeping a measured waterfall gives the looked-up frames")
    func waterfallSweep() throws {
        // 700 items over 3 columns: the sweep replays runs of 256 items from checkpoints, the
        // lookups one item each; measured heights in sevenths make every position inexact.
        let heights: [WaterfallItemHeight] = [
            .absolute(100), .absolute(50), .absolute(70), .absolute(30), .estimated(80),
        ]
        let waterfall = LayoutSection.waterfall(
            LayoutWaterfall(columns: .count(3), itemSpacing: 8, columnSpacing: 8, repeatingHeights: heights))
        var layout = try prepare(waterfall, itemCounts: [700])
        for item in stride(from: 4, to: 700, by: 5) {
            try layout.setPreferredSize(
                Size(width: 120, height: 40 + Double(item % 23) / 7),
                forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        let expected = lookedUp(layout, section: 0)
        #expect(Array(layout.itemFrames(inSection: 0)) == expected)
        #expect(layout.allElements().filter { $0.category == .cell }.map(\.frame) == expected)
    }

    @Test("The frames JSON writer prints integers, fractions, -0, layout-level items and escaped kinds")
    func framesJSONBytes() {
        // -0 prints as 0; 1e16 is not below 1e15, so it prints in Swift's shortest form, 1e+16.
        let cell = LayoutAttributes(
            category: .cell, indexPath: LayoutIndexPath(item: 12, section: 3),
            frame: rect(-2.5, 0.1, -0.0, 1e16), zIndex: -7)
        #expect(
            LayoutFramesJSON.object(cell)
                == #"{"category": "cell", "section": 3, "item": 12, "frame": {"x": -2.5, "y": 0.1, "#
                + #""width": 0, "height": 1e+16}, "zIndex": -7}"#)
        let header = LayoutAttributes(
            category: .supplementary, elementKind: "a\"b",
            indexPath: LayoutIndexPath(item: Int.max, section: 0),
            frame: rect(0, 44, 390, 123_456_789), zIndex: 10)
        var bytes: [UInt8] = []
        LayoutFramesJSON.append(header, first: true, to: &bytes)
        LayoutFramesJSON.append(cell, first: false, to: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "\n  " + #"{"category": "supplementary", "kind": "a\"b", "section": 0, "#
                + #""item": 9007199254740992, "frame": {"x": 0, "y": 44, "width": 390, "#
                + #""height": 123456789}, "zIndex": 10}"# + ",\n  " + LayoutFramesJSON.object(cell))
        #expect(LayoutFramesJSON.element(header, first: false) == ",\n  " + LayoutFramesJSON.object(header))
    }

    @Test("Layout-level items are item 2^53 in JSON: exact as a JavaScript number, after every item")
    func layoutLevelItemInJSON() throws {
        // 2^53 = 9007199254740992 is a double (JavaScript reads it exactly); items end at the
        // largest item count, 2^53, minus 1, so no item can have that number.
        #expect(LayoutFramesJSON.layoutLevelItem == 9_007_199_254_740_992)
        #expect(Double(LayoutFramesJSON.layoutLevelItem) == 9_007_199_254_740_992.0)
        #expect(Int64(Double(LayoutFramesJSON.layoutLevelItem)) == LayoutFramesJSON.layoutLevelItem)
        #expect(Int64(PrepareOptions.maximumItemCount) - 1 < LayoutFramesJSON.layoutLevelItem)
        let header = LayoutAttributes(
            category: .supplementary, elementKind: "header",
            indexPath: LayoutIndexPath(item: Int.max, section: 0),
            frame: rect(0, 0, 390, 60), zIndex: 1)
        // The writer and Codable print the same number, and both read it back as Int.max (R-INDEX-4),
        // as they read the former spelling, 9223372036854775807.
        let encoded = String(decoding: try JSONEncoder().encode(header), as: UTF8.self)
        #expect(encoded.contains(#""item":9007199254740992"#))
        #expect(LayoutFramesJSON.object(header).contains(#""item": 9007199254740992,"#))
        let decoded = try JSONDecoder().decode(
            LayoutAttributes.self, from: Data(LayoutFramesJSON.object(header).utf8))
        #expect(decoded == header)
        let former = LayoutFramesJSON.object(header).replacingOccurrences(
            of: "9007199254740992", with: "9223372036854775807")
        #expect(try JSONDecoder().decode(LayoutAttributes.self, from: Data(former.utf8)) == header)
    }

    @Test("R-HANDLER-5: attributes compare and hash by value, however alpha, transform and hidden are stored")
    func attributesByValue() throws {
        let plain = LayoutAttributes(
            category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0), frame: rect(0, 0, 10, 10))
        var touched = plain
        touched.alpha = 1
        touched.transform = .identity
        touched.isHidden = false
        #expect(touched == plain)
        #expect(touched.hashValue == plain.hashValue)
        touched.alpha = 0.5
        #expect(touched != plain)
        var hidden = plain
        hidden.isHidden = true
        #expect(hidden != plain && hidden.alpha == 1 && hidden.transform == .identity)
        var scaled = hidden
        scaled.transform = LayoutTransform(scaleX: 2, y: 3)
        #expect(scaled.isHidden && scaled.transform == LayoutTransform(scaleX: 2, y: 3))
        let decoded = try JSONDecoder().decode(LayoutAttributes.self, from: JSONEncoder().encode(scaled))
        #expect(decoded == scaled)
        // One word for the category, two for the index path, four for the frame, one each for
        // the z-index and the box of kind and handler's state: 9 × 8 = 72 bytes.
        #expect(MemoryLayout<LayoutAttributes>.size <= 72)
    }
}
