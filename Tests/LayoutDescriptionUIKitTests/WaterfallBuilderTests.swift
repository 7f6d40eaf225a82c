import CollectionLayout
import Foundation
import LayoutDescription
import LayoutDescriptionUIKit
import Testing
import UIKitCompatibility

/// Waterfall sections built as UIKit custom groups (R-WATERFALL, R-CUSTOM-1): frames derived by
/// hand and compared with the engine's, the item-count overloads, and the one combination UIKit
/// cannot express.
@Suite("Described layouts in UIKit: waterfall sections")
@MainActor
struct WaterfallBuilderTests {
    /// The description's frames in the headless collection view, each checked against the engine.
    static func cells(_ yaml: String) throws -> (cells: [[Double]], contentSize: CGSize) {
        let description = try LayoutDescription.decode(yaml)
        let view = try DescribedView(
            try UICollectionViewCompositionalLayout(description: description), for: description)
        let expected = try engineFrames(description)
        #expect(view.elements == expected.elements)
        #expect(Double(view.contentSize.width) == expected.contentSize.width)
        #expect(Double(view.contentSize.height) == expected.contentSize.height)
        let cells = view.elements.filter { $0.category == "cell" }.sorted {
            ($0.section, $0.item) < ($1.section, $1.item)
        }
        return (cells.map(\.frame), view.contentSize)
    }

    static let worked = """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 6
            contentInsets: {top: 0, leading: 8, bottom: 0, trailing: 8}
            waterfall:
              columns: 2
              spacing: 8
              itemHeights: [100, 50, 70, 30, 60, 40]
        """

    @Test("The worked example: two columns, frames derived by hand (R-WATERFALL-1, R-WATERFALL-2)")
    func workedExample() throws {
        // Columns (390 - 16 - 8) / 2 = 183 wide at x 8 and 8 + 183 + 8 = 199. Next positions
        // (column 0, column 1): item 0 → column 0 at 0 (108, 0); item 1 → column 1 at 0 (108, 58);
        // item 2 → column 1 at 58 (108, 136); item 3 → column 0 at 108 (146, 136); item 4 →
        // column 1 at 136 (146, 204); item 5 → column 0 at 146 (194, 204). Content
        // max(194, 204) - 8 = 196 (R-WATERFALL-4).
        let result = try Self.cells(Self.worked)
        #expect(
            result.cells == [
                [8, 0, 183, 100], [199, 0, 183, 50], [199, 58, 183, 70], [8, 108, 183, 30],
                [199, 136, 183, 60], [8, 146, 183, 40],
            ])
        #expect(result.contentSize == CGSize(width: 390, height: 196))
    }

    @Test(
        "Right to left: UIKit mirrors the custom group's frames as the engine mirrors waterfalls (R-WATERFALL-6)"
    )
    func rightToLeft() throws {
        // Mirrored x' = 390 - x - 183: column 0 (x 8) goes to 199, column 1 (x 199) to 8.
        let yaml = Self.worked.replacingOccurrences(
            of: "{width: 390, height: 844}", with: "{width: 390, height: 844, layoutDirection: rightToLeft}")
        let result = try Self.cells(yaml)
        #expect(result.cells.map { $0[0] } == [199, 8, 8, 199, 8, 199])
        #expect(result.cells.map { $0[1] } == [0, 0, 58, 108, 136, 146])
    }

    @Test("Horizontal scrolling: columns are rows, heights run along x (R-WATERFALL-7)")
    func horizontal() throws {
        // Rows (200 - 0) / 2 = 100 tall at y 0 and 100. Item 0 → row 0 at x 0 (34, 0); item 1 →
        // row 1 at 0 (34, 14); item 2 → row 1 at 14. Content max(34, 48) - 4 = 44 wide.
        let result = try Self.cells(
            """
            version: 1
            environment: {width: 300, height: 200}
            configuration: {scrollDirection: horizontal}
            sections:
              - itemCount: 3
                waterfall: {columns: 2, itemSpacing: 4, itemHeights: [30, 10, 30]}
            """)
        #expect(result.cells == [[0, 0, 30, 100], [0, 100, 10, 100], [14, 100, 30, 100]])
        #expect(result.contentSize.width == 44)
    }

    @Test("Adaptive columns, separate spacings, mixed heights and a header (R-WATERFALL-1, R-WATERFALL-3)")
    func adaptiveColumns() throws {
        // 400 wide, columns at least 90 with 8 between: ⌊408 / 98⌋ = 4 columns of (400 - 24) / 4 = 94
        // at x 0, 102, 204, 306. Lengths: fractionalWidth(0.5) = 47, 20, estimated(30) = 30, 47, 20.
        // Items 0…3 start at 0 in columns 0…3 (next positions 51, 24, 34, 51 with item spacing 4);
        // item 4 goes to column 1 at 24. Below the 40-pt header: +40. Content max(51, 48, 34, 51)
        // - 4 = 47, the section 40 + 47 = 87.
        let result = try Self.cells(
            """
            version: 1
            environment: {width: 400, height: 800}
            sections:
              - itemCount: 5
                boundarySupplementaryItems:
                  - {kind: header, size: {width: "fractionalWidth(1)", height: "absolute(40)"}, alignment: top}
                waterfall:
                  minimumColumnWidth: 90
                  itemSpacing: 4
                  columnSpacing: 8
                  itemHeights: ["fractionalWidth(0.5)", 20, "estimated(30)"]
            """)
        #expect(
            result.cells == [
                [0, 40, 94, 47], [102, 40, 94, 20], [204, 40, 94, 30], [306, 40, 94, 47], [102, 64, 94, 20],
            ])
        #expect(result.contentSize.height == 87)
    }

    @Test("The section's contentInsetsReference: the layout's, or none (R-WATERFALL-1, R-PROVIDER-1)")
    func references() throws {
        // Safe area 20 on each side. Section 0 (the layout's safe area): 390 - 40 = 350 → columns
        // (350 - 10) / 2 = 170 at x 20 and 200. Section 1 (none): 390 → columns (390 - 10) / 2 = 190
        // at x 0 and 200, starting at y 50.
        let result = try Self.cells(
            """
            version: 1
            environment:
              width: 390
              height: 844
              safeAreaInsets: {top: 0, leading: 20, bottom: 0, trailing: 20}
            sections:
              - itemCount: 2
                waterfall: {columns: 2, spacing: 10, itemHeights: [50]}
              - itemCount: 2
                contentInsetsReference: none
                waterfall: {columns: 2, spacing: 10, itemHeights: [50]}
            """)
        #expect(
            result.cells == [[20, 0, 170, 50], [200, 0, 170, 50], [0, 50, 190, 50], [200, 50, 190, 50]])
    }

    @Test("Another reference than the layout's has no UIKit equivalent: the error names the path")
    func otherReference() throws {
        let description = try LayoutDescription.decode(
            """
            version: 1
            templates:
              photos: {contentInsetsReference: layoutMargins, waterfall: {columns: 2}}
            sections:
              - {template: photos, itemCount: 4}
            """)
        do {
            _ = try description.uikitPlan()
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.path.description) == ["templates.photos.contentInsetsReference"])
            #expect(error.problems.first?.message.contains("no equivalent in UIKit") == true)
        }
    }

    @Test("Orthogonal scrolling and a layout-wide list leave a waterfall section alone (R-WATERFALL-7)")
    func ignoredFields() throws {
        let description = try LayoutDescription.decode(
            """
            version: 1
            list: {appearance: plain}
            sections:
              - itemCount: 3
                interGroupSpacing: 30
                orthogonalScrollingBehavior: paging
                orthogonalScrollingProperties: {bounce: never}
                waterfall: {columns: 3, itemHeights: [40, 60]}
            """)
        let plan = try description.uikitPlan()
        #expect(plan.sections[0].list == nil)
        #expect(plan.iOS17Features.isEmpty)
        let layout = try UICollectionViewCompositionalLayout(description: description)
        let view = try DescribedView(layout, for: description)
        // Three columns of 130: items at x 0, 130 and 260, all at y 0.
        #expect(view.elements.map(\.frame) == (try engineFrames(description)).elements.map(\.frame))
        #expect(view.elements.map { $0.frame[0] } == [0, 130, 260])
        #expect(layout.listConfiguration(forSection: 0) == nil)
    }

    @Test("Item counts from the app's data: the index and template overloads")
    func itemCountOverloads() throws {
        let description = try LayoutDescription.decode(
            """
            version: 1
            templates:
              photos: {waterfall: {columns: 2, itemHeights: [100, 40]}}
            sections:
              - {template: photos, itemCount: 2}
            """)
        let builder = try UIKitLayoutBuilder(description: description)
        #expect(builder.plan.templates.keys.sorted() == ["photos"])
        let counts = [3, 5]
        let layout = UICollectionViewCompositionalLayout { index, environment in
            guard index < counts.count else { return nil }
            if index == 0 {
                return builder.section(at: 0, itemCount: counts[0], environment: environment)
            }
            // Without a count a waterfall template gives no section.
            #expect(builder.section(template: "photos", environment: environment) == nil)
            return builder.section(template: "photos", itemCount: counts[index], environment: environment)
        }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let dataSource = ItemCounts(counts)
        view.dataSource = dataSource
        layout.prepare()
        // Columns 195 wide. Section 0, lengths 100, 40, 100: items 0 and 1 at y 0, item 2 in
        // column 1 at 40; content max(100, 140) = 140. Section 1 from y 140, lengths 100, 40, 100,
        // 40, 100: item 0 → column 0 at 0, items 1 and 2 → column 1 at 0 and 40 (next positions
        // 100, 140), item 3 → column 0 at 100 (140, 140), item 4 → column 0 (the leading one on the
        // tie) at 140; content max(240, 140) = 240, the layout 140 + 240 = 380 tall.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 195, y: 40, width: 195, height: 100))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame
                == CGRect(x: 0, y: 240, width: 195, height: 40))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 1))?.frame
                == CGRect(x: 0, y: 280, width: 195, height: 100))
        #expect(layout.collectionViewContentSize.height == 380)
        withExtendedLifetime(dataSource) {}
    }
}
