import CollectionLayout
import LayoutSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct PreparedLayoutStrategyTests {
    /// The `.frames` text of `Fixtures.layout()` (frames derived in its doc comment).
    static let framesText = """
        environment 390 × 844, safe area (0, 0, 0, 0), margins (0, 0, 0, 0), readable 672, leftToRight, rounding none
        vertical, contentSize 390 × 274
        supplementary header 0.0 (0, 0, 390, 44) z 1
        supplementary footer 0.0 (0, 244, 390, 30) z 1
        cell 0.0 (0, 44, 195, 100) z 0
        cell 0.1 (195, 44, 195, 100) z 0
        cell 0.2 (0, 144, 195, 100) z 0

        """

    @Test func framesRecordsComparesAndDiffsHalfAPoint() throws {
        let trip = try RoundTrip(
            try Fixtures.prepared(), try Fixtures.prepared(headerHeight: 44.5), as: .frames)
        #expect(trip.recorded?.contains("Record mode is on") == true)
        #expect(trip.file == Self.framesText)
        #expect(trip.unchanged == nil)
        // A header 0.5 pt taller moves everything below it by 0.5: the diff names the old and new lines.
        let message = try #require(trip.changed)
        #expect(message.contains("supplementary header 0.0 (0, 0, 390, 44) z 1"))
        #expect(message.contains("+supplementary header 0.0 (0, 0, 390, 44.5) z 1"))
        #expect(message.contains("+cell 0.2 (0, 144.5, 195, 100) z 0"))
        #expect(message.contains("+vertical, contentSize 390 × 274.5"))
    }

    @Test func jsonIsTheFramesCommandShape() throws {
        let trip = try RoundTrip(
            try Fixtures.prepared(), try Fixtures.prepared(headerHeight: 44.5), as: .json)
        #expect(trip.unchanged == nil)
        #expect(
            trip.file.hasPrefix("{\"contentSize\": {\"width\": 390, \"height\": 274},\n \"elements\": [\n"))
        #expect(
            trip.file.contains(
                "{\"category\": \"supplementary\", \"kind\": \"header\", \"section\": 0, \"item\": 0, "
                    + "\"frame\": {\"x\": 0, \"y\": 0, \"width\": 390, \"height\": 44}, \"zIndex\": 1}"))
        let message = try #require(trip.changed)
        #expect(message.contains("\"height\": 44.5}"))
    }

    @Test func svgAndHTMLArePictures() throws {
        let svg = try RoundTrip(try Fixtures.prepared(), try Fixtures.prepared(headerHeight: 44.5), as: .svg)
        #expect(svg.file.hasPrefix("<svg"))
        #expect(svg.unchanged == nil)
        #expect(svg.changed != nil)
        let html = try RoundTrip(
            try Fixtures.prepared(), try Fixtures.prepared(headerHeight: 44.5), as: .html)
        #expect(html.file.contains("<svg"))
        #expect(html.file.lowercased().hasPrefix("<!doctype html>"))
        #expect(html.unchanged == nil)
        #expect(html.changed != nil)
    }

    @Test func numbersPrintToTheHundredthWithoutLocaleOrNegativeZero() {
        #expect(FramesText.number(16) == "16")
        #expect(FramesText.number(97.5) == "97.5")
        #expect(FramesText.number(123.333333) == "123.33")
        #expect(FramesText.number(0.1 + 0.2) == "0.3")
        #expect(FramesText.number(-0.0) == "0")
        #expect(FramesText.number(-0.004) == "0")
        #expect(FramesText.number(-0.25) == "-0.25")
        #expect(FramesText.number(1.05) == "1.05")
        #expect(FramesText.number(100.07) == "100.07")
        #expect(FramesText.number(.nan) == "nan")
        #expect(FramesText.number(-.infinity) == "-inf")
    }
}
