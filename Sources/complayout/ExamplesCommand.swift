import ArgumentParser
import LayoutDescription

/// `complayout examples [NAME]`: the built-in example descriptions.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the built-in example descriptions, or print one.",
        discussion: "Every command that reads a description also accepts --example NAME.")

    @Argument(help: "The example to print (YAML).")
    var name: String?

    func run() throws {
        try CommandFailure.run {
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
