import CollectionLayout
import LayoutDescription
import LayoutDescriptionUIKit
import Testing
import UIKitCompatibility

/// What `UICollectionViewCompositionalLayout(description:)` and `UIKitLayoutBuilder` build, with
/// frames derived by hand, and the errors for constructs UIKit cannot express.
@Suite("Described layouts in UIKit")
@MainActor
struct BuilderTests {
    static func decode(_ yaml: String) throws -> LayoutDescription {
        try LayoutDescription.decode(yaml)
    }

    @Test("A three-column grid with a header: frames derived by hand (R-GROUP-2, R-BOUNDARY-1)")
    func grid() throws {
        let description = try Self.decode(
            """
            version: 1
            environment: {width: 390, height: 844}
            configuration: {interSectionSpacing: 10}
            sections:
              - itemCount: 4
                contentInsets: {top: 0, leading: 15, bottom: 0, trailing: 15}
                boundarySupplementaryItems:
                  - {kind: header, size: {width: "fractionalWidth(1)", height: "absolute(30)"}, alignment: top}
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "absolute(100)"}
                    subitems: [{item: {size: {width: "fractionalWidth(1/3)", height: "fractionalHeight(1)"}}}]
              - itemCount: 1
                group:
                  vertical:
                    size: {width: "fractionalWidth(1)", height: "absolute(50)"}
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]
            """)
        let view = try DescribedView(
            try UICollectionViewCompositionalLayout(description: description), for: description)
        let layout = view.view.collectionViewLayout
        // Content width 390 - 15 - 15 = 360; columns of 360 / 3 = 120; the header (30 tall) comes
        // first, so row 0 is at y 30 and row 1 (item 3) at y 130.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 135, y: 30, width: 120, height: 100))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 15, y: 130, width: 120, height: 100))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 15, y: 0, width: 360, height: 30))
        // Section 0 ends at 230; 10 between sections: section 1's item at y 240.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 240, width: 390, height: 50))
        #expect(view.contentSize == CGSize(width: 390, height: 290))
    }

    @Test("The builder's pieces: sections by index, nil past the end, the configuration")
    func builderPieces() throws {
        let description = try Self.decode(
            """
            version: 1
            configuration: {scrollDirection: horizontal, interSectionSpacing: 12, contentInsetsReference: layoutMargins}
            list: {appearance: insetGrouped, headerMode: supplementary}
            sections:
              - itemCount: 2
              - itemCount: 3
                orthogonalScrollingBehavior: paging
                group:
                  horizontal:
                    size: {width: "absolute(100)", height: "fractionalHeight(1)"}
                    count: 2
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]
            """)
        let builder = try UIKitLayoutBuilder(description: description)
        #expect(builder.numberOfSections == 2)
        #expect(builder.plan.itemCounts == [2, 3])
        let configuration = builder.configuration()
        #expect(configuration.scrollDirection == .horizontal)
        #expect(configuration.interSectionSpacing == 12)
        #expect(configuration.contentInsetsReference == .layoutMargins)
        let layout = try UICollectionViewCompositionalLayout(description: description)
        let view = try DescribedView(layout, for: description)
        _ = view.elements
        // Section 0 has no group: the layout-wide list makes it a list section.
        #expect(layout.listConfiguration(forSection: 0)?.appearance == .insetGrouped)
        #expect(layout.listConfiguration(forSection: 0)?.headerMode == .supplementary)
        #expect(layout.listConfiguration(forSection: 1) == nil)
        #expect(layout.configuration.scrollDirection == .horizontal)
    }

    @Test("A repeated group with two subitems has no UIKit equivalent: the error names the path")
    func countWithTwoSubitems() throws {
        let item = SubitemDescription.item(
            ItemDescription(
                size: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
            ))
        var body = StackGroupDescription(
            size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item, item])
        body.count = 2
        let template = SectionDescription(group: .horizontal(body))
        let description = LayoutDescription(
            templates: [SectionTemplate(name: "pair", section: template)],
            sections: [SectionDescription(template: "pair", itemCount: 4)])
        // The group comes from the template, so the path is the template's.
        #expect(throws: DescriptionError.self) {
            try UICollectionViewCompositionalLayout(description: description)
        }
        do {
            _ = try UIKitLayoutBuilder(description: description)
        } catch {
            #expect(error.problems.map(\.path.description) == ["templates.pair.group.horizontal.subitems"])
            #expect(error.problems.first?.message.contains("no equivalent in UIKit") == true)
        }
    }

    @Test("An anchor with both offsets, and count with repeatingCount, are refused with their paths")
    func unsupportedAnchorsAndCounts() throws {
        var badge = AnchoredItemDescription(
            kind: "badge", size: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
            containerAnchor: AnchorDescription(
                edges: [.top], fractionalOffset: Point(x: 0.5, y: 0), absoluteOffset: Point(x: 2, y: 2)))
        badge.zIndex = 2
        var item = ItemDescription(
            size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.supplementaryItems = [badge]
        var body = StackGroupDescription(
            size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [.item(item)])
        body.count = 1
        body.repeatingCount = 1
        let description = LayoutDescription(sections: [
            SectionDescription(itemCount: 1, group: .vertical(body))
        ])
        do {
            _ = try description.uikitPlan()
            Issue.record("expected an error")
        } catch {
            #expect(
                error.problems.map(\.path.description) == [
                    "sections[0].group.vertical",
                    "sections[0].group.vertical.subitems[0].item.supplementaryItems[0].containerAnchor",
                ])
        }
    }

    @Test("What resolve() refuses is refused too: a section without a group names its path")
    func missingGroup() throws {
        let description = LayoutDescription(sections: [SectionDescription(itemCount: 3)])
        do {
            _ = try UIKitLayoutBuilder(description: description)
            Issue.record("expected an error")
        } catch {
            #expect(error.problems.map(\.path.description) == ["sections[0]"])
        }
    }

    @Test("uniformAcrossSiblings and orthogonal scrolling properties are listed as iOS 17 features")
    func iOS17Features() throws {
        let description = try Self.decode(
            """
            version: 1
            sections:
              - itemCount: 2
                orthogonalScrollingBehavior: continuous
                orthogonalScrollingProperties: {decelerationRate: fast, bounce: never}
                group:
                  horizontal:
                    size: {width: "fractionalWidth(0.8)", height: "uniformAcrossSiblings(50)"}
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "absolute(40)"}}}]
            """)
        let plan = try description.uikitPlan()
        #expect(
            plan.iOS17Features.map(\.description) == [
                "sections[0].group.horizontal.size.height", "sections[0].orthogonalScrollingProperties",
            ])
        let layout = try UICollectionViewCompositionalLayout(description: description)
        let view = try DescribedView(layout, for: description)
        #expect(view.elements == (try engineFrames(description)).elements)
    }
}

/// Sections made from templates, for layouts whose section count comes from the app's data.
@Suite("Described layouts in UIKit: templates")
@MainActor
struct TemplateSectionTests {
    @Test("A template builds a section of its own; a template without a group builds none")
    func templateSections() throws {
        let description = try BuilderTests.decode(
            """
            version: 1
            templates:
              row:
                interGroupSpacing: 6
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "absolute(50)"}
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]
              spaced: {template: row, contentInsets: 10}
              insetsOnly: {contentInsets: 4}
            sections:
              - {template: row, itemCount: 1}
            """)
        let builder = try UIKitLayoutBuilder(description: description)
        #expect(builder.plan.templates.keys.sorted() == ["row", "spaced"])
        // Three sections of "spaced" and one of "row", as an app's own data might ask for.
        let styles = ["spaced", "row", "spaced", "spaced"]
        let layout = UICollectionViewCompositionalLayout { index, environment in
            index < styles.count ? builder.section(template: styles[index], environment: environment) : nil
        }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let dataSource = ItemCounts([2, 2, 2, 1])
        view.dataSource = dataSource
        layout.prepare()
        // "spaced": insets 10 all round, rows of 50 with 6 between: section 0 spans 10 + 50 + 6 + 50 + 10
        // = 126; "row" (no insets) follows at 126, 50 + 6 + 50 = 106 tall; section 2's first row at
        // 126 + 106 + 10 = 242, 370 wide after the 10-pt insets.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 10, y: 66, width: 370, height: 50))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 126, width: 390, height: 50))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame
                == CGRect(x: 10, y: 242, width: 370, height: 50))
        withExtendedLifetime(dataSource) {}
    }
}
