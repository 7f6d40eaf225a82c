import CollectionLayout
import Foundation
import LayoutDescription
import Testing

/// Paths and helpers shared by the description tests.
enum TestSupport {
    /// The repository root, derived from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file relative to the repository root.
    static func file(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// Decodes, resolves and prepares a description.
    static func prepare(_ text: String, strict: Bool = false) throws -> PreparedLayout {
        try LayoutDescription.decode(text).resolve().prepare(strict: strict)
    }

    /// Every problem of a description, from decoding, resolving or strict preparing, as
    /// `path: message` lines; empty for a valid description.
    static func problems(_ text: String) -> [DescriptionProblem] {
        problems(bytes: Array(text.utf8))
    }

    /// Like ``problems(_:)`` for raw bytes.
    static func problems(bytes: [UInt8]) -> [DescriptionProblem] {
        do {
            _ = try LayoutDescription.decode(bytes).resolve().prepare(strict: true)
            return []
        } catch {
            return error.problems
        }
    }

    /// Compares a frame with an expected `(x, y, width, height)` within `tolerance`.
    static func expect(
        _ frame: Rect?, _ expected: (Double, Double, Double, Double), tolerance: Double = 0.0001,
        _ label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let frame else {
            Issue.record("\(label): no frame", sourceLocation: sourceLocation)
            return
        }
        let actual = [frame.minX, frame.minY, frame.width, frame.height]
        let wanted = [expected.0, expected.1, expected.2, expected.3]
        let close = zip(actual, wanted).allSatisfy { abs($0 - $1) <= tolerance }
        #expect(close, "\(label): got \(actual), expected \(wanted)", sourceLocation: sourceLocation)
    }

    /// A minimal valid section with `body` spliced into the document's first section.
    static func document(section body: String) -> String {
        """
        version: 1
        sections:
          - \(body)
        """
    }

    /// A small valid group for sections in tests.
    static let rowGroup =
        #"{horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, "#
        + #"subitems: [{item: {size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}}}]}}"#
}

extension LayoutDescription {
    /// Decodes a description from text (test convenience for the typed-throws API).
    static func decoded(_ text: String) throws -> LayoutDescription { try decode(text) }
}
