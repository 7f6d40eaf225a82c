import CollectionLayout
import LayoutDescription
import Testing

/// Every construct of the description format decodes into the model with the values written.
@Suite("Decoding")
struct DecodingTests {
    /// A description that uses every construct of the format.
    static let everything = """
        $schema: ../Schema/layout-description.schema.json
        version: 1
        environment:
          device: iphone-16
          width: 400
          height: 800.5
          displayScale: 3
          roundingPolicy: legacy
          layoutDirection: rightToLeft
          safeAreaInsets: {top: 47, leading: 0, bottom: 34, trailing: 0}
          layoutMargins: 16
          readableContentWidth: 600
        configuration:
          scrollDirection: horizontal
          interSectionSpacing: 12
          contentInsetsReference: readableContent
          boundarySupplementaryItems:
            - {kind: header, size: {width: "fractionalWidth(1)", height: "estimated(44)"}, alignment: top,
               offset: [0, -4], extendsBoundary: false, pinToVisibleBounds: true, zIndex: 3}
        list: {appearance: sidebar, headerMode: firstItemInSection, footerMode: none, headerTopPadding: 0,
               showsSeparators: true}
        templates:
          banner:
            itemCount: 4
            contentInsets: {top: 1, leading: 2, bottom: 3, trailing: 4}
            group: {custom: {size: {width: "fractionalWidth(1)", height: "absolute(124)"},
                             frames: [[0, 0, 179, 124], [179, 0, 179, 62, 2]], contentInsets: 3,
                             edgeSpacing: {top: 5}}}
        sections:
          - template: banner
            itemCount: 7
          - itemCount: 12
            interGroupSpacing: -2
            orthogonalScrollingBehavior: groupPagingCentered
            orthogonalScrollingProperties: {decelerationRate: 0.995, bounce: always}
            contentInsetsReference: none
            supplementaryContentInsetsReference: safeArea
            supplementariesFollowContentInsets: false
            decorationItems: [{background: section-background, contentInsets: 5, zIndex: -1}]
            boundarySupplementaryItems: [{kind: section-footer, size: {width: "fractionalWidth(1)",
              height: "absolute(1)"}, alignment: bottomTrailing}]
            group:
              vertical:
                size: {width: "fractionalWidth(1/3)", height: "uniformAcrossSiblings(estimate: 44)"}
                repeatingCount: 3
                interItemSpacing: 8
                contentInsets: 0
                edgeSpacing: {leading: "flexible(0)", top: "fixed(4)", trailing: "fixed(-1.5)", bottom: 2}
                supplementaryItems: [{kind: badge, size: {width: "absolute(20)", height: "absolute(20)"},
                  containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]},
                  itemAnchor: {edges: [bottom], absoluteOffset: [1, 2]}, zIndex: 1}]
                subitems:
                  - horizontal:
                      size: {width: "fractionalWidth(1)", height: "fractionalHeight(0.5)"}
                      count: 2
                      interItemSpacing: "flexible(6)"
                      subitems:
                        - item:
                            size: {width: "estimated(136)", height: "fractionalHeight(1)"}
                            contentInsets: {top: 1}
                            edgeSpacing: {bottom: "flexible(2)"}
          - itemCount: 1
            group: {horizontal: {size: {width: "absolute(10)", height: "absolute(10)"}, subitems: [
              {item: {size: {width: "absolute(10)", height: "absolute(10)"}}},
              {custom: {size: {width: "absolute(10)", height: "absolute(10)"}, frames: [[0, 0, 10, 10]]}},
              {vertical: {size: {width: "absolute(10)", height: "absolute(10)"},
                          subitems: [{item: {size: {width: "absolute(10)", height: "absolute(10)"}}}]}}]}}
          - itemCount: 4
            waterfall: {columns: 3, spacing: 8, itemHeights: [40, "fractionalWidth(1.5)", "estimated(60)"]}
          - itemCount: 4
            waterfall: {minimumColumnWidth: 120, itemSpacing: 4, columnSpacing: 6}
          - itemCount: 6
            list: {appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary,
                   headerTopPadding: 8, showsSeparators: false}
        """

    @Test("environment and configuration")
    func environmentAndConfiguration() throws {
        let description = try LayoutDescription.decoded(Self.everything)
        let environment = description.environment
        #expect(environment.width == 400 && environment.height == 800.5 && environment.displayScale == 3)
        #expect(environment.roundingPolicy == .legacy && environment.layoutDirection == .rightToLeft)
        #expect(
            environment.safeAreaInsets == DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(environment.layoutMargins == DirectionalEdgeInsets(all: 16))
        #expect(environment.readableContentWidth == 600)
        #expect(description.schemaReference == "../Schema/layout-description.schema.json")
        let configuration = description.configuration
        #expect(configuration.scrollDirection == .horizontal && configuration.interSectionSpacing == 12)
        #expect(configuration.contentInsetsReference == .readableContent)
        let header = try #require(configuration.boundarySupplementaryItems?.first)
        #expect(header.kind == "header" && header.alignment == .top && header.zIndex == 3)
        #expect(header.size.heightDimension == .estimated(44) && header.offset == Point(x: 0, y: -4))
        #expect(header.extendsBoundary == false && header.pinToVisibleBounds == true)
    }

    @Test("R-CUSTOM-5: templates and section fields, custom frames with a zIndex")
    func templatesAndSections() throws {
        let description = try LayoutDescription.decoded(Self.everything)
        #expect(description.templates.map(\.name) == ["banner"])
        let banner = description.templates[0].section
        #expect(banner.itemCount == 4)
        #expect(banner.contentInsets == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        guard case .custom(let custom) = banner.group else {
            Issue.record("expected a custom group")
            return
        }
        #expect(
            custom.frames == [
                LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 179, height: 124)),
                LayoutGroupCustomItem(frame: Rect(x: 179, y: 0, width: 179, height: 62), zIndex: 2),
            ])
        #expect(custom.contentInsets == DirectionalEdgeInsets(all: 3))
        #expect(
            custom.edgeSpacing == LayoutEdgeSpacing(leading: nil, top: .fixed(5), trailing: nil, bottom: nil))
        #expect(description.sections[0].template == "banner" && description.sections[0].itemCount == 7)
        let second = description.sections[1]
        #expect(second.interGroupSpacing == -2 && second.orthogonalScrollingBehavior == .groupPagingCentered)
        #expect(second.contentInsetsReference == ContentInsetsReference.none)
        #expect(second.supplementaryContentInsetsReference == .safeArea)
        #expect(second.supplementariesFollowContentInsets == false)
        let decoration = try #require(second.decorationItems?.first)
        #expect(decoration.background == "section-background" && decoration.zIndex == -1)
        #expect(decoration.contentInsets == DirectionalEdgeInsets(all: 5))
    }

    @Test("groups, nested groups, items, dimensions and spacings")
    func groups() throws {
        let description = try LayoutDescription.decoded(Self.everything)
        guard case .vertical(let outer) = description.sections[1].group else {
            Issue.record("expected a vertical group")
            return
        }
        #expect(outer.size.widthDimension == .fractionalWidth(1.0 / 3.0))
        #expect(outer.size.heightDimension == .uniformAcrossSiblings(estimate: 44))
        #expect(outer.repeatingCount == 3 && outer.count == nil && outer.interItemSpacing == .fixed(8))
        #expect(outer.contentInsets == .zero)
        #expect(
            outer.edgeSpacing
                == LayoutEdgeSpacing(
                    leading: .flexible(0), top: .fixed(4), trailing: .fixed(-1.5), bottom: .fixed(2)))
        let badge = try #require(outer.supplementaryItems?.first)
        #expect(badge.kind == "badge" && badge.zIndex == 1)
        #expect(
            badge.containerAnchor
                == AnchorDescription(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
        #expect(badge.itemAnchor == AnchorDescription(edges: [.bottom], absoluteOffset: Point(x: 1, y: 2)))
        guard case .group(.horizontal(let inner)) = outer.subitems.first else {
            Issue.record("expected a nested horizontal group")
            return
        }
        #expect(inner.count == 2 && inner.interItemSpacing == .flexible(6))
        guard case .item(let item) = inner.subitems.first else {
            Issue.record("expected an item")
            return
        }
        #expect(
            item.size == LayoutSize(widthDimension: .estimated(136), heightDimension: .fractionalHeight(1)))
        #expect(item.contentInsets == DirectionalEdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 0))
        #expect(
            item.edgeSpacing == LayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: .flexible(2))
        )
    }

    @Test(
        "R-DIM-4: a fraction a/b is Double(a) / Double(b), computed once",
        arguments: [
            ("fractionalWidth(1/3)", LayoutDimension.fractionalWidth(1.0 / 3.0)),
            ("fractionalHeight( 2 / 7 )", .fractionalHeight(2.0 / 7.0)),
            ("absolute(44)", .absolute(44)), ("estimated(136.5)", .estimated(136.5)),
            ("uniformAcrossSiblings(44)", .uniformAcrossSiblings(estimate: 44)),
            ("absolute(1e2)", .absolute(100)), ("fractionalWidth(.5)", .fractionalWidth(0.5)),
        ])
    func dimensions(_ text: String, _ expected: LayoutDimension) throws {
        let document = MalformedCase.item("size: {width: \"\(text)\", height: \"absolute(1)\"}")
        let description = try LayoutDescription.decoded(document)
        guard case .horizontal(let body) = description.sections[0].group,
            case .item(let item) = body.subitems[0]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(item.size.widthDimension == expected)
    }

    @Test("JSON input reads like YAML")
    func json() throws {
        let text = """
            {"version": 1, "sections": [{"itemCount": 2, "group": {"horizontal": {"size": {"width": \
            "fractionalWidth(1)", "height": "absolute(44)"}, "subitems": [{"item": {"size": {"width": \
            "fractionalWidth(0.5)", "height": "fractionalHeight(1)"}, "contentInsets": 2}}]}}}]}
            """
        let layout = try TestSupport.prepare(text)
        TestSupport.expect(layout.allElements().last?.frame, (197, 2, 191, 40), "0.1")
    }

    @Test("A section's own fields override its template's; the rest come from the template")
    func templateOverride() throws {
        let text = """
            version: 1
            templates:
              row: {itemCount: 4, interGroupSpacing: 10, group: \(TestSupport.rowGroup)}
            sections:
              - {template: row, itemCount: 2}
              - {template: row, interGroupSpacing: 0}
            """
        let layout = try TestSupport.prepare(text)
        #expect(layout.numberOfItems(inSection: 0) == 2 && layout.numberOfItems(inSection: 1) == 4)
        TestSupport.expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 3, section: 1))?.frame, (195, 88, 195, 44),
            "1.3")
        #expect(layout.contentSize.height == 44 + 88)
    }
}
