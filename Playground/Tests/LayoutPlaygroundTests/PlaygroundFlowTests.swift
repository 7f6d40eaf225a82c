import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutDescription
import LayoutPlayground
import Testing

/// The playground with the sizes an example ships: `filter-chips`' chips re-flow into rows at their
/// measured widths exactly as `complayout frames --sizes` lays them out (R-FLOW-2, R-SIZING-5).
@Suite("Playground flow with the example's sizes")
struct PlaygroundFlowTests {
    func send(_ uri: String, method: HTTPRequest.Method = .post, body: String = "") async throws -> (
        status: Int, body: String
    ) {
        let app = Application(router: PlaygroundServer().router())
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: method, body: ByteBuffer(string: body)) { response in
                (response.status.code, String(buffer: response.body))
            }
        }
    }

    /// The repository root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// filter-chips' own sizes, percent-encoded for a query.
    static func sizesQuery() throws -> String {
        let sizes = try #require(BuiltInExamples.sizesText(named: "filter-chips"))
        return "sizes=" + (sizes.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    @Test("/api/examples carries the sizes an example ships, null for the others")
    func examplesCarrySizes() async throws {
        let answer = try await send("/api/examples", method: .get)
        #expect(answer.status == 200)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        let examples = try #require(json["examples"] as? [[String: Any]])
        let chips = try #require(examples.first { $0["name"] as? String == "filter-chips" })
        #expect(chips["sizes"] as? String == BuiltInExamples.sizesText(named: "filter-chips"))
        let grid = try #require(examples.first { $0["name"] as? String == "photo-grid" })
        #expect(grid["sizes"] is NSNull)
    }

    @Test("R-FLOW-2: /api/frames with the example's sizes is the golden, as frames --sizes prints it")
    func framesEqualCLI() async throws {
        let text = try #require(BuiltInExamples.text(named: "filter-chips"))
        let frames = try await send("/api/frames?" + Self.sizesQuery(), body: text)
        #expect(frames.status == 200)
        let golden = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/filter-chips.frames.json"),
            encoding: .utf8)
        #expect(frames.body == golden)
        let sizesFile = Self.root.appendingPathComponent("Examples/filter-chips.sizes.json").path
        #expect(
            frames.body
                == (try CLIRunner.output(["frames", "--example", "filter-chips", "--sizes", sizesFile])))
    }

    @Test("R-FLOW-2: /api/visible and /api/picture with sizes equal frames --visible and render --sizes")
    func visibleAndPictureEqualCLI() async throws {
        let text = try #require(BuiltInExamples.text(named: "filter-chips"))
        let sizesFile = Self.root.appendingPathComponent("Examples/filter-chips.sizes.json").path
        let visible = try await send("/api/visible?offset=0,40&" + Self.sizesQuery(), body: text)
        #expect(visible.status == 200)
        #expect(
            visible.body
                == (try CLIRunner.output([
                    "frames", "--example", "filter-chips", "--visible", "--offset", "0,40", "--sizes",
                    sizesFile,
                ])))
        // The picture draws the measured layout: chip 9 re-flowed to (208, 132) at its 136-pt width.
        let measured = try await send("/api/picture?" + Self.sizesQuery(), body: text)
        let unmeasured = try await send("/api/picture", body: text)
        #expect(measured.status == 200 && unmeasured.status == 200)
        let rendered = try CLIRunner.output([
            "render", "--example", "filter-chips", "--format", "svg", "--sizes", sizesFile,
        ])
        #expect(Self.rects(measured.body) == Self.rects(rendered))
        #expect(Self.rects(measured.body) != Self.rects(unmeasured.body))
    }

    /// The `<rect …>` elements of an SVG picture, without its title.
    static func rects(_ svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains("<rect") }
    }
}
