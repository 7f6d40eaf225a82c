import Testing
import UIKitCompatibility

/// The transition hooks of the app's layouts, a hand-written layout's update hooks and the
/// override points that are declared only, written as an app writes them.
@Suite("Layout transition override points")
struct LayoutTransitionOverrideTests {
    @Test("R-UPDATEHOOK-3: setCollectionViewLayout calls the transition hooks of both layouts")
    func layoutSwitch() {
        let log = LayoutUpdateOverrideTests.CallLog()
        let list = LayoutUpdateOverrideTests.feedLayout(named: "list", log: log)
        let grid = LayoutUpdateOverrideTests.feedLayout(named: "grid", log: log)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: list)
        let feed = LayoutUpdateOverrideTests.Feed([20])
        collectionView.dataSource = feed
        _ = collectionView.indexPathsForVisibleItems
        log.entries.removeAll()
        collectionView.setCollectionViewLayout(grid, animated: true) { finished in
            log.entries.append("completion(\(finished))")
        }
        #expect(
            log.entries == [
                "list prepareForTransition(to: grid)", "grid prepare",
                "grid prepareForTransition(from: list)",
                "list finalizeLayoutTransition()", "grid finalizeLayoutTransition()", "completion(true)",
            ])
        // Setting the same layout again is no transition.
        log.entries.removeAll()
        collectionView.setCollectionViewLayout(grid, animated: false)
        #expect(log.entries == ["grid prepare"])
        // Assigning the property prepares the layout at the next query, with no transition hooks.
        log.entries.removeAll()
        collectionView.collectionViewLayout = list
        _ = collectionView.indexPathsForVisibleItems
        #expect(!log.entries.contains { $0.contains("Transition") })
        #expect(collectionView.collectionViewLayout === list)
    }

    @Test(
        "R-UPDATEHOOK-3: an interactive transition, finished and cancelled",
        arguments: [true, false])
    func interactiveTransition(finishes: Bool) {
        let log = LayoutUpdateOverrideTests.CallLog()
        let list = LayoutUpdateOverrideTests.feedLayout(named: "list", log: log)
        let grid = LayoutUpdateOverrideTests.feedLayout(named: "grid", log: log)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: list)
        let feed = LayoutUpdateOverrideTests.Feed([20])
        collectionView.dataSource = feed
        _ = collectionView.indexPathsForVisibleItems
        log.entries.removeAll()
        let transition = collectionView.startInteractiveTransition(to: grid) { completed, finished in
            log.entries.append("completion(\(completed), \(finished))")
        }
        #expect(
            log.entries == ["list prepareForTransition(to: grid)", "grid prepareForTransition(from: list)"])
        transition.transitionProgress = 0.5
        log.entries.removeAll()
        if finishes {
            collectionView.finishInteractiveTransition()
            #expect(
                log.entries == [
                    "grid prepare", "list finalizeLayoutTransition()", "grid finalizeLayoutTransition()",
                    "completion(true, true)",
                ])
            #expect(collectionView.collectionViewLayout === grid)
        } else {
            collectionView.cancelInteractiveTransition()
            #expect(
                log.entries == [
                    "list finalizeLayoutTransition()", "grid finalizeLayoutTransition()",
                    "completion(true, false)",
                ])
            #expect(collectionView.collectionViewLayout === list)
        }
    }

    /// A hand-written layout: a column of 100-pt rows in section 0, logging its hooks.
    final class ColumnLayout: UICollectionViewLayout {
        var log: [String] = []

        override func prepare() {
            super.prepare()
            log.append("prepare")
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: 100, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 100)
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 100, height: 100)
            return attributes
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            log.append(
                "prepare(forCollectionViewUpdates:) \(updateItems.map(LayoutUpdateOverrideTests.describe))")
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            log.append("finalizeCollectionViewUpdates()")
        }
    }

    @Test("R-UPDATEHOOK-2: a layout that is not compositional hears of updates too, without queries")
    func customLayout() {
        let layout = ColumnLayout()
        let feed = LayoutUpdateOverrideTests.Feed([3])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.dataSource = feed
        _ = collectionView.indexPathsForVisibleItems
        layout.log.removeAll()
        collectionView.performBatchUpdates {
            feed.counts = [2]
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        } completion: { _ in
            layout.log.append("completion")
        }
        #expect(
            layout.log == [
                "prepare", "prepare(forCollectionViewUpdates:) [\"0.2 → nil delete\"]",
                "finalizeCollectionViewUpdates()",
                "completion",
            ])
    }

    @Test("the other override points compile in a subclass and answer as UIKit's base class")
    func declaredOverridePoints() {
        final class Decorated: UICollectionViewLayout {
            var boundsChanges: [CGRect] = []
            override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
                [IndexPath(item: 0, section: 0)]
            }
            override func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {
                super.prepareForAnimatedBoundsChange(oldBounds)
                boundsChanges.append(oldBounds)
            }
            override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }
        }
        let base = UICollectionViewLayout()
        #expect(
            base.indexPathsToInsertForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader)
                .isEmpty)
        #expect(
            base.indexPathsToDeleteForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader)
                .isEmpty)
        #expect(base.indexPathsToInsertForDecorationView(ofKind: "background").isEmpty)
        #expect(base.indexPathsToDeleteForDecorationView(ofKind: "background").isEmpty)
        let decorated = Decorated()
        #expect(
            decorated.indexPathsToInsertForDecorationView(ofKind: "background") == [
                IndexPath(item: 0, section: 0)
            ])
        decorated.prepareForAnimatedBoundsChange(CGRect(x: 0, y: 0, width: 390, height: 844))
        decorated.finalizeAnimatedBoundsChange()
        #expect(decorated.boundsChanges == [CGRect(x: 0, y: 0, width: 390, height: 844)])
        // A unit test of the app's layout hands it update items of its own: a test double, or
        // one made with the initializer that UIKit lacks.
        final class InsertedPost: UICollectionViewUpdateItem {
            override var indexPathAfterUpdate: IndexPath? { IndexPath(item: 3, section: 1) }
            override var updateAction: Action { .insert }
        }
        let feedLayout = LayoutUpdateOverrideTests.feedLayout()
        feedLayout.prepare(forCollectionViewUpdates: [
            InsertedPost(),
            UICollectionViewUpdateItem(
                indexPathBeforeUpdate: IndexPath(item: 0, section: 0), indexPathAfterUpdate: nil,
                updateAction: .delete),
        ])
        #expect(
            feedLayout.lastUpdateItems.map(LayoutUpdateOverrideTests.describe) == [
                "nil → 1.3 insert", "0.0 → nil delete",
            ])
        let none = UICollectionViewUpdateItem()
        #expect(
            none.updateAction == .none && none.indexPathBeforeUpdate == nil
                && none.indexPathAfterUpdate == nil)
    }
}
