import CollectionLayout
import Foundation
import LayoutDescription
import LayoutDescriptionUIKit
import Testing
import UIKitCompatibility

/// `filter-chips` measured with its own sizes through the UIKit builder and through the code
/// `complayout swift` writes (`GeneratedFilterChipsLayout.swift`): a chip row re-flows in the
/// facade's collection view exactly as `complayout frames --sizes` lays it out (R-FLOW-2). On a
/// device UIKit re-flows natively; here both run on the headless view.
@Suite("Re-flowing chips through LayoutDescriptionUIKit and complayout swift")
@MainActor
struct FlowSurfaceTests {
    static func description() throws -> LayoutDescription {
        try LayoutDescription.decode(try #require(BuiltInExamples.text(named: "filter-chips")))
    }

    static func sizes() throws -> SizesDescription {
        try SizesDescription.decode(try #require(BuiltInExamples.sizesText(named: "filter-chips")))
    }

    /// What `complayout frames --sizes` prints: the "all measured" layout, sorted.
    static func measuredFrames() throws -> (elements: [Placed], contentSize: Size) {
        let resolved = try description().resolve()
        let measurements = try sizes().resolve(in: try resolved.prepare()).measurements
        let prepared = try resolved.prepare(measurements: measurements)
        return (prepared.allElements().map(Placed.init).sorted(), prepared.contentSize)
    }

    /// A collection view around `layout` measuring its cells with the example's sizes, as an app's
    /// `preferredSizeProvider` answers from its cells.
    static func measuredView(_ layout: UICollectionViewCompositionalLayout) throws -> DescribedView {
        let view = try DescribedView(layout, for: try description())
        let sizes = try sizes()
        view.view.preferredSizeProvider = { indexPath, proposed in
            guard
                let entry = sizes.cells[LayoutIndexPath(item: indexPath.item, section: indexPath.section)]
            else { return nil }
            return CGSize(width: entry.width ?? proposed.width, height: entry.height ?? proposed.height)
        }
        return view
    }

    @Test("R-FLOW-2: the builder's layout re-flows the chips as frames --sizes does")
    func builder() throws {
        let view = try Self.measuredView(
            try UICollectionViewCompositionalLayout(description: Self.description()))
        let expected = try Self.measuredFrames()
        // 1 header, 12 chips, 12 rows; every one is on screen at the initial offset, so the view
        // measures every chip (content 884 tall, the last row starts at 828 < 844).
        #expect(expected.elements.count == 25)
        #expect(view.elements == expected.elements)
        #expect(Double(view.contentSize.height) == expected.contentSize.height)
        // Chip 9 (136 wide) starts the third line at x 16 + 96 + 8 + 80 + 8 = 208, y 52 + 2 × 40 = 132.
        #expect(
            view.elements.contains {
                $0.category == "cell" && $0.item == 9 && $0.frame == [208, 132, 136, 32]
            })
    }

    @Test("R-FLOW-2: the code complayout swift writes re-flows the chips as frames --sizes does")
    func generatedCode() throws {
        let view = try Self.measuredView(makeFilterChipsLayout())
        let expected = try Self.measuredFrames()
        #expect(view.elements == expected.elements)
        #expect(Double(view.contentSize.height) == expected.contentSize.height)
    }

    @Test("GeneratedFilterChipsLayout.swift is what complayout swift writes for filter-chips")
    func generatedFileIsCurrent() throws {
        let code = try SwiftCodeExport(functionName: "makeFilterChipsLayout").code(
            for: try Self.description())
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("GeneratedFilterChipsLayout.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        let generated = try #require(text.range(of: "import UIKitCompatibility\n"))
        #expect(
            String(text[generated.lowerBound...])
                == code.replacingOccurrences(of: "import UIKit\n", with: "import UIKitCompatibility\n"))
    }
}
