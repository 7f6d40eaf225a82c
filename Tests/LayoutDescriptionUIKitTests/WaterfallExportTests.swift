import CollectionLayout
import Foundation
import LayoutDescription
import Testing
import UIKitCompatibility

/// `complayout swift` for waterfall sections: a custom group placed by a `waterfallFrames` helper
/// written into the generated file. `GeneratedWaterfallLayout.swift` is that file for
/// `Tests/Fixtures/swift-export/waterfall.yaml`, compiled into this test target: these tests check
/// that it is what the exporter writes and that its frames are the engine's, the proof that the
/// helper's restatement of the rule (R-WATERFALL-1, R-WATERFALL-2, R-WATERFALL-3, R-WATERFALL-4)
/// gives the engine's numbers. `.ci/swift-export-check` does the same for every fixture in the
/// Swift 5 and 6 language modes.
@Suite("Swift code export: waterfall sections")
@MainActor
struct WaterfallExportTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/swift-export/waterfall.yaml")

    static func fixtureDescription() throws -> LayoutDescription {
        try LayoutDescription.decode(try String(contentsOf: fixture, encoding: .utf8))
    }

    @Test("GeneratedWaterfallLayout.swift is what complayout swift writes for the fixture")
    func generatedFileIsCurrent() throws {
        let code = try SwiftCodeExport(functionName: "makeWaterfallFixtureLayout").code(
            for: try Self.fixtureDescription())
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("GeneratedWaterfallLayout.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        // The file starts with a comment saying how it was made; the code starts at the import.
        let generated = try #require(text.range(of: "import UIKitCompatibility\n"))
        #expect(
            String(text[generated.lowerBound...])
                == code.replacingOccurrences(of: "import UIKit\n", with: "import UIKitCompatibility\n"))
    }

    @Test("The generated code places every element where complayout frames does")
    func generatedFrames() throws {
        let description = try Self.fixtureDescription()
        let view = try DescribedView(makeWaterfallFixtureLayout(), for: description)
        let expected = try engineFrames(description)
        // 9 + 5 + 2 cells, a header and a background.
        #expect(expected.elements.count == 18)
        #expect(view.elements == expected.elements)
        #expect(Double(view.contentSize.height) == expected.contentSize.height)
    }

    @Test("The helpers come once, after the function; the adaptive one only for adaptive columns")
    func helpers() throws {
        let code = try SwiftCodeExport().code(for: try Self.fixtureDescription())
        #expect(code.components(separatedBy: "private func waterfallFrames(").count == 2)
        #expect(code.components(separatedBy: "private func waterfallColumnCount(").count == 2)
        #expect(
            code.range(of: "private func waterfallFrames(")!.lowerBound
                > code.range(of: "func makeLayout")!.lowerBound)
        // The comment names the description path and says the helper mirrors the engine's rule.
        #expect(code.contains("            // sections[0].waterfall\n"))
        #expect(code.contains("mirrors complayout's waterfall rule"))
        #expect(code.contains("R-WATERFALL-2"))
        // Fields a waterfall section does not use are named, not set (R-WATERFALL-7).
        #expect(code.contains("// Not used by a waterfall section: sections[1].interGroupSpacing.\n"))
        #expect(!code.contains("section.interGroupSpacing"))
        // Cells of the decorated section 1 are above its background (R-Z-1).
        #expect(code.contains("NSCollectionLayoutGroupCustomItem(frame: $0, zIndex: 1)"))

        let fixed = try SwiftCodeExport().code(
            for: try LayoutDescription.decode(try #require(BuiltInExamples.text(named: "photo-feed"))))
        #expect(fixed.contains("columns: 2, width: waterfallWidth"))
        #expect(!fixed.contains("waterfallColumnCount"))
        // A waterfall section needs the environment: a provider, even for one section.
        #expect(fixed.contains("UICollectionViewCompositionalLayout { _, layoutEnvironment in"))
        let grid = try SwiftCodeExport().code(
            for: try LayoutDescription.decode(try #require(BuiltInExamples.text(named: "photo-grid"))))
        #expect(!grid.contains("waterfall"))
    }

    @Test("Waterfall sections differing only in their item count get cases of their own")
    func itemCountsDistinguishSections() throws {
        let description = try LayoutDescription.decode(
            """
            version: 1
            templates:
              photos: {waterfall: {columns: 2, itemHeights: [100, 40]}}
            sections:
              - {template: photos, itemCount: 3}
              - {template: photos, itemCount: 3}
              - {template: photos, itemCount: 5}
            """)
        let code = try SwiftCodeExport().code(for: description)
        #expect(code.contains("        case 0, 1:\n"))
        #expect(code.contains("        case 2:\n"))
        #expect(code.contains("itemCount: 5, heights: waterfallHeights"))
        // The path is the template's, where the waterfall was written.
        #expect(code.contains("            // templates.photos.waterfall\n"))
    }
}
