import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

/// The worked examples of rules that no other test checked, each derived by hand from the rule.
@Suite("Rule examples")
struct RuleExampleTests {
    /// `HG(fw0.8, abs200, [IT(fw1, fh1)])`, side insets 16, `interGroupSpacing` 10, 10 items.
    private static func cardSection(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
        var result = section(
            hgroup(fw(0.8), pt(200), [item(fw(1), fh(1))]), insets: insets(0, 16, 0, 16),
            interGroupSpacing: 10)
        result.orthogonalScrollingBehavior = behavior
        return result
    }

    @Test("R-ORTHO-1: an orthogonal section is one row; with .none the same section stacks its groups")
    func orthogonalIsOneRow() throws {
        // Row: groups 0.8 × 390 = 312 wide (R-CONT-2) at x 16 + 322k, all at y 0; the section is 200 tall.
        let row = try prepare(Self.cardSection(.continuous), itemCounts: [10])
        #expect(frames(row)[1] == rect(338, 0, 312, 200))
        #expect(row.contentSize.height == 200)
        // .none: groups 0.8 × (390 − 32) = 286.4 wide at x 16, at y 210k; 10 × 200 + 9 × 10 = 2090 tall.
        let stacked = try prepare(Self.cardSection(.none), itemCounts: [10])
        expectFrames([frames(stacked)[1]], [rect(16, 210, 286.4, 200)])
        #expect(stacked.contentSize.height == 2090)
        #expect(stacked.orthogonalRow(inSection: 0) == nil)
    }

    @Test("R-ORTHO-11: a trimmed last group is centred with its own position and width")
    func trimmedGroupCentred() throws {
        // IT(fw0.5, fh1): two items of 156 per 312-wide group; 7 items → 4 groups at 16 + 322k, the last
        // holding one item and trimmed to 156 at x 982. Centred: 982 + 156 / 2 − 390 / 2 = 865.
        var described = section(
            hgroup(fw(0.8), pt(200), [item(fw(0.5), fh(1))]), insets: insets(0, 16, 0, 16),
            interGroupSpacing: 10)
        described.orthogonalScrollingBehavior = .groupPagingCentered
        let layout = try prepare(described, itemCounts: [7])
        let row = try #require(layout.orthogonalRow(inSection: 0))
        #expect(row.groupPosition(3) == 982 && row.groupExtent(3) == 156)
        #expect(row.restingOffset(forProposedOffset: 900) == 865)
    }

    @Test("R-REF-6: cross-axis safe-area insets add to the row's insets, not to its container")
    func orthogonalReferenceInsets() throws {
        // 844 × 390 landscape, safe area 47 on both sides, section insets 16: L = 47 + 16 = 63; the group
        // is 0.8 × 844 = 675.2 wide (the whole width), the next one at 63 + 675.2 + 10 = 748.2; the
        // viewport stays 844.
        let landscape = environment(width: 844, height: 390, safeArea: insets(0, 47, 0, 47))
        let layout = try prepare(Self.cardSection(.continuous), itemCounts: [10], in: landscape)
        expectFrames(Array(frames(layout).prefix(2)), [rect(63, 0, 675.2, 200), rect(748.2, 0, 675.2, 200)])
        let row = try #require(layout.orthogonalRow(inSection: 0))
        #expect(row.leadingInset == 63 && row.trailingInset == 63 && row.viewportLength == 844)
    }

    @Test("R-CONT-7: a section header resolves against the bounds length and the boundary cross box")
    func boundaryItemContainer() throws {
        // Insets 16 on both sides: the header is 390 − 32 = 358 wide and 0.1 × 844 = 84.4 tall, at
        // (16, 0); the cells follow it at y 84.4.
        var described = section(hgroup(fw(1), pt(50), [item(fw(0.5), fh(1))]), insets: insets(0, 16, 0, 16))
        described.boundarySupplementaryItems = [
            F.boundary("header", .fractionalWidth(1), .fractionalHeight(0.1), .top)
        ]
        let layout = try prepare(described, itemCounts: [2])
        F.expectClose(F.supplementary(layout, "header"), rect(16, 0, 358, 84.4))
        F.expectClose(F.cell(layout, 0), rect(16, 84.4, 179, 50))
    }

    /// A 3-item section of 44-pt rows with the given decorations, as section 1 after an empty section 0.
    private static func decorated(_ decorations: [LayoutDecorationItem]) throws -> PreparedLayout {
        var described = section(hgroup(fw(1), pt(44), [item(fw(1), fh(1))]))
        described.decorationItems = decorations
        return try prepare(described, itemCounts: [0, 3])
    }

    @Test("R-Z-4: a decoration reports its own zIndex, a negative one included")
    func decorationZIndex() throws {
        var below = LayoutDecorationItem.background(elementKind: "below")
        below.zIndex = -1
        let layout = try Self.decorated([below, .background(elementKind: "plain")])
        let first = layout.attributes(forDecorationOfKind: "below", at: LayoutIndexPath(item: 0, section: 1))
        let second = layout.attributes(forDecorationOfKind: "plain", at: LayoutIndexPath(item: 1, section: 1))
        #expect(first?.zIndex == -1 && second?.zIndex == 0)
    }

    @Test("R-DECOR-5: every decoration entry yields one decoration at (section, position)")
    func decorationPerEntry() throws {
        // Section 1 is 3 × 44 = 132 tall at y 0 (section 0 is empty); both backgrounds cover it.
        let layout = try Self.decorated([
            .background(elementKind: "fill"), .background(elementKind: "border"),
        ])
        let decorations = layout.allElements().filter { $0.category == .decoration }
        #expect(
            decorations.map(\.indexPath) == [
                LayoutIndexPath(item: 0, section: 1), LayoutIndexPath(item: 1, section: 1),
            ])
        #expect(decorations.map(\.elementKind) == ["fill", "border"])
        #expect(decorations.allSatisfy { $0.frame == rect(0, 0, 390, 132) })
        #expect(
            layout.attributes(forDecorationOfKind: "border", at: LayoutIndexPath(item: 0, section: 1)) == nil)
    }

    @Test("R-UNIFORM-4: in a count group the equal split wins along the axis; uniformity acts across")
    func uniformCountGroup() throws {
        // horizontal(fw1, est50, IT(uni100, uni50), count: 2): both 390 / 2 = 195 wide; measured 40 and
        // 70 tall, both become 70.
        let subitem = item(.uniformAcrossSiblings(estimate: 100), .uniformAcrossSiblings(estimate: 50))
        let group = LayoutGroup.horizontal(layoutSize: size(fw(1), est(50)), subitem: subitem, count: 2)
        var layout = try prepare(section(group), itemCounts: [2])
        _ = try layout.setPreferredSize(
            Size(width: 195, height: 40), forItemAt: LayoutIndexPath(item: 0, section: 0))
        _ = try layout.setPreferredSize(
            Size(width: 195, height: 70), forItemAt: LayoutIndexPath(item: 1, section: 0))
        expectFrames(frames(layout), [rect(0, 0, 195, 70), rect(195, 0, 195, 70)])
    }

    /// 20 rows of 44 with a pinned header (fw1, abs44) and a pinned leading side item (abs40, abs100).
    private static func pinnedWithSideItem() throws -> PreparedLayout {
        var described = section(hgroup(fw(1), pt(44), [item(fw(1), fh(1))]))
        described.boundarySupplementaryItems = [
            F.boundary("header", .fractionalWidth(1), .absolute(44), .top, pins: true),
            F.boundary("side", .absolute(40), .absolute(100), .leading, pins: true),
        ]
        return try prepare(described, itemCounts: [20])
    }

    /// The elements displayed with pinning at vertical offset `offset`, by kind.
    private static func pinned(_ layout: PreparedLayout, offset: Double) -> [String: Rect] {
        let viewport = Rect(x: 0, y: offset, width: 390, height: 844)
        let pinRect = layout.pinRect(contentOffset: Point(x: 0, y: offset), adjustedContentInset: .zero)
        var result: [String: Rect] = [:]
        for element in layout.elements(in: viewport, pinnedTo: pinRect) {
            if let kind = element.elementKind { result[kind] = element.frame }
        }
        return result
    }

    @Test("R-PIN-5: a pinned side item stays at its natural place while a pinned header follows")
    func sideItemsDoNotPin() throws {
        let layout = try Self.pinnedWithSideItem()
        let natural = try #require(
            layout.attributes(forSupplementaryOfKind: "side", at: LayoutIndexPath(item: 0, section: 0)))
        // At offset 300 the header is pinned at y 300 (the section is 44 + 20 × 44 = 924 long); the side
        // item keeps its natural frame.
        let shown = Self.pinned(layout, offset: 300)
        #expect(shown["header"]?.minY == 300)
        #expect(shown["side"] == natural.frame)
    }

    @Test("R-PIPE-2: pinning happens at query time; the prepared layout keeps the natural frame")
    func pinningIsNotStored() throws {
        let layout = try Self.pinnedWithSideItem()
        #expect(Self.pinned(layout, offset: 500)["header"] == rect(0, 500, 390, 44))
        let stored = layout.attributes(
            forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 0))
        #expect(stored?.frame == rect(0, 0, 390, 44))
    }

    @Test("R-RTL-4: the invalidation handler sees mirrored frames")
    func handlerSeesMirroredFrames() throws {
        // The R-RTL-1 example, right to left: item 0.0 at 390 − 24 − 81 = 285.
        let seen = FrameRecorder()
        var described = RightToLeftTests.example()
        described.visibleItemsInvalidationHandler = { items, _, _ in seen.record(items.map(\.frame)) }
        let layout = try prepare(described, itemCounts: [4], in: environment(direction: .rightToLeft))
        _ = layout.displayedElements(contentOffset: .zero)
        #expect(seen.frames.map(\.minX) == [285, 194, 103, 12])
    }
}

/// Collects the frames a `@Sendable` handler saw (it runs synchronously on the caller's thread).
private final class FrameRecorder: @unchecked Sendable {
    private(set) var frames: [Rect] = []
    func record(_ seen: [Rect]) { frames.append(contentsOf: seen) }
}
