import DiffableSnapshot

/// Apple's `NSDiffableDataSourceSnapshot`: the same members with Apple's non-throwing spellings.
///
/// It wraps `DiffableSnapshot`'s `DiffableDataSourceSnapshot`, whose mutations throw typed errors.
/// Where UIKit raises on a client error (duplicates in one call, an existing section re-added, an
/// unknown anchor, a move relative to itself, reloading an unknown identifier, appending with no
/// sections), this facade **traps** with a UIKit-like message, as an iOS app would crash
/// (Layout rules, where this project differs from UIKit). Code that wants to recover should use ``snapshot`` and the throwing API. Lenient
/// cases behave as in UIKit: deleting unknown identifiers does nothing, appending an existing item
/// moves it (R-SNAP-7, R-SNAP-9).
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable, Equatable
{
    /// The wrapped snapshot with the throwing API.
    public var snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// An empty snapshot.
    public init() {
        snapshot = DiffableDataSourceSnapshot()
    }

    /// A facade over an existing snapshot.
    public init(_ snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.snapshot = snapshot
    }

    /// Runs a throwing mutation and traps like UIKit when it fails (a programmer error).
    private mutating func require(
        _ operation: String,
        _ body: (inout DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
            throws(SnapshotError) -> Void
    ) {
        do {
            try body(&snapshot)
        } catch {
            fatalError(
                "NSDiffableDataSourceSnapshot.\(operation): \(UIKitSnapshotMessage.message(for: error))")
        }
    }

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { snapshot.numberOfItems }
    /// The number of sections.
    public var numberOfSections: Int { snapshot.numberOfSections }
    /// The section identifiers in order.
    public var sectionIdentifiers: [SectionIdentifierType] { snapshot.sectionIdentifiers }
    /// All item identifiers, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { snapshot.itemIdentifiers }

    /// The number of items in `identifier`. Traps when the section does not exist, as UIKit raises.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        do { return try snapshot.numberOfItems(inSection: identifier) } catch {
            fatalError(
                "NSDiffableDataSourceSnapshot.numberOfItems(inSection:): \(UIKitSnapshotMessage.message(for: error))"
            )
        }
    }

    /// The items of `identifier`. Traps when the section does not exist, as UIKit raises.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        do { return try snapshot.itemIdentifiers(inSection: identifier) } catch {
            fatalError(
                "NSDiffableDataSourceSnapshot.itemIdentifiers(inSection:): \(UIKitSnapshotMessage.message(for: error))"
            )
        }
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        snapshot.sectionIdentifier(containingItem: identifier)
    }

    /// The flat index of `identifier` across sections, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { snapshot.indexOfItem(identifier) }

    /// The index of a section, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        snapshot.indexOfSection(identifier)
    }

    // MARK: Items

    /// Appends items to `identifier`, or to the last section when nil.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        require("appendItems(_:toSection:)") { snapshot throws(SnapshotError) in
            _ = try snapshot.appendItems(identifiers, toSection: sectionIdentifier)
        }
    }

    /// Inserts items before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        require("insertItems(_:beforeItem:)") { snapshot throws(SnapshotError) in
            _ = try snapshot.insertItems(identifiers, beforeItem: beforeIdentifier)
        }
    }

    /// Inserts items after `afterIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        require("insertItems(_:afterItem:)") { snapshot throws(SnapshotError) in
            _ = try snapshot.insertItems(identifiers, afterItem: afterIdentifier)
        }
    }

    /// Deletes items; unknown identifiers are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        snapshot.deleteItems(identifiers)
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() { snapshot.deleteAllItems() }

    /// Moves an item before another.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
        require("moveItem(_:beforeItem:)") { snapshot throws(SnapshotError) in
            try snapshot.moveItem(identifier, beforeItem: toIdentifier)
        }
    }

    /// Moves an item after another.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
        require("moveItem(_:afterItem:)") { snapshot throws(SnapshotError) in
            try snapshot.moveItem(identifier, afterItem: toIdentifier)
        }
    }

    /// Marks items for reloading.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        require("reloadItems(_:)") { snapshot throws(SnapshotError) in try snapshot.reloadItems(identifiers) }
    }

    /// Marks items for reconfiguring (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        require("reconfigureItems(_:)") { snapshot throws(SnapshotError) in
            try snapshot.reconfigureItems(identifiers)
        }
    }

    // MARK: Sections

    /// Appends empty sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        require("appendSections(_:)") { snapshot throws(SnapshotError) in
            try snapshot.appendSections(identifiers)
        }
    }

    /// Inserts empty sections before `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        require("insertSections(_:beforeSection:)") { snapshot throws(SnapshotError) in
            try snapshot.insertSections(identifiers, beforeSection: toIdentifier)
        }
    }

    /// Inserts empty sections after `toIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        require("insertSections(_:afterSection:)") { snapshot throws(SnapshotError) in
            try snapshot.insertSections(identifiers, afterSection: toIdentifier)
        }
    }

    /// Deletes sections with their items; unknown identifiers are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        snapshot.deleteSections(identifiers)
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        require("moveSection(_:beforeSection:)") { snapshot throws(SnapshotError) in
            try snapshot.moveSection(identifier, beforeSection: toIdentifier)
        }
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        require("moveSection(_:afterSection:)") { snapshot throws(SnapshotError) in
            try snapshot.moveSection(identifier, afterSection: toIdentifier)
        }
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        require("reloadSections(_:)") { snapshot throws(SnapshotError) in
            try snapshot.reloadSections(identifiers)
        }
    }

    // MARK: Marks

    /// Sections marked for reloading (iOS 15).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { snapshot.reloadedSectionIdentifiers }
    /// Items marked for reloading (iOS 15).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { snapshot.reloadedItemIdentifiers }
    /// Items marked for reconfiguring (iOS 15).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { snapshot.reconfiguredItemIdentifiers }
}

/// UIKit-like wording for snapshot client errors.
enum UIKitSnapshotMessage {
    static func message(for error: SnapshotError) -> String {
        let list = error.identifiers.joined(separator: ", ")
        switch error {
        case .duplicateSectionIdentifiers:
            return "Supplied section identifiers are not unique. Duplicate identifiers: {(\(list))}"
        case .duplicateItemIdentifiers:
            return "Supplied item identifiers are not unique. Duplicate identifiers: {(\(list))}"
        case .sectionAlreadyExists: return "Section identifier already exists in the snapshot: {(\(list))}"
        case .sectionNotFound:
            return "Invalid section identifier. Section not found in the snapshot: {(\(list))}"
        case .itemNotFound: return "Invalid item identifier. Item not found in the snapshot: {(\(list))}"
        case .anchorInInsertedIdentifiers:
            return "Invalid anchor: it is one of the inserted identifiers: {(\(list))}"
        case .moveRelativeToItself: return "Attempted to move an identifier relative to itself: {(\(list))}"
        case .noSections:
            return "There are currently no sections in the data source. Please add a section first."
        case .itemAlreadyExists: return "Item identifiers already exist in the snapshot: {(\(list))}"
        }
    }
}
