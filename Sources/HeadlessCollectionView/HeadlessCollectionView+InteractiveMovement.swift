import CollectionLayout

extension HeadlessCollectionView {
    /// The interactive movement in progress, or nil (R-MOVE-1).
    ///
    /// A movement applies to the data it began with: once the section identifiers or the item
    /// counts change under it (a snapshot applied, new item counts), it is void and this is nil
    /// (R-MOVE-8).
    public var interactiveMovement: InteractiveMovement? { movement }

    /// Ends the movement without a move when a re-solve is about to change the data under it: other
    /// section identifiers, or item counts other than the live ones (R-MOVE-8). Called by every
    /// re-solve before it commits; the movement's own steps keep both.
    ///
    /// Implements R-MOVE-8.
    mutating func voidInteractiveMovement(ifDataChangesTo identifiers: [SectionID], itemCounts counts: [Int])
    {
        guard let current = movement else { return }
        if identifiers != sectionIdentifiers || counts != current.liveItemCounts { movement = nil }
    }

    /// Starts moving the item at `indexPath` (Apple's `beginInteractiveMovementForItem(at:)`).
    ///
    /// The item's target is its own index path and the finger is at the centre of its displayed
    /// frame, so nothing moves until the first update (R-MOVE-1).
    ///
    /// Implements R-MOVE-1.
    ///
    /// - Returns: The events of R-EVENT-1 (none unless the item was off screen).
    /// - Throws: ``HeadlessError/movementInProgress`` while another movement lasts,
    ///   ``HeadlessError/itemOutOfRange(_:)`` for an index path that names no item; the view is
    ///   unchanged.
    @discardableResult
    public mutating func beginInteractiveMovementForItem(at indexPath: LayoutIndexPath) throws(HeadlessError)
        -> [Event]
    {
        defer { _checkMovementInvariants() }
        guard interactiveMovement == nil else { throw .movementInProgress }
        guard let slot = slotAttributes(at: indexPath) else { throw .itemOutOfRange(indexPath) }
        let saved = movement
        movement = InteractiveMovement(
            originalIndexPath: indexPath, targetIndexPath: indexPath, targetPosition: slot.center,
            originalItemCounts: itemCounts, liveItemCounts: itemCounts)
        do {
            return try finishChange()
        } catch {
            movement = saved
            throw error
        }
    }

    /// The index path the moving item takes when the finger is at `position` (Apple's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`): that of the displayed cell
    /// under the finger — the topmost one by z-index, the moving item's own place included — or
    /// `previousIndexPath` when the finger is over no cell (R-MOVE-3).
    ///
    /// Frames are compared where cells are displayed: orthogonal rows shifted by their offsets and
    /// clipped, pinned and handler-transformed as on screen.
    ///
    /// Implements R-MOVE-3.
    ///
    /// - Complexity: O(log sections + sections crossed + elements displayed).
    public func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: LayoutIndexPath, withPosition position: Point
    ) -> LayoutIndexPath {
        indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The index path of the displayed cell at `point` (content coordinates) — the topmost by
    /// z-index, the first in display order among equals — or nil over no cell (Apple's
    /// `indexPathForItem(at:)`).
    ///
    /// Frames are compared where cells are displayed (orthogonal rows shifted and clipped, handlers
    /// applied), from their minimum edges up to but not including their maximum edges. During an
    /// interactive movement the moving item counts at its place, not where it floats.
    ///
    /// - Complexity: O(log sections + sections crossed + elements displayed).
    public func indexPathForItem(at point: Point) -> LayoutIndexPath? {
        let displayed = preparedLayout.displayedElements(
            contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
            orthogonalOffsets: orthogonal.byIndex)
        var best: LayoutAttributes?
        for element in displayed where element.category == .cell && Self.frame(element.frame, contains: point)
        {
            if best.map({ element.zIndex > $0.zIndex }) ?? true { best = element }
        }
        return best?.indexPath
    }

    /// Whether the moving item can take `indexPath` in the live layout (R-MOVE-5): an item index of
    /// its current section, or an index up to and including the item count of another section.
    ///
    /// Implements R-MOVE-5.
    public func canMoveInteractivelyMovingItem(to indexPath: LayoutIndexPath) -> Bool {
        guard let movement = interactiveMovement, indexPath.section >= 0,
            indexPath.section < numberOfSections,
            indexPath.item >= 0
        else { return false }
        let count = itemCounts[indexPath.section]
        return indexPath.section == movement.targetIndexPath.section
            ? indexPath.item < count : indexPath.item <= count
    }

    /// Moves the finger to `position` (Apple's `updateInteractiveMovementTargetPosition(_:)`): the
    /// item follows it, centred (R-MOVE-4), and when its target changes the view re-solves with the
    /// item at the new target, the others making room (R-MOVE-2).
    ///
    /// - Parameters:
    ///   - position: The finger, in content coordinates.
    ///   - targetIndexPath: The target to take; nil takes
    ///     ``targetIndexPath(forInteractivelyMovingItem:withPosition:)`` (R-MOVE-3). A host asks
    ///     its delegate here, as `UICollectionView` does.
    /// - Returns: The events of R-EVENT-1.
    /// - Throws: ``HeadlessError/noMovementInProgress``, ``HeadlessError/invalidTargetPosition(_:)``,
    ///   ``HeadlessError/invalidMoveTarget(_:)`` (R-MOVE-5), or
    ///   ``HeadlessError/layout(_:)`` (including a size provider's invalid size); the view is
    ///   unchanged.
    @discardableResult
    public mutating func updateInteractiveMovementTargetPosition(
        _ position: Point, targetIndexPath: LayoutIndexPath? = nil
    ) throws(HeadlessError) -> [Event] {
        let target = try checkedTarget(position, targetIndexPath)
        return try moveInteractivelyMovingItem(to: target, position: position)
    }

    /// Ends the movement and drops the item at its target (Apple's `endInteractiveMovement()`): the
    /// layout stays as it is and the item settles in its place (R-MOVE-6). The result says which
    /// move to commit to the data; the view already shows it. The data is told to move the item
    /// only when its place changed (``InteractiveMovementResult/movedItem``).
    ///
    /// Implements R-MOVE-6.
    ///
    /// - Throws: ``HeadlessError/noMovementInProgress`` or ``HeadlessError/layout(_:)`` (including a
    ///   size provider's invalid size); the view is unchanged.
    @discardableResult
    public mutating func endInteractiveMovement() throws(HeadlessError) -> InteractiveMovementResult<
        SectionID
    > {
        guard let ended = interactiveMovement else { throw .noMovementInProgress }
        movement = nil
        do {
            return InteractiveMovementResult(
                sourceIndexPath: ended.originalIndexPath, destinationIndexPath: ended.targetIndexPath,
                events: try finishChange())
        } catch {
            movement = ended
            throw error
        }
    }

    /// Ends the movement and puts the item back where it was (Apple's `cancelInteractiveMovement()`):
    /// the view re-solves with the item counts and measurements of before the movement (R-MOVE-7).
    ///
    /// Implements R-MOVE-7.
    ///
    /// - Throws: ``HeadlessError/noMovementInProgress`` or ``HeadlessError/layout(_:)`` (including a
    ///   size provider's invalid size); the view is unchanged.
    @discardableResult
    public mutating func cancelInteractiveMovement() throws(HeadlessError) -> [Event] {
        guard let cancelled = interactiveMovement else { throw .noMovementInProgress }
        let saved = self
        movement = nil
        do {
            guard cancelled.targetIndexPath != cancelled.originalIndexPath else { return try finishChange() }
            return try relayout(
                movingItemFrom: cancelled.targetIndexPath, to: cancelled.originalIndexPath,
                itemCounts: cancelled.originalItemCounts)
        } catch {
            self = saved
            throw error
        }
    }

    /// The attributes of the moving item at `indexPath` while the finger is at `position` (Apple's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`): those of its place,
    /// with the centre at `position` and the greatest z-index, so that it floats above the others
    /// (R-MOVE-4). Nil for an index path that names no item.
    public func layoutAttributesForInteractivelyMovingItem(
        at indexPath: LayoutIndexPath, withTargetPosition position: Point
    ) -> LayoutAttributes? {
        slotAttributes(at: indexPath).map { InteractiveMovement.attributes($0, at: position) }
    }

    // MARK: - Steps

    /// The target of an update: `proposed`, or the one under the finger (R-MOVE-3), checked (R-MOVE-5).
    func checkedTarget(_ position: Point, _ proposed: LayoutIndexPath?) throws(HeadlessError)
        -> LayoutIndexPath
    {
        guard let current = interactiveMovement else { throw .noMovementInProgress }
        guard position.x.isFinite, position.y.isFinite else { throw .invalidTargetPosition(position) }
        let target =
            proposed
            ?? targetIndexPath(forInteractivelyMovingItem: current.targetIndexPath, withPosition: position)
        guard canMoveInteractivelyMovingItem(to: target) else { throw .invalidMoveTarget(target) }
        return target
    }

    /// Puts the moving item at `target` (already checked) with the finger at `position`, re-solving
    /// when the target changes (R-MOVE-2).
    mutating func moveInteractivelyMovingItem(to target: LayoutIndexPath, position: Point)
        throws(HeadlessError)
        -> [Event]
    {
        defer { _checkMovementInvariants() }
        guard var next = interactiveMovement else { throw .noMovementInProgress }
        let saved = self
        let previous = next.targetIndexPath
        next.targetIndexPath = target
        next.targetPosition = position
        next.liveItemCounts = InteractiveMovement.itemCounts(itemCounts, movingItemFrom: previous, to: target)
        movement = next
        do {
            guard target != previous else { return try finishChange() }
            return try relayout(movingItemFrom: previous, to: target, itemCounts: next.liveItemCounts)
        } catch {
            self = saved
            throw error
        }
    }

    /// Re-solves with the item at `source` moved to `destination`: new item counts, and every
    /// cell's measurement moved with its item (R-MOVE-2).
    ///
    /// Implements R-MOVE-2.
    mutating func relayout(
        movingItemFrom source: LayoutIndexPath, to destination: LayoutIndexPath, itemCounts counts: [Int]
    ) throws(HeadlessError) -> [Event] {
        var carried = carriedMeasurements()
        var cells: [LayoutIndexPath: Size] = [:]
        cells.reserveCapacity(carried.measurements.cells.count)
        for (indexPath, size) in carried.measurements.cells {
            cells[InteractiveMovement.indexPath(indexPath, movingItemFrom: source, to: destination)] = size
        }
        carried.measurements.cells = cells
        carried.stale = carried.stale.map {
            InteractiveMovement.indexPath($0, movingItemFrom: source, to: destination)
        }
        return try resolve(
            layout: layout, environment: environment, identifiers: sectionIdentifiers, itemCounts: counts,
            measurements: .carry(carried))
    }

    /// Replaces the moving item's displayed attributes in `elements` with those centred on the
    /// finger (R-MOVE-4), inserting them in R-QUERY-3 order when its place is off screen: the held
    /// item is always displayed.
    func placeInteractivelyMovingItem(in elements: inout [LayoutAttributes]) {
        guard let movement = interactiveMovement else { return }
        let target = movement.targetIndexPath
        if let index = elements.firstIndex(where: { $0.category == .cell && $0.indexPath == target }) {
            elements[index] = InteractiveMovement.attributes(elements[index], at: movement.targetPosition)
            return
        }
        guard let natural = preparedLayout.attributes(forItemAt: target) else { return }
        let moving = InteractiveMovement.attributes(natural, at: movement.targetPosition)
        let index =
            elements.firstIndex {
                $0.indexPath.section > target.section
                    || ($0.indexPath.section == target.section && $0.category == .cell
                        && $0.indexPath.item > target.item)
            } ?? elements.endIndex
        elements.insert(moving, at: index)
    }

    /// The attributes of the item at `indexPath` where it is displayed (orthogonal offset applied),
    /// or where the layout places it when it is off screen; nil when there is no such item.
    func slotAttributes(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0,
            indexPath.item < itemCounts[indexPath.section]
        else { return nil }
        let displayed = preparedLayout.displayedElements(
            contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
            orthogonalOffsets: orthogonal.byIndex)
        return displayed.first { $0.category == .cell && $0.indexPath == indexPath }
            ?? preparedLayout.attributes(forItemAt: indexPath)
    }

    /// Whether `point` lies in `frame`, edges at the minimum included and at the maximum excluded,
    /// so that a point on the line between two cells belongs to one of them.
    static func frame(_ frame: Rect, contains point: Point) -> Bool {
        point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }

    /// Checks, in debug builds, that the movement in progress fits the view: the live counts are
    /// the view's, they are the original counts with the item moved from its original section to
    /// its target's, and both index paths name items.
    func _checkMovementInvariants() {
        #if DEBUG
            guard let movement else { return }
            precondition(movement.liveItemCounts == itemCounts, "the live counts are the view's")
            let original = movement.originalIndexPath
            let target = movement.targetIndexPath
            precondition(
                original.section >= 0 && original.section < movement.originalItemCounts.count
                    && original.item >= 0 && original.item < movement.originalItemCounts[original.section],
                "the original index path names an item of the original data")
            precondition(
                target.section >= 0 && target.section < itemCounts.count && target.item >= 0
                    && target.item < itemCounts[target.section],
                "the target names an item of the live layout")
            precondition(
                InteractiveMovement.itemCounts(
                    movement.originalItemCounts, movingItemFrom: original, to: target)
                    == itemCounts,
                "the live counts are the original ones with the item moved")
        #endif
    }
}
