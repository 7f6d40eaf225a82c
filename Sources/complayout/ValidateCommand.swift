import ArgumentParser
import LayoutDescription

/// `complayout validate`: checks a description in strict mode (SPEC R-DIAG-4).
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a layout description; print every problem with its JSON path.",
        discussion: """
            Reads the description, applies templates, and solves it in strict mode, where every engine \
            diagnostic is an error. Exits 0 when valid, 65 with one `error: PATH: MESSAGE` line per problem \
            on standard error otherwise, 64 for usage errors.
            """)

    @OptionGroup var input: DescriptionInput

    func run() throws {
        try CommandFailure.run {
            let resolved = try input.resolve()
            do throws(DescriptionError) {
                _ = try resolved.prepare(strict: true)
            } catch {
                throw CommandFailure.invalid(error.problems)
            }
            print("\(input.sourceName): valid")
        }
    }
}
