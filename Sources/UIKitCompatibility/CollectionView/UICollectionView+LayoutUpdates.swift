import CollectionLayout
import DiffableSnapshot
import Foundation

/// The changes of one update, in the terms of ``UICollectionViewUpdateItem``: sections by index,
/// items by index path, each on the side of the update it is numbered on.
struct UpdateItemChanges {
    /// Sections deleted (numbered before).
    var sectionDeletes: [Int] = []
    /// Sections inserted (numbered after).
    var sectionInserts: [Int] = []
    /// Sections reloaded, before → after.
    var sectionReloads: [(from: Int, to: Int)] = []
    /// Sections moved, before → after.
    var sectionMoves: [(from: Int, to: Int)] = []
    /// Items deleted (before).
    var itemDeletes: [IndexPath] = []
    /// Items inserted (after).
    var itemInserts: [IndexPath] = []
    /// Items reloaded, before → after.
    var itemReloads: [(from: IndexPath, to: IndexPath)] = []
    /// Items moved, before → after.
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []

    /// The update items a layout receives, in this order: the sections' deletions, insertions,
    /// reloads and moves, then the items' in the same order; each kind sorted by the index path it
    /// has before the update (insertions: after).
    ///
    /// Implements R-UPDATEHOOK-1.
    var updateItems: [UICollectionViewUpdateItem] {
        // A whole section's index paths have the item `NSNotFound`, as in UIKit.
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        return Self.updateItems(
            deletes: sectionDeletes.map(section), inserts: sectionInserts.map(section),
            reloads: sectionReloads.map { (section($0.from), section($0.to)) },
            moves: sectionMoves.map { (section($0.from), section($0.to)) })
            + Self.updateItems(
                deletes: itemDeletes, inserts: itemInserts, reloads: itemReloads, moves: itemMoves)
    }

    /// One level's update items (sections, or items): deletions, insertions, reloads, moves, each
    /// sorted by the index path it has before the update (insertions: after).
    private static func updateItems(
        deletes: [IndexPath], inserts: [IndexPath], reloads: [(from: IndexPath, to: IndexPath)],
        moves: [(from: IndexPath, to: IndexPath)]
    ) -> [UICollectionViewUpdateItem] {
        func changes(_ pairs: [(from: IndexPath, to: IndexPath)], _ action: UICollectionViewUpdateItem.Action)
            -> [UICollectionViewUpdateItem]
        {
            pairs.sorted { $0.from < $1.from }.map {
                .init(indexPathBeforeUpdate: $0.from, indexPathAfterUpdate: $0.to, updateAction: action)
            }
        }
        return deletes.sorted().map {
            .init(indexPathBeforeUpdate: $0, indexPathAfterUpdate: nil, updateAction: .delete)
        }
            + inserts.sorted().map {
                .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: $0, updateAction: .insert)
            }
            + changes(reloads, .reload) + changes(moves, .move)
    }
}

extension BatchUpdates {
    /// The changes the app reported, with the after side of reloads taken from `resolution`.
    func updateItemChanges(_ resolution: Resolution) -> UpdateItemChanges {
        UpdateItemChanges(
            sectionDeletes: deletedSections, sectionInserts: insertedSections,
            sectionReloads: reloadedSections.map { ($0, resolution.sectionMap[$0] ?? $0) },
            sectionMoves: movedSections, itemDeletes: deletedItems, itemInserts: insertedItems,
            itemReloads: reloadedItems.map { ($0, resolution.itemMap[$0] ?? $0) }, itemMoves: movedItems)
    }
}

extension SnapshotChangeset
where SectionIdentifierType == AnyIdentifier, ItemIdentifierType == AnyIdentifier {
    /// The diff's changes, with the after side of reloads looked up in `snapshot`, the snapshot
    /// applied. Reconfigured items are not among them: they keep their cells, as in UIKit.
    func updateItemChanges(in snapshot: DiffableDataSourceSnapshot<AnyIdentifier, AnyIdentifier>)
        -> UpdateItemChanges
    {
        func path(_ path: SnapshotIndexPath) -> IndexPath {
            IndexPath(item: path.item, section: path.section)
        }
        func pathAfter(_ change: ItemChange) -> IndexPath {
            path(snapshot.indexPath(ofItem: change.identifier) ?? change.indexPath)
        }
        return UpdateItemChanges(
            sectionDeletes: sectionDeletes.map(\.index), sectionInserts: sectionInserts.map(\.index),
            sectionReloads: sectionReloads.map {
                ($0.index, snapshot.indexOfSection($0.identifier) ?? $0.index)
            },
            sectionMoves: sectionMoves.map { ($0.from, $0.to) },
            itemDeletes: itemDeletes.map { path($0.indexPath) },
            itemInserts: itemInserts.map { path($0.indexPath) },
            itemReloads: itemReloads.map { (path($0.indexPath), pathAfter($0)) },
            itemMoves: itemMoves.map { (path($0.from), path($0.to)) })
    }
}

extension UICollectionView {
    /// Tells the layout about an update whose data is already in place, in UIKit's order:
    /// `prepare()`, `prepare(forCollectionViewUpdates:)` with `updateItems`, then — for an animated
    /// update of a compositional layout — the final attributes of every element displayed before
    /// the update and the initial attributes of every element displayed after it, and
    /// `finalizeCollectionViewUpdates()` last. The caller runs the completion afterwards.
    ///
    /// Implements R-UPDATEHOOK-2.
    func runLayoutUpdateHooks(_ updateItems: [UICollectionViewUpdateItem]) {
        let layout = collectionViewLayout
        layout.prepare()
        layout.prepare(forCollectionViewUpdates: updateItems)
        if let transition = updateTransition, layout is UICollectionViewCompositionalLayout {
            for element in transition.elements {
                if let from = element.from {
                    _ = Self.queryAnimatedAttributes(of: from, in: layout, appearing: false)
                }
            }
            for element in transition.elements {
                if let to = element.to {
                    _ = Self.queryAnimatedAttributes(of: to, in: layout, appearing: true)
                }
            }
        }
        layout.finalizeCollectionViewUpdates()
    }

    /// Asks `layout` where the element of `attributes` starts (`appearing`) or ends in an
    /// animated update, with the query of its category.
    private static func queryAnimatedAttributes(
        of attributes: LayoutAttributes, in layout: UICollectionViewLayout, appearing: Bool
    ) -> UICollectionViewLayoutAttributes? {
        let indexPath = IndexPath(attributes.indexPath)
        let kind = attributes.elementKind ?? ""
        switch (attributes.category, appearing) {
        case (.cell, true): return layout.initialLayoutAttributesForAppearingItem(at: indexPath)
        case (.cell, false): return layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
        case (.supplementary, true):
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
        case (.supplementary, false):
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: kind, at: indexPath)
        case (.decoration, true):
            return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
        case (.decoration, false):
            return layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
        }
    }
}
