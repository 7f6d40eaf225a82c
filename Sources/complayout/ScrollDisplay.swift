import CollectionLayout
import HeadlessCollectionView

/// What the collection view shows at a scroll position, read from the headless view that owns the
/// position (``VisibleSizing``): the layout as shown, the content offset, the resting offset of
/// every orthogonal row and the displayed elements (R-SCROLL-4).
struct ScrollDisplay {
    /// The layout as shown (measured, with `--sizes`).
    var layout: PreparedLayout
    /// The bounds origin in content coordinates.
    var contentOffset: Point
    /// The resting offset of every orthogonal section that has a row, by section index.
    var orthogonalOffsets: [Int: Double]
    /// What the view shows, in R-QUERY-3 order.
    var elements: [LayoutAttributes]
    /// The scroll rules of the layout (the engine's, R-SCROLL-2, R-ORTHO-6).
    var geometry: ScrollGeometry

    /// Reads the view's current state.
    init(_ view: HeadlessCollectionView<Int>) {
        layout = view.preparedLayout
        contentOffset = view.contentOffset
        orthogonalOffsets = view.orthogonalOffsets
        elements = view.visibleElements()
        geometry = ScrollGeometry(layout: view.preparedLayout, contentInset: view.contentInset)
    }

    /// The bounds at the content offset.
    var viewport: Rect { geometry.viewport(at: contentOffset) }

}
