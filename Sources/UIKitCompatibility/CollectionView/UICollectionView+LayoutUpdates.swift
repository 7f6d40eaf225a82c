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
        func pairs<T: Comparable>(_ values: [(from: T, to: T)]) -> [(from: T, to: T)] {
            values.sorted { $0.from < $1.from }
        }
        var items: [UICollectionViewUpdateItem] = []
        items += sectionDeletes.sorted().map {
            .init(sectionBeforeUpdate: $0, sectionAfterUpdate: nil, updateAction: .delete)
        }
        items += sectionInserts.sorted().map {
            .init(sectionBeforeUpdate: nil, sectionAfterUpdate: $0, updateAction: .insert)
        }
        items += pairs(sectionReloads).map {
            .init(sectionBeforeUpdate: $0.from, sectionAfterUpdate: $0.to, updateAction: .reload)
        }
        items += pairs(sectionMoves).map {
            .init(sectionBeforeUpdate: $0.from, sectionAfterUpdate: $0.to, updateAction: .move)
        }
        items += itemDeletes.sorted().map {
            .init(indexPathBeforeUpdate: $0, indexPathAfterUpdate: nil, updateAction: .delete)
        }
        items += itemInserts.sorted().map {
            .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: $0, updateAction: .insert)
        }
        items += pairs(itemReloads).map {
            .init(indexPathBeforeUpdate: $0.from, indexPathAfterUpdate: $0.to, updateAction: .reload)
        }
        items += pairs(itemMoves).map {
            .init(indexPathBeforeUpdate: $0.from, indexPathAfterUpdate: $0.to, updateAction: .move)
        }
        return items
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
            guard let section = snapshot.sectionIdentifier(containingItem: change.identifier),
                let sectionIndex = snapshot.indexOfSection(section),
                let item = (try? snapshot.itemIdentifiers(inSection: section))?.firstIndex(
                    of: change.identifier)
            else { return path(change.indexPath) }
            return IndexPath(item: item, section: sectionIndex)
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
