import ArgumentParser
import CollectionLayout
import LayoutCommandOptions
import LayoutDescription

/// `complayout frames`: every element of the solved layout (the description format).
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frame of every element of a layout description.",
        discussion: """
            JSON output: {"contentSize": {"width": W, "height": H}, "elements": [{"category": "cell", \
            "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 130, "height": 130}, "zIndex": 0}, …]} \
            in the order of R-QUERY-3 (layout-level items; then per section decorations, boundary items, \
            cells, group and item supplementaries); "kind" is present for supplementaries and decorations. \
            Layout-level boundary items have "item": 9007199254740992 (2^53, exact in JavaScript; index path \
            (0, Int.max), R-INDEX-4). Integral \
            numbers print without a fraction; others in the shortest form that reads back to the same double. \
            With --visible: only what the collection view shows at --offset (default: the initial offset; \
            at most --max-elements elements, default 100000, else exit 65 before anything is collected), \
            pinned items placed, orthogonal rows shifted by their settled offsets and clipped; the output adds \
            "contentOffset" and "orthogonalOffsets" ({"SECTION": restingOffset} for every orthogonal section \
            with items). --offset and --orthogonal-offset need --visible. \
            With --sizes SIZES.json: the file is a fixed size provider (R-SIZING-5). Without --visible, every \
            element it lists is measured (the "all measured" layout); with --visible, the headless collection \
            view measures only what becomes visible — at the initial offset, then at --offset, keeping the \
            first visible cell in place (R-SIZING-2, R-SCROLL-7). Unlisted elements keep their estimates; \
            the file is {"cells": {"0:3": {"height": 120}}, \
            "supplementaries": {"section-header:0:0": {"height": 60}}} with keys "SECTION:ITEM" and \
            "KIND:SECTION:ITEM"; an omitted width or height keeps the layout's length on that axis, and only \
            estimated axes are adopted (R-EST-1). \
            Diagnostics go to standard error. \
            Exit codes: 0 success, 64 usage, 65 invalid description or sizes file, 1 internal failure.
            """)

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
    }

    @OptionGroup var input: DescriptionInput

    @Option(help: "Output format: json or text.")
    var format: Format = .json

    @Flag(help: "Turn every diagnostic into an error (R-DIAG-4).")
    var strict = false

    @OptionGroup var scroll: ScrollOptions

    @Option(
        help: ArgumentHelp(
            "Preferred (self-sized) sizes: a JSON file, or - for standard input.",
            valueName: "SIZES.json"))
    var sizes: String?

    @Flag(help: "Print only what the collection view shows at --offset, as displayed.")
    var visible = false

    @OptionGroup var elementLimit: ElementLimitOption

    func run() throws {
        try CommandFailure.run {
            try rejectUnsupportedOptions()
            let (resolved, source) = try input.resolve()
            let sizesFile = try SizesInput(path: self.sizes, limits: input.limits).load()
            let sizes = sizesFile?.sizes
            var prepared = try prepare(resolved, source: source)
            // One screen is collected before it is printed: bounded before the view is made.
            if visible {
                try elementLimit.checkScreen(
                    prepared, contentOffset: try scroll.contentOffset(), source: source)
            }
            var display: ScrollDisplay?
            if let sizes, let sizesSource = sizesFile?.source {
                // Validated against the unmeasured layout in both modes (unknown elements exit 65).
                let resolution: SizesResolution
                do throws(DescriptionError) {
                    resolution = try sizes.resolve(in: prepared)
                } catch {
                    throw CommandFailure.invalid(error.problems, in: sizesSource)
                }
                for line in sizesSource.lines(resolution.ignored, .warning) { StandardError.print(line) }
                if visible {
                    // Only what becomes visible is measured (R-SIZING-2, R-SIZING-5).
                    let shown = try self.display(resolved, prepared: prepared, sizes: sizes)
                    (prepared, display) = (shown.layout, shown)
                } else {
                    // The "all measured" layout.
                    prepared = try prepare(resolved, source: source, measurements: resolution.measurements)
                }
            }
            let warnings = prepared.diagnostics.map(resolved.problem(for:))
            for line in source.lines(warnings, .warning) { StandardError.print(line) }
            if visible && display == nil {
                display = try self.display(resolved, prepared: prepared, sizes: nil)
            }
            let (offset, orthogonal) = (display?.contentOffset, display?.orthogonalOffsets ?? [:])
            try elementLimit.check(prepared, visibleCount: display?.elements.count, source: source)
            // Streamed: every element is written as it is produced, so memory stays bounded
            // however many elements the layout has (--visible prints one screen's worth).
            var output = BufferedOutput()
            var first = true
            func emit(_ element: LayoutAttributes) {
                switch format {
                case .json: output.write { LayoutFramesJSON.append(element, first: first, to: &$0) }
                case .text: output.write(FramesOutput.textLine(element))
                }
                first = false
            }
            switch format {
            case .json:
                output.write(
                    FramesOutput.jsonHead(
                        contentSize: prepared.contentSize, contentOffset: offset,
                        orthogonalOffsets: orthogonal))
            case .text:
                output.write(
                    FramesOutput.textHead(
                        contentSize: prepared.contentSize, contentOffset: offset,
                        orthogonalOffsets: orthogonal))
            }
            if let display {
                display.elements.forEach(emit)
            } else {
                prepared.forEachElement(emit)
            }
            if format == .json { output.write(FramesOutput.jsonTail) }
            output.flush()
        }
    }

    /// What the headless view shows at the requested position, around the layout this command
    /// already prepared (solved once, with or without a sizes file).
    private func display(_ resolved: ResolvedLayout, prepared: PreparedLayout, sizes: SizesDescription?)
        throws -> ScrollDisplay
    {
        ScrollDisplay(
            try VisibleSizing.view(
                resolved, prepared: prepared, sizes: sizes, strict: strict,
                contentOffset: try scroll.contentOffset(),
                orthogonalOffsets: try scroll.requestedOrthogonalOffsets()))
    }

    /// Solves `resolved`, exiting 65 with every problem at its place in `source` on failure.
    private func prepare(
        _ resolved: ResolvedLayout, source: InputSource, measurements: LayoutMeasurements = .init()
    ) throws -> PreparedLayout {
        do throws(DescriptionError) {
            return try resolved.prepare(strict: strict, measurements: measurements)
        } catch {
            throw CommandFailure.invalid(error.problems, in: source)
        }
    }

    private func rejectUnsupportedOptions() throws {
        if sizes == "-" && input.file == "-" {
            throw CommandFailure.usage("the description and --sizes cannot both be read from standard input")
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
