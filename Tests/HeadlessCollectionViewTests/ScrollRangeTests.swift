import CollectionLayout
import HeadlessCollectionView
import Testing

private typealias F = Fixture

@Suite("Main scroll range, offsets and targets (R-SCROLL-2, R-SCROLL-3, R-RTL-3)")
struct ScrollRangeTests {
    @Test("R-SCROLL-2, R-SCROLL-3: the example range −47…1338 and the initial offset −47")
    func exampleRange() throws {
        let view = try F.pinView(safeArea: F.notchSafeArea)
        #expect(view.contentSize == Size(width: 390, height: 2148))
        // Only the scroll-axis safe area joins the content inset (R-SCROLL-2).
        #expect(
            view.adjustedContentInset == DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        // 2148 + 34 − 844 = 1338.
        #expect(view.contentOffsetRange(along: .vertical) == -47...1338)
        #expect(view.contentOffsetRange == -47...1338)
        // Content width 390 = bounds width: no horizontal scrolling.
        #expect(view.contentOffsetRange(along: .horizontal) == 0...0)
        #expect(view.contentOffset == Point(x: 0, y: -47))
        #expect(view.initialContentOffset == Point(x: 0, y: -47))
        #expect(view.minimumContentOffset == Point(x: 0, y: -47))
        #expect(view.maximumContentOffset == Point(x: 0, y: 1338))
    }

    @Test("R-SCROLL-2: contentInset adds to the safe area")
    func contentInsetRange() throws {
        var view = try F.pinView()
        try view.setContentInset(DirectionalEdgeInsets(top: 10, leading: 0, bottom: 20, trailing: 0))
        // −10 … 2148 + 20 − 844 = 1324; the offset is not moved by an inset change.
        #expect(view.contentOffsetRange(along: .vertical) == -10...1324)
        #expect(view.contentOffset == .zero)
    }

    @Test("R-SCROLL-3: a content shorter than the bounds has a one-point range")
    func shortContent() throws {
        let view = try HeadlessCollectionView(
            layout: F.pinLayout, itemCounts: [2],
            environment: LayoutEnvironment(containerSize: F.screen, safeAreaInsets: F.notchSafeArea))
        // Content 44 + 100 + 30 = 174: max(−47, 174 + 34 − 844) = −47.
        #expect(view.contentOffsetRange(along: .vertical) == -47 ... -47)
    }

    @Test("R-SCROLL-3: setContentOffset is not clamped; overscroll shows nothing past the content")
    func unclamped() throws {
        var view = try F.pinView(safeArea: F.notchSafeArea)
        try view.setContentOffset(Point(x: 0, y: 5000))
        #expect(view.contentOffset == Point(x: 0, y: 5000))
        // Header 1 is pushed up to 2118 − 44 = 2074, footer 1 rests at 2118: both far above 5000.
        #expect(view.visibleElements().isEmpty)
        try view.setContentOffset(Point(x: 0, y: -200))
        #expect(view.contentOffset == Point(x: 0, y: -200))
        // The header never moves above its natural place (R-PIN-2): it stays at 0.
        F.expectClose(
            view.visibleFrame(.supplementary, "header", F.cell(0)), Rect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test("Bad offsets are typed errors and change nothing")
    func badOffsets() throws {
        var view = try F.pinView()
        try view.setContentOffset(Point(x: 0, y: 300))
        #expect(throws: HeadlessError.invalidContentOffset(Point(x: 0, y: .infinity))) {
            try view.setContentOffset(Point(x: 0, y: .infinity))
        }
        #expect(throws: HeadlessError.self) { try view.setContentOffset(Point(x: .nan, y: 0)) }
        #expect(view.contentOffset == Point(x: 0, y: 300))
        #expect(throws: HeadlessError.self) {
            try view.setContentInset(DirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0))
        }
        #expect(view.contentInset == .zero)
    }

    @Test("targetContentOffset: UIKit's default, the proposed offset clamped to the range")
    func mainTarget() throws {
        let view = try F.pinView(safeArea: F.notchSafeArea)
        let fast = Point(x: 0, y: 4000)
        #expect(
            try view.targetContentOffset(
                forProposedContentOffset: Point(x: 0, y: 2000), withScrollingVelocity: fast)
                == Point(x: 0, y: 1338))
        #expect(
            try view.targetContentOffset(
                forProposedContentOffset: Point(x: 0, y: -100), withScrollingVelocity: .zero)
                == Point(x: 0, y: -47))
        // In range: unchanged on the scroll axis; x clamps to 0…0.
        #expect(
            try view.targetContentOffset(
                forProposedContentOffset: Point(x: 30, y: 500), withScrollingVelocity: fast)
                == Point(x: 0, y: 500))
        #expect(throws: HeadlessError.invalidVelocity(.infinity)) {
            try view.targetContentOffset(
                forProposedContentOffset: .zero, withScrollingVelocity: Point(x: 0, y: .infinity))
        }
        #expect(throws: HeadlessError.self) {
            try view.targetContentOffset(
                forProposedContentOffset: Point(x: .nan, y: 0), withScrollingVelocity: .zero)
        }
    }

    @Test("R-HORIZ-1, R-SCROLL-3: horizontal layouts scroll along x")
    func horizontalRange() throws {
        let view = try HeadlessCollectionView(
            layout: F.horizontalLayout, itemCounts: [10], boundsSize: F.screen,
            contentInset: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20))
        // Content 528 × 844 (R-HORIZ-1); x range −10 … 528 + 20 − 390 = 158.
        #expect(view.contentSize == Size(width: 528, height: 844))
        #expect(view.contentOffsetRange(along: .horizontal) == -10...158)
        #expect(view.contentOffsetRange == -10...158)
        #expect(view.contentOffsetRange(along: .vertical) == 0...0)
        #expect(view.contentOffset == Point(x: -10, y: 0))
    }

    @Test("R-RTL-3: a horizontal right-to-left layout starts at the maximum x, showing its first items")
    func rightToLeftInitialOffset() throws {
        let view = try HeadlessCollectionView(
            layout: F.horizontalLayout, itemCounts: [10],
            environment: LayoutEnvironment(containerSize: F.screen, layoutDirection: .rightToLeft))
        // Range 0 … 528 − 390 = 138; the initial x is 138.
        #expect(view.contentOffset == Point(x: 138, y: 0))
        // Item 0.0 mirrored: 528 − 20 − 156 = 352 (R-RTL-1), inside the viewport 138…528.
        F.expectClose(view.visibleFrame(.cell, nil, F.cell(0)), Rect(x: 352, y: 12, width: 156, height: 205))
        // Groups 0 (x 352), 1 (x 186) and 2 (x 20…176, reaching past 138) all overlap: every item.
        #expect(view.visibleItems(inSection: 0) == Array(0...9))
    }

    @Test("R-SCROLL-2, R-RTL-1: in horizontal right-to-left layouts the leading safe area is on the right")
    func rightToLeftSafeArea() throws {
        let safeArea = DirectionalEdgeInsets(top: 0, leading: 44, bottom: 0, trailing: 34)
        let view = try HeadlessCollectionView(
            layout: F.horizontalLayout, itemCounts: [10],
            environment: LayoutEnvironment(
                containerSize: F.screen, safeAreaInsets: safeArea, layoutDirection: .rightToLeft))
        // Physical edges: left = the trailing inset 34, right = the leading inset 44.
        #expect(
            view.adjustedContentInset == DirectionalEdgeInsets(top: 0, leading: 34, bottom: 0, trailing: 44))
        #expect(view.contentOffset.x == view.contentOffsetRange(along: .horizontal).upperBound)
    }
}
