import Testing
import UIKitCompatibility

/// Prefetching as an app uses it: a controller that loads photos ahead of the scroll, a test that
/// scrolls by setting `contentOffset` and runs the layout pass with `layoutIfNeeded()`.
@Suite("Prefetching and the layout pass")
struct PrefetchingPortingTests {
    /// A feed of 50 rows, 100 pt tall: row k at y = 100k in a 390 × 844 view.
    private static func feed() -> (UICollectionView, PhotoFeed) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = LoggingCollectionView(
            frame: CGRect(origin: .zero, size: Screen.iPhone), collectionViewLayout: layout)
        let feed = PhotoFeed(count: 50)
        collectionView.dataSource = feed
        collectionView.prefetchDataSource = feed
        collectionView.log = { feed.log.append($0) }
        return (collectionView, feed)
    }

    static func rows(_ range: ClosedRange<Int>) -> [IndexPath] {
        range.map { IndexPath(item: $0, section: 0) }
    }

    @Test(
        "R-PREFETCH-1, R-PREFETCH-2: the first layout prefetches nothing; a scroll prefetches the rows ahead")
    func scrollDown() {
        let (collectionView, feed) = Self.feed()
        #expect(collectionView.isPrefetchingEnabled)
        collectionView.layoutIfNeeded()
        #expect(feed.log == ["layoutSubviews"])
        #expect(feed.prefetched.isEmpty)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        // Nothing until the layout pass.
        #expect(feed.prefetched.isEmpty)
        collectionView.layoutIfNeeded()
        // Rows 1…9 are visible; 944…1788 holds rows 9…17.
        #expect(feed.prefetched == [Self.rows(10...17)])
        #expect(feed.log.last == "prefetch 10…17")
        // No pending layout: no layout pass, no call.
        feed.log = []
        collectionView.layoutIfNeeded()
        #expect(feed.log.isEmpty)
    }

    @Test("R-PREFETCH-3, R-PREFETCH-4: turning back cancels before prefetching behind")
    func turnBack() {
        let (collectionView, feed) = Self.feed()
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        // Rows 10 and 11 are on screen now; 18 and 19 are new ahead.
        #expect(feed.prefetched.last == Self.rows(18...19))
        #expect(feed.cancelled.isEmpty)
        feed.log = []
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(feed.log == ["layoutSubviews", "cancel 12…19", "prefetch 0…1"])
        #expect(collectionView.indexPathsForVisibleItems == Self.rows(2...10))
    }

    @Test("R-PREFETCH-6: switching prefetching off cancels what was prefetched")
    func switchOff() {
        let (collectionView, feed) = Self.feed()
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        collectionView.isPrefetchingEnabled = false
        collectionView.layoutIfNeeded()
        #expect(feed.cancelled == [Self.rows(10...17)])
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        #expect(feed.prefetched.count == 1)
    }

    @Test("R-PREFETCH-5: a carousel prefetches the cards ahead along its row")
    func carousel() {
        let card = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [card])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: Screen.iPhone),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let feed = PhotoFeed(count: 10)
        collectionView.dataSource = feed
        collectionView.prefetchDataSource = feed
        collectionView.layoutIfNeeded()
        // Cards 312 wide at 16 + 322k: at 100 cards 0 and 1 show; 490…880 adds card 2.
        collectionView.setOrthogonalScrollOffset(100, inSection: 0)
        collectionView.layoutIfNeeded()
        #expect(feed.prefetched == [Self.rows(2...2)])
    }

    @Test("The layout pass: setNeedsLayout marks, layoutIfNeeded runs layoutSubviews once, parents first")
    func layoutPass() {
        var log: [String] = []
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.name = "parent"
        child.name = "child"
        parent.log = { log.append($0) }
        child.log = { log.append($0) }
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(log == ["parent", "child"])
        parent.layoutIfNeeded()
        #expect(log == ["parent", "child"])
        parent.setNeedsLayout()
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log == ["parent", "child", "parent"])
        child.frame.size = CGSize(width: 60, height: 60)
        parent.layoutIfNeeded()
        #expect(log == ["parent", "child", "parent", "child"])
    }
}

/// A view that logs its layout passes.
private final class LoggingView: UIView {
    var name = ""
    var log: (String) -> Void = { _ in }

    override func layoutSubviews() {
        super.layoutSubviews()
        log(name)
    }
}

/// A collection view subclass that logs its layout passes, as apps override `layoutSubviews`.
private final class LoggingCollectionView: UICollectionView {
    var log: (String) -> Void = { _ in }

    override func layoutSubviews() {
        log("layoutSubviews")
        super.layoutSubviews()
    }
}

/// A photo feed: counts, and a prefetch data source that logs what it is asked to load.
private final class PhotoFeed: UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    let count: Int
    var log: [String] = []
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
        log.append("prefetch \(Self.describe(indexPaths))")
    }

    func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        cancelled.append(indexPaths)
        log.append("cancel \(Self.describe(indexPaths))")
    }

    static func describe(_ indexPaths: [IndexPath]) -> String {
        guard let first = indexPaths.first?.item, let last = indexPaths.last?.item else { return "" }
        return "\(first)…\(last)"
    }
}
