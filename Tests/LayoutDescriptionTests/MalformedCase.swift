import LayoutDescription
import Testing

/// A malformed description and the problem it must produce: the exact JSON path (nil when any path
/// will do, such as for parser errors deep inside a file) and a fragment of the message.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    let label: String
    let bytes: [UInt8]
    let path: String?
    let fragment: String

    init(_ label: String, _ text: String, _ path: String?, _ fragment: String) {
        self.label = label
        self.bytes = Array(text.utf8)
        self.path = path
        self.fragment = fragment
    }

    init(_ label: String, bytes: [UInt8], _ path: String?, _ fragment: String) {
        self.label = label
        self.bytes = bytes
        self.path = path
        self.fragment = fragment
    }

    var testDescription: String { label }

    /// Checks that decoding, resolving and strict preparing report the expected problem.
    func verify(sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = TestSupport.problems(bytes: bytes)
        let matched = problems.contains { problem in
            (path == nil || problem.path.description == path) && problem.message.contains(fragment)
        }
        #expect(
            matched,
            "\(label): expected \(path ?? "any path"): …\(fragment)…, got \(problems.map(\.description))",
            sourceLocation: sourceLocation)
    }

    /// A valid document whose first section is `section` (YAML flow text).
    static func section(_ section: String) -> String {
        "version: 1\nsections:\n  - \(section)\n"
    }

    /// A valid document whose first section's group is `group`.
    static func group(_ group: String) -> String {
        section("{itemCount: 3, group: \(group)}")
    }

    /// A horizontal group whose only subitem is an item with `item` fields.
    static func item(_ fields: String) -> String {
        group(
            #"{horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, subitems: [{item: {"#
                + fields + "}}]}}")
    }

    /// A horizontal group body with extra `fields` and one half-width item.
    static func body(_ fields: String) -> String {
        group(
            #"{horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"}, "#
                + #"subitems: [{item: {size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}}}], "#
                + fields + "}}")
    }

    /// A valid section (flow YAML) with extra `fields`.
    static func withSection(_ fields: String) -> String {
        section("{itemCount: 3, group: \(TestSupport.rowGroup), \(fields)}")
    }
}
