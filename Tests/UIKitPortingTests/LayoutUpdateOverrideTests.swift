import Testing
import UIKitCompatibility

/// A feed whose layout subclass fades and scales in new posts, and the order in which the
/// collection view calls a layout's update and transition override points, written as an app
/// writes it.
@Suite("Layout update and transition override points")
struct LayoutUpdateOverrideTests {
    enum Section: Int, Hashable {
        case stories
        case posts
    }

    /// Where the override points write what they were called with, shared by several layouts.
    final class CallLog {
        var entries: [String] = []
    }

    /// The app's layout: it records the inserted and deleted posts of an update and makes only
    /// those fade and shrink.
    final class AnimatedFeedLayout: UICollectionViewCompositionalLayout {
        var name = "feed"
        var log = CallLog()
        /// The update items of the last update.
        var lastUpdateItems: [UICollectionViewUpdateItem] = []
        /// The items made to fade in, in the order the collection view asked.
        var fadedIn: [IndexPath] = []
        private var insertedIndexPaths: Set<IndexPath> = []
        private var deletedIndexPaths: Set<IndexPath> = []

        override func prepare() {
            super.prepare()
            log.entries.append("\(name) prepare")
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            log.entries.append("\(name) prepare(forCollectionViewUpdates:)")
            lastUpdateItems = updateItems
            for update in updateItems {
                switch update.updateAction {
                case .insert:
                    if let indexPath = update.indexPathAfterUpdate, indexPath.item != NSNotFound {
                        insertedIndexPaths.insert(indexPath)
                    }
                case .delete:
                    if let indexPath = update.indexPathBeforeUpdate, indexPath.item != NSNotFound {
                        deletedIndexPaths.insert(indexPath)
                    }
                default:
                    break
                }
            }
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            log.entries.append("\(name) initial \(itemIndexPath.section).\(itemIndexPath.item)")
            if insertedIndexPaths.contains(itemIndexPath) {
                attributes?.alpha = 0
                attributes?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                fadedIn.append(itemIndexPath)
            }
            return attributes
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
            log.entries.append("\(name) final \(itemIndexPath.section).\(itemIndexPath.item)")
            if deletedIndexPaths.contains(itemIndexPath) {
                attributes?.alpha = 0
            }
            return attributes
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            log.entries.append("\(name) finalizeCollectionViewUpdates()")
            insertedIndexPaths.removeAll()
            deletedIndexPaths.removeAll()
        }

        override func prepareForTransition(to newLayout: UICollectionViewLayout) {
            super.prepareForTransition(to: newLayout)
            log.entries.append(
                "\(name) prepareForTransition(to: \((newLayout as? AnimatedFeedLayout)?.name ?? "?"))")
        }

        override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
            super.prepareForTransition(from: oldLayout)
            log.entries.append(
                "\(name) prepareForTransition(from: \((oldLayout as? AnimatedFeedLayout)?.name ?? "?"))")
        }

        override func finalizeLayoutTransition() {
            super.finalizeLayoutTransition()
            log.entries.append("\(name) finalizeLayoutTransition()")
        }
    }

    /// Rows 390 × 100, one after another across sections (section 0 first).
    static func feedLayout(named name: String = "feed", log: CallLog = CallLog()) -> AnimatedFeedLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = AnimatedFeedLayout(section: NSCollectionLayoutSection(group: group))
        layout.name = name
        layout.log = log
        return layout
    }

    /// A post's cell.
    final class PostCell: UICollectionViewCell {
        var post = ""
    }

    /// A data source whose counts the app changes inside `performBatchUpdates`.
    typealias Feed = StaticDataSource

    /// An update item as `before → after action`, sections as `s<n>`.
    static func describe(_ update: UICollectionViewUpdateItem) -> String {
        func side(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "nil" }
            return indexPath.item == NSNotFound
                ? "s\(indexPath.section)" : "\(indexPath.section).\(indexPath.item)"
        }
        return
            "\(side(update.indexPathBeforeUpdate)) → \(side(update.indexPathAfterUpdate)) \(update.updateAction)"
    }

    /// The index paths (`section.item`) that the final and the initial queries of `prefix`'s layout
    /// asked about, among `entries`.
    static func queries(in entries: [String], prefix: String) -> (finals: Set<String>, initials: Set<String>)
    {
        let finals = entries.filter { $0.hasPrefix("\(prefix) final ") }
        let initials = entries.filter { $0.hasPrefix("\(prefix) initial ") }
        return (
            Set(finals.map { String($0.dropFirst(prefix.count + 7)) }),
            Set(initials.map { String($0.dropFirst(prefix.count + 9)) })
        )
    }

    @Test("R-UPDATEHOOK-1, R-UPDATEHOOK-2: performBatchUpdates with item deletes, inserts, moves and reloads")
    func batchOfItems() {
        let layout = Self.feedLayout()
        let feed = Feed([5, 3])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.dataSource = feed
        _ = collectionView.indexPathsForVisibleItems
        layout.log.entries.removeAll()

        collectionView.performBatchUpdates {
            feed.counts = [5, 3]
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 4, section: 0))
            collectionView.reloadItems(at: [IndexPath(item: 4, section: 0)])
        } completion: { _ in
            layout.log.entries.append("completion")
        }
        // Section 0 before: 0 1 2 3 4. Leaving: 0.1 (deleted), 0.3 (moved); arriving: 0.0 (inserted),
        // 0.4 (move target). The staying items 0, 2, 4 fill the free places 1, 2, 3 in order, so
        // the reloaded 0.4 is 0.3 after the update. Order: deletes, inserts, reloads, moves.
        #expect(
            layout.lastUpdateItems.map(Self.describe) == [
                "0.1 → nil delete", "nil → 0.0 insert", "0.4 → 0.3 reload", "0.3 → 0.4 move",
            ])
        // All eight rows (800 pt) fit on the 844-pt screen before and after: each is asked for its
        // final attributes by its index path before, then its initial ones by its path after.
        let entries = layout.log.entries
        let everyRow: Set<String> = ["0.0", "0.1", "0.2", "0.3", "0.4", "1.0", "1.1", "1.2"]
        #expect(entries.count == 2 + 8 + 8 + 2)
        #expect(Array(entries.prefix(2)) == ["feed prepare", "feed prepare(forCollectionViewUpdates:)"])
        #expect(entries[2..<10].allSatisfy { $0.hasPrefix("feed final ") })
        #expect(entries[10..<18].allSatisfy { $0.hasPrefix("feed initial ") })
        #expect(Array(entries.suffix(2)) == ["feed finalizeCollectionViewUpdates()", "completion"])
        let queried = Self.queries(in: entries, prefix: "feed")
        #expect(queried.finals == everyRow && queried.initials == everyRow)
        // Only the inserted post fades in.
        #expect(layout.fadedIn == [IndexPath(item: 0, section: 0)])
    }

    /// A layout that logs the update queries of its section headers.
    final class HeadedFeedLayout: UICollectionViewCompositionalLayout {
        var log: [String] = []

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            log.append("prepare(forCollectionViewUpdates:)")
        }

        override func initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            log.append("initial \(elementKind) \(elementIndexPath.section).\(elementIndexPath.item)")
            return super.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: elementKind, at: elementIndexPath)
        }

        override func finalLayoutAttributesForDisappearingSupplementaryElement(
            ofKind elementKind: String, at elementIndexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            log.append("final \(elementKind) \(elementIndexPath.section).\(elementIndexPath.item)")
            return super.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: elementKind, at: elementIndexPath)
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            log.append("finalizeCollectionViewUpdates()")
        }
    }

    @Test("R-UPDATEHOOK-2: section headers displayed before and after are asked between the hooks")
    func headersAreAsked() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let layout = HeadedFeedLayout(section: section)
        let feed = Feed([2, 2])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.dataSource = feed
        _ = collectionView.indexPathsForVisibleItems
        collectionView.performBatchUpdates {
            feed.counts = [3, 2]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        // Before: header 0 at 0…50, two rows, header 1 at 250…300, two rows (500 pt); after: 600
        // pt. Both headers are on screen before and after, each at (section, 0).
        let kind = UICollectionView.elementKindSectionHeader
        #expect(
            layout.log == [
                "prepare(forCollectionViewUpdates:)", "final \(kind) 0.0", "final \(kind) 1.0",
                "initial \(kind) 0.0", "initial \(kind) 1.0", "finalizeCollectionViewUpdates()",
            ])
    }

    @Test("R-UPDATEHOOK-1: section deletes, inserts, reloads and moves have the item NSNotFound")
    func batchOfSections() {
        let layout = Self.feedLayout()
        let feed = Feed([5, 3, 1])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.dataSource = feed
        _ = collectionView.indexPathsForVisibleItems
        collectionView.performBatchUpdates {
            // Old section 1 goes, a new section 0 of 2 items comes, old section 2 moves to 1 and old
            // section 0 (reloaded) fills the free place 2: counts [2, 1, 5].
            feed.counts = [2, 1, 5]
            collectionView.deleteSections(IndexSet(integer: 1))
            collectionView.insertSections(IndexSet(integer: 0))
            collectionView.reloadSections(IndexSet(integer: 0))
            collectionView.moveSection(2, toSection: 1)
        }
        #expect(
            layout.lastUpdateItems.map(Self.describe) == [
                "s1 → nil delete", "nil → s0 insert", "s0 → s2 reload", "s2 → s1 move",
            ])
        let insert = layout.lastUpdateItems[1]
        #expect(insert.indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 0))
        #expect(insert.indexPathBeforeUpdate == nil)
        #expect(UICollectionViewUpdateItem.Action.reload.rawValue == 2)
        // Items of inserted sections are not update items of their own: nothing faded in by item.
        #expect(layout.fadedIn.isEmpty)
    }

    @Test("R-UPDATEHOOK-1, R-UPDATEHOOK-2: an animated diffable apply, then one without animation")
    func diffableApply() {
        let layout = Self.feedLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<PostCell, String> { cell, _, post in
            cell.post = post
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, post in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: post)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.stories, .posts])
        snapshot.appendItems(["a", "b"], toSection: .stories)
        snapshot.appendItems(["p1", "p2", "p3"], toSection: .posts)
        dataSource.apply(snapshot, animatingDifferences: false)
        // The first apply inserts both sections; their items are implicit.
        #expect(layout.lastUpdateItems.map(Self.describe) == ["nil → s0 insert", "nil → s1 insert"])
        layout.log.entries.removeAll()

        var next = NSDiffableDataSourceSnapshot<Section, String>()
        next.appendSections([.stories, .posts])
        next.appendItems(["b"], toSection: .stories)
        next.appendItems(["p0", "p1", "p3", "p2"], toSection: .posts)
        next.reloadItems(["p1"])
        dataSource.apply(next, animatingDifferences: true) {
            layout.log.entries.append("completion")
        }
        // a (0.0) is deleted. In posts the common items in new order have old indexes p1 0, p3 2,
        // p2 1: the longest increasing run with the smallest new indexes is p1 p3, so p2 moves
        // 1.1 → 1.3; p0 is inserted at 1.0; p1 stays and is reloaded, 1.0 before, 1.1 after.
        #expect(
            layout.lastUpdateItems.map(Self.describe) == [
                "0.0 → nil delete", "nil → 1.0 insert", "1.0 → 1.1 reload", "1.1 → 1.3 move",
            ])
        // Before: a b, p1 p2 p3 (5 rows); after: b, p0 p1 p3 p2 (5 rows); all on screen.
        let entries = layout.log.entries
        #expect(entries.count == 2 + 5 + 5 + 2)
        #expect(Array(entries.prefix(2)) == ["feed prepare", "feed prepare(forCollectionViewUpdates:)"])
        #expect(entries[2..<7].allSatisfy { $0.hasPrefix("feed final ") })
        #expect(entries[7..<12].allSatisfy { $0.hasPrefix("feed initial ") })
        #expect(Array(entries.suffix(2)) == ["feed finalizeCollectionViewUpdates()", "completion"])
        let queried = Self.queries(in: entries, prefix: "feed")
        #expect(queried.finals == ["0.0", "0.1", "1.0", "1.1", "1.2"])
        #expect(queried.initials == ["0.0", "1.0", "1.1", "1.2", "1.3"])
        #expect(layout.fadedIn == [IndexPath(item: 0, section: 1)])

        // Without animation the layout still hears of the update, but nothing is animated.
        layout.log.entries.removeAll()
        // The applied snapshot has no reload marks left (p1 is not reloaded again).
        var last = dataSource.snapshot()
        last.deleteItems(["p3"])
        dataSource.apply(last, animatingDifferences: false) {
            layout.log.entries.append("completion")
        }
        #expect(layout.lastUpdateItems.map(Self.describe) == ["1.2 → nil delete"])
        #expect(
            layout.log.entries == [
                "feed prepare", "feed prepare(forCollectionViewUpdates:)",
                "feed finalizeCollectionViewUpdates()",
                "completion",
            ])

        // Reloading data is no update.
        layout.log.entries.removeAll()
        dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(!layout.log.entries.contains("feed prepare(forCollectionViewUpdates:)"))
    }
}
