import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

@Suite("Layout-level items and pinning (the R-STACK and R-PIN rules)")
struct SupplementaryPinningTests {
    private func twoItemSection() -> LayoutSection {
        var section = LayoutSection(group: F.twoColumnGroup())
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return section
    }

    @Test("R-STACK-3, R-STACK-5, R-INDEX-4, R-CONT-8: layout header and footer around the sections")
    func layoutHeaderAndFooter() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            F.boundary("header", .fractionalWidth(1), .absolute(60), .top),
            F.boundary("footer", .fractionalWidth(1), .absolute(48), .bottom),
        ]
        let layout = try F.prepare(twoItemSection(), counts: [2], configuration: configuration)
        let header = layout.attributes(
            forSupplementaryOfKind: "header", at: LayoutIndexPath(item: Int.max, section: 0))
        F.expectClose(header?.frame, Rect(x: 0, y: 0, width: 390, height: 60))
        // The section starts after the header with no inter-section spacing: items at 60 + 10.
        F.expectClose(F.cell(layout, 0), Rect(x: 16, y: 70, width: 179, height: 50))
        F.expectClose(F.cell(layout, 1), Rect(x: 195, y: 70, width: 179, height: 50))
        // E = 60 + 70 = 130; content 130 + 48 = 178.
        F.expectClose(
            F.supplementary(layout, "footer", item: Int.max), Rect(x: 0, y: 130, width: 390, height: 48))
        #expect(layout.contentSize == Size(width: 390, height: 178))
        // R-QUERY-3: layout-level items come first.
        let all = layout.allElements()
        #expect(all.map(\.category) == [.supplementary, .supplementary, .cell, .cell])
    }

    @Test("R-STACK-4, R-STACK-5: a layout side item grows the content extent")
    func layoutSideItem() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            F.boundary("header", .fractionalWidth(1), .absolute(60), .top),
            F.boundary("footer", .fractionalWidth(1), .absolute(48), .bottom),
            F.boundary("rail", .absolute(30), .fractionalHeight(1), .leading),
        ]
        let layout = try F.prepare(twoItemSection(), counts: [2], configuration: configuration)
        // Rail 30 × 844 makes E = 844; centred on [0, 844] → y 0; footer after E.
        F.expectClose(
            F.supplementary(layout, "rail", item: Int.max), Rect(x: 0, y: 0, width: 30, height: 844))
        F.expectClose(
            F.supplementary(layout, "footer", item: Int.max), Rect(x: 0, y: 844, width: 390, height: 48))
        #expect(layout.contentSize == Size(width: 390, height: 892))
    }

    /// Sections [20, 20], each with a pinned header (fw1, abs44) and a pinned footer (fw1, abs30),
    /// HG(fw1, abs100, [IT(fw0.5, fh1)]): section 0 header 0…44, content 44…1044, footer 1044…1074;
    /// section 1 header 1074…1118, content 1118…2118, footer 2118…2148.
    private func pinnedLayout() throws -> PreparedLayout {
        var section = LayoutSection(group: F.twoColumnGroup(height: 100))
        section.boundarySupplementaryItems = [
            F.boundary("header", .fractionalWidth(1), .absolute(44), .top, pins: true),
            F.boundary("footer", .fractionalWidth(1), .absolute(30), .bottom, pins: true),
        ]
        return try F.prepare(section, counts: [20, 20])
    }

    private func pinnedY(_ layout: PreparedLayout, offset: Double, inset: DirectionalEdgeInsets = .zero)
        -> [String: Double]
    {
        let pinRect = layout.pinRect(contentOffset: Point(x: 0, y: offset), adjustedContentInset: inset)
        var result: [String: Double] = [:]
        for element in layout.pinnedElements(pinRect: pinRect) {
            result["\(element.elementKind!)\(element.indexPath.section)"] = element.frame.minY
        }
        return result
    }

    @Test("R-PIN-2, R-PIN-3, R-PIN-4: headers stick to the top, footers to the bottom, until pushed out")
    func pinningTable() throws {
        let layout = try pinnedLayout()
        #expect(layout.contentSize.height == 2148)
        // Offset 0: footer 0 at 844 − 30 = 814; footer 1 held at its content start 1118.
        #expect(
            pinnedY(layout, offset: 0) == ["header0": 0, "footer0": 814, "header1": 1074, "footer1": 1118])
        // Offset 500: header 0 at 500; footer 1 at 500 + 844 − 30 = 1314.
        #expect(
            pinnedY(layout, offset: 500) == [
                "header0": 500, "footer0": 1044, "header1": 1074, "footer1": 1314,
            ])
        // Offset 1020: header 0 pushed up to 1044 − 44 = 1000; footer 1 at 1020 + 814 = 1834.
        #expect(
            pinnedY(layout, offset: 1020) == [
                "header0": 1000, "footer0": 1044, "header1": 1074, "footer1": 1834,
            ])
        // R-PIN-4: pinned items carry 1_000_000_000 + 1, even at their natural place.
        let natural = layout.attributes(
            forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 1))
        #expect(natural?.zIndex == 1_000_000_001)
    }

    @Test("R-PIN-1: the pin rect is inset by the adjusted content inset")
    func pinRectWithSafeArea() throws {
        let layout = try pinnedLayout()
        // Safe area top 47 / bottom 34 at offset 453: the pin rect starts at 500.
        let y = pinnedY(
            layout, offset: 453, inset: DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(y["header0"] == 500)
    }

    @Test("R-PIN-7: a pinned query places pinned items and filters by their displayed frame")
    func pinnedQuery() throws {
        let layout = try pinnedLayout()
        let offset = 500.0
        let visible = Rect(x: 0, y: offset, width: 390, height: 844)
        let pinRect = layout.pinRect(contentOffset: Point(x: 0, y: offset), adjustedContentInset: .zero)
        let displayed = layout.elements(in: visible, pinnedTo: pinRect)
        let header = displayed.first { $0.elementKind == "header" && $0.indexPath.section == 0 }
        #expect(header?.frame.minY == 500)
        // Footer 1 is pinned at 1314, inside 500…1344; its natural place (2118) is not.
        #expect(displayed.contains { $0.elementKind == "footer" && $0.indexPath.section == 1 })
        #expect(
            !layout.elements(in: visible).contains { $0.elementKind == "footer" && $0.indexPath.section == 1 }
        )
    }

    @Test("R-PIN-6: a zero-length pinned item stays at its natural place")
    func zeroLengthPinned() throws {
        var section = LayoutSection(group: F.twoColumnGroup(height: 100))
        section.boundarySupplementaryItems = [
            F.boundary("line", .fractionalWidth(1), .absolute(0), .top, pins: true)
        ]
        let layout = try F.prepare(section, counts: [20])
        let pinRect = layout.pinRect(contentOffset: Point(x: 0, y: 300), adjustedContentInset: .zero)
        #expect(layout.pinnedElements(pinRect: pinRect).first?.frame.minY == 0)
    }

    @Test("R-HORIZ-4: horizontal layouts pin along x")
    func horizontalPinning() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let item = LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: F.size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        section.boundarySupplementaryItems = [
            F.boundary("h", .absolute(40), .fractionalHeight(1), .leading, pins: true)
        ]
        let layout = try F.prepare(section, counts: [10, 10], configuration: configuration)
        // Section 0: header 0…40, content 40…1040; at offset x 300 the header sits at 300.
        let pinRect = layout.pinRect(contentOffset: Point(x: 300, y: 0), adjustedContentInset: .zero)
        let first = layout.pinnedElements(pinRect: pinRect).first { $0.indexPath.section == 0 }
        #expect(first?.frame.minX == 300)
        // At x 1020 it is pushed to 1040 − 40 = 1000.
        let later = layout.pinRect(contentOffset: Point(x: 1020, y: 0), adjustedContentInset: .zero)
        #expect(layout.pinnedElements(pinRect: later).first { $0.indexPath.section == 0 }?.frame.minX == 1000)
    }

    @Test("R-PIN-2: one pinned supplementary can be looked up at its pinned place")
    func pinnedLookup() throws {
        let layout = try pinnedLayout()
        let pinRect = layout.pinRect(contentOffset: Point(x: 0, y: 500), adjustedContentInset: .zero)
        let header = layout.attributes(
            forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 0), pinnedTo: pinRect)
        #expect(header?.frame.minY == 500)
        // Natural place without a pin rect.
        #expect(F.supplementary(layout, "header")?.minY == 0)
        // Every element is visited once, in the order of allElements().
        var visited: [LayoutAttributes] = []
        layout.forEachElement { visited.append($0) }
        #expect(visited == layout.allElements())
        #expect(visited.count == 40 + 4)
    }
}
