import CollectionLayout

/// An interactive movement in progress: the user holds an item and drags it (Interactive movement,
/// R-MOVE-1).
///
/// While it lasts, the view is laid out as if the item were already at ``targetIndexPath``
/// (R-MOVE-2): its section has one item more, the original section one item fewer when they
/// differ, and the other items make room. The item itself is displayed centred on
/// ``targetPosition`` (R-MOVE-4).
public struct InteractiveMovement: Hashable, Sendable {
    /// Where the item was when the movement began: its index path in the data.
    public internal(set) var originalIndexPath: LayoutIndexPath
    /// Where the item is now in the live layout, and where it lands if the movement ends now.
    public internal(set) var targetIndexPath: LayoutIndexPath
    /// The finger, in content coordinates: the centre of the displayed item.
    public internal(set) var targetPosition: Point
    /// The number of items of each section before the movement began.
    public internal(set) var originalItemCounts: [Int]
    /// The item counts of the live layout; a re-solve to other counts voids the movement (R-MOVE-8).
    var liveItemCounts: [Int]

    /// The number of items of each section in the live layout (the item at its target).
    public var itemCounts: [Int] { liveItemCounts }

    /// Where an item at `indexPath` goes when the item at `source` moves to `destination`, both
    /// index paths of the same item before and after the move (R-MOVE-2): items after the source in
    /// its section move up by one, items at or after the destination in its section move down by
    /// one, and the moved item goes to `destination`.
    ///
    /// ```swift
    /// // Section 0 holds a b c d e; c (0.2) moves to 0.4: a b d e c.
    /// InteractiveMovement.indexPath(LayoutIndexPath(item: 3, section: 0),
    ///     movingItemFrom: LayoutIndexPath(item: 2, section: 0), to: LayoutIndexPath(item: 4, section: 0))
    /// // 0.2 (d moved up)
    /// ```
    public static func indexPath(
        _ indexPath: LayoutIndexPath, movingItemFrom source: LayoutIndexPath, to destination: LayoutIndexPath
    ) -> LayoutIndexPath {
        if indexPath == source { return destination }
        var moved = indexPath
        if moved.section == source.section && moved.item > source.item { moved.item -= 1 }
        if moved.section == destination.section && moved.item >= destination.item { moved.item += 1 }
        return moved
    }

    /// The attributes of an item held by the finger at `position`: `attributes` centred on it, with
    /// the greatest z-index so that it floats above the others (R-MOVE-4).
    ///
    /// ```swift
    /// // A 100 × 50 cell held at (200, 300) is drawn at x 150…250, y 275…325.
    /// ```
    ///
    /// Implements R-MOVE-4.
    public static func attributes(_ attributes: LayoutAttributes, at position: Point) -> LayoutAttributes {
        var moving = attributes
        moving.frame.origin = Point(
            x: position.x - attributes.frame.width / 2, y: position.y - attributes.frame.height / 2)
        moving.zIndex = Int.max
        return moving
    }

    /// The item counts after the item at `source` moved to `destination`.
    static func itemCounts(
        _ counts: [Int], movingItemFrom source: LayoutIndexPath, to destination: LayoutIndexPath
    )
        -> [Int]
    {
        var moved = counts
        moved[source.section] -= 1
        moved[destination.section] += 1
        return moved
    }
}

/// What ending an interactive movement did (R-MOVE-6): the move to commit to the data, and the
/// view's events.
public struct InteractiveMovementResult<SectionID: Hashable & Sendable>: Sendable {
    /// The item's index path before the movement.
    public var sourceIndexPath: LayoutIndexPath
    /// The item's index path after it: the target it was dropped at.
    public var destinationIndexPath: LayoutIndexPath
    /// The view's events (R-EVENT-1).
    public var events: [HeadlessEvent<SectionID>]

    /// Whether the item changed place: only then is the data told to move it (R-MOVE-6).
    public var movedItem: Bool { sourceIndexPath != destinationIndexPath }
}
