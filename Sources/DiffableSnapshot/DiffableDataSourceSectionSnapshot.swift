import OrderedCollections

/// A forest of unique items with per-item expansion state, for the items of one section (Snapshot rules) —
/// the value-type counterpart of UIKit's `NSDiffableDataSourceSectionSnapshot`.
///
/// Storage: the items in depth-first pre-order (an ordered set, so ``contains(_:)`` and ``index(of:)``
/// are hash lookups), the level of each item, and the set of expanded items. New items start
/// collapsed (R-SECSNAP-2). Unlike the full snapshot there is no leniency for existing identifiers:
/// adding an item that is already present throws ``SnapshotError/itemAlreadyExists(_:)`` (R-SECSNAP-7).
///
/// Implements R-SECSNAP-1.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable
{
    /// All items in depth-first pre-order.
    @usableFromInline var _items: OrderedSet<ItemIdentifierType>
    /// `_levels[i]` is the depth of `_items[i]` (0 for roots).
    @usableFromInline var _levels: [Int]
    /// Items whose children are shown.
    @usableFromInline var _expanded: Set<ItemIdentifierType>

    /// Creates an empty section snapshot.
    @inlinable
    public init() {
        _items = []
        _levels = []
        _expanded = []
    }
}

// MARK: - Queries (R-SECSNAP-1, R-SECSNAP-2, R-SECSNAP-3)

extension DiffableDataSourceSectionSnapshot {
    /// All items, depth-first (pre-order): each parent precedes its children (R-SECSNAP-1).
    ///
    /// - Complexity: O(1).
    @inlinable public var items: [ItemIdentifierType] { _items.elements }

    /// The items without a parent, in order (R-SECSNAP-1).
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public var rootItems: [ItemIdentifierType] {
        _items.indices.filter { _levels[$0] == 0 }.map { _items[$0] }
    }

    /// ``items`` without the descendants of collapsed items (R-SECSNAP-3).
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(_items.count)
        var hiddenBelow = Int.max  // items deeper than this level are hidden
        for (index, item) in _items.enumerated() {
            let level = _levels[index]
            if level > hiddenBelow { continue }
            hiddenBelow = _expanded.contains(item) ? Int.max : level
            result.append(item)
        }
        return result
    }

    /// The expanded items, in ``items`` order (R-SECSNAP-2).
    ///
    /// - Complexity: O(*n*).
    @inlinable
    public var expandedItems: [ItemIdentifierType] {
        _expanded.isEmpty ? [] : _items.filter { _expanded.contains($0) }
    }

    /// Whether `item` is in the section snapshot.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func contains(_ item: ItemIdentifierType) -> Bool { _items.contains(item) }

    /// The position of `item` in ``items``, or nil when it is unknown (R-SECSNAP-1).
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func index(of item: ItemIdentifierType) -> Int? { _items.firstIndex(of: item) }

    /// The depth of `item`: 0 for roots, 1 for their children, and so on (R-SECSNAP-1); nil when it is
    /// unknown (UIKit asserts instead).
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func level(of item: ItemIdentifierType) -> Int? {
        _items.firstIndex(of: item).map { _levels[$0] }
    }

    /// The parent of `item`; nil for roots and unknown items (R-SECSNAP-1).
    ///
    /// - Complexity: O(*d*) for the distance *d* between the item and its parent in ``items``.
    @inlinable
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
        guard let index = _items.firstIndex(of: item), _levels[index] > 0 else { return nil }
        return _items[_parentIndex(of: index)!]
    }

    /// Whether `item` is expanded (R-SECSNAP-2); false for unknown items.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

    /// Whether every ancestor of `item` is expanded (R-SECSNAP-3); false for unknown items.
    ///
    /// Implements R-SECSNAP-3.
    ///
    /// - Complexity: O(*d*) for the distance *d* between the item and its root in ``items``.
    @inlinable
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var index = _items.firstIndex(of: item) else { return false }
        while let parent = _parentIndex(of: index) {
            guard _expanded.contains(_items[parent]) else { return false }
            index = parent
        }
        return true
    }

    /// A multi-line outline of the hierarchy, one item per line, indented by two spaces per level.
    ///
    /// Each line starts with a marker: `+` for a collapsed item with children, `-` for an expanded item
    /// with children, `*` for a leaf. For example, `A` expanded with child `A1`, then a leaf `B`:
    ///
    /// ```
    /// - A
    ///   * A1
    /// * B
    /// ```
    ///
    /// - Complexity: O(*n*).
    public func visualDescription() -> String {
        var lines: [String] = []
        for (index, item) in _items.enumerated() {
            let hasChildren = index + 1 < _items.count && _levels[index + 1] > _levels[index]
            let marker = hasChildren ? (_expanded.contains(item) ? "-" : "+") : "*"
            lines.append(String(repeating: "  ", count: _levels[index]) + "\(marker) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    /// The index of the parent of the item at `index`, or nil for a root.
    @inlinable
    func _parentIndex(of index: Int) -> Int? {
        let level = _levels[index]
        guard level > 0 else { return nil }
        var candidate = index - 1
        while _levels[candidate] >= level { candidate -= 1 }
        return candidate
    }

    /// One past the last descendant of the item at `index`.
    @inlinable
    func _subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < _levels.count && _levels[end] > _levels[index] { end += 1 }
        return end
    }
}
