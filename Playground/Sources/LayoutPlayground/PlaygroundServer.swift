import HTTPTypes
import Hummingbird
import HummingbirdCore
import LayoutDescription

/// The playground's HTTP routes: the page, its script and style, and the JSON API.
///
/// | Route | Answer |
/// |---|---|
/// | `GET /` | the playground page |
/// | `POST /api/frames` | `complayout frames --format json` for the body |
/// | `POST /api/visible` | `complayout frames --visible --format json`, plus drag gestures |
/// | `POST /api/validate` | `{"valid": true, ...}` or 400 with every located problem |
/// | `GET /api/examples`, `GET /api/devices` | the built-in examples and device sizes |
/// | `GET /api/start` | what the page opens with: the file or example text |
/// | `GET /api/file`, `PUT /api/file`, `GET /api/file/modified` | the edited file, when there is one |
/// | `POST /api/inspect`, `POST /api/picture`, `POST /api/swift` | the inspector's and export routes (`addInspectorRoutes`) |
///
/// Every request first passes ``PlaygroundAccess``: a `Host` that does not name this server or a
/// foreign `Origin` is answered with 403 before any work. Bodies over
/// ``PlaygroundLimits/maximumBodyBytes`` of ``limits`` are answered with 413, bodies slower than
/// ``PlaygroundLimits/bodyTimeoutSeconds`` with 408, answers over ``PlaygroundLimits/maximumElements``
/// with 422, every other bad request with 400 (or 404, 409), each with a JSON
/// `{"error": ..., "problems": [...]}`. The file routes (and `/api/start` of a file) answer loopback
/// peers only.
public struct PlaygroundServer: Sendable {
    /// The file being edited (`complayout serve FILE`), nil otherwise.
    public var file: PlaygroundFile?
    /// The example the page opens with when there is no file.
    public var example: String
    /// The address the server listens on; besides loopback names, the only host name the file routes
    /// accept.
    public var host: String
    /// The limits every request is held to (and the edited file's size limit).
    public var limits: PlaygroundLimits
    /// The port requests' `Host` must name; nil until the server runs (``application(port:onServerRunning:)``
    /// sets it, `--port 0` picks one).
    private let servedPort = ServedPort(nil)

    /// A server editing `file`, or opening `example` when there is no file, listening on `host`.
    public init(file: PlaygroundFile? = nil, example: String = "app-store", host: String = "127.0.0.1") {
        self.init(file: file, example: example, host: host, limits: PlaygroundLimits())
    }

    /// A server editing `file`, or opening `example` when there is no file, listening on `host`, and
    /// holding every request to `limits`.
    public init(file: PlaygroundFile?, example: String, host: String, limits: PlaygroundLimits) {
        self.file = file
        self.example = example
        self.host = host
        self.limits = limits
    }

    /// The router with every route, behind the ``PlaygroundAccess`` checks.
    public func router() -> Router<PlaygroundRequestContext> {
        let router = Router(context: PlaygroundRequestContext.self)
        let limits = self.limits
        router.add(middleware: PlaygroundAccessMiddleware(host: host, port: servedPort))
        router.get("/") { _, _ in Self.reply(PlaygroundPage.html, type: "text/html; charset=utf-8") }
        router.get("/playground.js") { _, _ in
            Self.reply(PlaygroundPage.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/playground.css") { _, _ in
            Self.reply(PlaygroundPage.style, type: "text/css; charset=utf-8")
        }
        router.get("/api/examples") { _, _ in Self.reply(PlaygroundAPI.examples()) }
        router.get("/api/devices") { _, _ in Self.reply(PlaygroundDevices.json) }
        router.post("/api/frames") { request, _ in
            try await Self.answer(request, limits: limits) { body, options throws(PlaygroundFailure) in
                (try PlaygroundAPI.frames(body, options: options), [:])
            }
        }
        router.post("/api/visible") { request, _ in
            try await Self.answer(request, limits: limits) { body, options throws(PlaygroundFailure) in
                let display = try PlaygroundAPI.display(body, options: options)
                return (display.json, [Self.viewportHeader: display.viewport.json])
            }
        }
        router.post("/api/validate") { request, _ in
            try await Self.answer(request, limits: limits) { body, options throws(PlaygroundFailure) in
                (try PlaygroundAPI.validate(body, options: options), [:])
            }
        }
        let file = self.file.map { file in
            var limited = file
            limited.maximumBytes = limits.maximumBodyBytes
            return limited
        }
        let example = self.example
        router.get("/api/start") { _, context in
            Self.respond { () throws(PlaygroundFailure) in
                if file != nil { try PlaygroundAccess.checkLoopbackPeer(context.peerAddress) }
                return try Self.start(file: file, example: example)
            }
        }
        router.get("/api/file") { request, context in
            Self.respond { () throws(PlaygroundFailure) in
                try Self.checkFileAccess(request, context: context, writing: false)
                let file = try Self.require(file)
                let (text, modified) = try file.read()
                return file.json(modified: modified, text: text)
            }
        }
        router.get("/api/file/modified") { request, context in
            Self.respond { () throws(PlaygroundFailure) in
                try Self.checkFileAccess(request, context: context, writing: false)
                let file = try Self.require(file)
                return file.json(modified: try file.modificationTime())
            }
        }
        router.put("/api/file") { request, context in
            // Checked before the body is read.
            do throws(PlaygroundFailure) {
                try Self.checkFileAccess(request, context: context, writing: true)
            } catch {
                return Self.failure(error)
            }
            return try await Self.answer(request, limits: limits) { body, _ throws(PlaygroundFailure) in
                let file = try Self.require(file)
                return (file.json(modified: try file.write(body)), [:])
            }
        }
        Self.addInspectorRoutes(to: router, limits: limits)
        return router
    }

    /// An application serving ``router()`` on ``host`` and `port`, holding connections to
    /// ``limits``: at most ``PlaygroundLimits/maximumConnections`` open at once, each closed after
    /// ``PlaygroundLimits/idleTimeoutSeconds`` without a complete request part (a half-sent request
    /// head, a stalled body, an idle keep-alive connection).
    public func application(port: Int, onServerRunning: @escaping @Sendable (Int) async -> Void)
        -> some ApplicationProtocol
    {
        let servedPort = self.servedPort
        if port != 0 { servedPort.value = port }
        return Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: .seconds(Int64(limits.idleTimeoutSeconds)))),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "complayout",
                availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                servedPort.value = bound
                await onServerRunning(bound)
            })
    }

    /// The header of `/api/visible` carrying the ``PlaygroundViewport``.
    public static let viewportHeader = HTTPField.Name("X-Complayout-Viewport")!

    /// `{"name": N, "file": PATH|null, "modified": MS|null, "text": T}`.
    static func start(file: PlaygroundFile?, example: String) throws(PlaygroundFailure) -> String {
        if let file {
            let (text, modified) = try file.read()
            return "{\"name\": \(JSONText.string(file.path)), \"file\": \(JSONText.string(file.path)), "
                + "\"modified\": \(JSONText.number(modified)), \"text\": \(JSONText.string(text))}\n"
        }
        guard let text = BuiltInExamples.text(named: example) else {
            throw .notFound(
                "unknown example \"\(example)\" (known: \(BuiltInExamples.names.joined(separator: ", ")))")
        }
        return "{\"name\": \(JSONText.string(example)), \"file\": null, \"modified\": null, "
            + "\"text\": \(JSONText.string(text))}\n"
    }

    /// The header the page sends with every request. A page on another site cannot send it without
    /// a CORS preflight, which this server never grants, so saving the file needs it.
    public static let pageHeader = HTTPField.Name("X-Complayout-Playground")!

    /// Refuses file requests from peers off this machine, and writes without ``pageHeader``
    /// (cross-site request forgery); `Host` and `Origin` were checked for every route
    /// (``PlaygroundAccess``).
    static func checkFileAccess(
        _ request: Request, context: PlaygroundRequestContext, writing: Bool
    ) throws(PlaygroundFailure) {
        try PlaygroundAccess.checkLoopbackPeer(context.peerAddress)
        if writing && request.headers[pageHeader] == nil {
            throw .forbidden("saving the file needs the \(pageHeader) header the playground page sends")
        }
    }

    /// Whether a request's `Host` (`name` or `name:port`, IPv6 in brackets) names this machine by a
    /// loopback name (`localhost`, 127.0.0.0/8, `::1`) or names `host`, at any port; requests
    /// without one are allowed. ``PlaygroundAccess/isAllowed(authority:host:port:)`` also checks the
    /// port.
    public static func isAllowed(authority: String?, host: String) -> Bool {
        guard let authority else { return true }
        return PlaygroundAccess.isAllowed(authority: authority, host: host, port: nil)
    }

    private static func require(_ file: PlaygroundFile?) throws(PlaygroundFailure) -> PlaygroundFile {
        guard let file else {
            throw .conflict(
                "the playground was started without a FILE; start it with `complayout serve FILE`")
        }
        return file
    }

    /// Collects the body (at most `limits.maximumBodyBytes`, else 413), reads the query options,
    /// holds them to `limits` and answers with `body`'s JSON, or the failure's.
    static func answer(
        _ request: Request, limits: PlaygroundLimits,
        _ body:
            @Sendable ([UInt8], PlaygroundOptions) throws(PlaygroundFailure) -> (
                String, [HTTPField.Name: String]
            )
    ) async throws -> Response {
        let bytes: [UInt8]
        do throws(PlaygroundFailure) {
            bytes = try await collectBody(request, limits: limits)
        } catch {
            return failure(error)
        }
        let query = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
        do throws(PlaygroundFailure) {
            var options = try PlaygroundOptions(query: query)
            options.limits = limits
            let (json, headers) = try body(bytes, options)
            var response = reply(json)
            for (name, value) in headers { response.headers[name] = value }
            return response
        } catch {
            return failure(error)
        }
    }

    private static func respond(_ body: () throws(PlaygroundFailure) -> String) -> Response {
        do throws(PlaygroundFailure) {
            return reply(try body())
        } catch {
            return failure(error)
        }
    }

    /// The request body, at most `limits.maximumBodyBytes` (else 413), arrived in full within
    /// `limits.bodyTimeoutSeconds` (else 408; a body that stalls longer than the idle timeout has
    /// its connection closed).
    private static func collectBody(_ request: Request, limits: PlaygroundLimits)
        async throws(PlaygroundFailure)
        -> [UInt8]
    {
        let deadline = ContinuousClock.now + .seconds(limits.bodyTimeoutSeconds)
        var bytes: [UInt8] = []
        do {
            for try await chunk in request.body {
                guard bytes.count + chunk.readableBytes <= limits.maximumBodyBytes else {
                    throw PlaygroundFailure.tooLarge(
                        "the request body is larger than the body limit of \(limits.maximumBodyBytes) bytes; "
                            + "raise it with --max-body-bytes (PlaygroundLimits.maximumBodyBytes)")
                }
                bytes += chunk.readableBytesView
                guard ContinuousClock.now <= deadline else {
                    throw PlaygroundFailure.timeout(
                        "the request body did not arrive within \(limits.bodyTimeoutSeconds) seconds")
                }
            }
        } catch let failure as PlaygroundFailure {
            throw failure
        } catch {
            throw .badRequest("the request body could not be read: \(error)")
        }
        return bytes
    }

    static func failure(_ error: PlaygroundFailure) -> Response {
        reply(error.json, status: HTTPResponse.Status(code: error.status))
    }

    private static func reply(
        _ text: String, type: String = "application/json; charset=utf-8", status: HTTPResponse.Status = .ok
    ) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(
            status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
