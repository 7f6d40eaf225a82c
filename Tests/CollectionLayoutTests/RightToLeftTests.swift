import CollectionLayout
import Testing

@Suite("Right-to-left (R-RTL)")
struct RightToLeftTests {
    static func example() -> LayoutSection {
        section(
            hgroup(fw(1), pt(100), [item(fw(0.25), fh(1))], spacing: .fixed(10)),
            insets: insets(0, 24, 0, 12))
    }

    @Test("R-RTL-1: left-to-right reference for the mirroring example")
    func leftToRight() throws {
        // The R-RTL worked example: width (354 − 30)/4 = 81 at x 24, 115, 206, 297.
        let layout = try prepare(Self.example(), itemCounts: [4])
        expectFrames(frames(layout), [24, 115, 206, 297].map { rect($0, 0, 81, 100) })
    }

    @Test("R-RTL-1: right-to-left mirrors every frame: x' = contentWidth − x − w")
    func mirrored() throws {
        // Worked example: 390 − 24 − 81 = 285, 194, 103, 12.
        let layout = try prepare(Self.example(), itemCounts: [4], in: environment(direction: .rightToLeft))
        expectFrames(frames(layout), [285, 194, 103, 12].map { rect($0, 0, 81, 100) })
        expectFrames(layout.allElements().map(\.frame), [285, 194, 103, 12].map { rect($0, 0, 81, 100) })
    }

    @Test("R-RTL-1: custom-group frames are mirrored by the same step")
    func customMirrored() throws {
        // Custom example (A.12) mirrored: 390 − 16 − 179 = 195; 390 − 195 − 179 = 16.
        let layout = try prepare(
            CustomGroupTests.exampleSection(), itemCounts: [4], in: environment(direction: .rightToLeft))
        expectFrames(
            frames(layout),
            [rect(195, 10, 179, 124), rect(16, 10, 179, 62), rect(16, 72, 179, 62), rect(195, 134, 179, 124)])
    }

    @Test("R-RTL-1: edge spacing and insets end up mirrored")
    func edgesMirrored() throws {
        // R-EDGE-1, R-EDGE-3 example mirrored: 390 − 8 − 195 = 187.
        let spacing = edges(leading: .fixed(8), top: .fixed(6), trailing: .fixed(12), bottom: .fixed(4))
        let layout = try prepare(
            section(hgroup(fw(1), pt(100), [item(fw(0.5), fh(1), edges: spacing)])), itemCounts: [2],
            in: environment(direction: .rightToLeft))
        expectFrames(frames(layout), [rect(187, 6, 195, 100), rect(187, 106, 195, 100)])
    }

    @Test("R-RTL-3: in a horizontal right-to-left layout the first section sits at the right end")
    func horizontalMirrored() throws {
        // R-HORIZ-3 example mirrored in a 302-wide content: x' = 302 − x − 38.
        let layout = try prepare(
            section(hgroup(pt(130), fh(1), [item(pt(38), fh(1))], spacing: .fixed(6))), itemCounts: [7],
            in: environment(direction: .rightToLeft), configuration: configuration(scroll: .horizontal))
        let xs: [Double] = [264, 220, 176, 134, 90, 46, 4]
        expectFrames(frames(layout), xs.map { rect($0, 0, 38, 844) })
        expectSize(layout.contentSize, Size(width: 302, height: 844))
    }

    @Test("R-RTL-3: two horizontal sections in right-to-left order")
    func horizontalSectionsMirrored() throws {
        // LTR: section 0 item at x 0 (100 wide), section 1 at 100 + 10 = 110; content 210.
        // RTL: section 0 at 210 − 0 − 100 = 110, section 1 at 210 − 110 − 100 = 0.
        let layout = try prepare(
            section(vgroup(pt(100), fh(1), [item(fw(1), fh(1))])), itemCounts: [1, 1],
            in: environment(direction: .rightToLeft),
            configuration: configuration(scroll: .horizontal, interSectionSpacing: 10))
        expectFrames(frames(layout, section: 0), [rect(110, 0, 100, 844)])
        expectFrames(frames(layout, section: 1), [rect(0, 0, 100, 844)])
        expectFrames([try #require(layout.sectionFrame(at: 0))], [rect(110, 0, 100, 844)])
    }

    @Test("R-RTL-1, R-ROUND-6, R-PIPE-1: mirroring uses rounded frames (modern, scale 3)")
    func mirroredAfterRounding() throws {
        // Sevenths row, modern: width 167 px, x = 167 i px; mirrored x' = 1170 − 167 i − 167 px
        // = 1003, 836, 669, 502, 335, 168, 1 px.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(fw(1.0 / 7), fh(1))])), itemCounts: [7],
            in: environment(direction: .rightToLeft, scale: 3, policy: .modern))
        let pixels: [Double] = [1003, 836, 669, 502, 335, 168, 1]
        expectFrames(frames(layout), pixels.map { rect($0 / 3, 0, 167.0 / 3, 50) })
    }

    @Test("R-RTL-1, R-QUERY-1: rect queries use mirrored coordinates")
    func mirroredQuery() throws {
        // RTL example: item 3 spans x 12…93, item 2 spans 103…184. Rect x 0…50 hits item 3 only.
        let layout = try prepare(Self.example(), itemCounts: [4], in: environment(direction: .rightToLeft))
        let found = layout.elements(in: rect(0, 0, 50, 100)).map(\.indexPath.item)
        #expect(found == [3])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var scroll: ScrollDirection
        var direction: LayoutDirection
        var policy: RoundingPolicy?
        var testDescription: String {
            "\(scroll), \(direction), \(policy.map { "scale 3 \($0)" } ?? "exact")"
        }
    }

    static let matrix: [Case] = [ScrollDirection.vertical, .horizontal].flatMap { scroll in
        [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
            [RoundingPolicy?.none, .modern, .legacy].map {
                Case(scroll: scroll, direction: direction, policy: $0)
            }
        }
    }

    @Test(
        "R-RTL-1, R-HORIZ-1, R-ROUND: one pixel-aligned layout in every direction and policy",
        arguments: matrix)
    func directionMatrix(testCase: Case) throws {
        // Vertical: insets (10, 16, 10, 16), HG(fw1, abs50, [IT(fw0.5, fh1)]), 3 items → group 358, items 179:
        // (16, 10), (195, 10), (16, 60); content 390 × 120. Mirrored x' = 390 − x − 179 → 195, 16, 195.
        // Horizontal: insets (16, 10, 16, 10), VG(abs50, fh1, [IT(fw1, fh0.5)]) → group 812 tall, items
        // 50 × 406: (10, 16), (10, 422), (60, 16); content 120 × 844. Mirrored x' = 120 − x − 50 → 60, 60, 10.
        // Every number is a whole pixel at scale 3, so no policy changes anything.
        let vertical = testCase.scroll == .vertical
        let described =
            vertical
            ? section(hgroup(fw(1), pt(50), [item(fw(0.5), fh(1))]), insets: insets(10, 16, 10, 16))
            : section(vgroup(pt(50), fh(1), [item(fw(1), fh(0.5))]), insets: insets(16, 10, 16, 10))
        let layout = try prepare(
            described, itemCounts: [3],
            in: environment(
                direction: testCase.direction, scale: testCase.policy == nil ? nil : 3,
                policy: testCase.policy),
            configuration: configuration(scroll: testCase.scroll))
        let rtl = testCase.direction == .rightToLeft
        let expected: [Rect]
        if vertical {
            let xs: [Double] = rtl ? [195, 16, 195] : [16, 195, 16]
            expected = [rect(xs[0], 10, 179, 50), rect(xs[1], 10, 179, 50), rect(xs[2], 60, 179, 50)]
            expectSize(layout.contentSize, Size(width: 390, height: 120))
        } else {
            let xs: [Double] = rtl ? [60, 60, 10] : [10, 10, 60]
            expected = [rect(xs[0], 16, 50, 406), rect(xs[1], 422, 50, 406), rect(xs[2], 16, 50, 406)]
            expectSize(layout.contentSize, Size(width: 120, height: 844))
        }
        expectFrames(frames(layout), expected)
    }

    @Test(
        "R-RTL-1, R-ROUND-6: horizontal sevenths mirrored from rounded frames",
        arguments: [
            (RoundingPolicy.modern, [1003.0, 836, 669, 502, 335, 168, 1]),
            (.legacy, [1003, 836, 669, 502, 334, 167, 0]),
        ])
    func horizontalSeventhsMirrored(policy: RoundingPolicy, pixels: [Double]) throws {
        // HG(abs390, fh1, [IT(fw1/7, fh1)]) in a horizontal layout: content 390 = 1170 px wide.
        // Modern x = 167 i px; legacy x = nearest(1170 i / 7) = 0, 167, 334, 501, 669, 836, 1003 px;
        // both 167 px wide. Mirrored x' = 1170 − x − 167.
        let layout = try prepare(
            section(hgroup(pt(390), fh(1), [item(fw(1.0 / 7), fh(1))])), itemCounts: [7],
            in: environment(direction: .rightToLeft, scale: 3, policy: policy),
            configuration: configuration(scroll: .horizontal))
        expectFrames(frames(layout), pixels.map { rect($0 / 3, 0, 167.0 / 3, 844) })
    }
}
