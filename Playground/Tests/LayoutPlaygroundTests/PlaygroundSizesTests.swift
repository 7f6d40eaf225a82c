import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutDescription
import LayoutPlayground
import Testing

/// `sizes=` on `/api/frames` and `/api/visible`: the preferred sizes of `complayout frames --sizes`,
/// with the same JSON.
@Suite("Playground sizes")
struct PlaygroundSizesTests {
    /// app-store's estimated header of section 1 (estimated(68)) measured at 90.
    static let sizes = #"{"supplementaries": {"header:1:0": {"height": 90}}}"#

    func send(_ uri: String, body: String) async throws -> (status: Int, body: String) {
        let app = Application(router: PlaygroundServer().router())
        return try await app.test(.router) { client in
            try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body)) { response in
                (response.status.code, String(buffer: response.body))
            }
        }
    }

    /// `sizes` in a query: percent-encoded.
    static var query: String {
        "sizes=" + (sizes.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    @Test("/api/frames and /api/visible with sizes= print what frames --sizes prints (R-SIZING-5)")
    func parity() async throws {
        let text = try #require(BuiltInExamples.text(named: "app-store"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sizes-\(UUID().uuidString).json")
        try Data(Self.sizes.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let frames = try await send("/api/frames?" + Self.query, body: text)
        #expect(frames.status == 200)
        #expect(
            frames.body
                == (try CLIRunner.output([
                    "frames", "--example", "app-store", "--sizes", file.path, "--format", "json",
                ])))
        // The header grows from 68 to 90: it ends 22 points lower than its estimate did.
        #expect(frames.body != (try await send("/api/frames", body: text)).body)
        let visible = try await send("/api/visible?offset=0,200&" + Self.query, body: text)
        #expect(visible.status == 200)
        #expect(
            visible.body
                == (try CLIRunner.output([
                    "frames", "--example", "app-store", "--visible", "--offset", "0,200", "--sizes",
                    file.path,
                ])))
    }

    @Test("A sizes document that does not decode, or names an element the layout lacks, is a 400")
    func invalid() async throws {
        let text = try #require(BuiltInExamples.text(named: "app-store"))
        let bad = try await send("/api/frames?sizes=%7B%22cells%22%3A%201%7D", body: text)
        #expect(bad.status == 400)
        #expect(bad.body.contains("sizes: cells"))
        let unknown = #"{"cells": {"0:99": {"height": 10}}}"#
        let missing = try await send(
            "/api/visible?sizes="
                + (unknown.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
            body: text)
        #expect(missing.status == 400)
        #expect(missing.body.contains("0.99"))
    }
}
