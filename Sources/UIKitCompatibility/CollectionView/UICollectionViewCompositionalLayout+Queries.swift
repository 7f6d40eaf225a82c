import CollectionLayout
import Foundation

extension UICollectionViewCompositionalLayout {
    /// Implements ``collectionViewContentSize``.
    var solvedContentSize: CGSize {
        current.map { CGSize($0.prepared.contentSize) } ?? .zero
    }

    /// Implements ``layoutAttributesForElements(in:)``: the engine's query over `rect` widened by
    /// the largest group inset returns the origin probe of every group instance that may overlap
    /// `rect` (see ``GroupFrameProbe``); instances whose group frame overlaps `rect` contribute all
    /// their cells, other elements are kept when their own displayed frame overlaps `rect`.
    func groupGranularElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let solved = current, let collectionView else { return nil }
        let layout = solved.prepared
        let query = Rect(rect)
        let pinRect = collectionView.pinRect(in: layout)
        var result: [UICollectionViewLayoutAttributes] = []
        var bucket = SectionBucket(section: -1)
        func flush() {
            guard bucket.section >= 0 else { return }
            result += bucket.before.map(UICollectionViewLayoutAttributes.init)
            result += cells(ofInstances: bucket.instances, section: bucket.section, in: layout)
            result += bucket.after.map(UICollectionViewLayoutAttributes.init)
        }
        for element in layout.elements(in: query.grown(by: solved.largestGroupInset), pinnedTo: pinRect) {
            if element.indexPath.item == Int.max && element.category == .supplementary {
                // Layout-level boundary items come first (SPEC R-INDEX-4, R-QUERY-3).
                if element.frame.overlapsForQuery(query) {
                    result.append(UICollectionViewLayoutAttributes(element))
                }
                continue
            }
            let section = element.indexPath.section
            if section != bucket.section {
                flush()
                bucket = SectionBucket(section: section)
            }
            let facts = solved.sections[section]
            if element.elementKind == GroupFrameProbe.originKind {
                if let frame = GroupFrameProbe.groupFrame(
                    origin: element, insets: facts.groupInsets, in: layout),
                    frame.overlapsForQuery(query)
                {
                    bucket.instances.append(element.indexPath.item)
                }
                continue
            }
            guard element.category != .cell, !GroupFrameProbe.isProbe(element.elementKind),
                element.frame.overlapsForQuery(query)
            else { continue }
            let isBoundary =
                element.category == .supplementary && element.indexPath.item == 0
                && facts.boundaryKinds.contains(element.elementKind ?? "")
            if bucket.after.isEmpty && (element.category == .decoration || isBoundary) {
                bucket.before.append(element)
            } else {
                bucket.after.append(element)
            }
        }
        flush()
        return result
    }

    /// Implements ``layoutAttributesForItem(at:)``.
    func cellAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let layout = current?.prepared,
            let attributes = layout.attributes(forItemAt: LayoutIndexPath(indexPath))
        else { return nil }
        return UICollectionViewLayoutAttributes(attributes)
    }

    /// Implements ``layoutAttributesForSupplementaryView(ofKind:at:)``: the natural frame, or the
    /// pinned one for a boundary item that pins (SPEC R-PIN).
    func supplementaryAttributes(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard !GroupFrameProbe.isProbe(elementKind), let layout = current?.prepared, let collectionView,
            let natural = layout.attributes(
                forSupplementaryOfKind: elementKind, at: LayoutIndexPath(indexPath))
        else { return nil }
        let pinRect = collectionView.pinRect(in: layout)
        let pinned = layout.pinnedElements(pinRect: pinRect).first {
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

    /// The cells of the given top-level group instances of `section`, in index-path order.
    private func cells(ofInstances instances: [Int], section: Int, in layout: PreparedLayout)
        -> [UICollectionViewLayoutAttributes]
    {
        guard let perInstance = layout.itemsPerGroup(inSection: section), perInstance > 0,
            let count = layout.numberOfItems(inSection: section)
        else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        for instance in instances.sorted() {
            for item in (instance * perInstance)..<min((instance + 1) * perInstance, count) {
                if let attributes = layout.attributes(
                    forItemAt: LayoutIndexPath(item: item, section: section))
                {
                    result.append(UICollectionViewLayoutAttributes(attributes))
                }
            }
        }
        return result
    }
}

/// The elements of one section gathered by the group-granular query.
private struct SectionBucket {
    let section: Int
    /// Decorations and boundary items, which precede the cells.
    var before: [LayoutAttributes] = []
    /// The top-level group instances that overlap the query.
    var instances: [Int] = []
    /// Anchored supplementaries, which follow the cells.
    var after: [LayoutAttributes] = []
}

extension SolvedLayout {
    /// The largest top-level group inset of any section: the query is widened by it so that the
    /// probes of every group overlapping it are found (see ``GroupFrameProbe``).
    var largestGroupInset: Double {
        sections.map { facts in
            max(
                facts.groupInsets.top, facts.groupInsets.leading, facts.groupInsets.bottom,
                facts.groupInsets.trailing, 0)
        }.max() ?? 0
    }
}

extension Rect {
    /// The rectangle grown by `amount` on every side.
    func grown(by amount: Double) -> Rect {
        Rect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}
