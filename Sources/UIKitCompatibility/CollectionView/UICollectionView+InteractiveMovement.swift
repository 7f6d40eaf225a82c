import CollectionLayout
import DiffableSnapshot
import Foundation
import HeadlessCollectionView

/// The data of before an interactive movement, which a diffable data source reads while it commits
/// the movement in `collectionView(_:moveItemAt:to:)` (R-MOVE-10).
struct MovementCommit {
    /// The snapshot before the movement.
    var initialSnapshot: DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>
}

extension UICollectionView {
    /// Starts moving the item at `indexPath` as the user holds it (Apple's
    /// `beginInteractiveMovementForItem(at:)`); call it when your gesture recognizer begins.
    ///
    /// The move starts only when the data source says the item can move
    /// (`collectionView(_:canMoveItemAt:)`; for a ``UICollectionViewDiffableDataSource``, its
    /// `reorderingHandlers.canReorderItem`), no other movement is in progress and the layout is a
    /// ``UICollectionViewCompositionalLayout`` (R-MOVE-11). Unlike UIKit, a data source that
    /// implements `collectionView(_:moveItemAt:to:)` must also implement `canMoveItemAt`: the
    /// default answers false.
    ///
    /// Implements R-MOVE-11.
    ///
    /// - Returns: Whether the movement began.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, let view = currentHeadlessView(), view.interactiveMovement == nil,
            indexPath.section >= 0, indexPath.section < view.numberOfSections, indexPath.item >= 0,
            indexPath.item < view.itemCounts[indexPath.section], let dataSource,
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        return performMovementStep(.begin(LayoutIndexPath(indexPath))) != nil
    }

    /// Moves the held item to follow the finger at `targetPosition`, in the collection view's
    /// coordinates (Apple's `updateInteractiveMovementTargetPosition(_:)`).
    ///
    /// The layout's ``UICollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``
    /// proposes the index path under the finger (R-MOVE-3); when it differs from the item's current
    /// one, the delegate's
    /// ``UICollectionViewDelegate/collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)``
    /// may choose another (R-MOVE-9). The item then moves there and the other items make room
    /// (R-MOVE-2); an index path the item cannot take keeps it where it is (R-MOVE-5). Does nothing
    /// without a movement in progress.
    ///
    /// Implements R-MOVE-9.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let view = currentHeadlessView(), let movement = view.interactiveMovement else { return }
        let current = IndexPath(movement.targetIndexPath)
        var target = collectionViewLayout.targetIndexPath(
            forInteractivelyMovingItem: current, withPosition: targetPosition)
        if target != current, let delegate {
            target = delegate.collectionView(
                self,
                targetIndexPathForMoveOfItemFromOriginalIndexPath: IndexPath(movement.originalIndexPath),
                atCurrentIndexPath: current, toProposedIndexPath: target)
        }
        var layoutTarget = target.count == 2 ? LayoutIndexPath(target) : movement.targetIndexPath
        if !view.canMoveInteractivelyMovingItem(to: layoutTarget) { layoutTarget = movement.targetIndexPath }
        performMovementStep(.update(Point(targetPosition), layoutTarget))
    }

    /// Drops the held item where it is (Apple's `endInteractiveMovement()`); call it when your
    /// gesture recognizer ends. When the item changed place, the data source's
    /// `collectionView(_:moveItemAt:to:)` is told, with the original and the new index path
    /// (R-MOVE-6); a ``UICollectionViewDiffableDataSource`` then reorders its snapshot and calls
    /// its `reorderingHandlers` with the transaction (R-MOVE-10). Does nothing without a movement
    /// in progress.
    public func endInteractiveMovement() {
        guard let ended = performMovementStep(.end)?.move, ended.movedItem else { return }
        // A diffable data source reorders the snapshot of before the movement (R-MOVE-10).
        movementCommit = ended.initialSnapshot.map(MovementCommit.init)
        defer { movementCommit = nil }
        dataSource?.collectionView(
            self, moveItemAt: IndexPath(ended.sourceIndexPath), to: IndexPath(ended.destinationIndexPath))
    }

    /// Puts the held item back where it was (Apple's `cancelInteractiveMovement()`); call it when
    /// your gesture recognizer is cancelled. The data source is not told (R-MOVE-7). Does nothing
    /// without a movement in progress.
    public func cancelInteractiveMovement() {
        performMovementStep(.cancel)
    }

    // MARK: - Steps

    /// Runs one step of the movement on the headless view, then lets the cells follow: the
    /// configured cells of a counting data source move with their index paths (a diffable data
    /// source's follow their items), as does the selection; the item counts the collection view
    /// reports are the live ones; the held cell is framed by `heldCellFrame(at:in:)`.
    /// Returns nil, changing nothing, when the headless view refuses the step.
    @discardableResult
    private func performMovementStep(_ step: MovementStep) -> MovementStepResult? {
        guard currentHeadlessView() != nil, var storage else { return nil }
        let before = storage.view.interactiveMovement
        let result: MovementStepResult
        do {
            result = try storage.runMovementStep(step)
        } catch {
            return nil
        }
        self.storage = storage
        let after = storage.view.interactiveMovement
        let from = before?.targetIndexPath
        let to = after?.targetIndexPath ?? (step == .cancel ? before?.originalIndexPath : from)
        if let from, let to, from != to {
            followMovingItem(from: from, to: to, movesCells: !storage.isDiffable)
        }
        adoptItemCounts(storage.view.itemCounts)
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.resolveCustomGroupsAfterChange()
        displayedElementsChanged()
        return result
    }

    /// The frame of the cell held in an interactive movement when `indexPath` is its index path:
    /// the layout's ``UICollectionViewLayout/layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)``
    /// (R-MOVE-4); nil for other items.
    func heldCellFrame(at indexPath: IndexPath, in view: HeadlessCollectionView<AnyIdentifier>) -> CGRect? {
        guard let movement = view.interactiveMovement, IndexPath(movement.targetIndexPath) == indexPath else {
            return nil
        }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: indexPath, withTargetPosition: CGPoint(movement.targetPosition)
        ).frame
    }

    /// The index path a data source knows the item displayed at `indexPath` by: during an
    /// interactive movement a counting data source still holds the data of before it, so the
    /// displayed index path is taken back through the move (R-MOVE-2); a diffable data source's
    /// snapshot follows the movement, and other index paths are the same.
    func dataSourceIndexPath(forDisplayed indexPath: IndexPath) -> IndexPath {
        guard case .indexed(let view) = storage, let movement = view.interactiveMovement, indexPath.count == 2
        else { return indexPath }
        return IndexPath(
            InteractiveMovement.indexPath(
                LayoutIndexPath(indexPath), movingItemFrom: movement.targetIndexPath,
                to: movement.originalIndexPath))
    }

    /// Moves the records of the configured cells (when `movesCells`) and the selection as the item
    /// at `source` moves to `destination`.
    private func followMovingItem(
        from source: LayoutIndexPath, to destination: LayoutIndexPath, movesCells: Bool
    ) {
        func moved(_ indexPath: IndexPath) -> IndexPath {
            IndexPath(
                InteractiveMovement.indexPath(
                    LayoutIndexPath(indexPath), movingItemFrom: source, to: destination))
        }
        if movesCells {
            var cells: [IndexPath: DisplayRecords.Cell] = [:]
            for (indexPath, record) in records.cells { cells[moved(indexPath)] = record }
            records.cells = cells
        }
        selectedIndexPaths = Set(selectedIndexPaths.map(moved))
    }

    /// Reports `counts` as the collection view's item counts without solving again: the headless
    /// view already solved for them.
    private func adoptItemCounts(_ counts: [Int]) {
        guard cachedItemCounts != counts else { return }
        cachedItemCounts = counts
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let cache = layout.cache
        else { return }
        var inputs = cache.inputs
        inputs.itemCounts = counts
        layout.cache = SolveCache(
            inputs: inputs, facts: cache.facts, engineLayout: cache.engineLayout,
            customGroups: cache.customGroups)
    }
}

extension UICollectionViewLayout {
    /// Implements ``layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)``: the item's
    /// attributes held at `position` (R-MOVE-4).
    func interactivelyMovingAttributes(at indexPath: IndexPath, position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let attributes =
            layoutAttributesForItem(at: indexPath) ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let moving = InteractiveMovement.attributes(
            LayoutAttributes(
                category: .cell, indexPath: LayoutIndexPath(indexPath), frame: Rect(attributes.frame),
                zIndex: attributes.zIndex),
            at: Point(position))
        attributes.frame = CGRect(moving.frame)
        attributes.zIndex = moving.zIndex
        return attributes
    }

    /// Implements ``targetIndexPath(forInteractivelyMovingItem:withPosition:)``: the headless view's
    /// answer (R-MOVE-3), `previousIndexPath` without one.
    func interactiveTargetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    {
        guard previousIndexPath.count == 2, let view = collectionView?.currentHeadlessView() else {
            return previousIndexPath
        }
        return IndexPath(
            view.targetIndexPath(
                forInteractivelyMovingItem: LayoutIndexPath(previousIndexPath), withPosition: Point(position))
        )
    }
}

/// One step of an interactive movement.
enum MovementStep: Equatable {
    case begin(LayoutIndexPath)
    case update(Point, LayoutIndexPath)
    case end
    case cancel
}

/// What a movement step did: for ``MovementStep/end``, the move it committed.
struct MovementStepResult {
    /// The move an ended movement committed; nil for the other steps.
    var move: EndedMovement?
}

/// The move an ended interactive movement committed (R-MOVE-6).
struct EndedMovement {
    var sourceIndexPath: LayoutIndexPath
    var destinationIndexPath: LayoutIndexPath
    /// The snapshot before the movement, when a diffable view ended it.
    var initialSnapshot: DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>? = nil
    /// Whether the item changed place (R-MOVE-6).
    var movedItem: Bool { sourceIndexPath != destinationIndexPath }
}

extension HeadlessStorage {
    /// Runs `step` on the view, whichever way it is fed: a diffable view rearranges its snapshot
    /// with the item.
    mutating func runMovementStep(_ step: MovementStep) throws(HeadlessError) -> MovementStepResult {
        var result = MovementStepResult()
        switch self {
        case .indexed(var view):
            switch step {
            case .begin(let indexPath): try view.beginInteractiveMovementForItem(at: indexPath)
            case .update(let position, let target):
                try view.updateInteractiveMovementTargetPosition(position, targetIndexPath: target)
            case .end:
                let ended = try view.endInteractiveMovement()
                result.move = EndedMovement(
                    sourceIndexPath: ended.sourceIndexPath, destinationIndexPath: ended.destinationIndexPath)
            case .cancel: try view.cancelInteractiveMovement()
            }
            self = .indexed(view)
        case .diffable(var diffable):
            do throws(ApplyError) {
                switch step {
                case .begin(let indexPath): try diffable.beginInteractiveMovementForItem(at: indexPath)
                case .update(let position, let target):
                    try diffable.updateInteractiveMovementTargetPosition(position, targetIndexPath: target)
                case .end:
                    let ended = try diffable.endInteractiveMovement()
                    result.move = EndedMovement(
                        sourceIndexPath: ended.sourceIndexPath,
                        destinationIndexPath: ended.destinationIndexPath,
                        initialSnapshot: ended.initialSnapshot)
                case .cancel: try diffable.cancelInteractiveMovement()
                }
            } catch {
                // A diffable view's movement steps fail only with the view's errors.
                guard case .view(let error) = error else { throw .noMovementInProgress }
                throw error
            }
            self = .diffable(diffable)
        }
        return result
    }
}

extension UICollectionView {
    /// The index path of the item displayed at `point`, in the collection view's coordinates, or nil
    /// over no item (Apple's `indexPathForItem(at:)`) — what a long-press handler asks before
    /// ``beginInteractiveMovementForItem(at:)``. Cells are hit where they are displayed: orthogonal
    /// rows at their offsets. Nil with layouts other than ``UICollectionViewCompositionalLayout``.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        currentHeadlessView()?.indexPathForItem(at: Point(point)).map(IndexPath.init)
    }
}
