import CollectionLayout
import Foundation
import Testing
import UIKitCompatibility

/// `layoutAttributesForElements(in:)` mimics UIKit's group-granular query (R-QUERY-2), while
/// the engine's own query stays exact (R-QUERY-1).
@Suite("Group-granular rect query (R-QUERY-2)")
struct GroupGranularQueryTests {
    /// A section whose horizontal groups hold items of the given size.
    static func layout(
        groupHeight: CGFloat, itemWidth: CGFloat, itemHeight: NSCollectionLayoutDimension,
        groupInsets: NSDirectionalEdgeInsets = .zero
    ) -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(itemWidth), heightDimension: itemHeight)
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(groupHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.contentInsets = groupInsets
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    static func cells(_ harness: Harness, in rect: CGRect) -> [Int] {
        (harness.layout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath.item)
    }

    @Test("Worked example: overflowing cells of earlier rows are missing; the core returns all six")
    func specExample() throws {
        // HG(fw1, abs30, [IT(fw0.5, abs120)]), 6 items: rows at y 0, 30, 60, cells 120 tall.
        let harness = Harness(
            Self.layout(groupHeight: 30, itemWidth: 0.5, itemHeight: .absolute(120)), counts: [6])
        let query = CGRect(x: 0, y: 70, width: 390, height: 10)
        #expect(Self.cells(harness, in: query) == [4, 5])
        let layout = try #require(harness.layout as? UICollectionViewCompositionalLayout)
        let core = try layout.preparedLayout().elements(in: Rect(x: 0, y: 70, width: 390, height: 10))
        #expect(core.map(\.indexPath.item) == [0, 1, 2, 3, 4, 5])
        // Cells reported are the real cell frames.
        let attributes = harness.layout.layoutAttributesForElements(in: query) ?? []
        #expect(attributes.map(\.frame) == [rect(0, 60, 195, 120), rect(195, 60, 195, 120)])
    }

    @Test("A cell is returned when its group overlaps the rect even if the cell does not")
    func groupHitWithoutCellHit() throws {
        // Groups 100 tall, items 40 tall at the top of each: y 50…60 only touches group 0's empty part.
        let harness = Harness(
            Self.layout(groupHeight: 100, itemWidth: 0.25, itemHeight: .absolute(40)), counts: [6])
        let query = CGRect(x: 0, y: 50, width: 390, height: 10)
        #expect(Self.cells(harness, in: query) == [0, 1, 2, 3])
        let layout = try #require(harness.layout as? UICollectionViewCompositionalLayout)
        #expect(try layout.preparedLayout().elements(in: Rect(x: 0, y: 50, width: 390, height: 10)).isEmpty)
        // Touching edges do not overlap: y 100…110 hits only group 1 (R-QUERY-1).
        #expect(Self.cells(harness, in: CGRect(x: 0, y: 100, width: 390, height: 10)) == [4, 5])
        // Across the scroll axis the group spans the full width: x 380…390 still hits the whole row.
        #expect(Self.cells(harness, in: CGRect(x: 380, y: 0, width: 10, height: 10)) == [0, 1, 2, 3])
    }

    @Test("The group frame includes the group's content insets")
    func groupInsetsBelongToTheGroup() {
        // Group 100 tall with insets 20 on top and bottom: cells at y 20…80 and 120…180.
        let insets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        let harness = Harness(
            Self.layout(
                groupHeight: 100, itemWidth: 0.5, itemHeight: .fractionalHeight(1.0), groupInsets: insets),
            counts: [4])
        #expect(harness.frame(ofItem: 2) == rect(0, 120, 195, 60))
        #expect(Self.cells(harness, in: CGRect(x: 0, y: 5, width: 390, height: 5)) == [0, 1])
        #expect(Self.cells(harness, in: CGRect(x: 0, y: 95, width: 390, height: 10)) == [0, 1, 2, 3])
        #expect(Self.cells(harness, in: CGRect(x: 0, y: 200, width: 390, height: 10)).isEmpty)
    }

    @Test("A trimmed last instance is only as long as its trimmed extent (chosen)")
    func trimmedLastInstance() {
        // VG(fw1, abs130, [IT(fw1, abs38)]) fix6, 7 items: the last instance at y 260 holds one
        // item and is trimmed to 42 (R-SECTION-3); content height 302.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(38)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(130)),
            subitems: [item])
        group.interItemSpacing = .fixed(6)
        let harness = Harness(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), counts: [7]
        )
        #expect(harness.collectionView.contentSize.height == 302)
        #expect(Self.cells(harness, in: CGRect(x: 0, y: 290, width: 390, height: 5)) == [6])
        #expect(Self.cells(harness, in: CGRect(x: 0, y: 303, width: 390, height: 10)).isEmpty)
        #expect(Self.cells(harness, in: CGRect(x: 0, y: 129, width: 390, height: 2)) == [0, 1, 2, 3, 4, 5])
    }

    @Test("Supplementaries and decorations are returned by their own frames, in R-QUERY-3 order")
    func supplementariesAreExact() {
        // R-DECOR-1 with a header: insets 12, HG(fw1, abs44, [IT(fw1, fh1)]), 3 items.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: "header", alignment: .top)
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let harness = Harness(UICollectionViewCompositionalLayout(section: section), counts: [3])
        // Header (12, 0, 366, 44), cells at y 56, 100, 144, decoration (5, 5, 380, 190).
        let near =
            harness.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 390, height: 10)) ?? []
        #expect(near.map(\.representedElementCategory) == [.decorationView, .cell])
        #expect(near.map(\.frame) == [rect(5, 5, 380, 190), rect(12, 56, 366, 44)])
        let top =
            harness.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 4)) ?? []
        #expect(top.map(\.representedElementKind) == ["header"])
        let all =
            harness.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 200)) ?? []
        #expect(all.map(\.representedElementKind) == ["background", "header", nil, nil, nil])
        #expect(all.map(\.indexPath) == [0, 0, 0, 1, 2].map { IndexPath(item: $0, section: 0) })
    }
}
