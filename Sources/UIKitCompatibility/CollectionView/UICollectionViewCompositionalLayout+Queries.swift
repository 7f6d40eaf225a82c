import CollectionLayout
import Foundation

extension UICollectionViewCompositionalLayout {
    /// Implements ``collectionViewContentSize``.
    var solvedContentSize: CGSize {
        current.map { CGSize($0.prepared.contentSize) } ?? .zero
    }

    /// Implements ``layoutAttributesForElements(in:)``: cells from the engine's group-granular query
    /// (`PreparedLayout.groupGranularElements(in:)`, R-QUERY-2), every other element from its
    /// exact query with pinned boundary items placed for the collection view's offset
    /// (`PreparedLayout.elements(in:pinnedTo:)`, R-PIN), merged in R-QUERY-3 order.
    func groupGranularElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let solved = current, let collectionView else { return nil }
        let layout = solved.prepared
        let query = Rect(rect)
        var buckets: [Int: SectionBucket] = [:]
        for cell in layout.groupGranularElements(in: query) where cell.category == .cell {
            buckets[cell.indexPath.section, default: SectionBucket()].cells.append(cell)
        }
        var result: [UICollectionViewLayoutAttributes] = []
        let pinRect = collectionView.pinRect(in: layout)
        for element in layout.elements(in: query, pinnedTo: pinRect) where element.category != .cell {
            if element.indexPath.item == Int.max && element.category == .supplementary {
                // Layout-level boundary items come first (R-INDEX-4, R-QUERY-3).
                result.append(UICollectionViewLayoutAttributes(element))
                continue
            }
            let section = element.indexPath.section
            let isBoundary =
                element.category == .supplementary && element.indexPath.item == 0
                && solved.sections[section].boundaryKinds.contains(element.elementKind ?? "")
            var bucket = buckets[section, default: SectionBucket()]
            if bucket.after.isEmpty && (element.category == .decoration || isBoundary) {
                bucket.before.append(element)
            } else {
                bucket.after.append(element)
            }
            buckets[section] = bucket
        }
        for (_, bucket) in buckets.sorted(by: { $0.key < $1.key }) {
            result += (bucket.before + bucket.cells + bucket.after).map(UICollectionViewLayoutAttributes.init)
        }
        return result
    }

    /// Implements ``layoutAttributesForItem(at:)``.
    func cellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let layout = current?.prepared,
            let attributes = layout.attributes(forItemAt: LayoutIndexPath(indexPath))
        else { return nil }
        return UICollectionViewLayoutAttributes(attributes)
    }

    /// Implements ``layoutAttributesForSupplementaryView(ofKind:at:)``: the natural frame, or, for a
    /// boundary item that pins, its place among the engine's pinned elements (R-PIN).
    func supplementaryAttributes(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let solved = current, let collectionView,
            let natural = solved.prepared.attributes(
                forSupplementaryOfKind: elementKind, at: LayoutIndexPath(indexPath))
        else { return nil }
        let layout = solved.prepared
        let mayPin =
            natural.indexPath.item == Int.max
            || (natural.indexPath.item == 0
                && solved.sections[natural.indexPath.section].pinnedBoundaryKinds.contains(elementKind))
        guard mayPin else { return UICollectionViewLayoutAttributes(natural) }
        let pinned = layout.pinnedElements(pinRect: collectionView.pinRect(in: layout)).first {
            $0.elementKind == elementKind && $0.indexPath == natural.indexPath
        }
        return UICollectionViewLayoutAttributes(pinned ?? natural)
    }

    /// Implements ``layoutAttributesForDecorationView(ofKind:at:)``.
    func decorationAttributes(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let layout = current?.prepared,
            let attributes = layout.attributes(
                forDecorationOfKind: elementKind, at: LayoutIndexPath(indexPath))
        else { return nil }
        return UICollectionViewLayoutAttributes(attributes)
    }
}

/// The elements of one section gathered by the group-granular query.
private struct SectionBucket {
    /// Decorations and boundary items, which precede the cells.
    var before: [LayoutAttributes] = []
    /// The cells whose top-level group instance overlaps the query, in item order.
    var cells: [LayoutAttributes] = []
    /// Anchored supplementaries, which follow the cells.
    var after: [LayoutAttributes] = []
}
