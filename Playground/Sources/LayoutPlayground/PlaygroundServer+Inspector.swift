import CollectionLayout
import HTTPTypes
import Hummingbird
import LayoutDescription
import LayoutRendering

extension PlaygroundServer {
    /// The inspector's and export routes, added to ``router()``:
    ///
    /// | Route | Answer |
    /// |---|---|
    /// | `POST /api/inspect` | colours, styles, lists, rows and section sources (``PlaygroundInspection``) |
    /// | `POST /api/picture` | the whole layout as `complayout render --format svg` draws it |
    /// | `POST /api/swift` | the UIKit Swift code `complayout swift` prints (``PlaygroundAPI/swiftCode(_:options:)``) |
    ///
    /// They take the same query options and limits as `/api/frames` (`/api/swift` also
    /// `function-name`), behind the same access checks.
    static func addInspectorRoutes(to router: Router<PlaygroundRequestContext>, limits: PlaygroundLimits) {
        router.post("/api/inspect") { request, _ in
            try await answer(request, limits: limits) { body, options throws(PlaygroundFailure) in
                (try PlaygroundInspection.inspect(body, options: options), [:])
            }
        }
        router.post("/api/picture") { request, _ in
            var response = try await answer(request, limits: limits) {
                body, options throws(PlaygroundFailure) in
                (try PlaygroundInspection.picture(body, options: options), [:])
            }
            if response.status == .ok { response.headers[.contentType] = "image/svg+xml; charset=utf-8" }
            return response
        }
        router.post("/api/swift") { request, _ in
            var response = try await answer(request, limits: limits) {
                body, options throws(PlaygroundFailure) in
                (try PlaygroundAPI.swiftCode(body, options: options), [:])
            }
            if response.status == .ok { response.headers[.contentType] = "text/x-swift; charset=utf-8" }
            return response
        }
    }
}

extension PlaygroundInspection {
    /// `POST /api/picture`: the description drawn by the renderer of `complayout render --format svg`
    /// (`SVGRenderer` with its default options: every element up to its drawing limit and
    /// `options.limits.maximumElements`, with the legend), without a viewport outline. With `sizes`
    /// the layout is the "all measured" one, as `complayout render --sizes` draws it (R-SIZING-5).
    ///
    /// With `transition-to`, the transition from the body's layout to that description at
    /// `progress` instead (``transitionPicture(_:to:options:)``).
    ///
    /// - Throws: ``PlaygroundFailure`` with every located problem when the description is invalid,
    ///   a 400 for sizes naming elements the layout does not have.
    public static func picture(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> String
    {
        if let next = options.transitionTo { return try transitionPicture(body, to: next, options: options) }
        let (resolved, unmeasured) = try PlaygroundAPI.resolveAndPrepare(body, options: options)
        let prepared = try PlaygroundAPI.measured(resolved, unmeasured, options: options)
        let renderer = SVGRenderer()
        let picture = LayoutPicture(
            layout: prepared,
            maximumElements: drawnElements(options),
            title: "complayout playground")
        return renderer.render(picture)
    }
}

extension PlaygroundInspection {
    /// `POST /api/picture?transition-to=TEXT&progress=T`: the transition from the body's layout to
    /// the second description's, drawn at `progress` (0 when absent) as `complayout render
    /// --transition-to --progress` draws it — elements with the same section.item and kind move
    /// between their frames, the others fade (R-TRANS-1, R-TRANS-2, R-TRANS-4). The second
    /// description is held to the limits of a request body; both layouts to the element limit of a
    /// picture; `sizes` does not apply.
    ///
    /// - Throws: ``PlaygroundFailure/invalid(_:)`` with the body's problems, a 400 naming
    ///   `transition-to` for the second description's, 413 when it is longer than a body may be,
    ///   422 when a layout has more elements than a picture draws.
    public static func transitionPicture(_ body: [UInt8], to next: String, options: PlaygroundOptions)
        throws(PlaygroundFailure) -> String
    {
        let nextBytes = Array(next.utf8)
        guard nextBytes.count <= options.limits.maximumBodyBytes else {
            throw .tooLarge(
                "transition-to is longer than a request body may be (\(options.limits.maximumBodyBytes) bytes)"
            )
        }
        let from = try PlaygroundAPI.prepare(body, options: options)
        let to: PreparedLayout
        do throws(PlaygroundFailure) {
            to = try PlaygroundAPI.prepare(nextBytes, options: options)
        } catch {
            guard case .invalid(let problems) = error else { throw error }
            throw .badRequest("transition-to: " + problems.map(\.description).joined(separator: "; "))
        }
        for layout in [from, to] where FramesOutput.elementCount(of: layout) > drawnElements(options) {
            throw .tooManyElements(
                "a transition is drawn whole: a layout of more than \(drawnElements(options)) elements "
                    + "is too large (--max-elements)")
        }
        let transition = LayoutTransition(matchingIndexPaths: from.allElements(), to: to.allElements())
        let progress = options.progress ?? 0
        return SVGRenderer().render(
            LayoutPicture(
                transition: transition, progress: progress, from: from, to: to,
                title: "complayout playground · t = \(progress)"))
    }
}
