import Foundation
import LayoutDescription

/// Reads the `--sizes` file of `complayout frames` (the description format, R-SIZING-5).
struct SizesInput {
    /// The `--sizes` argument: a path, `-` for standard input, or nil.
    var path: String?
    /// The limits the file is read within (the description's: `--max-input-bytes` and the rest).
    var limits = DescriptionLimits()

    /// The decoded file with the input it was read from (to locate the problems of applying it),
    /// nil without `--sizes`. Exits 64 for an unreadable file and 65 (every problem at its
    /// `FILE:LINE:COLUMN` and JSON path) for an invalid one.
    func load() throws -> (sizes: SizesDescription, source: InputSource)? {
        guard let path else { return nil }
        let read = try InputSource.read(path, limits: limits, role: "--sizes")
        do {
            return (try SizesDescription.decode(read.bytes, limits: limits), read.source)
        } catch {
            throw CommandFailure.invalid(error.problems, in: read.source)
        }
    }
}
