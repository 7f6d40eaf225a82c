import CollectionLayout
import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutDescription
import LayoutPlayground
import Testing

/// The server's limits (`complayout serve --max-body-bytes` and the description limits): a body over
/// the limit is a 413 naming the flag, the description limits reach the API, and raising a limit
/// lets a larger request through.
@Suite("Playground limits")
struct PlaygroundLimitTests {
    /// Sends one request to a fresh application serving with `limits`.
    func send(_ uri: String, body: String, limits: PlaygroundLimits = PlaygroundLimits()) async throws -> (
        status: Int, body: String
    ) {
        let server = PlaygroundServer(file: nil, example: "app-store", host: "127.0.0.1", limits: limits)
        let app = Application(router: server.router())
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body)) { response in
                (response.status.code, String(buffer: response.body))
            }
        }
    }

    /// The photo grid's text.
    static let photoGrid = BuiltInExamples.text(named: "photo-grid") ?? ""

    @Test("The body limit is 1 MiB by default; over it, 413 with a JSON error naming --max-body-bytes")
    func bodyLimit() async throws {
        let limits = PlaygroundLimits()
        #expect(limits.maximumBodyBytes == 1 << 20)
        var lowered = limits
        lowered.maximumBodyBytes = 100
        let refused = try await send("/api/frames", body: Self.photoGrid, limits: lowered)
        #expect(refused.status == 413)
        #expect(
            refused.body
                == "{\"error\": \"the request body is larger than the body limit of 100 bytes; raise it with "
                + "--max-body-bytes (PlaygroundLimits.maximumBodyBytes)\", \"problems\": []}\n")
        // 2 MiB of comment before the photo grid: refused by default, read with both limits raised.
        let large = "# " + String(repeating: "x", count: 2 << 20) + "\n" + Self.photoGrid
        #expect(try await send("/api/frames", body: large).status == 413)
        var raised = limits
        raised.maximumBodyBytes = 4 << 20
        let accepted = try await send("/api/frames", body: large, limits: raised)
        #expect(accepted.status == 200, "\(accepted.body.prefix(300))")
    }

    @Test("The description limits reach the API: a lowered template-chain limit is a located 400")
    func descriptionLimits() async throws {
        let chain = """
            version: 1
            templates:
              a: {template: b}
              b: {itemCount: 1, group: {horizontal: {size: {width: "absolute(10)", height: "absolute(10)"}, subitems: [{item: {size: {width: "absolute(10)", height: "absolute(10)"}}}]}}}
            sections:
              - template: a

            """
        #expect(try await send("/api/validate", body: chain).status == 200)
        var limits = PlaygroundLimits()
        limits.descriptionLimits.maximumTemplateChainDepth = 1
        let refused = try await send("/api/validate", body: chain, limits: limits)
        #expect(refused.status == 400)
        #expect(
            refused.body.contains(
                "templates.a.template: the template chain a → b is longer than the limit of 1 templates; "
                    + "shorten the chain or raise it with --max-template-chain"), "\(refused.body)")
        limits = PlaygroundLimits()
        limits.descriptionLimits.maximumValueCount = 10
        let values = try await send("/api/frames", body: Self.photoGrid, limits: limits)
        #expect(values.status == 400)
        #expect(
            values.body.contains("holds more than 10 values; raise it with --max-values"), "\(values.body)")
    }

    @Test("Template items and elements per answer are limited as the server says")
    func templateItemsAndElements() async throws {
        var limits = PlaygroundLimits()
        limits.maximumTemplateItemCount = 2
        let items = try await send("/api/frames", body: Self.photoGrid, limits: limits)
        #expect(items.status == 400)
        // The photo grid's group holds 3 items.
        #expect(
            items.body.contains("the template would hold 3 items, more than the limit of 2"), "\(items.body)")
        // The server names its own flag and property, not the engine's option.
        #expect(
            items.body.contains("(--max-template-items, PlaygroundLimits.maximumTemplateItemCount, bounds"),
            "\(items.body)")
        #expect(!items.body.contains("PrepareOptions"), "\(items.body)")
        limits = PlaygroundLimits()
        limits.maximumElements = 11
        let frames = try await send("/api/frames", body: Self.photoGrid, limits: limits)
        #expect(frames.status == 422)
        #expect(
            frames.body.contains(
                "the layout has 12 elements to print, more than the limit of 11 elements printed; "
                    + "raise it with --max-elements"), "\(frames.body)")
        limits.maximumElements = 12
        #expect(try await send("/api/frames", body: Self.photoGrid, limits: limits).status == 200)
        // The grid's 4 rows of 130 pt fit the 844-pt screen: all 12 cells are visible.
        limits.maximumElements = 11
        let visible = try await send("/api/visible", body: Self.photoGrid, limits: limits)
        #expect(visible.status == 422)
        #expect(
            visible.body.contains(
                "more than 11 elements are on one screen at this position (the environment is 390 × 844 "
                    + "points); raise the limit with --max-elements"), "\(visible.body)")
    }

    @Test("The edited file is read up to the body limit; a larger one is a 409 naming --max-body-bytes")
    func fileLimit() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "playground-limit-\(UUID().uuidString).yaml")
        try Data(Self.photoGrid.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        var file = PlaygroundFile(path: path.path)
        #expect(try file.read().text == Self.photoGrid)
        file.maximumBytes = 10
        #expect(
            throws: PlaygroundFailure.conflict(
                "\"\(path.path)\" is \(Self.photoGrid.utf8.count) bytes, more than the body limit of 10 bytes; "
                    + "raise it with --max-body-bytes (PlaygroundLimits.maximumBodyBytes)")
        ) { try file.read() }
    }
}
