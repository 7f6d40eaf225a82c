import CollectionLayout
import Foundation
import HeadlessCollectionView
import PropertyBased
import Testing
import UIKitCompatibility

/// The layouts a random API sequence switches between, each built through the facade and with the
/// native API: 0 — a list of 50-pt rows whose first section scrolls orthogonally in 150-pt
/// groups; 1 — a grid of three columns in 80-pt rows; 2 — a self-sizing list (rows estimated at
/// 44 pt), which has no native twin (its frames depend on what was measured when).
enum SequenceLayout: Int, CaseIterable {
    case list, grid, selfSizing

    func facade() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            switch self {
            case .list:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let orthogonal = index == 0
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: orthogonal ? .absolute(150) : .fractionalWidth(1),
                        heightDimension: .absolute(50)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                if orthogonal { section.orthogonalScrollingBehavior = .continuous }
                return section
            case .grid:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            case .selfSizing:
                let size = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            }
        }
    }

    /// The native twin, nil for the self-sizing list.
    func native() -> CompositionalLayout? {
        switch self {
        case .list:
            return CompositionalLayout { index, _ in
                let orthogonal = index == 0
                let group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: orthogonal ? .absolute(150) : .fractionalWidth(1),
                        heightDimension: .absolute(50)),
                    subitems: [
                        LayoutItem(
                            layoutSize: LayoutSize(
                                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    ])
                var section = LayoutSection(group: group)
                if orthogonal { section.orthogonalScrollingBehavior = .continuous }
                return section
            }
        case .grid:
            return CompositionalLayout { _, _ in
                LayoutSection(
                    group: .horizontal(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                        subitems: [
                            LayoutItem(
                                layoutSize: LayoutSize(
                                    widthDimension: .fractionalWidth(1.0 / 3),
                                    heightDimension: .fractionalHeight(1)))
                        ]))
            }
        case .selfSizing:
            return nil
        }
    }

    /// The height the size provider gives item `id`: 60 for even identifiers, 30 for odd ones.
    static func measuredHeight(of id: Int) -> CGFloat { id.isMultiple(of: 2) ? 60 : 30 }
}

/// A cell that remembers the item it was configured for.
final class IdentifiedCell: UICollectionViewCell {
    var id: Int?
}

/// A classic data source over the test's plain model.
final class ModelDataSource: UICollectionViewDataSource {
    var sections: [[Int]]

    init(_ sections: [[Int]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = IdentifiedCell(frame: .zero)
        cell.id = sections[indexPath.section][indexPath.item]
        return cell
    }
}

/// One random step, interpreted against the current state: `kind` picks the API, the numbers
/// pick sections, items and offsets (taken modulo what exists), `flag` toggles an option.
struct SequenceStep: CustomStringConvertible {
    var kind: Int
    var a: Int
    var b: Int
    var flag: Bool

    var description: String { "(\(kind) \(a) \(b) \(flag))" }

    static let generator = zip(Gen.int(in: 0...9), Gen.int(in: 0...999), Gen.int(in: 0...999), Gen.bool).map {
        SequenceStep(kind: $0, a: $1, b: $2, flag: $3)
    }
}

/// Checks a collection view against the plain model of its items and, for layouts with a native
/// twin, against a fresh headless view of the same layout at the same offsets (R-SCROLL-1,
/// R-SCROLL-4, R-SIZING-2).
func checkAgainstModel(
    _ collectionView: UICollectionView, model: [[Int]], layout: SequenceLayout,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    #expect(collectionView.numberOfSections == model.count, sourceLocation: sourceLocation)
    for (section, items) in model.enumerated() {
        #expect(
            collectionView.numberOfItems(inSection: section) == items.count, sourceLocation: sourceLocation)
    }
    let visible = collectionView.indexPathsForVisibleItems
    #expect(collectionView.visibleCells.count == visible.count, sourceLocation: sourceLocation)
    for indexPath in visible {
        let id = (collectionView.cellForItem(at: indexPath) as? IdentifiedCell)?.id
        #expect(
            id == model[indexPath.section][indexPath.item], "cell at \(indexPath)",
            sourceLocation: sourceLocation)
        if layout == .selfSizing, let id {
            // Every visible item is measured (R-SIZING-2).
            let height = collectionView.layoutAttributesForItem(at: indexPath)?.frame.height
            #expect(height == SequenceLayout.measuredHeight(of: id), sourceLocation: sourceLocation)
        }
    }
    guard let native = layout.native() else { return }
    var view = try HeadlessCollectionView(
        layout: native, itemCounts: model.map(\.count),
        environment: LayoutEnvironment(containerSize: Size(width: 390, height: 844)))
    var rows: [Int: Double] = [:]
    for section in model.indices {
        if let offset = collectionView.orthogonalScrollOffset(inSection: section) {
            rows[section] = Double(offset)
        }
    }
    let offset = collectionView.contentOffset
    try view.scroll(toContentOffset: Point(x: Double(offset.x), y: Double(offset.y)), orthogonalOffsets: rows)
    #expect(
        visible == view.visibleItemIndexPaths.map { IndexPath(item: $0.item, section: $0.section) },
        sourceLocation: sourceLocation)
    #expect(
        collectionView.visibleLayoutAttributes.map(Element.init) == view.visibleElements().map(Element.init),
        sourceLocation: sourceLocation)
}
