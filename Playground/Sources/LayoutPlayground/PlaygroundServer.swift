import HTTPTypes
import Hummingbird
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
/// | `POST /api/inspect`, `POST /api/picture` | the inspector's routes (`addInspectorRoutes`) |
///
/// Bodies over ``PlaygroundLimits/maximumBodyBytes`` of ``limits`` are answered with 413, every
/// other bad request with 400 (or 404, 409), each with a JSON `{"error": ..., "problems": [...]}`.
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

    /// The router with every route.
    public func router() -> Router<BasicRequestContext> {
        let router = Router()
        let limits = self.limits
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
        let host = self.host
        router.get("/api/start") { _, _ in
            Self.respond { () throws(PlaygroundFailure) in
                try Self.start(file: file, example: example)
            }
        }
        router.get("/api/file") { request, _ in
            Self.respond { () throws(PlaygroundFailure) in
                try Self.checkFileAccess(request, host: host, writing: false)
                let file = try Self.require(file)
                let (text, modified) = try file.read()
                return file.json(modified: modified, text: text)
            }
        }
        router.get("/api/file/modified") { request, _ in
            Self.respond { () throws(PlaygroundFailure) in
                try Self.checkFileAccess(request, host: host, writing: false)
                let file = try Self.require(file)
                return file.json(modified: try file.modificationTime())
            }
        }
        router.put("/api/file") { request, _ in
            try await Self.answer(request, limits: limits) { body, _ throws(PlaygroundFailure) in
                try Self.checkFileAccess(request, host: host, writing: true)
                let file = try Self.require(file)
                return (file.json(modified: try file.write(body)), [:])
            }
        }
        Self.addInspectorRoutes(to: router, limits: limits)
        return router
    }

    /// An application serving ``router()`` on ``host`` and `port`.
    public func application(port: Int, onServerRunning: @escaping @Sendable (Int) async -> Void)
        -> some ApplicationProtocol
    {
        Application(
            router: router(),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "complayout"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) })
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

    /// Refuses file requests whose `Host` is not a loopback name or ``host`` (DNS rebinding), and
    /// writes without ``pageHeader`` (cross-site request forgery).
    static func checkFileAccess(_ request: Request, host: String, writing: Bool) throws(PlaygroundFailure) {
        guard isAllowed(authority: request.head.authority, host: host) else {
            throw .forbidden("the edited file is only served to the playground page on \(host)")
        }
        if writing && request.headers[pageHeader] == nil {
            throw .forbidden("saving the file needs the \(pageHeader) header the playground page sends")
        }
    }

    /// Whether a request's `Host` (`name` or `name:port`, IPv6 in brackets) names this machine by a
    /// loopback name (`127.0.0.1`, `localhost`, `::1`) or names `host`; requests without one are
    /// allowed.
    public static func isAllowed(authority: String?, host: String) -> Bool {
        guard let authority else { return true }
        var name = Substring(authority)
        if name.hasPrefix("["), let end = name.firstIndex(of: "]") {
            name = name[name.index(after: name.startIndex)..<end]
        } else if let colon = name.lastIndex(of: ":") {
            name = name[..<colon]
        }
        let hostName = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return ["127.0.0.1", "localhost", "::1", hostName.lowercased()].contains(name.lowercased())
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
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limits.maximumBodyBytes)
        } catch let error as HTTPResponseError where error.status == .contentTooLarge {
            return failure(
                .tooLarge(
                    "the request body is larger than the body limit of \(limits.maximumBodyBytes) bytes; "
                        + "raise it with --max-body-bytes (PlaygroundLimits.maximumBodyBytes)"))
        }
        let bytes = Array(buffer.readableBytesView)
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

    private static func failure(_ error: PlaygroundFailure) -> Response {
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
