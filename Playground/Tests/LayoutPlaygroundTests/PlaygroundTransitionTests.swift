import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutPlayground
import Testing

/// `POST /api/picture` with `transition-to` and `progress`: a frame of the transition from the
/// body's layout to a second one, as `complayout render --transition-to --progress` draws it.
@Suite("Playground transition pictures")
struct PlaygroundTransitionTests {
    func send(_ uri: String, body: String) async throws -> (status: Int, body: String) {
        let app = Application(router: PlaygroundServer().router())
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body)) { response in
                (response.status.code, String(buffer: response.body))
            }
        }
    }

    /// Four items in `columns` columns of rows 100 tall, 390 wide.
    static func layout(columns: Int) -> String {
        """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 4
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(100)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(\(1 / Double(columns)))", height: "fractionalHeight(1)"}}
        """
    }

    static func query(_ text: String, progress: String) -> String {
        var components = URLComponents()
        components.queryItems = [
            URLQueryItem(name: "transition-to", value: text), URLQueryItem(name: "progress", value: progress),
        ]
        return "/api/picture?"
            + (components.percentEncodedQuery ?? "")
            .replacingOccurrences(of: "+", with: "%2B")
    }

    @Test("R-TRANS-1: half-way from a list to two columns, item 3 is between its frames")
    func halfway() async throws {
        let answer = try await send(
            Self.query(Self.layout(columns: 2), progress: "0.5"), body: Self.layout(columns: 1))
        #expect(answer.status == 200, "\(answer.body)")
        // (0, 300, 390, 100) → (195, 100, 195, 100): (97.5, 200, 292.5, 100).
        #expect(answer.body.contains("<title>cell 0.3 (97.5, 200, 292.5, 100) z 0</title>"))
        let start = try await send(
            Self.query(Self.layout(columns: 2), progress: "0"), body: Self.layout(columns: 1))
        #expect(start.body.contains("<title>cell 0.3 (0, 300, 390, 100) z 0</title>"))
    }

    @Test("Bad transition requests are 400s naming the option")
    func badRequests() async throws {
        let badProgress = try await send(
            Self.query(Self.layout(columns: 2), progress: "2"), body: Self.layout(columns: 1))
        #expect(badProgress.status == 400 && badProgress.body.contains("progress"))
        let alone = try await send("/api/picture?progress=0.5", body: Self.layout(columns: 1))
        #expect(alone.status == 400 && alone.body.contains("transition-to"))
        let invalid = try await send(
            Self.query("version: 1\nsections:\n  - itemCount: -1\n", progress: "0.5"),
            body: Self.layout(columns: 1))
        #expect(invalid.status == 400 && invalid.body.contains("transition-to"))
    }
}
