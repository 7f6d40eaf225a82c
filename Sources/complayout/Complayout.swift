import ArgumentParser
import Foundation
import LayoutDescription

/// The `complayout` command-line tool.
@main
struct Complayout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complayout",
        abstract: "Solve, inspect and benchmark compositional collection-view layouts.",
        discussion: """
            Help texts and messages cite layout rules by id, such as R-GROUP-2 or R-CONT-2. Each rule \
            is explained, with an example and whether it was observed on UIKit or chosen by this \
            project, in the "Layout rules" article of the CollectionLayout documentation \
            (Sources/CollectionLayout/CollectionLayout.docc/LayoutRules.md; `swift package \
            generate-documentation --target CollectionLayout` builds it).
            """,
        version: "0.1.0",
        subcommands: [
            FramesCommand.self, RenderCommand.self, ValidateCommand.self, DescribeCommand.self,
            ExamplesCommand.self, SchemaCommand.self, DiffCommand.self, BenchCommand.self, ServeCommand.self,
            SwiftCommand.self,
        ]
    )

    /// Runs the tool; an unknown subcommand exits 64 with the closest one suggested.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let failure = unknownSubcommand(in: arguments) {
            Foundation.exit(failure.report().rawValue)
        }
        main(arguments)
    }

    /// The failure for an unknown subcommand in `arguments` (`complayout frame`), or nil.
    static func unknownSubcommand(in arguments: [String]) -> CommandFailure? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(word), word != "help" else { return nil }
        return .usage(
            "unknown command \"\(word)\"\(Suggestion.hint(for: word, among: names)) "
                + "(commands: \(names.joined(separator: ", ")); see complayout --help)")
    }
}
