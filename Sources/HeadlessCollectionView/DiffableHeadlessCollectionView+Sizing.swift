import CollectionLayout
import DiffableSnapshot

extension DiffableHeadlessCollectionView {
    /// Forgets the measurements of `items` (R-SIZING-3), as
    /// ``HeadlessCollectionView/invalidateMeasurements(for:)`` does for their index paths: they take
    /// their estimates again and are measured again when visible. Unknown items are ignored.
    ///
    /// - Throws: ``ApplyError/view(_:)`` with ``HeadlessError/layout(_:)`` carrying
    ///   `LayoutError.invalidPreferredSize(_:element:section:)`;
    ///   the view is unchanged.
    @discardableResult
    public mutating func invalidateMeasurements(for items: [ItemID]) throws(ApplyError) -> [HeadlessEvent<
        SectionID
    >] {
        let indexPaths = items.compactMap { indexPath(for: $0) }
        do {
            return try view.invalidateMeasurements(for: indexPaths)
        } catch {
            throw .view(error)
        }
    }

    /// The number of items of each section of `snapshot`.
    static func itemCounts(of snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>) -> [Int] {
        snapshot.sectionIdentifiers.map { (try? snapshot.numberOfItems(inSection: $0)) ?? 0 }
    }

    /// The first flat item index of each section.
    static func sectionStarts(_ counts: [Int]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        return starts
    }

    /// Looks up the item at an index path of `snapshot`, for ``SizingElement/itemIdentifier``.
    static func itemLookup(
        _ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, counts: [Int]
    ) -> @Sendable (LayoutIndexPath) -> (any Hashable & Sendable)? {
        let items = snapshot.itemIdentifiers
        let starts = sectionStarts(counts)
        return { indexPath in
            guard indexPath.section >= 0, indexPath.section < counts.count, indexPath.item >= 0,
                indexPath.item < counts[indexPath.section]
            else { return nil }
            return items[starts[indexPath.section] + indexPath.item]
        }
    }

    /// The current measurements moved to the index paths their items have in `snapshot`
    /// (R-APPLY-6, R-EST-10): reloaded and deleted items, and reloaded sections, lose theirs;
    /// reconfigured items keep theirs, marked for measuring again.
    ///
    /// Implements R-APPLY-6.
    ///
    /// - Complexity: O(items of self-sizing sections + m) hash lookups for `m` measurements.
    func remappedMeasurements(
        to snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
    ) -> CarriedMeasurements {
        let old = view.carriedMeasurements()
        guard !old.measurements.isEmpty else { return old }
        let oldItems = current.itemIdentifiers
        let oldSections = current.sectionIdentifiers
        let oldStarts = Self.sectionStarts(view.itemCounts)
        let newStarts = Self.sectionStarts(Self.itemCounts(of: snapshot))
        let reloaded = Set(snapshot.reloadedItemIdentifiers)
        let reconfigured = Set(snapshot.reconfiguredItemIdentifiers)
        let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
        let stale = Set(old.stale)
        var result = CarriedMeasurements()
        for (indexPath, size) in old.measurements.cells {
            guard indexPath.section < oldStarts.count else { continue }
            let item = oldItems[oldStarts[indexPath.section] + indexPath.item]
            guard !reloaded.contains(item), let section = snapshot.sectionIdentifier(containingItem: item),
                !reloadedSections.contains(section), let sectionIndex = snapshot.indexOfSection(section),
                let flat = snapshot.indexOfItem(item)
            else { continue }
            let moved = LayoutIndexPath(item: flat - newStarts[sectionIndex], section: sectionIndex)
            result.measurements.cells[moved] = size
            if stale.contains(indexPath) || reconfigured.contains(item) { result.stale.append(moved) }
        }
        for (key, size) in old.measurements.supplementaries {
            guard key.indexPath.section < oldSections.count else { continue }
            let section = oldSections[key.indexPath.section]
            guard !reloadedSections.contains(section), let sectionIndex = snapshot.indexOfSection(section)
            else { continue }
            let moved = LayoutIndexPath(item: key.indexPath.item, section: sectionIndex)
            result.measurements.supplementaries[
                SupplementaryElementKey(elementKind: key.elementKind, indexPath: moved)] =
                size
        }
        return result
    }
}
