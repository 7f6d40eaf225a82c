import ArgumentParser
import CollectionLayout
import Foundation
import LayoutCommandOptions
import LayoutDescription
import LayoutRendering

/// `complayout render`: an SVG picture or an HTML page of a solved layout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layout description as an SVG picture or an HTML page.",
        discussion: """
            Every element is drawn in R-Z-6 order (decorations behind, badges on top), labelled \
            section.item (and kind), cells in blue and each supplementary or decoration kind in the next \
            colour of a fixed palette in the order the kinds first occur; sizes still estimated are outlined \
            dashed. Orthogonal rows are clipped to the layout's width (height, in horizontal layouts), the \
            part scrolled out of view drawn faint, and labelled with their behaviour \
            ("section 1 · groupPaging ↔"). SVG pictures end with a legend; HTML pages have theirs above. \
            With --transition-to (or --transition-to-example) the picture shows the transition \
            from the description to a second one at each --progress (default: before and after side by \
            side, in HTML). With --offset or --orthogonal-offset the \
            picture shows what the collection view displays there — pinned items placed, orthogonal rows at \
            their settled offsets — inside the viewport rectangle, and the rest of the layout dimmed around \
            it, rows at the same offsets. A layout of more than 20000 elements is drawn at its initial \
            position that way, only the screens around the viewport, so that render costs what it draws. \
            Without --format, the format follows the -o file name: .svg for SVG, .html or .htm \
            for HTML; other extensions are refused, and standard output gets SVG. \
            Output is deterministic. Exit codes: 0 success, 64 usage, 65 invalid description, 1 internal failure.
            """)

    @OptionGroup var input: DescriptionInput

    @Option(help: "Output format: svg or html (default: from the -o extension, else svg).")
    var format: RenderFormat?

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write to <file> (.svg or .html) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Pixels per point (default: 2 for HTML, 1 for SVG); labels, strokes and captions keep their "
                + "pixel size at every zoom.",
            valueName: "factor"))
    var zoom: Double?

    @Option(help: ArgumentHelp("The same as --zoom (its former name).", valueName: "factor"))
    var pictureScale: Double?

    @Flag(help: "Turn every diagnostic into an error (R-DIAG-4).")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Preferred (self-sized) sizes, as frames --sizes reads them: a JSON file, or - for standard "
                + "input. Measured elements are drawn solid, estimates dashed.",
            valueName: "file"))
    var sizes: String?

    @OptionGroup var scroll: ScrollOptions

    @OptionGroup var elementLimit: ElementLimitOption

    @OptionGroup(title: "Transitions")
    var transition: TransitionOptions

    func validate() throws {
        for (name, value) in [("--zoom", zoom), ("--picture-scale", pictureScale)] {
            if let value, !(value.isFinite && value > 0 && value <= 20) {
                throw ValidationError("\(name) must be a number greater than 0 and at most 20.")
            }
        }
        if zoom != nil && pictureScale != nil {
            throw ValidationError("give --zoom or --picture-scale (its former name), not both.")
        }
    }

    func run() throws {
        try CommandFailure.run {
            let format = try RenderFormat.resolve(format: self.format, output: output)
            _ = try scroll.contentOffset()
            _ = try scroll.requestedOrthogonalOffsets()
            if sizes == "-" && input.file == "-" {
                throw CommandFailure.usage(
                    "the description and --sizes cannot both be read from standard input")
            }
            let (resolved, source) = try input.resolve()
            if transition.isGiven {
                try write(try renderTransition(from: resolved, source: source, format: format))
                return
            }
            let sizesFile = try SizesInput(path: sizes, limits: input.limits).load()
            let sizeFile = sizesFile?.sizes
            var prepared = try prepare(resolved, source: source)
            if let sizeFile, let sizesSource = sizesFile?.source {
                let resolution: SizesResolution
                do throws(DescriptionError) {
                    resolution = try sizeFile.resolve(in: prepared)
                } catch {
                    throw CommandFailure.invalid(error.problems, in: sizesSource)
                }
                for line in sizesSource.lines(resolution.ignored, .warning) { StandardError.print(line) }
                // Without a position, the "all measured" layout, as frames --sizes prints it; at a
                // position the headless view measures what becomes visible (R-SIZING-5).
                if !scroll.isGiven {
                    prepared = try prepare(resolved, source: source, measurements: resolution.measurements)
                }
            }
            let warnings = prepared.diagnostics.map(resolved.problem(for:))
            for line in source.lines(warnings, .warning) { StandardError.print(line) }
            var svgOptions = SVGRenderer.Options()
            svgOptions.zoom = zoom ?? pictureScale ?? (format == .html ? 2 : 1)
            // A screen is collected with a position, and for layouts too big to draw whole: bounded
            // before the view is made, so that memory follows the limit, not the environment.
            if scroll.isGiven || FramesOutput.elementCount(of: prepared) > svgOptions.maximumDrawnElements {
                let offset = try scroll.contentOffset()
                do throws(DescriptionError) {
                    try FramesOutput.checkScreenLimit(
                        prepared, contentOffset: offset,
                        limit: elementLimit.screenLimit)
                } catch {
                    throw CommandFailure.invalid(error.problems, in: source)
                }
            }
            // With a position, `prepared` is still unmeasured, so the view starts from it.
            let position =
                scroll.isGiven
                ? try scroll.display(resolved, prepared: prepared, sizes: sizeFile, strict: strict)
                : nil
            // Only what can be drawn is kept: memory follows the drawing, not the layout.
            let picture = try ScrolledPicture.make(
                layout: prepared, position: position, title: input.sourceName,
                maximumElements: svgOptions.maximumDrawnElements,
                initialPosition: {
                    // Measured (--sizes without a position): the view measures from scratch.
                    sizeFile == nil
                        ? try scroll.display(resolved, prepared: prepared, strict: strict)
                        : try scroll.display(
                            resolved, environment: prepared.environment, sizes: sizeFile, strict: strict)
                })
            let text: String
            switch format {
            case .svg: text = SVGRenderer(options: svgOptions).render(picture)
            case .html:
                var options = HTMLRenderer.Options()
                options.svg = svgOptions
                text = HTMLRenderer(options: options).render(picture)
            }
            try write(text)
        }
    }

    /// The solved layout, with `measurements` when given; exits 65 with the problems, located in
    /// `source`, otherwise.
    func prepare(
        _ resolved: ResolvedLayout, source: InputSource, measurements: LayoutMeasurements? = nil
    ) throws -> PreparedLayout {
        do throws(DescriptionError) {
            if let measurements { return try resolved.prepare(strict: strict, measurements: measurements) }
            return try resolved.prepare(strict: strict)
        } catch {
            throw CommandFailure.invalid(error.problems, in: source)
        }
    }

    func write(_ text: String) throws {
        guard let output, output != "-" else {
            StandardOutput.write(text)
            return
        }
        try OutputFile.write(Data(text.utf8), to: output)
    }
}
