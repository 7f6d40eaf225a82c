import Foundation
import Hummingbird
import LayoutPlayground
import ServiceLifecycle

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A playground server running on 127.0.0.1 at a free port for the length of a test, stopped
/// gracefully, and raw TCP connections to it: timeouts, the connection cap and the `Host` header
/// are exercised exactly as a browser or an attacker would.
enum LoopbackServer {
    /// Runs `server` on its host (127.0.0.1) at a free port, calls `body` with the port, then shuts
    /// the server down gracefully (open connections are closed first).
    static func with<Value: Sendable>(
        _ server: PlaygroundServer, _ body: @Sendable (Int) async throws -> Value
    ) async throws -> Value {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = server.application(port: 0) { port in continuation.yield(port) }
        let group = ServiceGroup(configuration: .init(services: [app], logger: app.logger))
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { throw LoopbackError.notStarted }
            do {
                let value = try await body(port)
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
                return value
            } catch {
                await group.triggerGracefulShutdown()
                throw error
            }
        }
    }

    enum LoopbackError: Error { case notStarted, connect(Int32) }
}

/// One raw TCP connection to 127.0.0.1.
final class LoopbackConnection {
    private let descriptor: Int32

    /// Connects to 127.0.0.1:`port`, or [::1]:`port` when nothing listens there.
    init(port: Int) throws {
        if let descriptor = Self.connect(family: AF_INET, port: port)
            ?? Self.connect(family: AF_INET6, port: port)
        {
            self.descriptor = descriptor
        } else {
            throw LoopbackServer.LoopbackError.connect(errno)
        }
    }

    private static func connect(family: Int32, port: Int) -> Int32? {
        #if canImport(Glibc) || canImport(Musl)
            let descriptor = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(family, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var result: Int32
        if family == AF_INET {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    socketConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } else {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    socketConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        guard result == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    deinit { close(descriptor) }

    /// Sends `text` (ignoring a peer that already closed).
    func send(_ text: String) { send(bytes: Array(text.utf8)) }

    /// Sends `bytes` (ignoring a peer that already closed).
    func send(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { buffer in
            #if canImport(Glibc)
                Glibc.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            #elseif canImport(Musl)
                Musl.send(descriptor, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
            #else
                Darwin.send(descriptor, buffer.baseAddress, buffer.count, 0)
            #endif
        }
    }

    /// What arrives within `seconds` (or as soon as it starts with `prefix`, when given), and whether
    /// the server closed the connection by then. Waits by sleeping, never by blocking: the server's
    /// handlers run on the same pool of threads.
    func receive(within seconds: Double, until prefix: String? = nil) async -> (text: String, closed: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) > 0 else {
                try? await Task.sleep(for: .milliseconds(5))
                continue
            }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer[0..<count]
            if let prefix, received.starts(with: prefix.utf8) {
                return (String(decoding: received, as: UTF8.self), false)
            }
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    /// Sends one whole request (`Connection: close`) and returns the answer's status code and text.
    static func request(
        port: Int, method: String = "GET", path: String, host: String? = nil, headers: [String] = [],
        body: [UInt8] = []
    ) async throws -> (status: Int, text: String) {
        let connection = try LoopbackConnection(port: port)
        var head =
            "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for header in headers { head += header + "\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        connection.send(bytes: Array(head.utf8) + body)
        // Complete once the server closes the connection (`Connection: close`).
        let answer = await connection.receive(within: 30).text
        let status = answer.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, answer)
    }
}

/// `connect(2)`, named apart from ``LoopbackConnection``'s own `connect(family:port:)`.
private func socketConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t)
    -> Int32
{
    #if canImport(Glibc)
        Glibc.connect(descriptor, address, length)
    #elseif canImport(Musl)
        Musl.connect(descriptor, address, length)
    #else
        Darwin.connect(descriptor, address, length)
    #endif
}
