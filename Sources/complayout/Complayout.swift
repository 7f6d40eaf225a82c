import ArgumentParser
import CollectionLayout
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
        version: PackageVersion.current,
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
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            exit(reporting: error)
        }
    }

    /// Exits for `error` as the argument parser does, except that its messages start with the
    /// lowercase `error:` every message of the tool uses (``DiagnosticLine``).
    static func exit(reporting error: any Error) -> Never {
        let text = fullMessage(for: error)
        guard exitCode(for: error) != .success, text.hasPrefix("Error: ") else { exit(withError: error) }
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        StandardError.print(DiagnosticLine(String(lines[0].dropFirst("Error: ".count))))
        if lines.count > 1 { StandardError.print(String(lines[1]).trimmingCharacters(in: .newlines)) }
        Foundation.exit(exitCode(for: error).rawValue)
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
