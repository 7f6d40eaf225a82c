import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// A data source with fixed item counts, as an iOS test would write one.
final class CountsDataSource: UICollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}

/// A headless collection view with its data source kept alive (the view holds it weakly).
struct Harness {
    let collectionView: UICollectionView
    let dataSource: CountsDataSource

    init(
        _ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 390, height: 844),
        safeAreaInsets: UIEdgeInsets = .zero
    ) {
        collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.safeAreaInsets = safeAreaInsets
        dataSource = CountsDataSource(counts)
        collectionView.dataSource = dataSource
    }

    var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// Every element, from a query whose rect covers the whole content and more.
    var allElements: [Element] {
        let everything = CGRect(x: -10_000, y: -10_000, width: 100_000, height: 100_000)
        return (layout.layoutAttributesForElements(in: everything) ?? []).map(Element.init)
    }

    func frame(ofItem item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// One element in a form both APIs can be compared in.
struct Element: Hashable, CustomStringConvertible {
    enum Category: Hashable {
        case cell, supplementary, decoration
    }

    var category: Category
    var kind: String?
    var section: Int
    var item: Int
    var frame: Rect
    var zIndex: Int

    init(_ attributes: UICollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementary
        case .decorationView: category = .decoration
        }
        kind = attributes.representedElementKind
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        frame = Rect(
            x: Double(attributes.frame.minX), y: Double(attributes.frame.minY),
            width: Double(attributes.frame.width), height: Double(attributes.frame.height))
        zIndex = attributes.zIndex
    }

    init(_ attributes: LayoutAttributes) {
        switch attributes.category {
        case .cell: category = .cell
        case .supplementary: category = .supplementary
        case .decoration: category = .decoration
        }
        kind = attributes.elementKind
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        frame = attributes.frame
        zIndex = attributes.zIndex
    }

    var description: String { "\(category) \(kind ?? "") \(section).\(item) \(frame) z\(zIndex)" }
}

/// Every element of a layout built with the native API, in the engine's order (R-QUERY-3).
func nativeElements(
    _ layout: CompositionalLayout, counts: [Int], environment: LayoutEnvironment = .phone
) throws -> [Element] {
    try layout.prepare(in: environment, itemCounts: counts).allElements().map(Element.init)
}

extension LayoutEnvironment {
    /// The 390 × 844 container of every worked example.
    static let phone = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
}

/// Whether two frames agree to within floating-point noise (for hand-derived values such as 370/3).
func isClose(_ frame: CGRect?, _ expected: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    guard let frame else { return false }
    return abs(frame.minX - expected.minX) <= tolerance && abs(frame.minY - expected.minY) <= tolerance
        && abs(frame.width - expected.width) <= tolerance && abs(frame.height - expected.height) <= tolerance
}

/// Shorthand for hand-derived frames.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
