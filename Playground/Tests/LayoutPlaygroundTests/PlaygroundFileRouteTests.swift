import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LayoutPlayground
import Testing

/// The routes of `complayout serve FILE`: the page opens the file, saves it back and polls its
/// modification time; other sites and host names cannot reach it.
@Suite("Playground file routes")
struct PlaygroundFileRouteTests {
    /// A temporary description file, removed by the caller.
    static func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playground-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: url)
        return url
    }

    func send(
        _ server: PlaygroundServer, _ uri: String, method: HTTPRequest.Method, body: String? = nil,
        headers: HTTPFields = [:]
    ) async throws -> (status: Int, body: String) {
        let app = Application(router: server.router())
        return try await app.test(.router) { client in
            try await client.execute(
                uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
            ) { response in (response.status.code, String(buffer: response.body)) }
        }
    }

    @Test("The page opens the file, saves edits back, and sees the new modification time")
    func saveAndPoll() async throws {
        let url = try Self.temporaryFile("version: 1\nsections: []\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let server = PlaygroundServer(file: PlaygroundFile(path: url.path))
        let start = try await send(server, "/api/start", method: .get)
        #expect(start.status == 200)
        #expect(start.body.contains("\"text\": \"version: 1\\nsections: []\\n\""))
        let edited = "version: 1\nsections: [{itemCount: 1}]\n"
        var headers = HTTPFields()
        headers[PlaygroundServer.pageHeader] = "1"
        let saved = try await send(server, "/api/file", method: .put, body: edited, headers: headers)
        #expect(saved.status == 200)
        #expect(try String(contentsOf: url, encoding: .utf8) == edited)
        let modified = try PlaygroundFile(path: url.path).modificationTime()
        let polled = try await send(server, "/api/file/modified", method: .get)
        #expect(polled.body.contains("\"modified\": \(Int(modified))"))
        let read = try await send(server, "/api/file", method: .get)
        #expect(read.body.contains("itemCount: 1"))
    }

    @Test("Writes without the page's header and requests for other host names are refused (403)")
    func forbidden() async throws {
        let url = try Self.temporaryFile("version: 1\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let server = PlaygroundServer(file: PlaygroundFile(path: url.path))
        let forged = try await send(server, "/api/file", method: .put, body: "stolen")
        #expect(forged.status == 403)
        #expect(try String(contentsOf: url, encoding: .utf8) == "version: 1\n")
    }

    @Test("Only loopback names and the listening host reach the file (DNS rebinding)")
    func hostNames() {
        for authority in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST", "[::1]:8080", nil] {
            #expect(
                PlaygroundServer.isAllowed(authority: authority, host: "127.0.0.1"), "\(authority ?? "nil")")
        }
        for authority in [
            "attacker.example:8080", "attacker.example", "127.0.0.1:1@attacker.example", "[::2]:80",
        ] {
            #expect(!PlaygroundServer.isAllowed(authority: authority, host: "127.0.0.1"), "\(authority)")
        }
        #expect(PlaygroundServer.isAllowed(authority: "devbox.local:8080", host: "devbox.local"))
        #expect(PlaygroundServer.isAllowed(authority: "[fd00::1]:8080", host: "fd00::1"))
    }

    @Test("Without a file the file routes answer 409, and an unknown example 404")
    func noFile() async throws {
        let server = PlaygroundServer()
        #expect(try await send(server, "/api/file", method: .get).status == 409)
        #expect(try await send(server, "/api/file/modified", method: .get).status == 409)
        let start = try await send(PlaygroundServer(example: "nope"), "/api/start", method: .get)
        #expect(start.status == 404)
        #expect(start.body.contains("unknown example \\\"nope\\\""))
    }
}
