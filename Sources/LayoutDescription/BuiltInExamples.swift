/// The example descriptions built into the library and the `complayout` binary, so that
/// `complayout examples NAME` and `--example NAME` work without the source tree.
///
/// The texts are generated from `Examples/*.yaml`; a test checks that they are identical and
/// regenerates `BuiltInExamples+Sources.swift` when run with `UPDATE_BUILT_IN_EXAMPLES=1`.
public enum BuiltInExamples {
    /// The example names, sorted.
    public static var names: [String] { sources.map { $0.name }.sorted() }

    /// The YAML text of the example called `name`, or nil.
    public static func text(named name: String) -> String? {
        sources.first { $0.name == name }?.text
    }

    /// The first comment line of an example, without the `# `, as its one-line summary.
    public static func summary(named name: String) -> String? {
        guard let text = text(named: name), let first = text.split(separator: "\n").first,
            first.hasPrefix("# ")
        else { return nil }
        return String(first.dropFirst(2))
    }
}
