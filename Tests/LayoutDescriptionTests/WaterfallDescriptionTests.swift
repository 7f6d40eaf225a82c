import CollectionLayout
import Foundation
import LayoutDescription
import Testing

/// `waterfall` sections in the description format (Layout rules, R-WATERFALL): reading every field,
/// defaults, round trips, templates, validation, the schema, and solving to the engine's waterfall.
@Suite("Waterfall descriptions")
struct WaterfallDescriptionTests {
    /// The issue's form, verbatim.
    static let issueExample = """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 6
            contentInsets: {top: 0, leading: 8, bottom: 0, trailing: 8}
            waterfall:
              columns: 2
              spacing: 8
              itemHeights: [100, 50, 70, 30, 60, 40]
        """

    @Test("R-WATERFALL-1, R-WATERFALL-2, R-WATERFALL-4: the issue's example is golden")
    func issueExampleFrames() throws {
        let layout = try TestSupport.prepare(Self.issueExample, strict: true)
        // Columns (390 − 16 − 8) / 2 = 183 at x 8 and 199 (derivation in the Layout rules article).
        let expected: [(Double, Double, Double, Double)] = [
            (8, 0, 183, 100), (199, 0, 183, 50), (199, 58, 183, 70), (8, 108, 183, 30), (199, 136, 183, 60),
            (8, 146, 183, 40),
        ]
        for (item, frame) in expected.enumerated() {
            TestSupport.expect(
                layout.attributes(forItemAt: LayoutIndexPath(item: item, section: 0))?.frame, frame,
                "item \(item)")
        }
        #expect(layout.contentSize == Size(width: 390, height: 196))
    }

    @Test("Every field is read; absent fields take the defaults")
    func fields() throws {
        let text = """
            version: 1
            sections:
              - itemCount: 3
                waterfall:
                  minimumColumnWidth: 120
                  spacing: 4
                  itemSpacing: 6
                  columnSpacing: 10
                  itemHeights: [50, "fractionalWidth(3/2)", "estimated(80)", "absolute(12)"]
              - {itemCount: 2, waterfall: {}}
            """
        let description = try LayoutDescription.decoded(text)
        let waterfall = try #require(description.sections[0].waterfall)
        #expect(
            waterfall
                == WaterfallDescription(
                    minimumColumnWidth: 120, spacing: 4, itemSpacing: 6, columnSpacing: 10,
                    itemHeights: [.absolute(50), .fractionalWidth(1.5), .estimated(80), .absolute(12)]))
        let defaults = try #require(description.sections[1].waterfall)
        #expect(defaults == WaterfallDescription())
        #expect(defaults.waterfall.columns == .count(2))
        #expect(defaults.waterfall.itemSpacing == 0 && defaults.waterfall.columnSpacing == 0)
        #expect(defaults.waterfall.itemHeight(7) == .estimated(44))
        // `spacing` fills in whichever of itemSpacing and columnSpacing is absent.
        #expect(WaterfallDescription(spacing: 4, columnSpacing: 10).waterfall.itemSpacing == 4)
    }

    @Test("decode → encode → decode is exact in JSON and YAML, and absent fields stay absent")
    func roundTrip() throws {
        let sparse =
            "version: 1\nsections: [{itemCount: 2, waterfall: {columns: 3, itemHeights: [\"estimated(10)\"]}}]"
        for text in [Self.issueExample, sparse] {
            let description = try LayoutDescription.decoded(text)
            #expect(try LayoutDescription.decoded(description.jsonText()) == description)
            #expect(try LayoutDescription.decoded(description.yamlText()) == description)
        }
        let json = try LayoutDescription.decoded(sparse).jsonText()
        #expect(json.contains("\"estimated(10)\"") && !json.contains("spacing"))
    }

    @Test("A template's waterfall is inherited; a section's group replaces it")
    func templates() throws {
        let text = """
            version: 1
            templates:
              feed: {contentInsets: {top: 0, leading: 8, bottom: 0, trailing: 8}, waterfall: {columns: 2, spacing: 8, itemHeights: [100, 50, 70, 30, 60, 40]}}
            sections:
              - {template: feed, itemCount: 6}
              - {template: feed, itemCount: 1, group: \(TestSupport.rowGroup)}
            """
        let layout = try TestSupport.prepare(text, strict: true)
        // Section 0 is the issue's example (196 tall); section 1 is one 44-tall row of half width
        // inside the 8-pt insets: (8, 196, 187, 44).
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 5, section: 0))?.frame, (8, 146, 183, 40),
            "0.5")
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 1))?.frame, (8, 196, 187, 44),
            "1.0")
        #expect(layout.waterfallColumns(inSection: 1) == nil)
    }

    @Test(
        "Malformed waterfalls name the path and suggest the key",
        arguments: [
            MalformedCase(
                "a misspelt key", MalformedCase.section("{itemCount: 2, waterfall: {colums: 2}}"),
                "sections[0].waterfall.colums", "did you mean \"columns\"?"),
            MalformedCase(
                "columns and a minimum width",
                MalformedCase.section("{itemCount: 2, waterfall: {columns: 2, minimumColumnWidth: 100}}"),
                "sections[0].waterfall", "found both \"columns\" and \"minimumColumnWidth\""),
            MalformedCase(
                "a group and a waterfall",
                MalformedCase.section("{itemCount: 2, group: \(TestSupport.rowGroup), waterfall: {}}"),
                "sections[0]", "found both \"group\" and \"waterfall\""),
            MalformedCase(
                "no columns", MalformedCase.section("{itemCount: 2, waterfall: {columns: 0}}"),
                "sections[0].waterfall.columns", "expected an integer ≥ 1"),
            MalformedCase(
                "a negative spacing", MalformedCase.section("{itemCount: 2, waterfall: {spacing: -1}}"),
                "sections[0].waterfall.spacing", "expected a number ≥ 0"),
            MalformedCase(
                "a fractional height",
                MalformedCase.section("{itemCount: 2, waterfall: {itemHeights: [\"fractionalHeight(1)\"]}}"),
                "sections[0].waterfall.itemHeights[0]", "a waterfall item height is a number"),
            MalformedCase(
                "a misspelt height",
                MalformedCase.section("{itemCount: 2, waterfall: {itemHeights: [40, \"estimatd(4)\"]}}"),
                "sections[0].waterfall.itemHeights[1]", "did you mean \"estimated\"?"),
            MalformedCase(
                "a height that is no number",
                MalformedCase.section("{itemCount: 2, waterfall: {itemHeights: [true]}}"),
                "sections[0].waterfall.itemHeights[0]", "expected a number, or \"fractionalWidth(f)\""),
        ])
    func malformed(_ testCase: MalformedCase) {
        testCase.verify()
    }

    @Test("The schema describes the waterfall object and the item height strings")
    func schema() throws {
        let object =
            try JSONSerialization.jsonObject(with: Data(DescriptionSchema.jsonText.utf8)) as? [String: Any]
        let definitions = try #require(object?["$defs"] as? [String: Any])
        let waterfall = try #require(definitions["waterfall"] as? [String: Any])
        let properties = try #require(waterfall["properties"] as? [String: Any])
        #expect(
            Set(properties.keys) == [
                "columns", "minimumColumnWidth", "spacing", "itemSpacing", "columnSpacing", "itemHeights",
            ])
        let heights = try #require(properties["itemHeights"] as? [String: Any])
        let items = try #require(heights["items"] as? [String: Any])
        let choices = try #require(items["oneOf"] as? [[String: Any]])
        let pattern = try NSRegularExpression(pattern: try #require(choices.last?["pattern"] as? String))
        for (text, accepted) in [
            ("fractionalWidth(3/2)", true), ("estimated(120)", true), ("fractionalHeight(1)", false),
        ] {
            let found = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            #expect(found == accepted, "\(text)")
        }
        let section = try #require(definitions["section"] as? [String: Any])
        #expect((section["properties"] as? [String: Any])?["waterfall"] != nil)
    }

    @Test("R-WATERFALL-5: frames --sizes measures an estimated card and re-flows what follows")
    func sizesFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sizes = directory.appendingPathComponent("sizes.json").path
        try #"{"cells": {"0:4": {"height": 200}}}"#.write(toFile: sizes, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run([
            "frames", "--example", "photo-feed", "--sizes", sizes, "--format", "text",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // photo-feed (Tests/Fixtures/photo-feed.frames.md) with item 4 200 tall instead of 120:
        // items 0…3 keep their frames, next positions (519.25, 336.25); item 4 stays in column 1
        // at 336.25 (y 52 + 336.25 = 388.25), column 1 now ends at 336.25 + 200 + 8 = 544.25; item 5
        // takes column 0 at 519.25 (y 571.25), column 0 ends at 664.5; item 6 takes column 1 at
        // 544.25 (y 596.25).
        #expect(result.stdout.contains("cell 0.4 (199, 388.25, 183, 200)"))
        #expect(result.stdout.contains("cell 0.5 (8, 571.25, 183, 137.25)"))
        #expect(result.stdout.contains("cell 0.6 (199, 596.25, 183, 228.75)"))
    }
}
