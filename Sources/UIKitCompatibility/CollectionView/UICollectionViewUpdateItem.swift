import Foundation

/// One change of an update — an insertion, deletion, reload or move of an item or a section — as
/// the collection view hands it to its layout's
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` (Apple's
/// `UICollectionViewUpdateItem`).
///
/// As in UIKit, a change of a whole section has the index path `IndexPath(item: NSNotFound,
/// section: s)`; an insertion has no ``indexPathBeforeUpdate`` and a deletion no
/// ``indexPathAfterUpdate``; a reload or a move has both. See
/// <doc:LayoutUpdateOverrides> for which items each update produces, in which order.
open class UICollectionViewUpdateItem {
    /// What an update item does (Apple's `UICollectionViewUpdateItem.Action`, with UIKit's raw
    /// values).
    public enum Action: Int, Hashable, Sendable {
        /// The item or section is inserted; only ``UICollectionViewUpdateItem/indexPathAfterUpdate``
        /// is set.
        case insert = 0
        /// The item or section is deleted; only ``UICollectionViewUpdateItem/indexPathBeforeUpdate``
        /// is set.
        case delete = 1
        /// The item or section is reloaded: its old cell goes and a new one comes; both index paths
        /// are set.
        case reload = 2
        /// The item or section moves from ``UICollectionViewUpdateItem/indexPathBeforeUpdate`` to
        /// ``UICollectionViewUpdateItem/indexPathAfterUpdate``.
        case move = 3
        /// No change; an update item made with ``UICollectionViewUpdateItem/init()``.
        case none = 4
    }

    private let storedIndexPathBeforeUpdate: IndexPath?
    private let storedIndexPathAfterUpdate: IndexPath?
    private let storedUpdateAction: Action

    /// Where the item or section was before the update; nil for an insertion. The item of a
    /// section change is `NSNotFound`. Open, as in UIKit, so that test doubles can override it.
    open var indexPathBeforeUpdate: IndexPath? { storedIndexPathBeforeUpdate }
    /// Where the item or section is after the update; nil for a deletion. The item of a section
    /// change is `NSNotFound`.
    open var indexPathAfterUpdate: IndexPath? { storedIndexPathAfterUpdate }
    /// What the update does to the item or section.
    open var updateAction: Action { storedUpdateAction }

    /// An update item that changes nothing, as UIKit's `init()` makes; collection views make the
    /// update items they pass to layouts themselves.
    public init() {
        self.storedIndexPathBeforeUpdate = nil
        self.storedIndexPathAfterUpdate = nil
        self.storedUpdateAction = .none
    }

    /// An update item with the given index paths and action (not part of UIKit, where only the
    /// collection view makes them): for unit tests of a layout's
    /// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``.
    public init(indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, updateAction: Action) {
        self.storedIndexPathBeforeUpdate = indexPathBeforeUpdate
        self.storedIndexPathAfterUpdate = indexPathAfterUpdate
        self.storedUpdateAction = updateAction
    }
}
