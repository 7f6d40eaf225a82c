import Foundation
import HTTPTypes
import Hummingbird

/// Who may talk to the playground: the checks every request passes before any work is done.
///
/// - `Host` (DNS rebinding): the request must name this server — a loopback name (`localhost`,
///   `127.0.0.1`, `[::1]`) or the address it listens on — and, once the server runs, its port.
///   The authority is parsed strictly: `127.0.0.1:1@evil.example` is refused.
/// - `Origin` (cross-site requests): when present it must be the page's own origin,
///   `http://` followed by the request's `Host`; a page on another site is refused before its
///   request body is read. Requests without `Origin` (curl, scripts) pass.
/// - Peer: the file routes answer loopback peers only, whatever the server listens on.
public enum PlaygroundAccess {
    /// The name and port of a `Host` value (`name`, `name:port`, `[v6]` or `[v6]:port`), or nil when
    /// it is not a well-formed authority: user information (`@`), paths, empty or non-numeric
    /// ports, bare IPv6 addresses and characters no host name has are refused. The name is
    /// lowercased, without brackets.
    public static func parseAuthority(_ authority: String) -> (name: String, port: Int?)? {
        let text = Substring(authority)
        let name: Substring
        let rest: Substring
        if text.hasPrefix("[") {
            guard let end = text.firstIndex(of: "]") else { return nil }
            name = text[text.index(after: text.startIndex)..<end]
            rest = text[text.index(after: end)...]
            guard !name.isEmpty, name.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return nil
            }
        } else {
            let colon = text.firstIndex(of: ":") ?? text.endIndex
            name = text[..<colon]
            rest = text[colon...]
            guard !name.isEmpty,
                name.unicodeScalars.allSatisfy({
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "." || $0 == "-")
                })
            else { return nil }
        }
        guard !rest.isEmpty else { return (name.lowercased(), nil) }
        guard rest.first == ":" else { return nil }
        let digits = rest.dropFirst()
        guard (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let port = Int(digits), port <= 65535
        else { return nil }
        return (name.lowercased(), port)
    }

    /// Whether `name` (lowercased, without brackets) is a loopback name: `localhost`, an address of
    /// 127.0.0.0/8, `::1`, or an IPv4-mapped loopback address (`::ffff:127.0.0.1`).
    public static func isLoopback(_ name: String) -> Bool {
        let name = name.lowercased()
        if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let v4 = name.hasPrefix("::ffff:") ? String(name.dropFirst(7)) : name
        let parts = v4.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in
                (1...3).contains(part.count) && part.allSatisfy(\.isNumber) && (Int(part) ?? 256) <= 255
            }
    }

    /// Whether `name` is an IP address literal (no DNS name can be rebound to it).
    static func isAddressLiteral(_ name: String) -> Bool {
        name.contains(":")
            || (name.split(separator: ".").count == 4 && name.allSatisfy { $0.isNumber || $0 == "." })
    }

    /// Whether a request's `Host` names this server listening on `host` at `port` (nil while the port
    /// is not known yet). Loopback names and `host` itself are accepted; a server bound to every
    /// interface (`0.0.0.0`, `::`) also accepts IP address literals, which no DNS name can rebind.
    /// A `Host` without a port names port 80.
    public static func isAllowed(authority: String, host: String, port: Int?) -> Bool {
        guard let (name, requestedPort) = parseAuthority(authority) else { return false }
        let served = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let wildcard = served == "0.0.0.0" || served == "::"
        guard isLoopback(name) || name == served.lowercased() || (wildcard && isAddressLiteral(name)) else {
            return false
        }
        guard let port else { return true }
        return (requestedPort ?? 80) == port
    }

    /// Whether a request's `Origin` is the page's own: `http://` and the request's authority
    /// (compared without case). `null` and every other origin are foreign.
    public static func isSameOrigin(_ origin: String, authority: String) -> Bool {
        origin.lowercased() == "http://" + authority.lowercased()
    }

    /// Refuses a request whose `Host` (the authority, and every `Host` field) does not name this
    /// server, or whose `Origin` is another site's: ``PlaygroundFailure/forbidden(_:)`` (403).
    static func check(_ request: Request, host: String, port: Int?) throws(PlaygroundFailure) {
        let hostName = HTTPField.Name("Host")!
        let authorities = ([request.head.authority] + request.headers[values: hostName].map(Optional.some))
            .compactMap { $0 }
        for authority in authorities where !isAllowed(authority: authority, host: host, port: port) {
            throw .forbidden(
                "the playground only answers requests for \(host)\(port.map { ":\($0)" } ?? "") or a loopback name; "
                    + "Host \"\(authority)\" is refused (DNS rebinding)")
        }
        for origin in request.headers[values: .origin] {
            guard let authority = authorities.first, isSameOrigin(origin, authority: authority) else {
                throw .forbidden(
                    "requests from \"\(origin)\" are refused: the playground only answers its own page")
            }
        }
    }

    /// Refuses a file request from a peer that is not on this machine (``isLoopback(_:)``); nil (an
    /// in-process test channel) is this machine.
    public static func checkLoopbackPeer(_ peer: String?) throws(PlaygroundFailure) {
        if let peer, !isLoopback(peer) {
            throw .forbidden("the edited file is only served to this machine; \(peer) is refused")
        }
    }
}

/// The request context of the playground's routes: Hummingbird's basic context plus the peer's
/// address, for the file routes' loopback check.
public struct PlaygroundRequestContext: RequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The peer's IP address, nil when the request did not come over an IP connection.
    public var peerAddress: String?

    /// A context for a request arriving on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }
}

/// The port the server listens on, known once it runs (`--port 0` picks one): the `Host` check
/// compares against it.
final class ServedPort: @unchecked Sendable {
    private let lock = NSLock()
    private var port: Int?

    init(_ port: Int?) { self.port = port }

    /// The port, nil until known.
    var value: Int? {
        get { lock.withLock { port } }
        set { lock.withLock { port = newValue } }
    }
}

/// Runs ``PlaygroundAccess/check(_:host:port:)`` before every route.
struct PlaygroundAccessMiddleware: RouterMiddleware {
    typealias Context = PlaygroundRequestContext
    let host: String
    let port: ServedPort

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do throws(PlaygroundFailure) {
            try PlaygroundAccess.check(request, host: host, port: port.value)
        } catch {
            return PlaygroundServer.failure(error)
        }
        return try await next(request, context)
    }
}
