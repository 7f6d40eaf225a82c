import ArgumentParser
import CollectionLayout
import LayoutDescription

/// `complayout frames`: every element of the solved layout (DESIGN §6).
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frame of every element of a layout description.",
        discussion: """
            JSON output: {"contentSize": {"width": W, "height": H}, "elements": [{"category": "cell", \
            "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 130, "height": 130}, "zIndex": 0}, …]} \
            in the order of SPEC R-QUERY-3. Integral numbers print without a fraction; others in the shortest \
            form that reads back to the same double. Diagnostics go to standard error. Exit codes: 0 success, \
            64 usage, 65 invalid description, 1 internal failure.
            """)

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
    }

    @OptionGroup var input: DescriptionInput

    @Option(help: "Output format: json or text.")
    var format: Format = .json

    @Flag(help: "Turn every diagnostic into an error (SPEC R-DIAG-4).")
    var strict = false

    @Option(help: "Content offset X,Y (not supported yet: needs the headless collection view).")
    var offset: String?

    @Option(
        name: .customLong("orthogonal-offset"),
        help: "SECTION:X orthogonal offset (not supported yet: needs orthogonal scrolling).")
    var orthogonalOffsets: [String] = []

    @Option(help: "Preferred sizes JSON file (not supported yet: needs self-sizing).")
    var sizes: String?

    @Flag(help: "Print only the visible elements (not supported yet: needs the headless collection view).")
    var visible = false

    func run() throws {
        try CommandFailure.run {
            try rejectUnsupportedOptions()
            let resolved = try input.resolve()
            let prepared: PreparedLayout
            do throws(DescriptionError) {
                prepared = try resolved.prepare(strict: strict)
            } catch {
                throw CommandFailure.invalid(error.problems)
            }
            for diagnostic in prepared.diagnostics {
                StandardError.print("warning: \(resolved.problem(for: diagnostic))")
            }
            let elements = prepared.allElements()
            switch format {
            case .json:
                StandardOutput.write(FramesOutput.json(contentSize: prepared.contentSize, elements: elements))
            case .text:
                StandardOutput.write(FramesOutput.text(contentSize: prepared.contentSize, elements: elements))
            }
        }
    }

    private func rejectUnsupportedOptions() throws {
        var used: [String] = []
        if offset != nil { used.append("--offset") }
        if !orthogonalOffsets.isEmpty { used.append("--orthogonal-offset") }
        if sizes != nil { used.append("--sizes") }
        if visible { used.append("--visible") }
        guard !used.isEmpty else { return }
        throw CommandFailure.usage(
            "\(used.joined(separator: ", ")) \(used.count == 1 ? "is" : "are") not supported yet: scrolling, "
                + "orthogonal offsets and self-sizing need the headless collection view, which is not built yet"
        )
    }
}
