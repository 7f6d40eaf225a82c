import CollectionLayout
import Foundation
import LayoutSnapshotTesting
import Testing

@Suite struct FrameAssertionTests {
    @Test func approximateEquality() {
        let frame = Rect(x: 0.1 + 0.2, y: 10, width: 100, height: 50)
        #expect(frame != Rect(x: 0.3, y: 10, width: 100, height: 50))
        #expect(frame.isApproximatelyEqual(to: Rect(x: 0.3, y: 10, width: 100, height: 50)))
        #expect(!frame.isApproximatelyEqual(to: Rect(x: 0.3, y: 10.5, width: 100, height: 50)))
        #expect(frame.isApproximatelyEqual(to: Rect(x: 0.3, y: 10.5, width: 100, height: 50), tolerance: 0.5))
        #expect(!Rect(x: .nan, y: 0, width: 0, height: 0).isApproximatelyEqual(to: .zero, tolerance: 1))
    }

    @Test func differenceNamesEachCoordinate() {
        let message = frameDifference(
            Rect(x: 16, y: 0, width: 179, height: 211), Rect(x: 16.5, y: 0, width: 179, height: 210))
        #expect(
            message
                == "frame (16, 0, 179, 211) is not within 0.001 pt of (16.5, 0, 179, 210): "
                + "x differs by 0.5 (16 vs 16.5), height differs by 1 (211 vs 210)")
        #expect(
            frameDifference(Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 3, height: 4.0001))
                == nil)
    }

    @Test func expectFrameRecordsAnIssue() {
        withKnownIssue {
            expectFrame(Rect(x: 0, y: 0, width: 10, height: 10), approximatelyEquals: .zero)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("width differs by 10 (10 vs 0)") }
        }
        #expect(
            expectFrame(
                Rect(x: 0, y: 0, width: 10, height: 10.0001),
                approximatelyEquals: Rect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test func outputTypesRoundTripThroughJSONWithTheCLIKeys() throws {
        var attributes = LayoutAttributes(
            category: .supplementary, elementKind: "header", indexPath: LayoutIndexPath(item: 0, section: 2),
            frame: Rect(x: 0, y: 44.5, width: 390, height: 44), zIndex: 1)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(attributes), as: UTF8.self)
        #expect(
            text
                == #"{"category":"supplementary","frame":{"height":44,"width":390,"x":0,"y":44.5},"item":0,"#
                + #""kind":"header","section":2,"zIndex":1}"#)
        #expect(try JSONDecoder().decode(LayoutAttributes.self, from: Data(text.utf8)) == attributes)
        attributes.alpha = 0.5
        attributes.isHidden = true
        attributes.transform = LayoutTransform(scaleX: 2, y: 2)
        let changed = try JSONDecoder().decode(LayoutAttributes.self, from: try encoder.encode(attributes))
        #expect(changed == attributes)
        // The CLI's element objects decode as they are.
        let cli =
            #"{"category": "cell", "section": 0, "item": 3, "frame": {"x": 16, "y": 221, "width": 179, "height": 211}, "zIndex": 0}"#
        let cell = try JSONDecoder().decode(LayoutAttributes.self, from: Data(cli.utf8))
        #expect(cell.category == .cell)
        #expect(cell.indexPath == LayoutIndexPath(item: 3, section: 0))
        #expect(cell.frame == Rect(x: 16, y: 221, width: 179, height: 211))
        #expect(
            throws: DecodingError.self,
            performing: {
                try JSONDecoder().decode(ElementCategory.self, from: Data(#""badge""#.utf8))
            })
        for value in [Point(x: 1, y: 2)] {
            #expect(try JSONDecoder().decode(Point.self, from: try encoder.encode(value)) == value)
        }
        #expect(
            String(decoding: try encoder.encode(Size(width: 3, height: 4)), as: UTF8.self)
                == #"{"height":4,"width":3}"#)
        #expect(
            String(decoding: try encoder.encode(LayoutIndexPath(item: 1, section: 2)), as: UTF8.self)
                == #"{"item":1,"section":2}"#)
    }
}

@Suite struct ReadmeFrameExampleTests {
    /// The README's `expectFrame` example: on an iPhone 16 (393 pt at 3×) a two-column grid's
    /// second cell is 196.33 wide at x 196.33 (393 / 2 = 196.5 floored to the 1/3-pt grid), not 196.5.
    @Test func readmeMessage() throws {
        let prepared = try Fixtures.layout().prepare(in: .device(.iPhone16), itemCounts: [3])
        let frame = try #require(prepared.attributes(forItemAt: LayoutIndexPath(item: 1, section: 0))?.frame)
        #expect(
            frameDifference(frame, Rect(x: 196.5, y: 44, width: 196.5, height: 100), tolerance: 0.01)
                == "frame (196.33, 44, 196.33, 100) is not within 0.01 pt of (196.5, 44, 196.5, 100): "
                + "x differs by 0.17 (196.33 vs 196.5), width differs by 0.17 (196.33 vs 196.5)")
    }
}
