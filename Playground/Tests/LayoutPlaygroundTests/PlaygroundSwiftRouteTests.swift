import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LayoutDescription
import LayoutPlayground
import Testing

/// `POST /api/swift`, behind the page's "Copy Swift code": the text `complayout swift` prints (the
/// same `SwiftCodeExport`), located 400s for invalid descriptions and parts UIKit cannot express, and
/// the access checks and limits of every other route.
@Suite("Playground Swift code route")
struct PlaygroundSwiftRouteTests {
    /// One request to a fresh application of `server`: status, body and headers.
    func send(
        _ uri: String, body: String, headers: HTTPFields = [:], server: PlaygroundServer = .init()
    ) async throws -> (status: Int, body: String, headers: HTTPFields) {
        let app = Application(router: server.router())
        return try await app.test(.router) { client in
            try await client.execute(
                uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body)
            ) { response in (response.status.code, String(buffer: response.body), response.headers) }
        }
    }

    /// Two subitems repeated by `count`: UIKit's `count:` initialisers repeat exactly one subitem.
    static let twoRepeated = """
        version: 1
        sections:
          - itemCount: 4
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(50)"}
                count: 2
                subitems:
                  - item: {size: {width: "fractionalWidth(1/2)", height: "fractionalHeight(1)"}}
                  - item: {size: {width: "fractionalWidth(1/2)", height: "fractionalHeight(1)"}}
        """

    @Test(
        "The answer is SwiftCodeExport's code for the description, as text",
        arguments: ["settings", "app-store"])
    func exportParity(name: String) async throws {
        let text = try #require(BuiltInExamples.text(named: name))
        let answer = try await send("/api/swift", body: text)
        #expect(answer.status == 200)
        #expect(answer.headers[.contentType] == "text/x-swift; charset=utf-8")
        let expected = try SwiftCodeExport().code(for: try LayoutDescription.decode(text))
        #expect(answer.body == expected)
        #expect(answer.body.contains("func makeLayout() -> UICollectionViewCompositionalLayout {"))
    }

    @Test("function-name and device in the query match complayout swift --function-name --device")
    func cliParity() async throws {
        let text = try #require(BuiltInExamples.text(named: "app-store"))
        let answer = try await send("/api/swift?function-name=makeStoreLayout&device=ipad-pro-11", body: text)
        #expect(answer.status == 200)
        let cli = try CLIRunner.output([
            "swift", "--example", "app-store", "--function-name", "makeStoreLayout", "--device",
            "ipad-pro-11",
        ])
        #expect(answer.body == cli)
        #expect(answer.body.contains("func makeStoreLayout() -> UICollectionViewCompositionalLayout {"))
    }

    @Test("An invalid description is a 400 naming the path, line and column")
    func invalid() async throws {
        let answer = try await send("/api/swift", body: "version: 1\nsections:\n  - itemCount: 2\n")
        #expect(answer.status == 400)
        // The section entry starting on line 3 misses its group.
        #expect(answer.body.contains("\"path\": \"sections[0]\""), "\(answer.body)")
        #expect(answer.body.contains("missing required key \\\"group\\\""), "\(answer.body)")
        #expect(answer.body.contains("\"line\": 3"), "\(answer.body)")
    }

    @Test("A group UIKit cannot repeat is a located 400, as complayout swift refuses it")
    func unrepeatableGroup() async throws {
        let answer = try await send("/api/swift", body: Self.twoRepeated)
        #expect(answer.status == 400)
        #expect(
            answer.body.contains("\"path\": \"sections[0].group.horizontal.subitems\""), "\(answer.body)")
        #expect(answer.body.contains("repeats exactly one subitem"), "\(answer.body)")
        // `subitems:` is the eighth line, its key at column 9 (eight spaces of indentation).
        #expect(answer.body.contains("\"line\": 8, \"column\": 9"), "\(answer.body)")
    }

    @Test("A function name that is no Swift identifier is a 400", arguments: ["1st", "class", "make-layout"])
    func badFunctionName(_ name: String) async throws {
        let text = try #require(BuiltInExamples.text(named: "settings"))
        let answer = try await send("/api/swift?function-name=\(name)", body: text)
        #expect(answer.status == 400)
        #expect(
            answer.body.contains("function-name \\\"\(name)\\\" is not a Swift identifier"), "\(answer.body)")
    }

    @Test("A foreign Origin or Host is refused (403); the page's own origin passes")
    func access() async throws {
        let text = try #require(BuiltInExamples.text(named: "settings"))
        for (name, value) in [
            ("Origin", "http://evil.example"), ("Origin", "null"), ("Host", "evil.example"),
        ] {
            var headers = HTTPFields()
            headers.append(HTTPField(name: HTTPField.Name(name)!, value: value))
            let answer = try await send("/api/swift", body: text, headers: headers)
            #expect(answer.status == 403, "\(name): \(value)")
            #expect(!answer.body.contains("UICollectionViewCompositionalLayout"))
        }
        // The router test client names `localhost`: the page's origin is http://localhost.
        let own = try await send("/api/swift", body: text, headers: [.origin: "http://localhost"])
        #expect(own.status == 200)
    }

    @Test("The body limit holds: a description over it is a 413")
    func bodyLimit() async throws {
        var limits = PlaygroundLimits()
        limits.maximumBodyBytes = 64
        let server = PlaygroundServer(file: nil, example: "settings", host: "127.0.0.1", limits: limits)
        let text = try #require(BuiltInExamples.text(named: "settings"))
        #expect(text.utf8.count > 64)
        let answer = try await send("/api/swift", body: text, server: server)
        #expect(answer.status == 413)
    }
}
