import Foundation

/// What a reordering changed (Apple's `NSDiffableDataSourceTransaction`): the snapshots before and
/// after, their difference, and one transaction per section that changed.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The data before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after the reordering.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change from the initial to the final items, with moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The transactions of the sections the reordering changed, in section order.
    public let sectionTransactions:
        [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reordering changed in one section (Apple's `NSDiffableDataSourceSectionTransaction`).
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's data before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's data after the reordering.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change from the initial to the final items of the section, with moves inferred.
    public let difference: CollectionDifference<ItemIdentifierType>
}
