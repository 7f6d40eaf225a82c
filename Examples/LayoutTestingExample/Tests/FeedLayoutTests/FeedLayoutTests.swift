import FeedLayout
import Foundation
import LayoutSnapshotTesting
import Testing
import UIKitCompatibility

/// The feed's data: 5 featured cards and 10 tiles.
final class FeedDataSource: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 5 : 10
    }
}

@MainActor
@Suite struct FeedLayoutTests {
    let dataSource = FeedDataSource()
    let collectionView: UICollectionView

    init() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: FeedLayout.make())
        collectionView.dataSource = dataSource
    }

    /// Every frame, on an iPhone and on an iPad: `feed.iphone-16.txt`, `feed.ipad-pro-11.txt`.
    @Test func feed() {
        assertSnapshots(of: collectionView, as: .frames(on: [.iPhone16, .iPadPro11]))
    }

    /// What an iPhone 16 shows after scrolling 100 pt down and paging the featured row once:
    /// pinned headers, the paged row, cells clipped to it: `scrolled.1.txt`.
    @Test func scrolled() {
        show(on: .iPhone16)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.setOrthogonalScrollOffset(340, inSection: 0)
        assertSnapshot(of: collectionView, as: .visible)
    }

    /// Sizes the collection view like a full-screen one on `device`.
    private func show(on device: LayoutDevice) {
        let metrics = device.metrics
        collectionView.frame = CGRect(x: 0, y: 0, width: metrics.size.width, height: metrics.size.height)
        let insets = metrics.safeAreaInsets
        collectionView.safeAreaInsets = UIEdgeInsets(
            top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        let margins = metrics.layoutMargins
        collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        collectionView.displayScale = device.displayScale
    }
}
