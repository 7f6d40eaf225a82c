import CollectionLayout
import PropertyBased
import Testing

/// Property tests for supplementary items (issue: headers, footers, badges and backgrounds).
@Suite("Supplementary properties")
struct SupplementaryPropertyTests {
    /// A random section whose items fit their groups (fractions ≤ 1, non-negative insets, no edge
    /// spacing), with random extending boundary items and decorations.
    struct Case: Sendable, CustomStringConvertible {
        var columns: Int
        var rowHeight: Double
        var insets: Double
        var itemInset: Double
        var spacing: Double
        var itemCount: Int
        var alignments: [Int]
        var boundaryHeight: Double
        var decorationInset: Double
        var horizontal: Bool
        var description: String {
            "columns \(columns) row \(rowHeight) insets \(insets) items \(itemCount) alignments \(alignments) "
                + "horizontal \(horizontal)"
        }
    }

    static let alignments: [RectAlignment] = [
        .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing,
    ]

    static let cases = zip(
        Gen.int(in: 1...4), Gen.double(in: 10...200), Gen.double(in: 0...30), Gen.double(in: 0...4),
        Gen.double(in: 0...12), Gen.int(in: 0...40), Gen.int(in: 0...7).array(of: 0...3),
        Gen.double(in: 0...80), Gen.double(in: 0...10), Gen.bool
    ).map { columns, row, insets, itemInset, spacing, count, alignments, boundary, decoration, horizontal in
        Case(
            columns: columns, rowHeight: row, insets: insets, itemInset: itemInset, spacing: spacing,
            itemCount: count, alignments: alignments, boundaryHeight: boundary, decorationInset: decoration,
            horizontal: horizontal)
    }

    private func layout(_ value: Case) throws -> PreparedLayout {
        let axis: Axis = value.horizontal ? .horizontal : .vertical
        func fraction(_ value: Double, of axis: Axis) -> LayoutDimension {
            axis == .horizontal ? .fractionalWidth(value) : .fractionalHeight(value)
        }
        var item = LayoutItem(
            layoutSize: LayoutSize(
                along: axis.cross, fraction(1 / Double(value.columns), of: axis.cross),
                across: fraction(1, of: axis)))
        item.contentInsets = DirectionalEdgeInsets(all: value.itemInset)
        let groupSize = LayoutSize(
            along: axis, .absolute(value.rowHeight), across: fraction(1, of: axis.cross))
        var group =
            value.horizontal
            ? LayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
            : LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .fixed(value.spacing)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: value.insets)
        section.interGroupSpacing = value.spacing
        var kinds = 0
        section.boundarySupplementaryItems = value.alignments.map { index in
            kinds += 1
            return LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    along: axis, .absolute(value.boundaryHeight), across: fraction(0.5, of: axis.cross)),
                elementKind: "kind\(kinds)", alignment: Self.alignments[index])
        }
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: value.decorationInset)
        section.decorationItems = [background]
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = value.horizontal ? .horizontal : .vertical
        return try CompositionalLayout(section: section, configuration: configuration).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)),
            itemCounts: [value.itemCount, 3])
    }

    @Test("With pinning off, a section's frame contains its cells, extending boundary items and decorations")
    func sectionContainsItsElements() async {
        await propertyCheck(count: 300, input: Self.cases) { value in
            guard let layout = try? layout(value) else {
                Issue.record("unexpected error for \(value)")
                return
            }
            for section in 0..<layout.numberOfSections {
                guard let frame = layout.sectionFrame(at: section) else { continue }
                let slack = Rect(
                    x: frame.minX - 1e-9, y: frame.minY - 1e-9, width: frame.width + 2e-9,
                    height: frame.height + 2e-9)
                for element in layout.allElements() where element.indexPath.section == section {
                    let inside =
                        element.frame.minX >= slack.minX && element.frame.minY >= slack.minY
                        && element.frame.maxX <= slack.maxX && element.frame.maxY <= slack.maxY
                    #expect(
                        inside,
                        "\(element.category) \(element.indexPath) \(element.frame) outside \(frame) for \(value)"
                    )
                }
            }
        }
    }

    @Test("Every element is found by a query of its own frame, and queries match the brute-force filter")
    func queriesMatchBruteForce() async {
        await propertyCheck(
            count: 200, input: Self.cases, Gen.double(in: -100...1500), Gen.double(in: 1...900)
        ) {
            value, start, length in
            guard let layout = try? layout(value) else { return }
            let all = layout.allElements()
            let rect =
                value.horizontal
                ? Rect(x: start, y: 0, width: length, height: 844)
                : Rect(x: 0, y: start, width: 390, height: length)
            #expect(layout.elements(in: rect) == all.filter { $0.frame.overlapsForQuery(rect) })
        }
    }
}

extension LayoutSize {
    /// A size from a dimension along `axis` and one across it (test helper).
    init(along axis: Axis, _ main: LayoutDimension, across cross: LayoutDimension) {
        self =
            axis == .horizontal
            ? LayoutSize(widthDimension: main, heightDimension: cross)
            : LayoutSize(widthDimension: cross, heightDimension: main)
    }
}
