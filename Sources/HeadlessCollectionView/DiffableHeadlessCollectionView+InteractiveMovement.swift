import CollectionLayout
import DiffableSnapshot

/// What ending an interactive movement of a ``DiffableHeadlessCollectionView`` did — the headless
/// counterpart of `NSDiffableDataSourceTransaction` (R-MOVE-10).
public struct ReorderingTransaction<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
    /// The data before the movement.
    public var initialSnapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
    /// The data after it: the snapshot the view now holds.
    public var finalSnapshot: DiffableDataSourceSnapshot<SectionID, ItemID>
    /// The change from the initial to the final item identifiers, all sections in order.
    public var difference: CollectionDifference<ItemID>
    /// The item's index path before the movement.
    public var sourceIndexPath: LayoutIndexPath
    /// The item's index path after it.
    public var destinationIndexPath: LayoutIndexPath
    /// The view's events (R-EVENT-1).
    public var events: [HeadlessEvent<SectionID>]

    /// The difference of a reordering (R-MOVE-10): the final items, all sections in order, against
    /// the initial ones, with the removal and insertion of each moved item associated.
    ///
    /// ```swift
    /// ReorderingTransaction<String, String>.difference(from: ["a", "b", "c"], to: ["b", "c", "a"])
    /// // [.remove(offset: 0, element: "a", associatedWith: 2),
    /// //  .insert(offset: 2, element: "a", associatedWith: 0)]
    /// ```
    ///
    /// Implements R-MOVE-10.
    public static func difference(from initial: [ItemID], to final: [ItemID]) -> CollectionDifference<ItemID>
    {
        final.difference(from: initial).inferringMoves()
    }
}

extension DiffableHeadlessCollectionView {
    /// The interactive movement in progress, or nil (R-MOVE-1, R-MOVE-8).
    public var interactiveMovement: InteractiveMovement? { view.interactiveMovement }

    /// Starts moving the item at `indexPath`, as
    /// ``HeadlessCollectionView/beginInteractiveMovementForItem(at:)`` does (R-MOVE-1).
    ///
    /// - Throws: ``ApplyError/view(_:)``; nothing changes.
    @discardableResult
    public mutating func beginInteractiveMovementForItem(at indexPath: LayoutIndexPath) throws(ApplyError)
        -> [HeadlessEvent<SectionID>]
    {
        do {
            return try view.beginInteractiveMovementForItem(at: indexPath)
        } catch {
            throw .view(error)
        }
    }

    /// Moves the finger, as ``HeadlessCollectionView/updateInteractiveMovementTargetPosition(_:targetIndexPath:)``
    /// does (R-MOVE-2, R-MOVE-3). The snapshot follows the live layout: ``snapshot()`` and
    /// ``itemIdentifier(for:)`` answer with the item at its target, and the size provider is asked
    /// about the items where they are shown.
    ///
    /// - Throws: ``ApplyError/view(_:)``; nothing changes.
    @discardableResult
    public mutating func updateInteractiveMovementTargetPosition(
        _ position: Point, targetIndexPath: LayoutIndexPath? = nil
    ) throws(ApplyError) -> [HeadlessEvent<SectionID>] {
        do throws(HeadlessError) {
            guard let movement = view.interactiveMovement else { throw .noMovementInProgress }
            let target = try view.checkedTarget(position, targetIndexPath)
            guard target != movement.targetIndexPath else {
                return try view.moveInteractivelyMovingItem(to: target, position: position)
            }
            return try rearrange(movingItemFrom: movement.targetIndexPath, to: target) {
                view throws(HeadlessError) in
                try view.moveInteractivelyMovingItem(to: target, position: position)
            }
        } catch {
            throw .view(error)
        }
    }

    /// Ends the movement, as ``HeadlessCollectionView/endInteractiveMovement()`` does (R-MOVE-6),
    /// and returns the reordering as a transaction (R-MOVE-10): the snapshot before, the snapshot
    /// after — the one the view now holds — and their difference.
    ///
    /// - Throws: ``ApplyError/view(_:)``; nothing changes.
    @discardableResult
    public mutating func endInteractiveMovement() throws(ApplyError) -> ReorderingTransaction<
        SectionID, ItemID
    > {
        let final = current
        let result: InteractiveMovementResult<SectionID>
        do {
            result = try view.endInteractiveMovement()
        } catch {
            throw .view(error)
        }
        let initial =
            Self.moving(final, from: result.destinationIndexPath, to: result.sourceIndexPath) ?? final
        return ReorderingTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: ReorderingTransaction<SectionID, ItemID>.difference(
                from: initial.itemIdentifiers, to: final.itemIdentifiers),
            sourceIndexPath: result.sourceIndexPath, destinationIndexPath: result.destinationIndexPath,
            events: result.events)
    }

    /// Puts the item back, as ``HeadlessCollectionView/cancelInteractiveMovement()`` does
    /// (R-MOVE-7); the snapshot is the one of before the movement again.
    ///
    /// - Throws: ``ApplyError/view(_:)``; nothing changes.
    @discardableResult
    public mutating func cancelInteractiveMovement() throws(ApplyError) -> [HeadlessEvent<SectionID>] {
        do throws(HeadlessError) {
            guard let movement = view.interactiveMovement else { throw .noMovementInProgress }
            return try rearrange(movingItemFrom: movement.targetIndexPath, to: movement.originalIndexPath) {
                view throws(HeadlessError) in try view.cancelInteractiveMovement()
            }
        } catch {
            throw .view(error)
        }
    }

    /// Runs `body` on the view with the snapshot rearranged as the item at `source` moves to
    /// `destination` — the item lookup of the size provider first, so that the re-solve measures
    /// the right items — and keeps both only when `body` succeeds.
    private mutating func rearrange(
        movingItemFrom source: LayoutIndexPath, to destination: LayoutIndexPath,
        _ body: (inout HeadlessCollectionView<SectionID>) throws(HeadlessError) -> [HeadlessEvent<SectionID>]
    ) throws(HeadlessError) -> [HeadlessEvent<SectionID>] {
        guard let live = Self.moving(current, from: source, to: destination) else {
            throw .invalidMoveTarget(destination)
        }
        var updated = view
        updated.sizing.itemIdentifier = Self.itemLookup(live, counts: Self.itemCounts(of: live))
        let events = try body(&updated)
        view = updated
        current = live
        return events
    }

    /// `snapshot` with the item at `source` moved to `destination` (an index path after the move);
    /// nil when either names no place.
    static func moving(
        _ snapshot: DiffableDataSourceSnapshot<SectionID, ItemID>, from source: LayoutIndexPath,
        to destination: LayoutIndexPath
    ) -> DiffableDataSourceSnapshot<SectionID, ItemID>? {
        let sections = snapshot.sectionIdentifiers
        guard sections.indices.contains(source.section), sections.indices.contains(destination.section),
            let sourceItems = try? snapshot.itemIdentifiers(inSection: sections[source.section]),
            sourceItems.indices.contains(source.item)
        else { return nil }
        let item = sourceItems[source.item]
        var moved = snapshot
        moved.deleteItems([item])
        guard let remaining = try? moved.itemIdentifiers(inSection: sections[destination.section]),
            destination.item >= 0, destination.item <= remaining.count
        else { return nil }
        do {
            if destination.item < remaining.count {
                try moved.insertItems([item], beforeItem: remaining[destination.item])
            } else {
                try moved.appendItems([item], toSection: sections[destination.section])
            }
        } catch {
            return nil
        }
        return moved
    }
}
