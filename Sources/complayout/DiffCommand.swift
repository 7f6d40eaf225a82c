import ArgumentParser
import DiffableSnapshot
import Foundation
import LayoutDescription
import SnapshotJSON

/// `complayout diff OLD NEW`: prints the changeset between two snapshots described in JSON (Snapshot rules).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the batch updates that turn one snapshot into another.",
        discussion: """
            Each file is a JSON array of section objects, in order:

              [{"id": "s1", "items": ["a", "b"]}, {"id": "s2", "items": []}]

            Identifiers are strings; section identifiers are unique, item identifiers are unique across \
            the whole file. A section object of NEW may also carry "reloaded" and "reconfigured" (arrays \
            of item identifiers of that same section) and "reloadSection": true; such marks are accepted \
            but ignored in OLD (R-DIFF-1). Other keys are rejected, and so is a key given twice in             one object.

            Identifiers compare as Swift strings, as UIKit's do: canonically equivalent spellings are             equal, so "é" as U+00E9 and as "e" + U+0301 are one identifier, and a file holding both is             rejected as a duplicate (the error shows each spelling's code points).

            Output (one line; deletes and reloads use old indexes, inserts and reconfigures new ones, \
            moves go old → new; every list is sorted, moves by destination):

              {"sections": {"deleted": [i…], "inserted": [i…], "moved": [[from, to]…], "reloaded": [i…]}, \
            "items": {"deleted": [[s, i]…], "inserted": [[s, i]…], "moved": [[[s, i], [s, i]]…], \
            "reloaded": [[s, i]…], "reconfigured": [[s, i]…]}}

            Exit status: 0 on success, 65 for invalid or unreadable input (the message names the file), \
            64 for usage errors.
            """
    )

    @Argument(help: "The old snapshot: a JSON file, or - for standard input.")
    var old: String

    @Argument(help: "The new snapshot: a JSON file, or - for standard input.")
    var new: String

    @Option(help: ArgumentHelp("The largest file read, in bytes (default 8388608, 8 MiB).", valueName: "N"))
    var maxInputBytes = DescriptionLimits().maximumInputBytes

    func validate() throws {
        if old == "-" && new == "-" {
            throw ValidationError("Only one of OLD and NEW can be read from standard input (-).")
        }
        if let problem = DescriptionLimits.flagProblem("--max-input-bytes", value: maxInputBytes) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        do throws(DiffInputError) {
            let output = try SnapshotDiffJSON.diff(
                old: try SnapshotDiffJSON.read(old, limit: maxInputBytes),
                oldSource: old,
                new: try SnapshotDiffJSON.read(new, limit: maxInputBytes),
                newSource: new
            )
            print(output)
        } catch {
            StandardError.print(error.line)
            throw ExitCode(65)
        }
    }
}
