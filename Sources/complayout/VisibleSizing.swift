import CollectionLayout
import HeadlessCollectionView
import LayoutDescription

/// `frames --visible --sizes`: the headless collection view runs its self-sizing loop with the
/// sizes file as a fixed size provider (SPEC R-SIZING-2, R-SIZING-5), so only elements that become
/// visible are measured — at the initial offset, after the orthogonal rows settle, and at the
/// requested offset, with scroll anchoring (R-SCROLL-7) as a programmatic scroll would have it.
enum VisibleSizing {
    /// The layout as shown, with the position the view rests at.
    static func run(
        _ resolved: ResolvedLayout, prepared: PreparedLayout, sizes: SizesDescription, strict: Bool,
        contentOffset: Point?, orthogonalOffsets: [Int: Double]
    ) throws -> (layout: PreparedLayout, position: DisplayPosition) {
        let provider: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
            sizes.preferredSize(
                of: LayoutAttributes(
                    category: element.category, elementKind: element.elementKind,
                    indexPath: element.indexPath,
                    frame: Rect(origin: .zero, size: proposed)),
                proposing: proposed)
        }
        var view: HeadlessCollectionView<Int>
        do throws(HeadlessError) {
            view = try HeadlessCollectionView(
                layout: resolved.layout, itemCounts: resolved.itemCounts, environment: prepared.environment,
                options: resolved.prepareOptions(strict: strict), sizeProvider: provider)
            for (section, offset) in orthogonalOffsets.sorted(by: { $0.key < $1.key }) {
                try view.setOrthogonalOffset(offset, forSection: section)
            }
            if let contentOffset { try view.setContentOffset(contentOffset) }
        } catch {
            throw CommandFailure.usage("--visible with --sizes: \(error)")
        }
        do throws(DisplayPosition.Problem) {
            let position = try DisplayPosition(
                layout: view.preparedLayout, contentOffset: view.contentOffset,
                orthogonalOffsets: view.orthogonalOffsets)
            return (view.preparedLayout, position)
        } catch {
            throw CommandFailure.usage("--orthogonal-offset: \(error)")
        }
    }
}
