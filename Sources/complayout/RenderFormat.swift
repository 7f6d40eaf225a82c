import ArgumentParser

/// The output format of `complayout render`.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case svg
    case html

    /// The file-name extensions of each format, lowercase, without the dot.
    var extensions: [String] {
        switch self {
        case .svg: ["svg"]
        case .html: ["html", "htm"]
        }
    }

    /// The format to write, from `--format` and the `-o` file name.
    ///
    /// Without `--format`, an `.svg` file gets SVG and an `.html` or `.htm` file HTML; standard
    /// output (no `-o`, or `-o -`) and a file name without an extension get SVG. Any other extension
    /// is refused rather than filled with the wrong kind of text (`x.png` is not an SVG file), and so
    /// is a `--format` that contradicts the extension. With `--format`, a file name without an
    /// extension or with one of no known format is written as asked.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` (exit 64) naming the file and what to do.
    static func resolve(format: RenderFormat?, output: String?) throws -> RenderFormat {
        guard let output, output != "-", let suffix = fileExtension(of: output) else {
            return format ?? .svg
        }
        let implied = allCases.first { $0.extensions.contains(suffix.lowercased()) }
        switch (format, implied) {
        case (nil, let implied?):
            return implied
        case (nil, nil):
            throw CommandFailure.usage(
                "cannot tell the format of -o \"\(output)\" from \".\(suffix)\": render writes SVG (.svg) or "
                    + "HTML (.html, .htm); name the file so, or give --format svg or --format html")
        case (let format?, let implied?) where implied != format:
            throw CommandFailure.usage(
                "--format \(format.rawValue) contradicts -o \"\(output)\", which names an "
                    + "\(implied.rawValue.uppercased()) file; use a .\(format.extensions[0]) file name "
                    + "or drop --format")
        case (let format?, _):
            return format
        }
    }

    /// The extension of the last path component (`"svg"` of `dir.v2/x.svg`), or nil for none.
    private static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        return suffix.isEmpty ? nil : String(suffix)
    }
}
