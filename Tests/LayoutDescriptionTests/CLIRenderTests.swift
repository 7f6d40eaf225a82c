import Foundation
import Testing

/// End-to-end tests of `complayout render`: SVG and HTML output, formats, files, scroll positions.
@Suite("complayout render")
struct CLIRenderTests {
    private func render(_ fixture: String, _ options: [String] = []) throws -> CLIRunner.Result {
        let input = Array(try TestSupport.file("Tests/Fixtures/rule-examples/\(fixture).yaml").utf8)
        return try CLIRunner.run(["render", "-"] + options, input: input)
    }

    /// The `<g class="…" data-e="…">` groups of an SVG, in drawing order, as `class x y` strings.
    private func drawn(_ svg: String) -> [String] {
        svg.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("<g class=\""), line.contains("data-e=") else { return nil }
            let category = line.dropFirst(10).prefix { $0 != "\"" }
            guard let rect = line.range(of: "<rect x=\"") else { return nil }
            let numbers = line[rect.upperBound...].split(separator: "\"")
            return "\(category) \(numbers[0]) \(numbers[2])"
        }
    }

    @Test("SVG by default, deterministic; decorations drawn behind cells (R-Z-6)")
    func svgDecoration() throws {
        let first = try render("R-DECOR-1")
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(first.stdout == (try render("R-DECOR-1")).stdout)
        // R-DECOR-1: decoration (5, 5, …) first, then the cells at y 12, 56, 100.
        #expect(drawn(first.stdout) == ["decoration 5 5", "cell 12 12", "cell 12 56", "cell 12 100"])
    }

    @Test("Badges are drawn on top of their cells")
    func badgesOnTop() throws {
        let result = try render("R-ANCHOR-badge")
        #expect(
            drawn(result.stdout) == [
                "cell 16 10", "cell 195 10", "supplementary 181 4", "supplementary 360 4",
            ])
        // The tooltip names the category, kind, index path, frame and zIndex.
        #expect(result.stdout.contains("<title>supplementary badge 0.1 (360, 4, 20, 20) z 1</title>"))
    }

    @Test("-o FILE.html writes an HTML page, FILE.svg an SVG picture; --format html on standard output")
    func htmlFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("app.html").path
        let result = try CLIRunner.run(["render", "--example", "photo-grid", "-o", page])
        #expect(result.status == 0 && result.stdout.isEmpty)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>example photo-grid</title>"))
        let svgPath = directory.appendingPathComponent("app.html.svg").path
        _ = try CLIRunner.run(["render", "--example", "photo-grid", "-o", svgPath])
        #expect(try String(contentsOfFile: svgPath, encoding: .utf8).hasPrefix("<svg"))
        let forced = try CLIRunner.run(["render", "--example", "photo-grid", "--format", "html"])
        #expect(forced.stdout.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("--orthogonal-offset draws the viewport and the row at its settled offset")
    func scrolledRow() throws {
        let result = try render("R-ORTHO-2_R-ORTHO-4", ["--orthogonal-offset", "0:644"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("<g class=\"viewport\">"))
        #expect(result.stdout.contains("viewport (0, 0, 390, 844)"))
        // Context first, shifted by −644: 0.0 at 16 − 644 = −628, 0.4 … 0.9 at 1304 − 644 = 660,
        // 982, 1304, 1626, 1948 (outside the viewport, dimmed); then the displayed 0.1 at
        // 338 − 644 = −306, 0.2 at 16 and 0.3 at 338.
        #expect(
            drawn(result.stdout) == [
                "cell -628 0", "cell 660 0", "cell 982 0", "cell 1304 0", "cell 1626 0", "cell 1948 0",
                "cell 2270 0", "cell -306 0", "cell 16 0", "cell 338 0",
            ])
    }

    @Test("--offset draws the rest of the layout at its layout frames outside the viewport")
    func offsetContext() throws {
        let result = try render("R-PIN-2_R-PIN-3_R-PIN-4", ["--offset", "0,1020"])
        let elements = drawn(result.stdout)
        // Cell 0.0 (0, 44) lies above the viewport 1020…1864: drawn at its layout frame, dimmed.
        #expect(elements.contains("cell 0 44"))
        // Header 0 is drawn once, pinned at 1000, not also at its natural 0.
        #expect(elements.contains("supplementary 0 1000"))
        #expect(!elements.contains("supplementary 0 0"))
        #expect(result.stdout.contains("viewport (0, 1020, 390, 844)"))
    }

    @Test(
        "Bad render flags exit 64",
        arguments: [
            ["--format", "png"], ["--offset", "x"], ["--orthogonal-offset", "0"], ["--picture-scale", "0"],
            ["--orthogonal-offset", "5:1"],
        ])
    func badFlags(_ options: [String]) throws {
        let result = try render("R-ORTHO-2_R-ORTHO-4", options)
        #expect(result.status == 64, "\(options): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("An invalid description exits 65 with the path")
    func invalid() throws {
        let result = try CLIRunner.run(
            ["render", "-"], input: Array("version: 1\nsections: [{itemCount: -1}]\n".utf8))
        #expect(result.status == 65)
        #expect(result.stderr.contains("sections[0].itemCount"))
    }
}
