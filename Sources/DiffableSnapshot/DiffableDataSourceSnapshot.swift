import OrderedCollections

/// An ordered list of unique sections, each owning an ordered list of items, with item identifiers
/// unique across the whole snapshot (R-SNAP-1) — the value-type counterpart of UIKit's
/// `NSDiffableDataSourceSnapshot`.
///
/// Storage follows the project design: one ordered set of section identifiers, one array of all item identifiers
/// in section order with a hash index from identifier to position, and the end offset of every section
/// in that flat list. Lookups such as
/// ``indexOfItem(_:)`` and ``sectionIdentifier(containingItem:)`` are hash lookups, never scans. The
/// snapshot is a copy-on-write value: copies share storage until one of them is mutated.
///
/// Reload and reconfigure requests are *marks* on identifiers (R-SNAP-13); they do not take part in
/// equality (R-SNAP-2). Identifiers must not change their hash while stored (R-SNAP-15; a programmer
/// error that `_checkInvariants()` detects in debug builds).
///
/// Implements R-SNAP-1.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// Section identifiers in order.
    @usableFromInline var _sections: OrderedSet<SectionIdentifierType>
    /// All item identifiers, section by section, with their hash index.
    @usableFromInline var _items: _IndexedList<ItemIdentifierType>
    /// `_sectionEnds[s]` is the flat index one past the last item of section `s`.
    @usableFromInline var _sectionEnds: [Int]
    /// Sections marked with `reloadSections`, in first-marked order.
    @usableFromInline var _reloadedSections: OrderedSet<SectionIdentifierType>
    /// Items marked with `reloadItems`, in first-marked order.
    @usableFromInline var _reloadedItems: OrderedSet<ItemIdentifierType>
    /// Items marked with `reconfigureItems`, in first-marked order.
    @usableFromInline var _reconfiguredItems: OrderedSet<ItemIdentifierType>

    /// Creates an empty snapshot: no sections, no items, no marks.
    @inlinable
    public init() {
        _sections = []
        _items = []
        _sectionEnds = []
        _reloadedSections = []
        _reloadedItems = []
        _reconfiguredItems = []
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Two snapshots are equal when they have the same sections in the same order and the same items in
    /// each section in the same order; reload and reconfigure marks are not compared (R-SNAP-2).
    ///
    /// Implements R-SNAP-2.
    ///
    /// - Complexity: O(*n*) in the number of items.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs._sectionEnds == rhs._sectionEnds && lhs._sections == rhs._sections
            && (lhs._sharesItemStorage(with: rhs) || lhs._items == rhs._items)
    }

    /// Whether both snapshots use the very same item storage (a copy not mutated since), in which case
    /// their item lists are equal without comparing elements.
    ///
    /// - Complexity: O(1).
    @inlinable
    func _sharesItemStorage(with other: Self) -> Bool {
        let lhs = _items.elements
        let rhs = other._items.elements
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { a in
            rhs.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
    }
}

// MARK: - Queries (R-SNAP-1, R-SNAP-4, R-SNAP-5)

extension DiffableDataSourceSnapshot {
    /// The number of items in all sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var numberOfItems: Int { _items.count }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var numberOfSections: Int { _sections.count }

    /// The section identifiers in order.
    ///
    /// - Complexity: O(1) (the array shares the snapshot's storage).
    @inlinable public var sectionIdentifiers: [SectionIdentifierType] { _sections.elements }

    /// All item identifiers, section by section (R-SNAP-1).
    ///
    /// - Complexity: O(1) (the array shares the snapshot's storage).
    @inlinable public var itemIdentifiers: [ItemIdentifierType] { _items.elements }

    /// The number of items in `section`.
    ///
    /// Implements R-SNAP-4.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when `section` is not in the snapshot (R-SNAP-4;
    ///   UIKit raises).
    /// - Complexity: O(1) expected (one hash lookup).
    @inlinable
    public func numberOfItems(inSection section: SectionIdentifierType) throws(SnapshotError) -> Int {
        guard let index = _sections.firstIndex(of: section) else {
            throw .sectionNotFound(SnapshotError._names([section]))
        }
        return _range(ofSectionAt: index).count
    }

    /// The item identifiers of `section`, in order.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when `section` is not in the snapshot (R-SNAP-4).
    /// - Complexity: O(*k*) for the *k* items returned, plus one hash lookup.
    @inlinable
    public func itemIdentifiers(
        inSection section: SectionIdentifierType
    ) throws(SnapshotError) -> [ItemIdentifierType] {
        guard let index = _sections.firstIndex(of: section) else {
            throw .sectionNotFound(SnapshotError._names([section]))
        }
        return Array(_items.elements[_range(ofSectionAt: index)])
    }

    /// The section that contains `item`, or nil when the item is not in the snapshot (R-SNAP-5).
    ///
    /// Implements R-SNAP-5.
    ///
    /// - Complexity: O(log *s*) for *s* sections, after one hash lookup.
    @inlinable
    public func sectionIdentifier(containingItem item: ItemIdentifierType) -> SectionIdentifierType? {
        guard let flat = _items.firstIndex(of: item) else { return nil }
        return _sections[_sectionIndex(containingFlatIndex: flat)]
    }

    /// The *flat* index of `item` across all sections (its position in ``itemIdentifiers``), or nil when
    /// the item is not in the snapshot (R-SNAP-5).
    ///
    /// - Complexity: O(1) expected (one hash lookup).
    @inlinable
    public func indexOfItem(_ item: ItemIdentifierType) -> Int? {
        _items.firstIndex(of: item)
    }

    /// The section and position of `item`, or nil when the item is not in the snapshot: the one
    /// lookup of an item's index path that the package's collection views and data sources share
    /// (UIKit's snapshot has no such method).
    ///
    /// - Complexity: O(1) expected (one hash lookup) plus O(log sections).
    @inlinable
    package func indexPath(ofItem item: ItemIdentifierType) -> SnapshotIndexPath? {
        _items.firstIndex(of: item).map(_indexPath(ofFlatIndex:))
    }

    /// The index of `section`, or nil when it is not in the snapshot (R-SNAP-5).
    ///
    /// - Complexity: O(1) expected (one hash lookup).
    @inlinable
    public func indexOfSection(_ section: SectionIdentifierType) -> Int? {
        _sections.firstIndex(of: section)
    }
}

// MARK: - Internal geometry helpers

extension DiffableDataSourceSnapshot {
    /// The flat index of the first item of the section at `index`.
    @inlinable
    func _start(ofSectionAt index: Int) -> Int {
        index == 0 ? 0 : _sectionEnds[index - 1]
    }

    /// The flat range of the items of the section at `index`.
    @inlinable
    func _range(ofSectionAt index: Int) -> Range<Int> {
        _start(ofSectionAt: index)..<_sectionEnds[index]
    }

    /// The index of the section whose range contains the flat item index `flat` (binary search for the
    /// first section end above `flat`; empty sections never match).
    @inlinable
    func _sectionIndex(containingFlatIndex flat: Int) -> Int {
        var low = 0
        var high = _sectionEnds.count - 1
        while low < high {
            let mid = (low + high) / 2
            if _sectionEnds[mid] > flat { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The (section, item) path of the flat index `flat`.
    @inlinable
    func _indexPath(ofFlatIndex flat: Int) -> SnapshotIndexPath {
        let section = _sectionIndex(containingFlatIndex: flat)
        return SnapshotIndexPath(section: section, item: flat - _start(ofSectionAt: section))
    }

    /// Checks the storage invariants and that no stored identifier changed its hash (R-SNAP-15).
    ///
    /// In debug builds a violated invariant stops the program with a precondition failure; release
    /// builds compile this to nothing. Tests call it after mutations.
    ///
    /// Implements R-SNAP-15.
    ///
    /// - Complexity: O(*n*) in debug builds.
    public func _checkInvariants() {
        #if DEBUG
            precondition(_sectionEnds.count == _sections.count, "one end offset per section")
            var previous = 0
            for end in _sectionEnds {
                precondition(end >= previous, "section end offsets are non-decreasing")
                previous = end
            }
            precondition(previous == _items.count, "the last section ends at the last item")
            for (index, item) in _items.enumerated() {
                precondition(_items.firstIndex(of: item) == index, "item hash changed while stored")
            }
            for (index, section) in _sections.enumerated() {
                precondition(_sections.firstIndex(of: section) == index, "section hash changed while stored")
            }
            precondition(_reloadedSections.allSatisfy { _sections.contains($0) }, "marks name sections")
            precondition(_reloadedItems.allSatisfy { _items.contains($0) }, "reload marks name items")
            precondition(
                _reconfiguredItems.allSatisfy { _items.contains($0) }, "reconfigure marks name items")
        #endif
    }
}
