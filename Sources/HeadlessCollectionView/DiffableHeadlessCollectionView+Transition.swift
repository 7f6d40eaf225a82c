import CollectionLayout
import DiffableSnapshot

extension DiffableHeadlessCollectionView {
    /// Which element of this state is which of `next`, a later one: cells by item identifier,
    /// supplementaries and decorations by section identifier, kind and item index (R-ANIM-1).
    ///
    /// Implements R-ANIM-1.
    ///
    /// - Complexity: O(sections) to build; each lookup is a hash lookup plus O(log sections).
    public func transitionMatching(to next: DiffableHeadlessCollectionView) -> TransitionMatching {
        let old = ItemTable(current, counts: view.itemCounts)
        let new = ItemTable(next.current, counts: next.view.itemCounts)
        return TransitionMatching(
            cellAfter: { path in old.item(at: path).flatMap { new.indexPath(of: $0) } },
            cellBefore: { path in new.item(at: path).flatMap { old.indexPath(of: $0) } },
            sectionAfter: { index in old.section(at: index).flatMap { new.snapshot.indexOfSection($0) } },
            sectionBefore: { index in new.section(at: index).flatMap { old.snapshot.indexOfSection($0) } })
    }

    /// The transition an animated apply shows, from this state to `next` (R-ANIM-1, R-TRANS-3).
    public func transition(to next: DiffableHeadlessCollectionView) -> LayoutTransition {
        view.transition(to: next.view, matching: transitionMatching(to: next))
    }
}

/// A snapshot's items by index path and index paths by item, without copying a section's items
/// for each lookup.
private struct ItemTable<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    let snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
    /// The flat index of each section's first item, then the number of items.
    let starts: [Int]

    init(_ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, counts: [Int]) {
        self.snapshot = snapshot
        var starts = [0]
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        self.starts = starts
    }

    func section(at index: Int) -> SectionID? {
        let sections = snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    func item(at path: LayoutIndexPath) -> ItemID? {
        guard path.section >= 0, path.section + 1 < starts.count, path.item >= 0,
            path.item < starts[path.section + 1] - starts[path.section]
        else { return nil }
        let items = snapshot.itemIdentifiers
        let flat = starts[path.section] + path.item
        return items.indices.contains(flat) ? items[flat] : nil
    }

    func indexPath(of item: ItemID) -> LayoutIndexPath? {
        snapshot.indexPath(ofItem: item).map { LayoutIndexPath(item: $0.item, section: $0.section) }
    }
}
