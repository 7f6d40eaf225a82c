import CollectionLayout
import Foundation
import LayoutDescription
import Testing

/// `filter-chips` against its hand-derived frames (`Tests/Fixtures/filter-chips.frames.md`): the
/// chips re-flow at the example's own sizes the same way through the library, `frames --sizes`,
/// `frames --visible --sizes` and `render --sizes` (R-FLOW-2, R-SIZING-5).
@Suite("filter-chips")
struct FilterChipsTests {
    static func text() throws -> String { try #require(BuiltInExamples.text(named: "filter-chips")) }
    static func sizesText() throws -> String {
        try #require(BuiltInExamples.sizesText(named: "filter-chips"))
    }

    /// The golden elements: (section, item, kind, x, y, width, height), in query order.
    static func golden() throws -> (contentSize: Size, elements: [(Int, Int, String?, Rect)]) {
        let golden = try DescriptionValue.parse(
            try TestSupport.file("Tests/Fixtures/filter-chips.frames.json"))
        guard case .number(let width)? = golden["contentSize"]?["width"],
            case .number(let height)? = golden["contentSize"]?["height"],
            case .array(let elements)? = golden["elements"]
        else { throw DescriptionError(problems: []) }
        let parsed = elements.compactMap { element -> (Int, Int, String?, Rect)? in
            guard case .number(let section)? = element["section"], case .number(let item)? = element["item"],
                let frame = element["frame"], case .number(let x)? = frame["x"],
                case .number(let y)? = frame["y"], case .number(let w)? = frame["width"],
                case .number(let h)? = frame["height"]
            else { return nil }
            var kind: String?
            if case .string(let name)? = element["kind"] { kind = name }
            return (Int(section), Int(item), kind, Rect(x: x, y: y, width: w, height: h))
        }
        #expect(parsed.count == elements.count)
        return (Size(width: width, height: height), parsed)
    }

    /// The "all measured" layout with the example's sizes, as `frames --sizes` solves it.
    static func measured() throws -> PreparedLayout {
        let resolved = try LayoutDescription.decode(try text()).resolve()
        let sizes = try SizesDescription.decode(try sizesText())
        let resolution = try sizes.resolve(in: try resolved.prepare(strict: true))
        #expect(resolution.ignored.isEmpty)
        return try resolved.prepare(strict: true, measurements: resolution.measurements)
    }

    @Test("R-FLOW-2: measured with its sizes, the chips re-flow into the golden rows")
    func golden() throws {
        let layout = try Self.measured()
        let golden = try Self.golden()
        #expect(layout.contentSize == golden.contentSize)
        let actual = layout.allElements()
        #expect(actual.count == golden.elements.count)
        for (element, (section, item, kind, frame)) in zip(actual, golden.elements) {
            #expect(element.indexPath == LayoutIndexPath(item: item, section: section))
            #expect(element.elementKind == kind)
            TestSupport.expect(
                element.frame, (frame.minX, frame.minY, frame.width, frame.height), tolerance: 1e-9,
                "\(element.indexPath)")
        }
    }

    @Test("R-FLOW-7: unmeasured, 4 chips of 80 fill each row; the content is 844 tall")
    func unmeasured() throws {
        let layout = try TestSupport.prepare(try Self.text(), strict: true)
        // (358 + 8) / (80 + 8) = 4.16 → 4 chips a row, at x 16 + 88 k and y 52 + 40 r.
        for item in 0..<12 {
            TestSupport.expect(
                layout.attributes(forItemAt: LayoutIndexPath(item: item, section: 0))?.frame,
                (16 + 88 * Double(item % 4), 52 + 40 * Double(item / 4), 80, 32), "chip \(item)")
        }
        // Section 0 ends at 132 + 32 + 8 = 172; rows at 172 + 56 k; content 172 + 12 × 56 = 844.
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 1))?.frame, (0, 172, 390, 56),
            "row 0")
        #expect(layout.contentSize == Size(width: 390, height: 844))
    }

    @Test("complayout examples --sizes prints the shipped sizes; frames --sizes prints the golden")
    func framesWithTheExamplesSizes() throws {
        let sizes = try CLIRunner.run(["examples", "filter-chips", "--sizes"])
        #expect(sizes.status == 0)
        #expect(sizes.stdout == (try TestSupport.file("Examples/filter-chips.sizes.json")))
        let frames = try CLIRunner.run(
            ["frames", "--example", "filter-chips", "--sizes", "-"], input: sizes.stdout)
        #expect(frames.status == 0 && frames.stderr.isEmpty, "\(frames.stderr)")
        #expect(frames.stdout == (try TestSupport.file("Tests/Fixtures/filter-chips.frames.json")))
        let none = try CLIRunner.run(["examples", "photo-grid", "--sizes"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("ships no sizes (examples with sizes: filter-chips)"))
    }

    @Test("R-FLOW-2: frames --visible --sizes measures what it shows: the golden rows at offset 40")
    func visibleWithSizes() throws {
        let sizesFile = TestSupport.root.appendingPathComponent("Examples/filter-chips.sizes.json").path
        let visible = try CLIRunner.run([
            "frames", "--example", "filter-chips", "--visible", "--offset", "0,40", "--sizes", sizesFile,
            "--format", "text",
        ])
        #expect(visible.status == 0, "\(visible.stderr)")
        // Viewport 40…884: everything is on screen, so every listed chip is measured and the
        // frames are the golden ones (the first visible cell, chip 0, does not move).
        let lines = visible.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("cell 0.9 (208, 132, 136, 32) z 0"))
        #expect(lines.contains("cell 0.11 (96, 172, 60, 32) z 0"))
        #expect(lines.contains("cell 1.11 (0, 828, 390, 56) z 0"))
        #expect(lines.first == "contentSize 390 × 884")
    }

    @Test("R-FLOW-2: render --sizes draws the re-flowed chips")
    func renderWithSizes() throws {
        let sizesFile = TestSupport.root.appendingPathComponent("Examples/filter-chips.sizes.json").path
        let measured = try CLIRunner.run(["render", "--example", "filter-chips", "--sizes", sizesFile])
        let unmeasured = try CLIRunner.run(["render", "--example", "filter-chips"])
        #expect(measured.status == 0 && unmeasured.status == 0)
        // Chip 9 at its measured 136 pt, on the third row.
        #expect(measured.stdout.contains(#"x="208" y="132" width="136" height="32""#))
        #expect(!unmeasured.stdout.contains(#"width="136""#))
    }
}
