import CollectionLayout
import Foundation
import LayoutRendering
import SnapshotTesting
import UIKitCompatibility

extension Snapshotting where Value == UICollectionViewCompositionalLayout, Format == String {
    /// Every element's frame as stable text, for the collection view the layout is attached to
    /// (its size, insets, margins, scale and data source's item counts); see ``FramesText``.
    /// A layout without a collection view, or one the engine rejects, snapshots as an `error:` line.
    public static var frames: Snapshotting { .preparedLayout(.frames) { try $0.preparedLayout() } }

    /// The JSON document of `complayout frames --format json` for the attached collection view.
    public static var json: Snapshotting { .preparedLayout(.json) { try $0.preparedLayout() } }

    /// The SVG picture of every element, for the attached collection view.
    public static var svg: Snapshotting { .preparedLayout(.svg) { try $0.preparedLayout() } }

    /// The HTML page with picture, legend and element table, for the attached collection view.
    public static var html: Snapshotting { .preparedLayout(.html) { try $0.preparedLayout() } }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// Every element's frame as stable text (the whole content, not only what is on screen).
    public static var frames: Snapshotting { .preparedLayout(.frames, UICollectionView.preparedLayout) }

    /// The JSON document of `complayout frames --format json` for the whole content.
    public static var json: Snapshotting { .preparedLayout(.json, UICollectionView.preparedLayout) }

    /// The SVG picture of every element.
    public static var svg: Snapshotting { .preparedLayout(.svg, UICollectionView.preparedLayout) }

    /// The HTML page with picture, legend and element table.
    public static var html: Snapshotting { .preparedLayout(.html, UICollectionView.preparedLayout) }

    /// What the collection view displays at its current `contentOffset` and orthogonal offsets —
    /// pinned headers placed, orthogonal rows shifted and clipped, visible-items invalidation
    /// handlers applied, hidden elements left out (`visibleLayoutAttributes`) — as stable text with
    /// the offsets in the header (``FramesText/visible(_:of:contentOffset:orthogonalOffsets:device:)``).
    public static var visible: Snapshotting {
        .framesText { view in
            do {
                let layout = try UICollectionView.preparedLayout(view)
                var offsets: [Int: Double] = [:]
                for section in 0..<layout.numberOfSections {
                    if let offset = view.orthogonalScrollOffset(inSection: section) {
                        offsets[section] = Double(offset)
                    }
                }
                return FramesText.visible(
                    view.visibleLayoutAttributes.map(LayoutAttributes.init), of: layout,
                    contentOffset: Point(x: Double(view.contentOffset.x), y: Double(view.contentOffset.y)),
                    orthogonalOffsets: offsets)
            } catch {
                return "error: \(error)\n"
            }
        }
    }
}

extension UICollectionView {
    /// The prepared layout of a collection view whose layout is compositional.
    fileprivate static func preparedLayout(_ view: UICollectionView) throws -> PreparedLayout {
        guard let layout = view.collectionViewLayout as? UICollectionViewCompositionalLayout else {
            throw SnapshotSubjectError.notCompositional
        }
        return try layout.preparedLayout()
    }
}

/// Why a value could not be snapshotted; printed as the snapshot's `error:` line.
enum SnapshotSubjectError: Error, CustomStringConvertible {
    /// The collection view's layout is not a `UICollectionViewCompositionalLayout`.
    case notCompositional

    var description: String {
        "the collection view's layout is not a UICollectionViewCompositionalLayout"
    }
}
