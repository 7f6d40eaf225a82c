import Foundation
import LayoutPlayground
import Testing

/// Drags of orthogonal rows through `PlaygroundAPI.visible`: the row rests where the engine's
/// gesture targets say (R-ORTHO-14, R-ORTHO-15), and follows the finger while held
/// (R-ORTHO-16).
@Suite("Playground orthogonal drags")
struct PlaygroundDragTests {
    /// The R-ORTHO-2 row: width 390, groups 312 wide (0.8 × 390), pitch 322, insets 16, ten
    /// groups, maxO 2852.
    static func row(_ behavior: String) -> [UInt8] {
        Array(
            """
            version: 1
            environment: {width: 390, height: 844}
            sections:
              - itemCount: 10
                orthogonalScrollingBehavior: \(behavior)
                contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
                interGroupSpacing: 10
                group: {horizontal: {size: {width: "fractionalWidth(0.8)", height: "absolute(200)"},
                        subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
            """.utf8)
    }

    static func options(_ query: String) throws -> PlaygroundOptions {
        try PlaygroundOptions(
            query: query.split(separator: "&").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), String(parts[1]))
            })
    }

    /// The worked example of R-ORTHO-14, R-ORTHO-15: a drag from 0 released at 100 with +1000 pt/s.
    @Test(
        "A released drag rests at the R-ORTHO-15 target",
        arguments: [
            // continuous: o* = 100 + 1000/1000 × 0.998/0.002 = 100 + 499 = 599.
            ("continuous", "0", 599.0),
            // leading boundary: candidates 322k; 644 is nearest to 599.
            ("continuousGroupLeadingBoundary", "0", 644),
            // paging (fast rate): o* = 100 + 0.99/0.01 = 199; pages of 358; one page from 0 → 358.
            ("paging", "0", 358),
            // group paging: 199 is nearer 322 (123) than 0 (199).
            ("groupPaging", "0", 322),
            // group paging centred: candidates 322k − 23, drag from −23; 199 → 299.
            ("groupPagingCentered", "-23", 299),
        ])
    func released(behavior: String, start: String, target: Double) throws {
        let json = try PlaygroundAPI.visible(
            Self.row(behavior),
            options: Self.options("drag=0&drag-start=\(start)&orthogonal-offset=0:100&velocity=1000"))
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let offsets = try #require(document?["orthogonalOffsets"] as? [String: Double])
        // The projection is computed in binary floating point (0.998 / 0.002 is not exactly 499).
        #expect(abs((offsets["0"] ?? .nan) - target) < 1e-9, "\(behavior): \(offsets)")
    }

    @Test("A held drag shows the row where the finger is, clamped with bounce never only at the ends")
    func held() throws {
        let json = try PlaygroundAPI.visible(
            Self.row("groupPaging"), options: Self.options("drag=0&drag-start=0&orthogonal-offset=0:100"))
        // Held at 100, not settled to a candidate: cell 0.0 at 16 − 100 = −84.
        #expect(json.contains("\"orthogonalOffsets\": {\"0\": 100}"))
        #expect(
            json.contains("{\"category\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": {\"x\": -84, "))
    }

    @Test("Without a drag, requested offsets settle as a programmatic scroll (R-ORTHO-9)")
    func settled() throws {
        // The R-ORTHO-9 table: a request of 200 rests at 322 under group paging.
        let json = try PlaygroundAPI.visible(
            Self.row("groupPaging"), options: Self.options("orthogonal-offset=0:200"))
        #expect(json.contains("\"orthogonalOffsets\": {\"0\": 322}"))
    }

    @Test("Dragging a section without a row is a bad request")
    func notOrthogonal() throws {
        #expect(throws: PlaygroundFailure.self) {
            try PlaygroundAPI.visible(
                Self.row("groupPaging"), options: Self.options("drag=3&drag-start=0&orthogonal-offset=3:10"))
        }
    }
}
