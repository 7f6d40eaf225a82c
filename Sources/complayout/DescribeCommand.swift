import ArgumentParser
import LayoutDescription

/// `complayout describe`: the engine's text dump of the solved layout.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print the engine's text dump of a solved layout description.",
        discussion: """
            The dump is written as it is produced, so memory stays bounded however many sections the \
            layout has; --maximum-items bounds the cells listed per section.
            """)

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
                // Streamed line by line through a fixed buffer: memory stays bounded however many
                // sections the layout has (a 60,000-section dump is hundreds of megabytes of text).
                var output = BufferedOutput()
                prepared.forEachTextDumpLine(maximumItemsPerSection: max(0, maximumItems)) { line in
                    output.write(line)
                    output.write("\n")
                }
                output.flush()
            } catch {
                throw CommandFailure.invalid(error.problems, in: source)
            }
        }
    }
}
