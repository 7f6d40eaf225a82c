import ArgumentParser
import LayoutDescription

/// `complayout describe`: the engine's text dump of the solved layout.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print the engine's text dump of a solved layout description.")

    @OptionGroup var input: DescriptionInput

    @Flag(help: "Turn every diagnostic into an error (R-DIAG-4).")
    var strict = false

    @Option(help: "Cells listed per section before the rest are summarised.")
    var maximumItems = 200

    func run() throws {
        try CommandFailure.run {
            let (resolved, source) = try input.resolve()
            do throws(DescriptionError) {
                let prepared = try resolved.prepare(strict: strict)
                let warnings = prepared.diagnostics.map(resolved.problem(for:))
                for line in source.lines(warnings, .warning) { StandardError.print(line) }
                StandardOutput.write(prepared.textDump(maximumItemsPerSection: max(0, maximumItems)))
            } catch {
                throw CommandFailure.invalid(error.problems, in: source)
            }
        }
    }
}
