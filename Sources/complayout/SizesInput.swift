import Foundation
import LayoutDescription

/// Reads the `--sizes` file of `complayout frames` (DESIGN §6, SPEC R-SIZING-5).
struct SizesInput {
    /// The `--sizes` argument: a path, `-` for standard input, or nil.
    var path: String?

    /// Where the sizes came from, for messages.
    var sourceName: String { path == "-" ? "standard input" : path ?? "" }

    /// The decoded file, nil without `--sizes`. Exits 64 for an unreadable file and 65 (every
    /// problem with its JSON path) for an invalid one.
    func load() throws -> SizesDescription? {
        guard let path else { return nil }
        let bytes: [UInt8]
        if path == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure.usage("cannot read --sizes \"\(path)\": no such file or not readable")
            }
            bytes = Array(data)
        }
        do {
            return try SizesDescription.decode(bytes)
        } catch {
            throw CommandFailure.invalidFile(sourceName, error.problems)
        }
    }
}
