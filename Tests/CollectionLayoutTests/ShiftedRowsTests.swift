import CollectionLayout
import Testing

/// `PreparedLayout.orthogonalRowClip(inSection:)` and `forEachElement(in:shiftingRowsBy:_:)`: the
/// layout around a scroll position, rows moved as shown (R-ORTHO-6, R-RTL-2).
@Suite("Shifted rows")
struct ShiftedRowsTests {
    /// A 300 × 400 screen: a header of height 40 over a `groupPaging` row of four 200 × 100 groups 10
    /// apart (x 0, 210, 420, 630 at y 40), then an ordinary section of one 300 × 50 cell at y 140.
    static func layout(_ direction: LayoutDirection = .leftToRight) throws -> PreparedLayout {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
            subitems: [item])
        var row = LayoutSection(group: group)
        row.interGroupSpacing = 10
        row.orthogonalScrollingBehavior = .groupPaging
        row.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: "header", alignment: .top)
        ]
        let plain = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item]))
        let rowSection = row
        let layout = CompositionalLayout(sectionProvider: { section, _ in section == 0 ? rowSection : plain })
        return try layout.prepare(
            in: LayoutEnvironment(containerSize: Size(width: 300, height: 400), layoutDirection: direction),
            itemCounts: [4, 1])
    }

    private func frames(_ layout: PreparedLayout, in rect: Rect?, offset: Double) -> [String] {
        var result: [String] = []
        layout.forEachElement(in: rect, shiftingRowsBy: [0: offset]) {
            result.append("\($0.elementKind ?? "cell") \($0.indexPath) \($0.frame)")
        }
        return result
    }

    @Test("The clip is the row's content box across the bounds; other sections have none (R-ORTHO-6)")
    func clip() throws {
        let layout = try Self.layout()
        // Content box: below the 40-point header, 100 points tall; across: the 300-point bounds.
        #expect(layout.orthogonalRowClip(inSection: 0) == Rect(x: 0, y: 40, width: 300, height: 100))
        #expect(layout.orthogonalRowClip(inSection: 1) == nil)
        #expect(layout.orthogonalRowClip(inSection: 7) == nil)
    }

    @Test("Cells move by −o with their row; the header and other sections stay (R-ORTHO-6)")
    func shifted() throws {
        let layout = try Self.layout()
        // At o = 210 the groups sit at x 0 − 210, 210 − 210, 420 − 210, 630 − 210.
        #expect(
            frames(layout, in: nil, offset: 210) == [
                "header 0.0 (0, 0, 300, 40)", "cell 0.0 (-210, 40, 200, 100)", "cell 0.1 (0, 40, 200, 100)",
                "cell 0.2 (210, 40, 200, 100)", "cell 0.3 (420, 40, 200, 100)", "cell 1.0 (0, 140, 300, 50)",
            ])
        // In the bounds only what overlaps them at the shifted frames: the same as the view shows.
        let bounds = Rect(x: 0, y: 0, width: 300, height: 400)
        let inBounds = frames(layout, in: bounds, offset: 210)
        #expect(
            inBounds == [
                "header 0.0 (0, 0, 300, 40)", "cell 0.1 (0, 40, 200, 100)", "cell 0.2 (210, 40, 200, 100)",
                "cell 1.0 (0, 140, 300, 50)",
            ])
        let shown = layout.displayedElements(contentOffset: .zero, orthogonalOffsets: [0: 210]).map {
            "\($0.elementKind ?? "cell") \($0.indexPath) \($0.frame)"
        }
        #expect(inBounds == shown)
        // Past the bounds on the right (0.2 ends at 410): only the row cells that moved there.
        #expect(
            frames(layout, in: Rect(x: 411, y: 0, width: 300, height: 400), offset: 210) == [
                "cell 0.3 (420, 40, 200, 100)"
            ])
    }

    @Test("A vertical right-to-left row moves by +o (R-RTL-2)")
    func rightToLeft() throws {
        let layout = try Self.layout(.rightToLeft)
        // Mirrored natural frames: x = 300 − x − 200, so 100, −110, −320, −530; at o = 210 each
        // moves by +210: 310, 100, −110, −320.
        #expect(
            frames(layout, in: nil, offset: 210).filter { $0.hasPrefix("cell 0.") } == [
                "cell 0.0 (310, 40, 200, 100)", "cell 0.1 (100, 40, 200, 100)",
                "cell 0.2 (-110, 40, 200, 100)",
                "cell 0.3 (-320, 40, 200, 100)",
            ])
    }
}
