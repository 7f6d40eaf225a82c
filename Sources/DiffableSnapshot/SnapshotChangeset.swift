/// The batch updates that turn one snapshot into another (R-DIFF-2): what
/// `UICollectionView.performBatchUpdates` would be told by a diffable data source's `apply`.
///
/// Every entry carries its identifier and its index (or index path). Deletes and reloads use indexes
/// of the **old** snapshot, inserts and reconfigures indexes of the **new** one, and moves go from an old
/// to a new position — exactly the index spaces `performBatchUpdates` expects. Each list is sorted
/// ascending; moves by destination.
///
/// Build one with ``init(from:to:)`` or ``DiffableDataSourceSnapshot/changes(from:)``; check one with
/// ``validate(from:to:)``; split it into batches UIKit always accepts with ``stagedForBatchUpdates()``.
///
/// Implements R-DIFF-2.
public struct SnapshotChangeset<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Hashable, Sendable {
    /// A section and its index (old index for deletes and reloads, new index for inserts).
    public struct SectionChange: Hashable, Sendable {
        /// The section identifier.
        public var identifier: SectionIdentifierType
        /// The section index.
        public var index: Int

        /// Creates an entry for `identifier` at `index`.
        @inlinable
        public init(_ identifier: SectionIdentifierType, at index: Int) {
            self.identifier = identifier
            self.index = index
        }
    }

    /// A section moved from an old index to a new index.
    public struct SectionMove: Hashable, Sendable {
        /// The section identifier.
        public var identifier: SectionIdentifierType
        /// The index in the old snapshot.
        public var from: Int
        /// The index in the new snapshot.
        public var to: Int

        /// Creates a move of `identifier` from old index `from` to new index `to`.
        @inlinable
        public init(_ identifier: SectionIdentifierType, from: Int, to: Int) {
            self.identifier = identifier
            self.from = from
            self.to = to
        }
    }

    /// An item and its index path (old path for deletes and reloads, new path for inserts and
    /// reconfigures).
    public struct ItemChange: Hashable, Sendable {
        /// The item identifier.
        public var identifier: ItemIdentifierType
        /// The index path.
        public var indexPath: SnapshotIndexPath

        /// Creates an entry for `identifier` at `indexPath`.
        @inlinable
        public init(_ identifier: ItemIdentifierType, at indexPath: SnapshotIndexPath) {
            self.identifier = identifier
            self.indexPath = indexPath
        }
    }

    /// An item moved from an old index path to a new index path.
    public struct ItemMove: Hashable, Sendable {
        /// The item identifier.
        public var identifier: ItemIdentifierType
        /// The index path in the old snapshot.
        public var from: SnapshotIndexPath
        /// The index path in the new snapshot.
        public var to: SnapshotIndexPath

        /// Creates a move of `identifier` from old path `from` to new path `to`.
        @inlinable
        public init(_ identifier: ItemIdentifierType, from: SnapshotIndexPath, to: SnapshotIndexPath) {
            self.identifier = identifier
            self.from = from
            self.to = to
        }
    }

    /// Sections only in the old snapshot, or moved and marked for reload (old indexes).
    public var sectionDeletes: [SectionChange] = []
    /// Sections only in the new snapshot, or moved and marked for reload (new indexes).
    public var sectionInserts: [SectionChange] = []
    /// Common sections outside the longest stationary subsequence (old → new index, R-DIFF-6).
    public var sectionMoves: [SectionMove] = []
    /// Stationary sections marked for reload in the new snapshot (old indexes).
    public var sectionReloads: [SectionChange] = []
    /// Deleted items (old index paths).
    public var itemDeletes: [ItemChange] = []
    /// Inserted items (new index paths).
    public var itemInserts: [ItemChange] = []
    /// Moved items (old → new index path).
    public var itemMoves: [ItemMove] = []
    /// Stationary items marked for reload (old index paths).
    public var itemReloads: [ItemChange] = []
    /// Stationary or moved items marked for reconfigure and not for reload (new index paths).
    public var itemReconfigures: [ItemChange] = []

    /// Creates an empty changeset; fill its lists by hand (for example to test ``validate(from:to:)``).
    @inlinable
    public init() {}

    /// Whether the changeset contains no change at all.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty
    }

    /// The total number of entries in all lists.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
            + itemReconfigures.count
    }

    /// Sorts every list as R-DIFF-2 requires: by index or index path, moves by destination.
    @inlinable
    mutating func _sort() {
        sectionDeletes.sort { $0.index < $1.index }
        sectionInserts.sort { $0.index < $1.index }
        sectionMoves.sort { $0.to < $1.to }
        sectionReloads.sort { $0.index < $1.index }
        itemDeletes.sort { $0.indexPath < $1.indexPath }
        itemInserts.sort { $0.indexPath < $1.indexPath }
        itemMoves.sort { $0.to < $1.to }
        itemReloads.sort { $0.indexPath < $1.indexPath }
        itemReconfigures.sort { $0.indexPath < $1.indexPath }
    }
}

extension DiffableDataSourceSnapshot {
    /// The changeset that turns `old` into this snapshot; the same as
    /// `SnapshotChangeset(from: old, to: self)` (R-DIFF).
    ///
    /// - Complexity: expected O(*n* + *m*) plus O(*r* log *r*) for *r* common elements (R-DIFF-9).
    @inlinable
    public func changes(from old: Self) -> SnapshotChangeset<SectionIdentifierType, ItemIdentifierType> {
        SnapshotChangeset(from: old, to: self)
    }
}
