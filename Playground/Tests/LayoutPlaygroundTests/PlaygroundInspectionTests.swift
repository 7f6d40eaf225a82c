import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutPlayground
import Testing

/// The inspector's routes: colours and styles from LayoutRendering, list rows, the insets and
/// spacing overlay, section sources, and the exported picture.
@Suite("Playground inspector routes")
struct PlaygroundInspectionTests {
    func send(_ uri: String, method: HTTPRequest.Method = .post, body: String? = nil) async throws -> (
        status: Int, body: String, headers: HTTPFields
    ) {
        let app = Application(router: PlaygroundServer().router())
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: method, body: body.map { ByteBuffer(string: $0) }) {
                response in
                (response.status.code, String(buffer: response.body), response.headers)
            }
        }
    }

    func inspect(_ text: String) async throws -> [String: Any] {
        let answer = try await send("/api/inspect", body: text)
        #expect(answer.status == 200, "\(answer.body)")
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    /// A header with an estimated height, a background decoration, a template giving the spacing.
    static let rows = """
        version: 1
        environment: {width: 300, height: 600}
        templates:
          rows:
            interGroupSpacing: 10
        sections:
          - template: rows
            itemCount: 3
            contentInsets: {top: 20, leading: 20, bottom: 20, trailing: 20}
            decorationItems: [{background: band}]
            boundarySupplementaryItems:
              - {kind: header, size: {width: "fractionalWidth(1)", height: "estimated(40)"}, alignment: top}
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(50)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
        """

    @Test("Kinds take the render palette in the order the layout shows them; estimates are marked")
    func colours() async throws {
        let look = try await inspect(Self.rows)
        let colors = try #require(look["colors"] as? [String: String])
        #expect(colors["cell"] == "#2f6fc4")  // RenderColorScheme.standard's cells
        // Element order puts a section's decorations before its boundary items (R-QUERY-3): the
        // background takes palette colour 0 (orange), the header colour 1 (green).
        let kinds = try #require(look["kinds"] as? [[String: String]])
        #expect(
            kinds == [
                ["category": "decoration", "kind": "band", "color": "#e07b00"],
                ["category": "supplementary", "kind": "header", "color": "#2e9e44"],
            ])
        // The header's height is estimated(40) and nothing measured it; the cells are exact.
        let estimated = try #require(look["estimated"] as? [String: [String]])
        #expect(estimated == ["supplementary|header|0.0": ["height"]])
        let styles = try #require(look["styles"] as? [String: Any])
        #expect(styles["estimatedDash"] as? [Double] == [6, 3])
        let legend = try #require(look["legend"] as? [[String: Any]])
        #expect(legend.first?["title"] as? String == "cell")
        #expect(legend.first?["count"] as? Int == 3)
    }

    @Test("The overlay shows the section's insets and the spacing between its groups")
    func spacing() async throws {
        let look = try await inspect(Self.rows)
        let sections = try #require(look["spacing"] as? [[String: Any]])
        #expect(sections.count == 1)
        let section = try #require(sections.first)
        func rect(_ value: Any?) -> [Double] {
            guard let frame = value as? [String: Double] else { return [] }
            return [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
        }
        // The header follows the content insets: y 20, height 40; cells at y 60, 120, 180 (50 tall,
        // 10 apart), the last ends at 230, the bottom inset ends the section at 250.
        #expect(rect(section["frame"]) == [0, 0, 300, 250])
        // The cells' box: x 20 … 280, y 60 … 230.
        #expect(rect(section["content"]) == [20, 60, 260, 170])
        // The spacing: 110 … 120 and 170 … 180, across the content box.
        let gaps = (section["gaps"] as? [Any] ?? []).map(rect)
        #expect(gaps == [[20, 110, 260, 10], [20, 170, 260, 10]])
    }

    @Test("An orthogonal row's spacing lies along the row, from its unscrolled frames")
    func rowSpacing() async throws {
        let text = """
            version: 1
            environment: {width: 300, height: 600}
            sections:
              - itemCount: 3
                orthogonalScrollingBehavior: continuous
                contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
                interGroupSpacing: 10
                group:
                  horizontal:
                    size: {width: "absolute(100)", height: "absolute(50)"}
                    subitems:
                      - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
            """
        let look = try await inspect(text)
        let section = try #require((look["spacing"] as? [[String: Any]])?.first)
        func rect(_ value: Any?) -> [Double] {
            guard let frame = value as? [String: Double] else { return [] }
            return [frame["x"], frame["y"], frame["width"], frame["height"]].compactMap { $0 }
        }
        #expect(section["orthogonal"] as? Bool == true)
        // Groups at x 16, 126 (16 + 100 + 10) and 236; the row's content runs 16 … 336, 50 tall.
        #expect(rect(section["content"]) == [16, 0, 320, 50])
        #expect((section["gaps"] as? [Any])?.isEmpty == true)
        // The spacing: 116 … 126 and 226 … 236.
        #expect((section["rowGaps"] as? [Any] ?? []).map(rect) == [[116, 0, 10, 50], [226, 0, 10, 50]])
    }

    @Test("Each section knows where it and its template are written, and what produces it")
    func sources() async throws {
        let look = try await inspect(Self.rows)
        let sections = try #require(look["sections"] as? [[String: Any]])
        let section = try #require(sections.first)
        // `  - template: rows` is line 7; the entry's mapping starts at column 5, after "  - ".
        #expect(section["line"] as? Int == 7)
        #expect(section["column"] as? Int == 5)
        // The template's key `rows` is line 4, column 3.
        #expect(section["templates"] as? [String] == ["rows"])
        #expect(section["templateLine"] as? Int == 4)
        #expect(section["templateColumn"] as? Int == 3)
        let fields = try #require(section["fields"] as? [[String]])
        #expect(
            fields == [
                ["itemCount", "3"], ["contentInsets", "20 20 20 20"], ["interGroupSpacing", "10"],
                ["horizontal group", "fractionalWidth(1) × absolute(50)"],
                ["  item", "fractionalWidth(1) × fractionalHeight(1)"],
            ])
    }

    @Test("List rows carry their separators and the corners of the rounded background")
    func listRows() async throws {
        let text = """
            version: 1
            environment: {width: 300, height: 600}
            sections:
              - itemCount: 3
                list: {appearance: insetGrouped}
            """
        let look = try await inspect(text)
        let lists = try #require(look["lists"] as? [[String: Any]])
        let radius = try #require(lists.first?["cornerRadius"] as? Double)
        #expect(radius > 0)
        let rows = try #require(look["listRows"] as? [String: [String: Any]])
        // The first row has no separator; the others one along their top edge (relative y 0).
        #expect(rows["cell||0.0"]?["separator"] is NSNull)
        for item in 1...2 {
            let line = try #require(rows["cell||0.\(item)"]?["separator"] as? [Double])
            #expect(line[1] == 0 && line[3] == 0)
        }
        // Rounded where the rows meet the background's corners: the first row on top, the last below.
        #expect(rows["cell||0.0"]?["radii"] as? [Double] == [radius, radius, 0, 0])
        #expect(rows["cell||0.1"]?["radii"] as? [Double] == [0, 0, 0, 0])
        #expect(rows["cell||0.2"]?["radii"] as? [Double] == [0, 0, radius, radius])
    }

    @Test("An invalid description is a located 400 on the inspector's routes too")
    func invalid() async throws {
        for route in ["/api/inspect", "/api/picture"] {
            let answer = try await send(route, body: "version: 1\nsections:\n  - itemCount: -1\n")
            #expect(answer.status == 400, "\(route)")
            #expect(answer.body.contains("\"problems\""), "\(route)")
        }
    }

    @Test("POST /api/picture is the SVG picture with its legend")
    func picture() async throws {
        let answer = try await send("/api/picture", body: Self.rows)
        #expect(answer.status == 200)
        #expect(answer.headers[.contentType] == "image/svg+xml; charset=utf-8")
        #expect(answer.body.contains("<svg"))
        #expect(answer.body.contains("header"))
    }

    @Test("The page's scripts and style come from the bundle's resource files")
    func resources() async throws {
        #expect(PlaygroundPage.scriptFiles.count == 7)
        for text in [PlaygroundPage.html, PlaygroundPage.style, PlaygroundPage.script] {
            #expect(!text.contains("missing from its bundle"))
        }
        let script = try await send("/playground.js", method: .get)
        #expect(script.body.contains("function applyZoom"))
        #expect(script.body.contains("function paint"))
        #expect(script.body.contains("async function exportPNG"))
        #expect(script.body.contains("async function copySwiftCode"))
        #expect(script.body.contains("async function playTransition"))
    }
}
