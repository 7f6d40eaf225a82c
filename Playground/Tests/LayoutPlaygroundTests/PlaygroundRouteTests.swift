import CollectionLayout
import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutDescription
import LayoutPlayground
import Testing

/// The playground's JSON API through its HTTP routes: the same JSON as `complayout frames`, errors as
/// 400 with path and line:column, and the body-size limit.
@Suite("Playground API routes")
struct PlaygroundRouteTests {
    /// Sends one request to a fresh application and hands back status, body and headers.
    func send(
        _ uri: String, method: HTTPRequest.Method = .post, body: String? = nil,
        server: PlaygroundServer = .init()
    ) async throws -> (status: Int, body: String, headers: HTTPFields) {
        let app = Application(router: server.router())
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: method, body: body.map { ByteBuffer(string: $0) }) {
                response in
                (response.status.code, String(buffer: response.body), response.headers)
            }
        }
    }

    @Test("POST /api/frames prints what complayout frames prints, for every built-in example")
    func framesParity() async throws {
        for name in BuiltInExamples.names {
            let text = try #require(BuiltInExamples.text(named: name))
            let api = try await send("/api/frames", body: text)
            #expect(api.status == 200, "\(name)")
            let cli = try CLIRunner.output(["frames", "--example", name, "--format", "json"])
            #expect(api.body == cli, "\(name)")
        }
    }

    @Test("POST /api/visible prints what complayout frames --visible prints at the same offsets")
    func visibleParity() async throws {
        let text = try #require(BuiltInExamples.text(named: "app-store"))
        let api = try await send(
            "/api/visible?offset=0,300&orthogonal-offset=0:200&orthogonal-offset=2:150", body: text)
        #expect(api.status == 200)
        let cli = try CLIRunner.output([
            "frames", "--example", "app-store", "--visible", "--offset", "0,300", "--orthogonal-offset",
            "0:200",
            "--orthogonal-offset", "2:150",
        ])
        #expect(api.body == cli)
        let viewport = try #require(api.headers[PlaygroundServer.viewportHeader])
        #expect(viewport.contains("\"width\": 390, \"height\": 844"))
        #expect(viewport.contains("\"scrollDirection\": \"vertical\""))
    }

    @Test(
        "Environment overrides in the query match --width and --height", arguments: ["mosaic", "photo-grid"])
    func sizeParity(name: String) async throws {
        let text = try #require(BuiltInExamples.text(named: name))
        let api = try await send("/api/frames?width=600&height=500", body: text)
        #expect(api.status == 200)
        let cli = try CLIRunner.output(["frames", "--example", name, "--width", "600", "--height", "500"])
        #expect(api.body == cli)
    }

    @Test(
        "A device preset in the query matches --device: size, safe area, margins and scale",
        arguments: ["iphone-16-pro", "ipad-pro-11-landscape"])
    func deviceParity(device: String) async throws {
        let text = try #require(BuiltInExamples.text(named: "app-store"))
        let api = try await send("/api/visible?device=\(device)", body: text)
        #expect(api.status == 200)
        let cli = try CLIRunner.output(["frames", "--example", "app-store", "--visible", "--device", device])
        #expect(api.body == cli)
    }

    @Test("GET /api/devices lists every preset upright and sideways, under the names --device takes")
    func devices() async throws {
        let names = PlaygroundDevices.all.map(\.name)
        // 7 presets (LayoutDevice.all), each upright and sideways.
        #expect(names.count == 14)
        #expect(names.contains("iphone-16-pro") && names.contains("iphone-16-pro-landscape"))
        for name in names { #expect(LayoutDevice.named(name)?.name == name) }
    }

    @Test("An invalid description is a 400 naming the JSON path and its line:column")
    func invalidDescription() async throws {
        let text = """
            version: 1
            sections:
              - itemCount: 2
                group:
                  horizontal:
                    size: {width: half, height: "absolute(44)"}
                    subitems:
                      - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
            """
        for route in ["/api/frames", "/api/visible", "/api/validate"] {
            let answer = try await send(route, body: text)
            #expect(answer.status == 400, "\(route)")
            // `        size: {width: ` is 22 characters, so "half" starts in column 23.
            #expect(answer.body.contains("\"path\": \"sections[0].group.horizontal.size.width\""), "\(route)")
            #expect(answer.body.contains("\"line\": 6, \"column\": 23"), "\(route)")
            #expect(
                answer.body.contains("\"error\": \"6:23: sections[0].group.horizontal.size.width: "),
                "\(route)")
        }
    }

    @Test("A misspelt key is located at the key; a syntax error at the parser's line and column")
    func locations() async throws {
        let typo = "version: 1\nsections:\n  - itemCount: 2\n    grup: {}\n"
        let answer = try await send("/api/validate", body: typo)
        #expect(answer.status == 400)
        // The unknown key `grup` starts line 4 after four spaces: column 5.
        #expect(answer.body.contains("\"path\": \"sections[0].grup\""))
        #expect(answer.body.contains("\"line\": 4, \"column\": 5"))
        let broken = "version: 1\nsections: [\n"
        let syntax = try await send("/api/frames", body: broken)
        #expect(syntax.status == 400)
        #expect(syntax.body.contains("\"path\": \"(document)\""))
        #expect(syntax.body.contains("\"line\": 3"))
    }

    @Test("Bad bodies and options are 400s with a message, never a crash")
    func badRequests() async throws {
        let text = try #require(BuiltInExamples.text(named: "app-store"))
        let cases: [(String, String, String)] = [
            ("/api/frames", "", "empty"),
            ("/api/frames", "\u{01}\u{02}{[", "control characters"),
            ("/api/visible?offset=abc", text, "offset expects X,Y"),
            ("/api/visible?orthogonal-offset=7:10", text, "section 7 does not exist"),
            ("/api/visible?orthogonal-offset=1", text, "orthogonal-offset expects SECTION:X"),
            ("/api/visible?drag=0", text, "drag=0 needs drag-start"),
            ("/api/frames?offset=0,10", text, "use /api/visible"),
            ("/api/frames?width=-1", text, "width must be"),
            ("/api/frames?colour=red", text, "unknown option"),
            ("/api/frames?device=iphone-99", text, "(known: iphone-se, iphone-se-landscape, iphone-16,"),
        ]
        for (uri, body, message) in cases {
            let answer = try await send(uri, body: body)
            #expect(answer.status == 400, "\(uri)")
            #expect(answer.body.hasPrefix("{\"error\": "), "\(uri)")
            #expect(answer.body.contains(message), "\(uri): \(answer.body)")
        }
    }

    @Test("A body over the limit is refused with 413")
    func bodyLimit() async throws {
        let large = String(repeating: "#", count: PlaygroundAPI.maximumBodyBytes + 1)
        let answer = try await send("/api/frames", body: large)
        #expect(answer.status == 413)
        let atLimit = "#" + String(repeating: " ", count: PlaygroundAPI.maximumBodyBytes - 1)
        let accepted = try await send("/api/frames", body: atLimit)
        #expect(accepted.status == 400)
        #expect(accepted.body.contains("empty"))
    }

    @Test("GET /api/examples lists every built-in example with its text; valid descriptions validate")
    func examplesAndValidate() async throws {
        let answer = try await send("/api/examples", method: .get)
        #expect(answer.status == 200)
        let json = try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any]
        // `sizes` is a string or null (PlaygroundFlowTests checks it).
        let examples = try #require(json?["examples"] as? [[String: Any]])
        #expect(examples.map { $0["name"] as? String } == BuiltInExamples.names)
        for example in examples {
            let name = try #require(example["name"] as? String)
            #expect(example["text"] as? String == BuiltInExamples.text(named: name))
            let valid = try await send("/api/validate", body: example["text"] as? String)
            #expect(valid.status == 200, "\(name): \(valid.body)")
            #expect(valid.body == "{\"valid\": true, \"problems\": []}\n")
        }
    }

    @Test("The page and its assets are served by the binary; no external URLs")
    func page() async throws {
        for (path, marker) in [
            ("/", "<textarea id=\"source\""), ("/playground.js", "/api/visible"),
            ("/playground.css", "#scroller"),
        ] {
            let answer = try await send(path, method: .get)
            #expect(answer.status == 200)
            #expect(answer.body.contains(marker))
            #expect(!answer.body.contains("http://") && !answer.body.contains("https://"), "\(path)")
        }
    }
}
