import CollectionLayout
import Testing

/// The engine's scroll rules (R-SCROLL-2, R-SCROLL-3, R-RTL-3, R-ORTHO-6, R-ORTHO-10, R-RTL-2),
/// computed from numbers alone.
@Suite("Scroll geometry")
struct ScrollGeometryTests {
    @Test("R-SCROLL-3 example: range −47…1338, initial offset −47")
    func verticalExample() {
        // Content 390 × 2148 in 390 × 844 bounds, safe area top 47 / bottom 34 (the worked example of
        // R-SCROLL-3, R-SCROLL-5).
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844),
            safeAreaInsets: DirectionalEdgeInsets(top: 47, leading: 5, bottom: 34, trailing: 7))
        let geometry = ScrollGeometry(
            contentSize: Size(width: 390, height: 2148), environment: environment, scrollAxis: .vertical)
        // R-SCROLL-2: only the scroll-axis edges join the inset.
        #expect(
            geometry.adjustedContentInset
                == DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        // R-SCROLL-3: [−47, 2148 + 34 − 844] = [−47, 1338].
        #expect(geometry.contentOffsetRange(along: .vertical) == -47...1338)
        #expect(geometry.initialContentOffset == Point(x: 0, y: -47))
        #expect(geometry.clamp(Point(x: 10, y: 5000)) == Point(x: 0, y: 1338))
    }

    /// The case a new user tripped over: 20 cells of 100 pt in a horizontal right-to-left layout,
    /// bounds 390 × 300, safe area leading 40 / trailing 10.
    @Test("R-RTL-3: a horizontal right-to-left layout starts at the maximum x, its safe area mirrored")
    func rightToLeftHorizontal() {
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 300),
            safeAreaInsets: DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10),
            layoutDirection: .rightToLeft)
        let geometry = ScrollGeometry(
            contentSize: Size(width: 2000, height: 300), environment: environment, scrollAxis: .horizontal)
        // R-SCROLL-2 with a directional safe area: the leading edge is on the right, so the
        // physical left inset is the trailing 10 and the right one the leading 40.
        #expect(
            geometry.adjustedContentInset
                == DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40))
        // R-SCROLL-3: [−10, 2000 + 40 − 390] = [−10, 1650]; R-RTL-3: start at the maximum.
        #expect(geometry.contentOffsetRange(along: .horizontal) == -10...1650)
        #expect(geometry.initialContentOffset == Point(x: 1650, y: 0))
        // Left to right, the same numbers start at the minimum, −40.
        var leftToRight = environment
        leftToRight.layoutDirection = .leftToRight
        let ltr = ScrollGeometry(
            contentSize: Size(width: 2000, height: 300), environment: leftToRight, scrollAxis: .horizontal)
        #expect(ltr.initialContentOffset == Point(x: -40, y: 0))
        #expect(ltr.contentOffsetRange(along: .horizontal) == -40...1620)
    }

    @Test("R-ORTHO-6, R-RTL-2: a row moves by −o, a mirrored row by +o")
    func displayedShift() {
        let bounds = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        var rtl = bounds
        rtl.layoutDirection = .rightToLeft
        let size = Size(width: 390, height: 844)
        let vertical = ScrollGeometry(contentSize: size, environment: bounds, scrollAxis: .vertical)
        let verticalRTL = ScrollGeometry(contentSize: size, environment: rtl, scrollAxis: .vertical)
        let horizontal = ScrollGeometry(contentSize: size, environment: bounds, scrollAxis: .horizontal)
        let horizontalRTL = ScrollGeometry(contentSize: size, environment: rtl, scrollAxis: .horizontal)
        #expect(vertical.displayedShift(ofRowAt: 40) == Point(x: -40, y: 0))
        // Mirrored: x' = W − (x − o) − w = (W − x − w) + o.
        #expect(verticalRTL.displayedShift(ofRowAt: 40) == Point(x: 40, y: 0))
        // Rows of horizontal layouts run along y, which right-to-left does not mirror.
        #expect(horizontal.displayedShift(ofRowAt: 40) == Point(x: 0, y: -40))
        #expect(horizontalRTL.displayedShift(ofRowAt: 40) == Point(x: 0, y: -40))
    }
}
