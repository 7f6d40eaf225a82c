import CollectionLayout
import Foundation
import LayoutPlayground
import Testing

/// `/api/visible` places the same headless collection view as `complayout frames --visible`
/// (R-SCROLL-2, R-SCROLL-3, R-RTL-3), and tells the page the adjusted content inset.
@Suite("Playground scroll position")
struct PlaygroundScrollTests {
    /// 20 cells of 100 pt in a horizontal right-to-left layout, bounds 390 × 300, safe area
    /// leading 40 / trailing 10.
    static let rightToLeft = """
        version: 1
        environment: {width: 390, height: 300, layoutDirection: rightToLeft,
                      safeAreaInsets: {top: 0, leading: 40, bottom: 0, trailing: 10}}
        configuration: {scrollDirection: horizontal}
        sections:
          - itemCount: 20
            group:
              horizontal:
                size: {width: "absolute(100)", height: "fractionalHeight(1)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
        """

    @Test("R-RTL-3: a horizontal right-to-left layout starts at x 1650, as frames --visible says")
    func rightToLeftStart() throws {
        let (json, viewport) = try PlaygroundAPI.display(
            Array(Self.rightToLeft.utf8), options: PlaygroundOptions())
        // Content width 2000; the safe area's leading edge is on the right, so the adjusted inset is
        // left 10 / right 40 (R-SCROLL-2); range [−10, 2000 + 40 − 390] = [−10, 1650]; start at 1650.
        #expect(
            viewport.adjustedContentInset
                == DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40))
        #expect(
            viewport.json.contains(
                "\"adjustedContentInset\": {\"top\": 0, \"leading\": 10, \"bottom\": 0, \"trailing\": 40}"))
        #expect(json.contains("\"contentOffset\": {\"x\": 1650, \"y\": 0}"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rtl-\(UUID().uuidString).yaml")
        try Data(Self.rightToLeft.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(json == (try CLIRunner.output(["frames", file.path, "--visible"])))
    }
}
