import LayoutDescription

/// Looking up a built-in example by name, for `--example NAME` and `complayout examples NAME`.
enum ExampleLookup {
    /// The YAML text of the built-in example `name`.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` (exit 64) for an unknown name, suggesting the closest
    ///   example and listing them all.
    static func text(named name: String) throws -> String {
        guard let text = BuiltInExamples.text(named: name) else {
            throw CommandFailure.usage(DiagnosticLine.unknownExample(name))
        }
        return text
    }
}
