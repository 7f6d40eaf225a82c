import CollectionLayout
import HeadlessCollectionView
import LayoutDescription

/// The playground's JSON API as plain functions from a request body and options to JSON text, with
/// the shapes of `complayout frames --format json` (and `--visible`). The HTTP routes of
/// ``PlaygroundServer`` call these; so can tests.
public enum PlaygroundAPI {
    /// The default largest accepted request body, in bytes (1 MiB); ``PlaygroundLimits`` (and
    /// `complayout serve --max-body-bytes`) sets the limit a server uses. Larger bodies are answered
    /// with 413.
    public static let maximumBodyBytes = 1 << 20

    /// `POST /api/frames`: every element, as `complayout frames --format json` prints it.
    ///
    /// - Throws: ``PlaygroundFailure`` for an invalid description or a `drag`/scroll option (those
    ///   belong to `/api/visible`).
    public static func frames(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure) -> String
    {
        guard options.contentOffset == nil, options.orthogonalOffsets.isEmpty, options.drag == nil else {
            throw .badRequest(
                "offset, orthogonal-offset and drag only change what is displayed; use /api/visible")
        }
        let (resolved, unmeasured) = try resolveAndPrepare(body, options: options)
        let prepared = try measured(resolved, unmeasured, options: options)
        try checkElementLimit(FramesOutput.elementCount(of: prepared), options: options, visible: false)
        return FramesOutput.json(contentSize: prepared.contentSize, elements: prepared.allElements())
    }

    /// `POST /api/visible`: what the collection view shows at the requested position, as
    /// `complayout frames --visible --format json` prints it, including `contentOffset` and the
    /// resting `orthogonalOffsets`.
    ///
    /// Without `drag`, every requested orthogonal offset settles as a programmatic scroll does
    /// (R-ORTHO-9), exactly as `frames --visible --orthogonal-offset` computes it. With `drag`,
    /// that section's row is where the finger holds it (`OrthogonalRow.dragOffset(_:)`,
    /// R-ORTHO-16) or, once released with a `velocity`, where the gesture comes to rest
    /// (`OrthogonalRow.targetOffset(releasedAt:velocity:dragStartOffset:)`, R-ORTHO-14,
    /// R-ORTHO-15) — the offset `HeadlessCollectionView.endOrthogonalDrag` moves it to.
    public static func visible(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> String
    {
        try display(body, options: options).json
    }

    /// The layout and position behind ``visible(_:options:)``, with the viewport the page draws.
    ///
    /// A headless collection view owns the position, as for `complayout frames --visible`: it is
    /// placed with `HeadlessCollectionView.scroll(toContentOffset:orthogonalOffsets:)` (a dragged
    /// row first at its drag start), then the drag is held or released on it.
    public static func display(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> (json: String, viewport: PlaygroundViewport)
    {
        let (resolved, prepared) = try resolveAndPrepare(body, options: options)
        var provider: HeadlessCollectionView<Int>.SizeProvider?
        if let sizes = options.sizes {
            // Checked against the unmeasured layout; then the view's fixed size provider, so only
            // what becomes visible is measured (R-SIZING-2, R-SIZING-5).
            _ = try resolve(sizes, in: prepared)
            provider = { element, proposed in
                sizes.preferredSize(
                    of: LayoutAttributes(
                        category: element.category, elementKind: element.elementKind,
                        indexPath: element.indexPath, frame: Rect(origin: .zero, size: proposed)),
                    proposing: proposed)
            }
        }
        // One screen is collected below: bounded before the view is made (R-SCROLL-3 initial offset).
        do throws(DescriptionError) {
            try FramesOutput.checkScreenLimit(
                prepared, contentOffset: options.contentOffset, limit: options.limits.maximumElements)
        } catch {
            throw .tooManyElements(error.problems.map(\.message).joined(separator: "; "))
        }
        var requested = options.orthogonalOffsets
        if let drag = options.drag { requested[drag.section] = drag.startOffset }
        var view: HeadlessCollectionView<Int>
        do throws(HeadlessError) {
            view = try HeadlessCollectionView(
                layout: resolved.layout, itemCounts: resolved.itemCounts, environment: prepared.environment,
                options: resolved.prepareOptions(strict: options.strict), sizeProvider: provider)
            try view.scroll(toContentOffset: options.contentOffset, orthogonalOffsets: requested)
            if let drag = options.drag, let finger = options.orthogonalOffsets[drag.section] {
                if let velocity = drag.velocity {
                    try view.orthogonalDragEnded(
                        section: drag.section, releasedAt: finger, velocity: velocity,
                        dragStartOffset: drag.startOffset)
                } else {
                    try view.beginOrthogonalDrag(section: drag.section)
                    try view.updateOrthogonalDrag(section: drag.section, offset: finger)
                }
            }
        } catch {
            switch error {
            case .sectionOutOfRange(let section):
                throw .badRequest(
                    "orthogonal-offset: section \(section) does not exist "
                        + "(the layout has \(resolved.itemCounts.count) sections)")
            case .notOrthogonal(let section):
                throw .badRequest(
                    "orthogonal-offset: section \(section) does not scroll orthogonally (or has no items)")
            default:
                throw .badRequest("\(error)")
            }
        }
        let elements = view.visibleElements()
        try checkElementLimit(elements.count, options: options, visible: true)
        let json = FramesOutput.json(
            contentSize: view.contentSize, elements: elements,
            contentOffset: view.contentOffset,
            orthogonalOffsets: view.orthogonalOffsets)
        return (json, PlaygroundViewport(layout: view.preparedLayout))
    }

    /// `POST /api/validate`: `{"valid": true, "problems": []}` when the description solves in strict
    /// mode (every diagnostic an error, R-DIAG-4), as `complayout validate` checks it.
    ///
    /// - Throws: ``PlaygroundFailure/invalid(_:)`` with every problem located in the body.
    public static func validate(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> String
    {
        var strict = options
        strict.strict = true
        _ = try prepare(body, options: strict)
        return "{\"valid\": true, \"problems\": []}\n"
    }

    /// `POST /api/swift`: the UIKit Swift code `complayout swift` prints for the description, by
    /// the same `SwiftCodeExport`, with the function named `options.functionName` (`makeLayout` by
    /// default) and the environment overrides of `options` applied, as `complayout swift --device`
    /// applies them.
    ///
    /// - Throws: ``PlaygroundFailure/invalid(_:)`` with every problem located in the body: an invalid
    ///   description, or a part without a UIKit equivalent.
    public static func swiftCode(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> String
    {
        let export = SwiftCodeExport(functionName: options.functionName ?? SwiftCodeExport().functionName)
        return try located(body, options: options) { () throws(DescriptionError) in
            try export.code(for: try decode(body, options: options), limits: options.limits.descriptionLimits)
        }
    }

    /// `GET /api/examples`: `{"examples": [{"name": N, "summary": S, "text": YAML, "sizes": JSON}, ...]}`,
    /// sorted by name, as `complayout examples` lists them; `sizes` is the text of the sizes file an
    /// example ships with (`complayout examples NAME --sizes`), or null.
    public static func examples() -> String {
        let items = BuiltInExamples.names.map { name in
            "{\"name\": \(JSONText.string(name)), \"summary\": \(JSONText.string(BuiltInExamples.summary(named: name) ?? "")), "
                + "\"text\": \(JSONText.string(BuiltInExamples.text(named: name) ?? "")), "
                + "\"sizes\": \(BuiltInExamples.sizesText(named: name).map(JSONText.string) ?? "null")}"
        }
        return "{\"examples\": [\n  \(items.joined(separator: ",\n  "))]}\n"
    }

    /// The "all measured" layout of `options.sizes`, as `complayout frames --sizes` prints it and
    /// `render --sizes` draws it (R-SIZING-5): `prepared` itself without sizes.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description.
    ///   - prepared: `resolved` prepared without measurements.
    ///   - options: The request's options.
    /// - Throws: A 400 for sizes naming elements the layout does not have or sizes it refuses.
    static func measured(_ resolved: ResolvedLayout, _ prepared: PreparedLayout, options: PlaygroundOptions)
        throws(PlaygroundFailure) -> PreparedLayout
    {
        guard let sizes = options.sizes else { return prepared }
        let measurements = try resolve(sizes, in: prepared).measurements
        do throws(DescriptionError) {
            return try resolved.prepare(strict: options.strict, measurements: measurements)
        } catch {
            throw .badRequest("sizes: \(error)")
        }
    }

    /// `sizes` checked against `prepared`: a 400 naming every entry of an element it does not have.
    static func resolve(_ sizes: SizesDescription, in prepared: PreparedLayout) throws(PlaygroundFailure)
        -> SizesResolution
    {
        do throws(DescriptionError) {
            return try sizes.resolve(in: prepared)
        } catch {
            throw .badRequest("sizes: " + error.problems.map(\.description).joined(separator: "; "))
        }
    }

    /// Decodes, resolves and solves a description, applying the environment overrides; problems
    /// carry the line and column they name in `body`.
    static func prepare(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> PreparedLayout
    {
        try resolveAndPrepare(body, options: options).prepared
    }

    /// The resolved description and its solved layout, as ``prepare(_:options:)`` makes them.
    static func resolveAndPrepare(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> (resolved: ResolvedLayout, prepared: PreparedLayout)
    {
        try located(body, options: options) { () throws(DescriptionError) in
            let limits = options.limits.descriptionLimits
            var resolved = try decode(body, options: options).resolve(limits: limits)
            resolved.maximumTemplateItemCount = options.limits.maximumTemplateItemCount
            return (resolved, try resolved.prepare(strict: options.strict))
        }
    }

    /// Decodes a description and applies the environment overrides of `options` (`device`, then
    /// `width`, `height` and `scale`), as `complayout --device --width --height --scale` do.
    static func decode(_ body: [UInt8], options: PlaygroundOptions) throws(DescriptionError)
        -> LayoutDescription
    {
        var description = try LayoutDescription.decode(body, limits: options.limits.descriptionLimits)
        if let device = options.device { description.environment.apply(device) }
        if let width = options.width { description.environment.width = width }
        if let height = options.height { description.environment.height = height }
        if let scale = options.scale { description.environment.displayScale = scale }
        return description
    }

    /// `work`'s result, or ``PlaygroundFailure/invalid(_:)`` with its problems located in `body`.
    static func located<Result>(
        _ body: [UInt8], options: PlaygroundOptions, _ work: () throws(DescriptionError) -> Result
    ) throws(PlaygroundFailure) -> Result {
        do throws(DescriptionError) {
            return try work()
        } catch {
            let limits = options.limits.descriptionLimits
            let text = String(decoding: body, as: UTF8.self)
            let problems = error.problems.map { problem in
                var named = problem
                named.message = namingServeFlags(problem.message)
                return named
            }
            throw .invalid(LocatedProblem.locating(problems, in: text, limits: limits))
        }
    }

    /// `message` with the engine's option names turned into the `complayout serve` flag and the
    /// ``PlaygroundLimits`` property that set them, as the command-line tool names its own flags.
    static func namingServeFlags(_ message: String) -> String {
        message.replacingOccurrences(
            of: "(PrepareOptions.maximumTemplateItemCount bounds",
            with: "(--max-template-items, PlaygroundLimits.maximumTemplateItemCount, bounds")
    }

    /// Refuses an answer listing more than `options.limits.maximumElements` elements (422 naming
    /// `--max-elements`).
    private static func checkElementLimit(_ count: Int, options: PlaygroundOptions, visible: Bool)
        throws(PlaygroundFailure)
    {
        do throws(DescriptionError) {
            try FramesOutput.checkElementLimit(count, limit: options.limits.maximumElements, visible: visible)
        } catch {
            throw .tooManyElements(error.problems.map(\.message).joined(separator: "; "))
        }
    }
}
