import CollectionLayout
import LayoutDescription
import LayoutRendering

extension RenderCommand {
    /// The SVG or HTML text of the transition from `resolved` to the second description: one
    /// picture per progress, whole layouts (no scroll position or sizes). Exits 64 when an SVG
    /// would need more than one frame or with options that do not apply, 65 for an invalid second
    /// description, located in its own input.
    func renderTransition(
        from resolved: ResolvedLayout, source: InputSource, format: RenderFormat
    ) throws -> String {
        if scroll.isGiven || sizes != nil {
            throw CommandFailure.usage(
                "--transition-to draws whole layouts: --offset, --orthogonal-offset and --sizes do not apply")
        }
        let progresses = transition.progresses
        if format == .svg && progresses.count != 1 {
            throw CommandFailure.usage(
                "an SVG picture holds one frame: give one --progress T, or write HTML (-o FILE.html) "
                    + "for \(progresses.count) frames side by side")
        }
        let second = transition.secondInput(like: input)
        let (resolvedNext, nextSource) = try second.resolve()
        let from = try prepare(resolved, source: source)
        let to = try prepare(resolvedNext, source: nextSource)
        for line in source.lines(from.diagnostics.map(resolved.problem(for:)), .warning) {
            StandardError.print(line)
        }
        for line in nextSource.lines(to.diagnostics.map(resolvedNext.problem(for:)), .warning) {
            StandardError.print(line)
        }
        var svgOptions = SVGRenderer.Options()
        svgOptions.zoom = zoom ?? pictureScale ?? (format == .html ? 2 : 1)
        for layout in [from, to] where FramesOutput.elementCount(of: layout) > svgOptions.maximumDrawnElements
        {
            throw CommandFailure.usage(
                "a transition is drawn whole: a layout of more than \(svgOptions.maximumDrawnElements) "
                    + "elements is too large")
        }
        let title = "\(input.sourceName) → \(second.sourceName)"
        let pictures = TransitionOptions.pictures(from: from, to: to, progresses: progresses, title: title)
        switch format {
        case .svg: return SVGRenderer(options: svgOptions).render(pictures[0])
        case .html:
            var options = HTMLRenderer.Options()
            options.svg = svgOptions
            return HTMLRenderer(options: options).render(pictures, title: title)
        }
    }
}
