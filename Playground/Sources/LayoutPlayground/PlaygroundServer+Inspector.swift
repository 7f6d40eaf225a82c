import HTTPTypes
import Hummingbird
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
    /// - Throws: ``PlaygroundFailure`` with every located problem when the description is invalid,
    ///   a 400 for sizes naming elements the layout does not have.
    public static func picture(_ body: [UInt8], options: PlaygroundOptions) throws(PlaygroundFailure)
        -> String
    {
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
