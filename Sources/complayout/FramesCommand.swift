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
            in the order of SPEC R-QUERY-3 (layout-level items; then per section decorations, boundary items, \
            cells, group and item supplementaries); "kind" is present for supplementaries and decorations. \
            Layout-level boundary items have "item": 9223372036854775807 (Int.max, SPEC R-INDEX-4). Integral \
            numbers print without a fraction; others in the shortest form that reads back to the same double. \
            With --visible: only what the collection view shows at --offset (default: the initial offset), \
            pinned items placed, orthogonal rows shifted by their settled offsets and clipped; the output adds \
            "contentOffset" and "orthogonalOffsets" ({"SECTION": restingOffset} for every orthogonal section \
            with items). --offset and --orthogonal-offset need --visible. Diagnostics go to standard error. \
            Exit codes: 0 success, 64 usage, 65 invalid description, 1 internal failure.
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

    @OptionGroup var scroll: ScrollOptions

    @Option(help: "Preferred sizes JSON file (not supported yet: needs self-sizing).")
    var sizes: String?

    @Flag(help: "Print only what the collection view shows at --offset, as displayed.")
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
            let position = visible ? try scroll.position(in: prepared) : nil
            let elements = position?.displayedElements(in: prepared) ?? prepared.allElements()
            let size = prepared.contentSize
            switch format {
            case .json:
                StandardOutput.write(
                    FramesOutput.json(contentSize: size, elements: elements, position: position))
            case .text:
                StandardOutput.write(
                    FramesOutput.text(contentSize: size, elements: elements, position: position))
            }
        }
    }

    private func rejectUnsupportedOptions() throws {
        if sizes != nil {
            throw CommandFailure.usage(
                "--sizes is not supported yet: preferred (self-sized) sizes need the self-sizing loop "
                    + "(SPEC R-SIZING), which is not built yet")
        }
        if scroll.isGiven && !visible {
            let flag = scroll.offset != nil ? "--offset" : "--orthogonal-offset"
            throw CommandFailure.usage(
                "\(flag) only changes what is displayed; use --visible to print the elements shown there "
                    + "(without --visible, frames prints every element at its layout frame)")
        }
        _ = try scroll.contentOffset()
        _ = try scroll.requestedOrthogonalOffsets()
    }
}
