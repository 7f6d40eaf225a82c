import Foundation
import Testing

/// End-to-end tests of `complayout render --transition-to`.
@Suite("complayout render --transition-to")
struct RenderTransitionTests {
    /// Four rows 390 × 100.
    static let list = """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 4
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(100)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
        """

    /// The same four items in two columns 195 × 100.
    static let grid = """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 4
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(100)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}}
        """

    func render(_ extra: [String]) throws -> CLIProcess.Result {
        try CLIProcess.run(writing: [("list.yaml", Self.list), ("grid.yaml", Self.grid)]) { paths in
            ["render", paths[0], "--transition-to", paths[1]] + extra
        }
    }

    @Test("R-TRANS-1: one SVG frame at --progress 0.5 draws every cell between its two frames")
    func svgFrame() throws {
        let result = try render(["--progress", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        // Item 3: (0, 300, 390, 100) → (195, 100, 195, 100): (97.5, 200, 292.5, 100) half-way.
        #expect(result.stdout.contains("<title>cell 0.3 (97.5, 200, 292.5, 100) z 0</title>"))
        // Content heights 400 and 200: 300 half-way, plus 24 of padding on each side.
        #expect(result.stdout.contains("t = 0.5"))
    }

    @Test("R-TRANS-4: HTML shows before and after side by side by default")
    func htmlBeforeAndAfter() throws {
        let result = try render(["--format", "html"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.components(separatedBy: "class=\"layout-picture\"").count - 1 == 2)
        #expect(result.stdout.contains("<title>cell 0.3 (0, 300, 390, 100) z 0</title>"))
        #expect(result.stdout.contains("<title>cell 0.3 (195, 100, 195, 100) z 0</title>"))
    }

    @Test(
        "Usage errors exit 64",
        arguments: [
            ["--format", "svg"], ["--progress", "2"], ["--progress", "0.5", "--offset", "0,10"],
            ["--progress", "0.5", "--transition-to-example", "photo-grid"],
        ])
    func usage(_ extra: [String]) throws {
        let result = try render(extra)
        #expect(result.status == 64, "\(extra): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--progress without a second description exits 64")
    func progressAlone() throws {
        let result = try CLIProcess.run(["render", "--example", "photo-grid", "--progress", "0.5"])
        #expect(result.status == 64)
    }
}
