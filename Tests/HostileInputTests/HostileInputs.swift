import Foundation

/// The hostile inputs of the regression tests, each built from a built-in example the way the
/// report that found it did.
enum HostileInputs {
    /// The repository root, derived from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The text of `Examples/NAME.yaml`.
    static func example(_ name: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent("Examples/\(name).yaml"), encoding: .utf8)) ?? ""
    }

    /// The photo grid's section as a template body (its lines after `- `, indented for `templates:`).
    static let photoGridSection = """
            itemCount: 12
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "fractionalWidth(1/3)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1/3)", height: "fractionalHeight(1)"}, contentInsets: 2.5}
        """

    /// Templates `t0 → t1 → … → t(length − 1)`, the last holding the photo grid's section, and
    /// `sections` sections using `t0`.
    static func templateChain(length: Int, sections: Int) -> [UInt8] {
        var lines = ["version: 1", "environment: {width: 390, height: 844}", "templates:"]
        for index in 0..<length {
            lines.append("  t\(index):")
            lines.append(index < length - 1 ? "    template: t\(index + 1)" : photoGridSection)
        }
        lines.append("sections:")
        lines += Array(repeating: "  - template: t0", count: sections)
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The photo grid as JSON with `count` extra keys in its top-level object.
    static func manyKeys(_ count: Int) -> [UInt8] {
        var text = #"{"version": 1, "sections": []"#
        for index in 0..<count { text += #", "k\#(index)": \#(index)"# }
        return Array((text + "}").utf8)
    }

    /// The photo grid with its columns turned into a count group of `outer` count groups of
    /// `inner` items: a few hundred bytes asking for `outer × inner` template items.
    static func nestedCounts(outer: Int, inner: Int) -> [UInt8] {
        Array(
            """
            version: 1
            environment: {width: 390, height: 844}
            sections:
              - itemCount: 12
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "fractionalWidth(1/3)"}
                    count: \(outer)
                    subitems:
                      - vertical:
                          size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}
                          count: \(inner)
                          subitems:
                            - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}

            """.utf8)
    }

    /// The mosaic in a `width`-wide container with `itemCount` items: at 1e-7 every subitem has
    /// (almost) zero length, so its groups hold (nearly) everything.
    static func mosaic(width: String, itemCount: Int) -> [UInt8] {
        Array(
            example("mosaic").replacingOccurrences(of: "width: 390", with: "width: \(width)")
                .replacingOccurrences(of: "itemCount: 10", with: "itemCount: \(itemCount)").utf8)
    }

    /// `sections` copies of the photo grid's section whose items are `fractionalWidth(fraction)`
    /// wide: each template holds as many as fit, up to the engine's limit.
    static func tinyFractions(_ fraction: String, sections: Int) -> [UInt8] {
        let section = """
              - itemCount: 12
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "fractionalWidth(1/3)"}
                    subitems:
                      - item: {size: {width: "fractionalWidth(\(fraction))", height: "fractionalHeight(1)"}}

            """
        let head = "version: 1\nenvironment: {width: 390, height: 844}\nsections:\n"
        return Array((head + String(repeating: section, count: sections)).utf8)
    }
}
