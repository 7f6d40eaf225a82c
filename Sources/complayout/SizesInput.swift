import Foundation
import LayoutDescription

/// Reads the `--sizes` file of `complayout frames` (the description format, R-SIZING-5).
struct SizesInput {
    /// The `--sizes` argument: a path, `-` for standard input, or nil.
    var path: String?
    /// The limits the file is read within (the description's: `--max-input-bytes` and the rest).
    var limits = DescriptionLimits()

    /// Where the sizes came from, for messages.
    var sourceName: String { path == "-" ? "standard input" : path ?? "" }

    /// The decoded file, nil without `--sizes`. Exits 64 for an unreadable file and 65 (every
    /// problem with its JSON path) for an invalid one.
    func load() throws -> SizesDescription? {
        guard let path else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try BoundedInput.read(path, limit: limits.maximumInputBytes)
        } catch {
            switch error {
            case .unreadable(let reason):
                throw CommandFailure.usage("cannot read --sizes \"\(path)\": \(reason)")
            case .tooLarge(let limit):
                throw CommandFailure.invalidFile(
                    sourceName,
                    DescriptionError(path: .root, BoundedInput.Failure.tooLargeMessage(limit: limit)).problems
                )
            }
        }
        do {
            return try SizesDescription.decode(bytes, limits: limits)
        } catch {
            throw CommandFailure.invalidFile(sourceName, error.problems)
        }
    }
}
