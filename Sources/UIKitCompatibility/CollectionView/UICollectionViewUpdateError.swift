import Foundation

/// Why a batch of updates is inconsistent with the data source (not part of UIKit, where each
/// of these raises `NSInternalInconsistencyException`): thrown by
/// ``UICollectionView/tryPerformBatchUpdates(_:completion:)``; the trapping
/// ``UICollectionView/performBatchUpdates(_:completion:)`` stops the program with the same
/// message. Section and item numbers are those of the data before the update for deletions,
/// reloads and move sources, after it for insertions, move destinations and counts.
public enum UICollectionViewUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of sections after the update is not the number before, plus the inserted and
    /// minus the deleted ones.
    case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
    /// The number of items of an existing section after the update is not the number before, plus
    /// or minus the items inserted, deleted and moved in or out.
    case invalidNumberOfItems(
        section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// An operation names a section that does not exist (before the update for deletions, reloads
    /// and move sources; after it for insertions and move destinations).
    case sectionOutOfRange(operation: String, section: Int, sectionCount: Int)
    /// An operation names an item that does not exist.
    case itemOutOfRange(operation: String, indexPath: IndexPath, itemCount: Int)
    /// An index path or section is named by two operations that exclude each other (deleted twice,
    /// deleted and moved, inserted twice, …), or a move leaves a deleted section or enters an
    /// inserted one.
    case conflictingOperations(String)
    /// The data source is a ``UICollectionViewDiffableDataSource``, which must be updated with
    /// snapshots.
    case diffableDataSource

    /// UIKit's wording of the inconsistency.
    public var description: String {
        switch self {
        case .invalidNumberOfSections(let before, let after, let inserted, let deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (\(after)) must be equal to the number of sections "
                + "contained in the collection view before the update (\(before)), plus or minus the number "
                + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .invalidNumberOfItems(
            let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            return "Invalid update: invalid number of items in section \(section). The number of items "
                + "contained in an existing section after the update (\(after)) must be equal to the number "
                + "of items contained in that section before the update (\(before)), plus or minus the "
                + "number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                + "deleted) and plus or minus the number of items moved into or out of that section "
                + "(\(movedIn) moved in, \(movedOut) moved out)."
        case .sectionOutOfRange(let operation, let section, let count):
            return
                "Invalid update: attempt to \(operation) section \(section), but there are only \(count) sections"
        case .itemOutOfRange(let operation, let indexPath, let count):
            return "Invalid update: attempt to \(operation) item \(indexPath.item) in section "
                + "\(indexPath.section), which only contains \(count) items"
        case .conflictingOperations(let what):
            return "Invalid update: \(what)"
        case .diffableDataSource:
            return "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when "
                + "acting as the UICollectionView's dataSource: please do not call mutation APIs directly "
                + "on UICollectionView."
        }
    }
}
