import CollectionLayout

/// A change a ``HeadlessCollectionView`` mutation caused (Layout rules: events).
///
/// Every mutating method returns the events it caused, in the order of R-EVENT-1:
/// `contentSizeChanged`, then `visibleElementsChanged`, then one `orthogonalOffsetChanged` per
/// section in ascending section order. The snapshot work adds a `didApply` case, which comes first
/// (R-EVENT-1, R-EVENT-3); switch over events with a `default` clause so that it slots in.
public enum HeadlessEvent<SectionID: Hashable & Sendable>: Hashable, Sendable {
    /// The content size changed after a re-solve.
    case contentSizeChanged(from: Size, to: Size)
    /// The set of visible elements changed (R-EVENT-2: only when the set changes).
    case visibleElementsChanged(VisibleElementsChange)
    /// A section's orthogonal offset changed (R-EVENT-4).
    case orthogonalOffsetChanged(OrthogonalOffsetChange<SectionID>)
    /// Outstanding prefetches that are no longer wanted, ascending; comes before
    /// ``prefetchItems(_:)`` and after every other event of the change (R-PREFETCH-3).
    case cancelPrefetchingForItems([LayoutIndexPath])
    /// Items to prefetch: ahead of the viewport in the direction it moved, never visible
    /// (R-PREFETCH-1, R-PREFETCH-3). Only while prefetching is enabled.
    case prefetchItems([LayoutIndexPath])
}

/// The payload of ``HeadlessEvent/visibleElementsChanged(_:)``: what appeared and what disappeared
/// (R-EVENT-1, R-EVENT-2).
public struct VisibleElementsChange: Hashable, Sendable {
    /// Elements visible now that were not before, in the order of R-QUERY-3.
    public var added: [ElementID]
    /// Elements visible before that are not now, in the order they had before.
    public var removed: [ElementID]

    /// Creates a change from its two lists.
    public init(added: [ElementID], removed: [ElementID]) {
        self.added = added
        self.removed = removed
    }

    /// Whether nothing was added or removed.
    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }

    /// The index paths of the cells in ``added``.
    public var addedItems: [LayoutIndexPath] {
        added.lazy.filter { $0.category == .cell }.map(\.indexPath)
    }

    /// The index paths of the cells in ``removed``.
    public var removedItems: [LayoutIndexPath] {
        removed.lazy.filter { $0.category == .cell }.map(\.indexPath)
    }
}

/// The payload of ``HeadlessEvent/orthogonalOffsetChanged(_:)``: the per-section scroll
/// observation UIKit does not offer (R-EVENT-4) — "item X was shown in
/// carousel Y".
public struct OrthogonalOffsetChange<SectionID: Hashable & Sendable>: Hashable, Sendable {
    /// The identifier of the section whose row moved (its index when the view has no snapshot).
    public var sectionIdentifier: SectionID
    /// The section's index.
    public var section: Int
    /// The offset the row shows now, in leading terms (R-RTL-2).
    public var offset: Double
    /// The section's cells that are visible after the change, in item order.
    public var visibleItems: [LayoutIndexPath]

    /// Creates a change.
    public init(sectionIdentifier: SectionID, section: Int, offset: Double, visibleItems: [LayoutIndexPath]) {
        self.sectionIdentifier = sectionIdentifier
        self.section = section
        self.offset = offset
        self.visibleItems = visibleItems
    }
}
