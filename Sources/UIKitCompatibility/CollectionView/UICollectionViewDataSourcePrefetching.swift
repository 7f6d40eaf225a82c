import CollectionLayout
import Foundation
import HeadlessCollectionView

/// Advance warning of the cells a collection view is about to show, so that their data can load
/// before `collectionView(_:cellForItemAt:)` asks for them (Apple's
/// `UICollectionViewDataSourcePrefetching`).
///
/// The collection view calls it during its layout pass (``UIView/layoutIfNeeded()``), after a
/// scroll: it prefetches the items one viewport ahead in the direction of the scroll, never
/// visible ones, and cancels when the direction turns (Layout rules: prefetching).
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of the items at `indexPaths` (ascending).
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stop loading the data of items prefetched earlier that are no longer about to be shown
    /// (ascending); optional.
    func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing (the method is optional in UIKit).
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}

/// What a collection view keeps for prefetching: the data source, the switch and the headless
/// view's prefetch events that wait for the next layout pass.
final class PrefetchBridge {
    /// The prefetch data source, held weakly.
    weak var dataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether prefetching is on.
    var isEnabled = true
    /// Prefetch and cancel events not delivered yet, in order.
    private(set) var pending: [HeadlessEvent<AnyIdentifier>] = []

    /// Whether the headless view should report prefetches: a data source is set and prefetching on.
    var isActive: Bool { isEnabled && dataSource != nil }

    /// Keeps the prefetch events of `events` for the next layout pass.
    func enqueue(_ events: [HeadlessEvent<AnyIdentifier>]) {
        for event in events {
            switch event {
            case .prefetchItems, .cancelPrefetchingForItems: pending.append(event)
            default: continue
            }
        }
    }

    /// Takes the waiting events out.
    func takePending() -> [HeadlessEvent<AnyIdentifier>] {
        defer { pending = [] }
        return pending
    }
}

extension UICollectionView {
    /// The object told which items to load ahead of the scroll; held weakly, as in UIKit. Nil by
    /// default.
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { prefetchBridge.dataSource }
        set {
            prefetchBridge.dataSource = newValue
            synchronizePrefetching()
        }
    }

    /// Whether the ``prefetchDataSource`` is told about items ahead of the scroll; true by default,
    /// as in UIKit. Switching it off cancels what was prefetched.
    public var isPrefetchingEnabled: Bool {
        get { prefetchBridge.isEnabled }
        set {
            prefetchBridge.isEnabled = newValue
            synchronizePrefetching()
        }
    }

    /// Switches the headless view's prefetching on or off to match ``prefetchDataSource`` and
    /// ``isPrefetchingEnabled``; a switch-off's cancels wait for the next layout pass.
    func synchronizePrefetching() {
        guard var storage else { return }
        let active = prefetchBridge.isActive
        guard storage.view.isPrefetchingEnabled != active else { return }
        do {
            let events = try storage.update { view throws(HeadlessError) in view.setPrefetchingEnabled(active)
            }
            prefetchBridge.enqueue(events)
        } catch {
            preconditionFailure("UICollectionView: \(error)")
        }
        self.storage = storage
        setNeedsLayout()
    }

    /// The collection view's part of ``layoutSubviews()``: the layout is brought up to date, the
    /// visible cells are configured, then the prefetch data source hears the cancels and the
    /// prefetches of the scrolls since the last pass, in order.
    func performLayoutPass() {
        if currentHeadlessView() != nil { displayedElementsChanged() }
        let events = prefetchBridge.takePending()
        guard let dataSource = prefetchBridge.dataSource else { return }
        for event in events {
            switch event {
            case .cancelPrefetchingForItems(let items):
                dataSource.collectionView(self, cancelPrefetchingForItemsAt: items.map(Self.indexPath))
            case .prefetchItems(let items):
                dataSource.collectionView(self, prefetchItemsAt: items.map(Self.indexPath))
            default: continue
            }
        }
    }

    /// The index path of a headless index path.
    private static func indexPath(_ path: LayoutIndexPath) -> IndexPath {
        IndexPath(item: path.item, section: path.section)
    }
}
