import CollectionLayout
import LayoutDescription
import LayoutDescriptionUIKit
import UIKitCompatibility

/// A data source with fixed item counts, as an app's would be.
final class ItemCounts: UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}

/// One placed element, comparable between the facade's attributes and the engine's.
struct Placed: Hashable, Comparable, CustomStringConvertible {
    var category: String
    var kind: String
    var section: Int
    var item: Int
    var frame: [Double]
    var zIndex: Int

    var description: String { "\(category) \(kind) \(section).\(item) \(frame) z\(zIndex)" }

    static func < (lhs: Placed, rhs: Placed) -> Bool { lhs.description < rhs.description }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        switch attributes.representedElementCategory {
        case .cell: category = "cell"
        case .supplementaryView: category = "supplementary"
        case .decorationView: category = "decoration"
        }
        // List sections' headers and footers have UIKit's kinds on both paths (R-LIST-1): no mapping.
        kind = attributes.representedElementKind ?? "-"
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        let frame = attributes.frame
        self.frame = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
        zIndex = attributes.zIndex
    }

    init(_ attributes: LayoutAttributes) {
        switch attributes.category {
        case .cell: category = "cell"
        case .supplementary: category = "supplementary"
        case .decoration: category = "decoration"
        }
        kind = attributes.elementKind ?? "-"
        section = attributes.indexPath.section
        item = attributes.indexPath.item
        frame = [
            attributes.frame.minX, attributes.frame.minY, attributes.frame.size.width,
            attributes.frame.size.height,
        ]
        zIndex = attributes.zIndex
    }
}

/// A headless collection view set up as the description's `environment` says (size, safe area,
/// layout margins, direction, scale), with the description's item counts.
@MainActor
struct DescribedView {
    let view: UICollectionView
    let dataSource: ItemCounts

    init(_ layout: UICollectionViewLayout, for description: LayoutDescription) throws {
        let environment = description.environment
        view = UICollectionView(
            frame: CGRect(
                x: 0, y: 0, width: environment.width ?? EnvironmentDescription.defaultWidth,
                height: environment.height ?? EnvironmentDescription.defaultHeight),
            collectionViewLayout: layout)
        let rightToLeft = environment.layoutDirection == .rightToLeft
        if let insets = environment.safeAreaInsets {
            view.safeAreaInsets = UIEdgeInsets(
                top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
                right: rightToLeft ? insets.leading : insets.trailing)
        }
        if let margins = environment.layoutMargins {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing
            )
        }
        if rightToLeft { view.semanticContentAttribute = .forceRightToLeft }
        view.displayScale = environment.displayScale.map { CGFloat($0) }
        dataSource = ItemCounts(try description.resolve().itemCounts)
        view.dataSource = dataSource
    }

    /// Every element the layout places, sorted.
    var elements: [Placed] {
        let everything = CGRect(x: -10_000_000, y: -10_000_000, width: 20_000_000, height: 20_000_000)
        view.collectionViewLayout.prepare()
        return (view.collectionViewLayout.layoutAttributesForElements(in: everything) ?? []).map(Placed.init)
            .sorted()
    }

    var contentSize: CGSize { view.collectionViewLayout.collectionViewContentSize }
}

/// What `complayout frames` prints for `description`: its elements, sorted, and the content size.
func engineFrames(_ description: LayoutDescription) throws -> (elements: [Placed], contentSize: Size) {
    let prepared = try description.resolve().prepare()
    return (prepared.allElements().map(Placed.init).sorted(), prepared.contentSize)
}
