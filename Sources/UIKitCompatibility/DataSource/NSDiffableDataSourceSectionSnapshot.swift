import DiffableSnapshot

/// Apple's `NSDiffableDataSourceSectionSnapshot` (iOS 14): hierarchical items of one section, with
/// Apple's non-throwing spellings.
///
/// It wraps `DiffableSnapshot`'s `DiffableDataSourceSectionSnapshot`. Where UIKit asserts (an
/// identifier that already exists, an unknown parent or anchor), this facade **traps** with a
/// UIKit-like message (R-SECSNAP-7); use ``snapshot`` for the throwing API.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable,
    Equatable
{
    /// The wrapped section snapshot with the throwing API.
    public var snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// An empty section snapshot.
    public init() {
        snapshot = DiffableDataSourceSectionSnapshot()
    }

    /// A facade over an existing section snapshot.
    public init(_ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.snapshot = snapshot
    }

    private mutating func require(
        _ operation: String,
        _ body: (inout DiffableDataSourceSectionSnapshot<ItemIdentifierType>) throws(SnapshotError) -> Void
    ) {
        do {
            try body(&snapshot)
        } catch {
            fatalError(
                "NSDiffableDataSourceSectionSnapshot.\(operation): \(UIKitSnapshotMessage.message(for: error))"
            )
        }
    }

    /// Appends items as children of `parent`, or as roots when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        require("append(_:to:)") { snapshot throws(SnapshotError) in try snapshot.append(items, to: parent) }
    }

    /// Appends another section snapshot's hierarchy under `parent`, or as roots when nil.
    public mutating func append(_ other: Self, to parent: ItemIdentifierType? = nil) {
        require("append(_:to:)") { snapshot throws(SnapshotError) in
            try snapshot.append(other.snapshot, to: parent)
        }
    }

    /// Inserts items as siblings immediately before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        require("insert(_:before:)") { snapshot throws(SnapshotError) in
            try snapshot.insert(items, before: item)
        }
    }

    /// Inserts items as siblings after `item`'s subtree.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        require("insert(_:after:)") { snapshot throws(SnapshotError) in
            try snapshot.insert(items, after: item)
        }
    }

    /// Inserts another section snapshot's hierarchy before `item`.
    public mutating func insert(_ other: Self, before item: ItemIdentifierType) {
        require("insert(_:before:)") { snapshot throws(SnapshotError) in
            try snapshot.insert(other.snapshot, before: item)
        }
    }

    /// Inserts another section snapshot's hierarchy after `item`'s subtree.
    public mutating func insert(_ other: Self, after item: ItemIdentifierType) {
        require("insert(_:after:)") { snapshot throws(SnapshotError) in
            try snapshot.insert(other.snapshot, after: item)
        }
    }

    /// Replaces `parent`'s children with another section snapshot's roots.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using other: Self) {
        require("replace(childrenOf:using:)") { snapshot throws(SnapshotError) in
            try snapshot.replace(childrenOf: parent, using: other.snapshot)
        }
    }

    /// Deletes items with their descendants; unknown identifiers are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) { snapshot.delete(items) }
    /// Deletes everything.
    public mutating func deleteAll() { snapshot.deleteAll() }
    /// Expands items; unknown identifiers are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) { snapshot.expand(items) }
    /// Collapses items; unknown identifiers are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) { snapshot.collapse(items) }

    /// Whether `item` is in the section snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { snapshot.contains(item) }
    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { snapshot.isExpanded(item) }
    /// Whether every ancestor of `item` is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool { snapshot.isVisible(item) }
    /// The position of `item` in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { snapshot.index(of: item) }
    /// The depth of `item`; 0 for roots (and for unknown items, which UIKit leaves undocumented).
    public func level(of item: ItemIdentifierType) -> Int { snapshot.level(of: item) ?? 0 }
    /// The parent of `item`, nil for roots and unknown items.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { snapshot.parent(of: item) }

    /// A copy of `parent`'s subtree (with `parent` as its only root when `includingParent` is true).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        do { return Self(try snapshot.snapshot(of: parent, includingParent: includingParent)) } catch {
            fatalError(
                "NSDiffableDataSourceSectionSnapshot.snapshot(of:includingParent:): \(UIKitSnapshotMessage.message(for: error))"
            )
        }
    }

    /// Every item, depth-first.
    public var items: [ItemIdentifierType] { snapshot.items }
    /// The roots.
    public var rootItems: [ItemIdentifierType] { snapshot.rootItems }
    /// The items whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] { snapshot.visibleItems }
    /// A text picture of the hierarchy.
    public func visualDescription() -> String { snapshot.visualDescription() }
}

extension NSDiffableDataSourceSnapshot {
    /// Applies a section snapshot to one section (R-APPLY-5): the section's items become the
    /// section snapshot's visible items, the section is appended when missing. Traps when a visible
    /// item lives in another section.
    public mutating func apply(
        _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        to section: SectionIdentifierType
    ) {
        do {
            try snapshot.apply(sectionSnapshot.snapshot, to: section)
        } catch {
            fatalError(
                "NSDiffableDataSourceSnapshot.apply(_:to:): \(UIKitSnapshotMessage.message(for: error))")
        }
    }
}
