import Foundation
import LayoutDescription
import SnapshotJSON

/// Reading the files of `complayout diff`; parsing and printing live in `SnapshotJSON`, which the
/// fuzz targets link too.
enum SnapshotDiffJSON {
    /// How messages name `path`: itself, or `<stdin>` for `-`.
    static func sourceName(_ path: String) -> String {
        path == "-" ? DiagnosticLine.standardInputName : path
    }

    /// Reads a file, or standard input for `-`, at most `limit` bytes (`--max-input-bytes`).
    static func read(_ path: String, limit: Int = DescriptionLimits().maximumInputBytes)
        throws(DiffInputError)
        -> Data
    {
        do {
            return Data(try BoundedInput.read(path, limit: limit))
        } catch {
            switch error {
            case .unreadable(let reason):
                throw DiffInputError(
                    line: DiagnosticLine(DiagnosticLine.cannotRead(sourceName(path), reason: reason)))
            case .tooLarge(let limit):
                let problem = DescriptionProblem(
                    path: .root, message: BoundedInput.Failure.tooLargeMessage(limit: limit))
                throw DiffInputError(line: DiagnosticLine(problem, file: sourceName(path), at: .start))
            }
        }
    }

    /// Parses both files (`-` is named `<stdin>` in messages), diffs them and renders the changeset.
    static func diff(old: Data, oldSource: String, new: Data, newSource: String) throws(DiffInputError)
        -> String
    {
        try SnapshotJSON.diff(
            old: old, oldSource: sourceName(oldSource), new: new, newSource: sourceName(newSource))
    }
}
