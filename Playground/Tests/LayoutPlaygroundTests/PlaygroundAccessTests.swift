import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LayoutDescription
import LayoutPlayground
import Testing

/// Who may talk to the playground: `Host` parsed strictly on every route (DNS rebinding), foreign
/// `Origin`s refused before any work (cross-site requests), the file routes for loopback peers, and
/// answers bounded by default.
@Suite("Playground access: Host, Origin, peers and default bounds")
struct PlaygroundAccessTests {
    /// One request to a fresh application of `server` (the router test client names `localhost`).
    func send(
        _ server: PlaygroundServer, _ uri: String, method: HTTPRequest.Method = .get, body: String? = nil,
        headers: HTTPFields = [:]
    ) async throws -> (status: Int, body: String) {
        let app = Application(router: server.router())
        return try await app.test(.router) { client in
            try await client.execute(
                uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
            ) { response in (response.status.code, String(buffer: response.body)) }
        }
    }

    static func fields(_ pairs: [(String, String)]) -> HTTPFields {
        var fields = HTTPFields()
        for (name, value) in pairs { fields.append(HTTPField(name: HTTPField.Name(name)!, value: value)) }
        return fields
    }

    @Test("Authorities are parsed strictly: user information, paths, bad ports and bare IPv6 are refused")
    func parsing() {
        #expect(PlaygroundAccess.parseAuthority("127.0.0.1:8080")! == ("127.0.0.1", 8080))
        #expect(PlaygroundAccess.parseAuthority("LocalHost")! == ("localhost", nil))
        #expect(PlaygroundAccess.parseAuthority("[::1]:8080")! == ("::1", 8080))
        #expect(PlaygroundAccess.parseAuthority("[::1]")! == ("::1", nil))
        for bad in [
            "127.0.0.1:1@evil.example", "evil.example@127.0.0.1", "127.0.0.1/x", "127.0.0.1:",
            "127.0.0.1:80a",
            "127.0.0.1:99999", "::1", "[::1", "[::1]x", "", ":8080", "127.0.0.1 :80", "localhost:8080:1",
            "[evil.example]:80",
        ] {
            #expect(PlaygroundAccess.parseAuthority(bad) == nil, "\(bad)")
        }
    }

    @Test("Loopback names: localhost, 127.0.0.0/8, ::1 and IPv4-mapped loopback")
    func loopback() {
        for name in ["localhost", "127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"] {
            #expect(PlaygroundAccess.isLoopback(name), "\(name)")
        }
        for name in ["128.0.0.1", "127.0.0.256", "10.0.0.1", "::2", "localhost.evil.example", "127.0.0"] {
            #expect(!PlaygroundAccess.isLoopback(name), "\(name)")
        }
    }

    @Test("Host must name this server and, once it runs, its port; a wildcard bind accepts IP literals only")
    func hostAndPort() {
        let allowed = PlaygroundAccess.isAllowed(authority:host:port:)
        #expect(allowed("127.0.0.1:8080", "127.0.0.1", 8080))
        #expect(allowed("localhost:8080", "127.0.0.1", 8080))
        #expect(allowed("[::1]:8080", "127.0.0.1", 8080))
        #expect(!allowed("127.0.0.1:8081", "127.0.0.1", 8080))
        // No port names port 80.
        #expect(!allowed("localhost", "127.0.0.1", 8080))
        #expect(allowed("localhost", "127.0.0.1", 80))
        #expect(!allowed("127.0.0.1:1@evil.example", "127.0.0.1", nil))
        #expect(!allowed("evil.example:8080", "127.0.0.1", 8080))
        #expect(allowed("192.168.1.5:8080", "0.0.0.0", 8080))
        #expect(allowed("[fd00::5]:8080", "::", 8080))
        #expect(!allowed("rebound.evil.example:8080", "0.0.0.0", 8080))
        #expect(allowed("devbox.local:8080", "devbox.local", 8080))
    }

    @Test("A foreign Host is refused on every route that reveals or computes (403), the file's text unread")
    func hostOnEveryRoute() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "access-\(UUID().uuidString).yaml")
        try Data("version: 1\nsections: []\n# secret\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let server = PlaygroundServer(file: PlaygroundFile(path: url.path))
        for authority in ["evil.example", "127.0.0.1:1@evil.example", "evil.example:8080"] {
            let headers = Self.fields([("Host", authority)])
            for (uri, method) in [
                ("/api/start", HTTPRequest.Method.get), ("/api/file", .get), ("/api/file/modified", .get),
                ("/api/examples", .get), ("/", .get), ("/api/frames", .post), ("/api/validate", .post),
                ("/api/visible", .post), ("/api/inspect", .post), ("/api/picture", .post),
                ("/api/swift", .post),
            ] {
                let answer = try await send(server, uri, method: method, body: "version: 1", headers: headers)
                #expect(answer.status == 403, "\(authority) \(uri): \(answer.status)")
                #expect(!answer.body.contains("secret") && !answer.body.contains(url.path), "\(answer.body)")
                #expect(answer.body.contains("DNS rebinding"), "\(answer.body)")
            }
        }
        let bracketed = try await send(server, "/api/start", headers: Self.fields([("Host", "[::1]:8080")]))
        #expect(bracketed.status == 200)
        #expect(bracketed.body.contains("# secret"))
    }

    @Test("A foreign Origin is refused (403) before the body is read; the page's own and none pass")
    func origin() async throws {
        let server = PlaygroundServer()
        let grid = BuiltInExamples.text(named: "photo-grid") ?? ""
        for origin in ["http://evil.example", "null", "https://localhost", "http://localhost:1"] {
            for uri in ["/api/frames", "/api/validate", "/api/visible", "/api/swift"] {
                let headers = Self.fields([("Origin", origin), ("Content-Type", "text/plain")])
                let answer = try await send(server, uri, method: .post, body: grid, headers: headers)
                #expect(answer.status == 403, "\(origin) \(uri)")
                #expect(answer.body.contains("requests from \\\"\(origin)\\\" are refused"), "\(answer.body)")
            }
        }
        // Refused before any work: a body over the 1 MiB limit is never read (403, not 413).
        let huge = String(repeating: "#", count: (1 << 20) + 1)
        let early = try await send(
            server, "/api/frames", method: .post, body: huge,
            headers: Self.fields([("Origin", "http://evil.example")]))
        #expect(early.status == 403)
        // The router test client names `localhost`: the page's origin is http://localhost.
        let own = try await send(
            server, "/api/frames", method: .post, body: grid,
            headers: Self.fields([("Origin", "http://localhost")]))
        #expect(own.status == 200)
        #expect(try await send(server, "/api/validate", method: .post, body: grid).status == 200)
    }

    @Test("Answers are bounded by default: 10,000,000 items is a 422 naming --max-elements, before any frame")
    func defaultElementLimit() async throws {
        #expect(PlaygroundLimits().maximumElements == 100_000)
        let tenMillion = """
            version: 1
            environment: {width: 390, height: 844}
            sections:
              - itemCount: 10000000
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "fractionalWidth(1/3)"}
                    subitems:
                      - item: {size: {width: "fractionalWidth(1/3)", height: "fractionalHeight(1)"}}
            """
        let frames = try await send(PlaygroundServer(), "/api/frames", method: .post, body: tenMillion)
        #expect(frames.status == 422)
        #expect(
            frames.body.contains(
                "the layout has 10000000 elements to print, more than the limit of 100000 elements printed; "
                    + "raise it with --max-elements"), "\(frames.body)")
        // 100000 / 10 = 10,000 cells per row and 10,000,000 / 10,000 = 1,000 rows: all on one screen.
        let screen = """
            version: 1
            environment: {width: 100000, height: 100000}
            sections:
              - itemCount: 10000000
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "absolute(10)"}
                    subitems:
                      - item: {size: {width: "absolute(10)", height: "absolute(10)"}}
            """
        let visible = try await send(PlaygroundServer(), "/api/visible", method: .post, body: screen)
        #expect(visible.status == 422)
        #expect(visible.body.contains("more than 100000 elements are on one screen"), "\(visible.body)")
    }

    @Test("The file routes answer loopback peers only")
    func loopbackPeers() {
        #expect(throws: Never.self) { try PlaygroundAccess.checkLoopbackPeer("127.0.0.1") }
        #expect(throws: Never.self) { try PlaygroundAccess.checkLoopbackPeer("::1") }
        #expect(throws: Never.self) { try PlaygroundAccess.checkLoopbackPeer(nil) }
        #expect(
            throws: PlaygroundFailure.forbidden(
                "the edited file is only served to this machine; 192.168.1.20 is refused")
        ) { try PlaygroundAccess.checkLoopbackPeer("192.168.1.20") }
    }
}
