import CollectionLayout
import HeadlessCollectionView
import LayoutRendering
import SnapshotTesting

/// What the snapshot strategies read from a headless collection view; `HeadlessCollectionView`
/// conforms, whatever its section identifiers, so that `assertSnapshot(of: view, as: .visible)`
/// needs no type annotations.
public protocol HeadlessSnapshotSubject {
    /// The layout solved for the current environment and data.
    var preparedLayout: PreparedLayout { get }
    /// The bounds origin in content coordinates.
    var contentOffset: Point { get }
    /// The resting offset of every orthogonal section, by section index.
    var orthogonalOffsets: [Int: Double] { get }
    /// The visible rectangle in content coordinates.
    var visibleRect: Rect { get }
    /// What is on screen now, with final frames, in query order.
    func visibleElements() -> [LayoutAttributes]
    /// The layout solved for the same layout and data in another environment (a device preset).
    func preparedLayout(in environment: LayoutEnvironment) throws -> PreparedLayout
}

extension HeadlessCollectionView: HeadlessSnapshotSubject {
    /// A copy of the view with `environment` set (`setEnvironment(_:)`), and its prepared layout.
    public func preparedLayout(in environment: LayoutEnvironment) throws -> PreparedLayout {
        var copy = self
        _ = try copy.setEnvironment(environment)
        return copy.preparedLayout
    }
}

extension Snapshotting where Value: HeadlessSnapshotSubject, Format == String {
    /// Every element's frame in the view's current layout as stable text (``FramesText``).
    public static var frames: Snapshotting {
        Snapshotting<PreparedLayout, String>.frames.pullback(\.preparedLayout)
    }

    /// The JSON document of `complayout frames --format json` for the view's current layout,
    /// with the content offset and the orthogonal offsets of the current scroll state.
    public static var json: Snapshotting {
        .text("json") { view in
            LayoutFramesJSON.document(
                contentSize: view.preparedLayout.contentSize, elements: view.preparedLayout.allElements(),
                contentOffset: view.contentOffset, orthogonalOffsets: view.orthogonalOffsets)
        }
    }

    /// What the view displays now (`visibleElements()`: pinned headers placed, orthogonal rows
    /// shifted and clipped, visible-items invalidation handlers applied), with the content offset
    /// and orthogonal offsets in the header.
    public static var visible: Snapshotting {
        .framesText { view in
            FramesText.visible(
                view.visibleElements(), of: view.preparedLayout, contentOffset: view.contentOffset,
                orthogonalOffsets: view.orthogonalOffsets)
        }
    }

    /// The picture of what the view displays now, with the visible rectangle outlined, as SVG.
    public static var svg: Snapshotting {
        .text("svg") { SVGRenderer().render(picture(of: $0)) }
    }

    /// The picture of what the view displays now as a standalone HTML page.
    public static var html: Snapshotting {
        .text("html") { HTMLRenderer().render(picture(of: $0)) }
    }
}

/// The displayed elements of a headless view, its section frames and its visible rectangle.
private func picture(of view: some HeadlessSnapshotSubject) -> LayoutPicture {
    let layout = view.preparedLayout
    return LayoutPicture(
        contentSize: layout.contentSize, elements: view.visibleElements(),
        sectionFrames: (0..<layout.numberOfSections).compactMap { layout.sectionFrame(at: $0) },
        viewport: view.visibleRect)
}
