import Foundation
import Testing

/// End-to-end tests of what `complayout render` draws: zoom, orthogonal rows, estimated sizes,
/// the legend.
@Suite("complayout render: zoom, rows, dashes, legend")
struct RenderPictureTests {
    /// The `width` attribute of the picture's root `<svg class="layout-picture">`.
    private func pictureWidth(_ text: String) -> String? {
        guard let root = text.range(of: "class=\"layout-picture\" width=\"") else { return nil }
        return String(text[root.upperBound...].prefix { $0 != "\"" })
    }

    @Test("--zoom: 1 for SVG and 2 for HTML by default; --picture-scale is its former name")
    func zoom() throws {
        // photo-grid: 390 points wide plus 24 points of padding on each side = 438.
        let svg = try CLIProcess.run(["render", "--example", "photo-grid"])
        #expect(svg.status == 0 && pictureWidth(svg.stdout) == "438")
        let html = try CLIProcess.run(["render", "--example", "photo-grid", "--format", "html"])
        #expect(pictureWidth(html.stdout) == "876")
        let zoomed = try CLIProcess.run(["render", "--example", "photo-grid", "--zoom", "3"])
        #expect(pictureWidth(zoomed.stdout) == "1314")
        let former = try CLIProcess.run(["render", "--example", "photo-grid", "--picture-scale", "2"])
        #expect(pictureWidth(former.stdout) == "876")
        let htmlAtOne = try CLIProcess.run([
            "render", "--example", "photo-grid", "--format", "html", "--zoom", "1",
        ])
        #expect(pictureWidth(htmlAtOne.stdout) == "438")
    }

    @Test(
        "Bad zoom flags exit 64",
        arguments: [["--zoom", "0"], ["--zoom", "21"], ["--zoom", "2", "--picture-scale", "2"]])
    func badZoom(_ options: [String]) throws {
        let result = try CLIProcess.run(["render", "--example", "photo-grid"] + options)
        #expect(result.status == 64, "\(options): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("Rows are veiled outside the width and labelled with behaviour and offset; the header is dashed")
    func rows() throws {
        let plain = try CLIProcess.run(["render", "--example", "app-store"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains(">section 0 · groupPagingCentered ↔</text>"))
        #expect(plain.stdout.contains(">section 2 · groupPaging ↔</text>"))
        #expect(plain.stdout.components(separatedBy: "class=\"row-veil\"").count - 1 == 6)
        // Section 1's header is estimated(68): dashed; section 2's is absolute(44): solid.
        let lines = plain.stdout.split(separator: "\n")
        let header1 = lines.first { $0.contains("<title>supplementary header 1.0 ") }
        let header2 = lines.first { $0.contains("<title>supplementary header 2.0 ") }
        #expect(header1?.contains("stroke-dasharray=\"6 3\"") == true)
        #expect(header1?.contains("· estimated height</title>") == true)
        #expect(header2?.contains("stroke-dasharray") == false)
        #expect(plain.stdout.contains(">estimated size (dashed)</text>"))
        // The featured row asked to 300 rests at 357.5, its second group centred.
        let scrolled = try CLIProcess.run([
            "render", "--example", "app-store", "--orthogonal-offset", "0:300",
        ])
        #expect(scrolled.stdout.contains(">section 0 · groupPagingCentered ↔ · offset 357.5</text>"))
    }

    @Test("--sizes: measured elements are drawn solid at their measured size, with or without a position")
    func sizes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sizes-\(UUID().uuidString).json")
        try Data(#"{"supplementaries": {"header:1:0": {"height": 90}}}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for position in [[], ["--offset", "0,0"]] {
            let result = try CLIProcess.run(
                ["render", "--example", "app-store", "--sizes", file.path] + position)
            #expect(result.status == 0, "\(position): \(result.stderr)")
            let header = result.stdout.split(separator: "\n").first {
                $0.contains("<title>supplementary header 1.0 ")
            }
            // The header of estimated height 68 measured at 90, full width less the 16-point insets,
            // below section 0 (top inset 8 + group 300 + bottom inset 16 + 1-point separator = 325).
            #expect(
                header?.contains("<title>supplementary header 1.0 (16, 325, 358, 90) z 1</title>") == true,
                "\(position)")
            #expect(header?.contains("stroke-dasharray") == false, "\(position)")
        }
        let unknown = try CLIProcess.run([
            "render", "--example", "app-store", "--sizes", "/nonexistent/sizes.json",
        ])
        #expect(unknown.status == 64)
    }
}
