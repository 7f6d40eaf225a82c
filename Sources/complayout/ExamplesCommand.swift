import ArgumentParser
import LayoutDescription

/// `complayout examples [NAME]`: the built-in example descriptions.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the built-in example descriptions, or print one.",
        discussion: """
            Every command that reads a description also accepts --example NAME. With --sizes, prints \
            the preferred sizes the example ships with (a `frames --sizes` file, R-SIZING-5), e.g. \
            `complayout examples filter-chips --sizes | complayout frames --example filter-chips --sizes -`.
            """)

    @Argument(help: "The example to print (YAML).")
    var name: String?

    @Flag(help: "Print the example's own preferred sizes (JSON, for --sizes) instead of its description.")
    var sizes = false

    func run() throws {
        try CommandFailure.run {
            if sizes {
                guard let name else { throw CommandFailure.usage("--sizes needs an example NAME") }
                _ = try ExampleLookup.text(named: name)
                guard let text = BuiltInExamples.sizesText(named: name) else {
                    let shipping = BuiltInExamples.names.filter {
                        BuiltInExamples.sizesText(named: $0) != nil
                    }
                    throw CommandFailure.usage(
                        "example \"\(name)\" ships no sizes (examples with sizes: "
                            + shipping.joined(separator: ", ") + ")")
                }
                StandardOutput.write(text)
                return
            }
            guard let name else {
                for name in BuiltInExamples.names {
                    print(
                        name.padding(toLength: max(name.count, 14), withPad: " ", startingAt: 0) + "  "
                            + (BuiltInExamples.summary(named: name) ?? ""))
                }
                return
            }
            StandardOutput.write(try ExampleLookup.text(named: name))
        }
    }
}
