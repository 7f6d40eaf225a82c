import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

@Suite("Orthogonal sections (the R-ORTHO rules)")
struct OrthogonalTests {
    /// The row of R-ORTHO-2, R-ORTHO-4: 10 items, insets leading/trailing 16, interGroupSpacing 10,
    /// HG(fw0.8, abs200, [IT(fw1, fh1)]).
    private func row(
        _ behavior: OrthogonalScrollingBehavior, leading: Double = 16, trailing: Double = 16, count: Int = 10,
        itemWidth: Double = 1
    ) throws -> (PreparedLayout, OrthogonalRow) {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(0.8), .absolute(200)),
                subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(itemWidth), .fractionalHeight(1)))])
        )
        section.orthogonalScrollingBehavior = behavior
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
        section.interGroupSpacing = 10
        let layout = try F.prepare(section, counts: [count])
        return (layout, try #require(layout.orthogonalRow(inSection: 0)))
    }

    @Test("R-ORTHO-2, R-ORTHO-3, R-ORTHO-4, R-ORTHO-5: groups side by side, row length and section height")
    func geometry() throws {
        let (layout, row) = try row(.continuous)
        // g = 0.8 × 390 = 312 (the whole W, R-CONT-2), pitch 322: cell k at (16 + 322k, 0, 312, 200).
        F.expectClose(F.cell(layout, 0), Rect(x: 16, y: 0, width: 312, height: 200))
        F.expectClose(F.cell(layout, 9), Rect(x: 2914, y: 0, width: 312, height: 200))
        // R = 16 + 10 × 312 + 9 × 10 + 16 = 3242; maxO = 3242 − 390 = 2852; section height 200.
        #expect(row.rowLength == 3242)
        #expect(row.maximumOffset == 2852)
        #expect(layout.contentSize == Size(width: 390, height: 200))
        // R-QUERY-1: the core query uses unscrolled frames: x 2914…3226 is cell 9 only.
        #expect(layout.elements(in: Rect(x: 3000, y: 0, width: 100, height: 10)).map(\.indexPath.item) == [9])
    }

    @Test("R-ORTHO-2, R-SECTION-3: a partial last group is trimmed along the row")
    func trimmedRow() throws {
        // IT(fw0.5, fh1): two per 312-pt group; 7 items → the fourth group holds one, trimmed to 156.
        let (_, row) = try row(.continuous, count: 7, itemWidth: 0.5)
        // R = 16 + 3 × 312 + 3 × 10 + 156 + 16 = 1154, maxO = 764.
        #expect(row.rowLength == 1154)
        #expect(row.maximumOffset == 764)
    }

    struct TargetRow: Sendable, CustomTestStringConvertible {
        var requested: Double
        var continuous: Double
        var leadingBoundary: Double
        var paging: Double
        var centred: Double
        var testDescription: String { "o = \(requested)" }
    }

    // R-ORTHO-8, R-ORTHO-9 table: leading boundary candidates 0, 322, …, 2576, 2852; pages of 358;
    // centred candidates 322k − 23.
    static let targets: [TargetRow] = [
        TargetRow(requested: -100, continuous: 0, leadingBoundary: 0, paging: 0, centred: -23),
        TargetRow(requested: 130, continuous: 130, leadingBoundary: 0, paging: 0, centred: -23),
        TargetRow(requested: 200, continuous: 200, leadingBoundary: 322, paging: 358, centred: 299),
        TargetRow(requested: 500, continuous: 500, leadingBoundary: 644, paging: 358, centred: 621),
        TargetRow(requested: 3000, continuous: 2852, leadingBoundary: 2852, paging: 2852, centred: 2875),
    ]

    @Test("R-ORTHO-8, R-ORTHO-9: programmatic offsets come to rest per behaviour", arguments: targets)
    func programmaticTargets(target: TargetRow) throws {
        #expect(
            try row(.continuous).1.restingOffset(forProposedOffset: target.requested) == target.continuous)
        #expect(
            try row(.continuousGroupLeadingBoundary).1.restingOffset(forProposedOffset: target.requested)
                == target.leadingBoundary)
        #expect(
            try row(.groupPaging).1.restingOffset(forProposedOffset: target.requested)
                == target.leadingBoundary)
        #expect(try row(.paging).1.restingOffset(forProposedOffset: target.requested) == target.paging)
        #expect(
            try row(.groupPagingCentered).1.restingOffset(forProposedOffset: target.requested)
                == target.centred)
    }

    @Test("R-ORTHO-8, R-ORTHO-10, R-ORTHO-12: centred paging range and uneven insets")
    func centred() throws {
        let row = try row(.groupPagingCentered).1
        // The first group is centred too: o_0 = −23 (group 0 shown at x 39 = (390 − 312)/2).
        #expect(row.offsetRange == -23...2875)
        // L = 20, T = 10: o_k = 20 + 322k + 156 − (20 + 180) = 322k − 24.
        let uneven = try self.row(.groupPagingCentered, leading: 20, trailing: 10).1
        #expect(uneven.restingOffset(forProposedOffset: 0) == -24)
    }

    @Test("R-ORTHO-9: paging rests at the nearest page start, clamped afterwards")
    func pagingException() {
        // P = 310, maxO = 474: 400 rests at 310 although 474 is nearer; maxO = 6: 40 rests at 6.
        let wide = OrthogonalRow(
            behavior: .paging, properties: .init(), leadingInset: 0, trailingInset: 0, viewportLength: 310,
            groupCount: 1, firstGroupPosition: 0, pitch: 784, groupExtent: 784, lastGroupExtent: 784,
            trailingEdgeSpacing: 0)
        #expect(wide.maximumOffset == 474)
        #expect(wide.restingOffset(forProposedOffset: 400) == 310)
        let narrow = OrthogonalRow(
            behavior: .paging, properties: .init(), leadingInset: 0, trailingInset: 0, viewportLength: 310,
            groupCount: 1, firstGroupPosition: 0, pitch: 316, groupExtent: 316, lastGroupExtent: 316,
            trailingEdgeSpacing: 0)
        #expect(narrow.restingOffset(forProposedOffset: 40) == 6)
    }

    @Test("R-ORTHO-13, R-ORTHO-14, R-ORTHO-15: gesture targets (drag from 0 released at 100, v = 1000 pt/s)")
    func gestureTargets() throws {
        // continuous o* = 100 + 499 = 599 (0.998 / 0.002 is 499 up to floating-point noise).
        let continuous = try row(.continuous).1.targetOffset(
            releasedAt: 100, velocity: 1000, dragStartOffset: 0)
        #expect(abs(continuous - 599) < 1e-9)
        // leading boundary → 644 (|599 − 644| = 45 < 277).
        #expect(
            try row(.continuousGroupLeadingBoundary).1.targetOffset(
                releasedAt: 100, velocity: 1000, dragStartOffset: 0)
                == 644)
        // paging (fast) o* = 100 + 99 = 199 → 358; group paging → 322.
        #expect(try row(.paging).1.targetOffset(releasedAt: 100, velocity: 1000, dragStartOffset: 0) == 358)
        #expect(
            try row(.groupPaging).1.targetOffset(releasedAt: 100, velocity: 1000, dragStartOffset: 0) == 322)
        // centred (drag from −23) → 299.
        #expect(
            try row(.groupPagingCentered).1.targetOffset(
                releasedAt: 100, velocity: 1000, dragStartOffset: -23) == 299)
        // A flick at 5000 under paging projects to 595 (nearest 716) but moves one page: 358.
        let paging = try row(.paging).1
        #expect(abs(paging.projectedOffset(releasedAt: 100, velocity: 5000) - 595) < 1e-9)
        #expect(paging.targetOffset(releasedAt: 100, velocity: 5000, dragStartOffset: 0) == 358)
    }

    @Test("R-ORTHO-16: bounce decides what a drag may show")
    func bounce() throws {
        var fits = try row(.continuous, count: 1).1
        #expect(!fits.scrolls)
        #expect(fits.dragOffset(40) == 0)
        fits.properties.bounce = .always
        #expect(fits.dragOffset(40) == 40)
        var scrolling = try row(.continuous).1
        scrolling.properties.bounce = .never
        #expect(scrolling.dragOffset(-30) == 0 && scrolling.dragOffset(3000) == 2852)
    }

    @Test("R-DECOR-4, R-STACK-6: decorations span W; orthogonal rows do not widen the content")
    func decorationAndContentWidth() throws {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(0.8), .absolute(200)),
                subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.decorationItems = [.background(elementKind: "bg")]
        let layout = try F.prepare(section, counts: [10])
        #expect(layout.contentSize.width == 390)
        F.expectClose(layout.decorations.first?.frame, Rect(x: 0, y: 0, width: 390, height: 200))
    }
}
