import Testing
import UIKitCompatibility

// Test plumbing, written as an iOS unit test would write it: only `import UIKitCompatibility`
// (Foundation's CGRect, IndexPath… come with it).

/// A data source with the item counts it holds (an app changes them inside `performBatchUpdates`).
final class StaticDataSource: UICollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}

/// A screen: a headless collection view of a device's size, with its data source kept alive.
struct Screen {
    /// An iPhone 15 in portrait.
    static let iPhone = CGSize(width: 390, height: 844)
    /// An 11-inch iPad in landscape.
    static let iPad = CGSize(width: 1194, height: 834)

    let collectionView: UICollectionView
    let dataSource: StaticDataSource

    init(
        _ layout: UICollectionViewLayout, counts: [Int], size: CGSize = Screen.iPhone,
        layoutMargins: NSDirectionalEdgeInsets = .zero
    ) {
        collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.directionalLayoutMargins = layoutMargins
        dataSource = StaticDataSource(counts)
        collectionView.dataSource = dataSource
    }

    var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

    func cell(_ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func header(_ section: Int) -> UICollectionViewLayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    func footer(_ section: Int) -> UICollectionViewLayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    var contentSize: CGSize { layout.collectionViewContentSize }
}

/// Leading and trailing margins of 16 points, as on an iPhone.
let phoneMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
/// Leading and trailing margins of 20 points, as on an iPad.
let padMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)

/// Whether two rectangles agree to within floating-point noise (fractions such as 0.28 × 390).
func approximatelyEqual(_ lhs: CGRect?, _ rhs: CGRect) -> Bool {
    guard let lhs else { return false }
    let tolerance: CGFloat = 1e-9
    return abs(lhs.minX - rhs.minX) < tolerance && abs(lhs.minY - rhs.minY) < tolerance
        && abs(lhs.width - rhs.width) < tolerance && abs(lhs.height - rhs.height) < tolerance
}
