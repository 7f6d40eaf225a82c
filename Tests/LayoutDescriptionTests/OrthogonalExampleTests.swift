import CollectionLayout
import LayoutDescription
import Testing

/// The orthogonal rules' worked examples through the description format: the R-ORTHO-2, R-ORTHO-4 row, the
/// resting offsets of the R-ORTHO rules for every behaviour via the engine's `ScrollGeometry`, and the
/// `orthogonalScrollingProperties` extension.
@Suite("Worked examples: orthogonal sections")
struct OrthogonalExampleTests {
    private func prepared(
        _ behavior: OrthogonalScrollingBehaviorDescription = .continuous,
        edit: (inout LayoutDescription) -> Void = { _ in }
    ) throws -> PreparedLayout {
        var description = try LayoutDescription.decoded(
            TestSupport.file("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml"))
        description.sections[0].orthogonalScrollingBehavior = behavior
        edit(&description)
        return try description.resolve().prepare(strict: true)
    }

    @Test("R-ORTHO-2, R-ORTHO-4: groups side by side along x; row length 3242, maxO 2852")
    func geometry() throws {
        let layout = try prepared()
        let cells = layout.allElements()
        #expect(cells.count == 10)
        for (k, cell) in cells.enumerated() {
            TestSupport.expect(cell.frame, (16 + 322 * Double(k), 0, 312, 200), "0.\(k)")
        }
        #expect(layout.contentSize == Size(width: 390, height: 200))
        let row = try #require(layout.orthogonalRow(inSection: 0))
        #expect(row.rowLength == 3242)
        #expect(row.maximumOffset == 2852)
    }

    @Test("R-ORTHO-6: at o = 644 cell 0.2 is displayed at x 16")
    func displayed() throws {
        let layout = try prepared()
        let row = try #require(layout.orthogonalRow(inSection: 0))
        // 644 = x_2 − L = 16 + 2 × 322 − 16, a resting offset of every behaviour.
        let offset = ScrollGeometry.restingOffset(of: row, proposed: 644)
        #expect(offset == 644)
        let geometry = ScrollGeometry(layout: layout)
        let shown = layout.displayedElements(
            contentOffset: geometry.initialContentOffset, adjustedContentInset: geometry.adjustedContentInset,
            orthogonalOffsets: [0: offset])
        let cell = try #require(shown.first { $0.indexPath.item == 2 })
        TestSupport.expect(cell.frame, (16, 0, 312, 200), "0.2 displayed")
        #expect(!shown.contains { $0.indexPath.item == 0 })
    }

    @Test("R-ORTHO-4: a trimmed last instance; R = 1154, maxO = 764")
    func trimmed() throws {
        let layout = try prepared {
            $0.sections[0].itemCount = 7
            guard case .horizontal(var body) = $0.sections[0].group, case .item(var item) = body.subitems[0]
            else { return }
            item.size = LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
            body.subitems = [.item(item)]
            $0.sections[0].group = .horizontal(body)
        }
        let row = try #require(layout.orthogonalRow(inSection: 0))
        #expect(row.rowLength == 1154)
        #expect(row.maximumOffset == 764)
    }

    @Test(
        "R-ORTHO-8, R-ORTHO-9: requested offsets settle per behaviour (the R-ORTHO worked-example table)",
        arguments: [
            (OrthogonalScrollingBehaviorDescription.continuous, [0.0, 130, 200, 500, 2852]),
            (.continuousGroupLeadingBoundary, [0, 0, 322, 644, 2852]),
            (.groupPaging, [0, 0, 322, 644, 2852]),
            (.paging, [0, 0, 358, 358, 2852]),
            (.groupPagingCentered, [-23, -23, 299, 621, 2875]),
        ])
    func resting(behavior: OrthogonalScrollingBehaviorDescription, expected: [Double]) throws {
        let row = try #require(try prepared(behavior).orthogonalRow(inSection: 0))
        let requests: [Double] = [-100, 130, 200, 500, 3000]
        let settled = requests.map { ScrollGeometry.restingOffset(of: row, proposed: $0) }
        #expect(settled == expected)
    }

    @Test("R-ORTHO-10: sections not requested rest at the start of their range")
    func initialOffsets() throws {
        // Group paging centred: o_0 = 16 + 156 − (16 + 179) = −23; paging starts at 0.
        let centered = try #require(try prepared(.groupPagingCentered).orthogonalRow(inSection: 0))
        #expect(ScrollGeometry.restingOffset(of: centered, proposed: nil) == -23)
        let paging = try #require(try prepared(.paging).orthogonalRow(inSection: 0))
        #expect(ScrollGeometry.restingOffset(of: paging, proposed: nil) == 0)
    }

    @Test("orthogonalScrollingProperties decode into the engine's properties")
    func properties() throws {
        let text = try TestSupport.file("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml")
            .replacingOccurrences(
                of: "orthogonalScrollingBehavior: continuous",
                with:
                    "orthogonalScrollingBehavior: paging\n    orthogonalScrollingProperties: {decelerationRate: 0.95, bounce: never}"
            )
        let description = try LayoutDescription.decoded(text)
        let properties = try #require(description.sections[0].orthogonalScrollingProperties)
        #expect(properties.decelerationRate == .custom(0.95))
        #expect(properties.bounce == .never)
        let row = try #require(try description.resolve().prepare().orthogonalRow(inSection: 0))
        #expect(row.properties.bounce == .never)
        #expect(row.decelerationRate == 0.95)
        #expect(try LayoutDescription.decoded(description.jsonText()) == description)
        let named = text.replacingOccurrences(of: "decelerationRate: 0.95", with: "decelerationRate: fast")
        let fast = try #require(
            try LayoutDescription.decoded(named).resolve().prepare().orthogonalRow(inSection: 0))
        #expect(fast.decelerationRate == 0.99)
    }
}

/// The scroll position of a horizontal layout: the adjusted content inset and the initial offset
/// come from the leading and trailing safe area (R-SCROLL-2, R-SCROLL-3).
@Suite("Scroll geometry of horizontal layouts")
struct HorizontalScrollPositionTests {
    @Test("The initial offset is −safeArea.leading; top and bottom are not part of the inset")
    func horizontal() throws {
        let text = """
            version: 1
            environment: {safeAreaInsets: {top: 47, leading: 20, bottom: 34, trailing: 30}}
            configuration: {scrollDirection: horizontal}
            sections:
              - itemCount: 3
                group: {horizontal: {size: {width: "absolute(100)", height: "fractionalHeight(1)"},
                        subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
            """
        let layout = try TestSupport.prepare(text)
        let geometry = ScrollGeometry(layout: layout)
        #expect(geometry.initialContentOffset == Point(x: -20, y: 0))
        #expect(
            geometry.adjustedContentInset
                == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 30))
    }
}
