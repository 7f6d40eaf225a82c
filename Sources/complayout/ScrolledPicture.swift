import CollectionLayout
import LayoutDescription
import LayoutRendering

/// The picture `complayout render` draws.
enum ScrolledPicture {
    /// Without a scroll position, a layout of at most `maximumElements` elements is drawn whole at
    /// its layout frames. With one — and for bigger layouts at the initial position, so that a
    /// 10,000,000-item layout costs one screen — it is what the collection view shows there (pinned
    /// items placed, orthogonal rows at their resting offsets and clipped) inside the viewport, with
    /// the layout around it dimmed (`LayoutPicture(layout:displayed:viewport:orthogonalOffsets:…)`):
    /// the whole layout when it is small enough, else the screens around the viewport.
    ///
    /// - Parameters:
    ///   - layout: The prepared layout.
    ///   - position: The headless view at the requested position, or nil without `--offset` and
    ///     `--orthogonal-offset`.
    ///   - initialPosition: Makes the view at the initial position, for layouts too big to draw whole.
    static func make(
        layout: PreparedLayout, position: ScrollDisplay?, title: String, maximumElements: Int,
        initialPosition: () throws -> ScrollDisplay
    ) throws -> LayoutPicture {
        let shown: ScrollDisplay
        if let position {
            shown = position
        } else {
            guard FramesOutput.elementCount(of: layout) > maximumElements else {
                return LayoutPicture(layout: layout, maximumElements: maximumElements, title: title)
            }
            shown = try initialPosition()
        }
        return LayoutPicture(
            layout: shown.layout, displayed: shown.elements, viewport: shown.viewport,
            orthogonalOffsets: shown.orthogonalOffsets, maximumElements: maximumElements, title: title)
    }
}
