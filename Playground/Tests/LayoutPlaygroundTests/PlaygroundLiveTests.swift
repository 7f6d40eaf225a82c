import Foundation
import LayoutDescription
import LayoutPlayground
import Testing

/// The server on loopback (127.0.0.1), over raw connections: slow and idle clients are closed, open
/// connections are capped, and the `Host` header is checked as it arrives on the wire.
@Suite("Playground live server: timeouts, connection cap, Host on the wire")
struct PlaygroundLiveTests {
    /// Short timeouts, so that the test waits seconds, not tens of seconds.
    static func quickServer(connections: Int = 32, idle: Int = 1) -> PlaygroundServer {
        var limits = PlaygroundLimits()
        limits.idleTimeoutSeconds = idle
        limits.bodyTimeoutSeconds = 1
        limits.maximumConnections = connections
        return PlaygroundServer(file: nil, example: "photo-grid", host: "127.0.0.1", limits: limits)
    }

    @Test("The defaults time out within 10 seconds and cap connections")
    func defaults() {
        let limits = PlaygroundLimits()
        #expect(limits.idleTimeoutSeconds <= 10 && limits.bodyTimeoutSeconds <= 10)
        #expect(limits.maximumConnections == 32)
    }

    @Test("A half-sent request head and an idle connection are closed after the idle timeout")
    func slowClients() async throws {
        try await LoopbackServer.with(Self.quickServer()) { port in
            let half = try LoopbackConnection(port: port)
            half.send("GET /api/examples HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
            let idle = try LoopbackConnection(port: port)
            // Closed after 1 s of idleness; 5 s leaves room for a loaded machine.
            #expect(await half.receive(within: 5).closed)
            #expect(await idle.receive(within: 5).closed)
            // A body that stalls halfway is closed the same way, without an answer.
            let stalled = try LoopbackConnection(port: port)
            stalled.send(
                "POST /api/validate HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 100\r\n\r\nversion: 1\n"
            )
            let answer = await stalled.receive(within: 5)
            #expect(answer.closed)
            #expect(!answer.text.contains("200 OK"), "\(answer.text)")
        }
    }

    @Test("Beyond the connection cap a client waits until a connection closes")
    func connectionCap() async throws {
        try await LoopbackServer.with(Self.quickServer(connections: 2, idle: 2)) { port in
            let first = try LoopbackConnection(port: port)
            let second = try LoopbackConnection(port: port)
            // Both opened: the server has accepted them once each answers.
            for connection in [first, second] {
                connection.send("GET /api/devices HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                #expect(
                    await connection.receive(within: 1, until: "HTTP/1.1 200").text.hasPrefix("HTTP/1.1 200"))
            }
            let third = try LoopbackConnection(port: port)
            third.send("GET /api/devices HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            // Not served while two are open (they stay open for 2 s of idleness)...
            let early = await third.receive(within: 0.3)
            #expect(early.text.isEmpty, "\(early.text)")
            // ...and served once the idle timeout closes them.
            let late = await third.receive(within: 10, until: "HTTP/1.1 200")
            #expect(late.text.hasPrefix("HTTP/1.1 200"), "\(late.text)")
        }
    }

    @Test("Host on the wire: this address and port pass; user information, other ports and names are 403")
    func hostOnTheWire() async throws {
        try await LoopbackServer.with(Self.quickServer()) { port in
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] {
                let answer = try await LoopbackConnection.request(port: port, path: "/api/start", host: host)
                #expect(answer.status == 200, "\(host): \(answer.text)")
            }
            for host in [
                "127.0.0.1:1@evil.example", "evil.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1",
            ] {
                let answer = try await LoopbackConnection.request(port: port, path: "/api/start", host: host)
                #expect(answer.status == 403, "\(host): \(answer.text)")
            }
            let foreign = try await LoopbackConnection.request(
                port: port, method: "POST", path: "/api/frames",
                headers: ["Origin: http://evil.example", "Content-Type: text/plain"],
                body: Array((BuiltInExamples.text(named: "photo-grid") ?? "").utf8))
            #expect(foreign.status == 403, "\(foreign.text)")
        }
    }
}
