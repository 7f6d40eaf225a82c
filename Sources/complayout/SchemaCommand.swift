import ArgumentParser
import LayoutDescription

/// `complayout schema`: the JSON Schema of the description format.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the layout description format.")

    func run() throws {
        StandardOutput.write(DescriptionSchema.jsonText)
    }
}
