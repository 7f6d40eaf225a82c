/// The example descriptions built into the library and the `complayout` binary, so that
/// `complayout examples NAME` and `--example NAME` work without the source tree.
///
/// The texts are generated from `Examples/*.yaml` (and the sizes some ship with from
/// `Examples/*.sizes.json`); a test checks that they are identical and
/// regenerates `BuiltInExamples+Sources.swift` when run with `UPDATE_BUILT_IN_EXAMPLES=1`.
public enum BuiltInExamples {
    /// The example names, sorted.
    public static var names: [String] { sources.map { $0.name }.sorted() }

    /// The YAML text of the example called `name`, or nil.
    public static func text(named name: String) -> String? {
        sources.first { $0.name == name }?.text
    }

    /// The preferred sizes an example ships with — the text of `Examples/NAME.sizes.json`, a
    /// `complayout frames --sizes` file (R-SIZING-5) — or nil when it has none or there is no
    /// such example. `filter-chips` ships the measured widths of its chips.
    public static func sizesText(named name: String) -> String? {
        sizesSources.first { $0.name == name }?.text
    }

    /// The first comment line of an example, without the `# `, as its one-line summary.
    public static func summary(named name: String) -> String? {
        guard let text = text(named: name), let first = text.split(separator: "\n").first,
            first.hasPrefix("# ")
        else { return nil }
        return String(first.dropFirst(2))
    }
}
