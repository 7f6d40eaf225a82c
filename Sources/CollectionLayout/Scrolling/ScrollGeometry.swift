/// The main scroll view's geometry for one prepared layout and content inset: the adjusted content
/// inset (R-SCROLL-2), the offset range (R-SCROLL-3), the initial offset in both layout
/// directions (R-RTL-3) and how far an orthogonal row's elements move when shown
/// (R-ORTHO-6, R-RTL-2).
///
/// This is the one owner of those rules: the headless collection view, the command-line tool and
/// the playground all read them from here. Resting offsets of orthogonal rows are the row's own
/// (``OrthogonalRow/restingOffset(forProposedOffset:)``, R-ORTHO-9);
/// ``restingOffset(of:proposed:)`` adds the start of a row that was never scrolled (R-ORTHO-10)
/// and is what re-solves use (R-ORTHO-17).
///
/// Insets here are physical, as `UIScrollView.contentInset` is: `leading` is the left edge and
/// `trailing` the right edge in both layout directions (the pin rect reads them the same way,
/// R-PIN-1).
///
/// The R-SCROLL-3 example (content height 2148 in 390 × 844 bounds, safe area top 47 /
/// bottom 34) has the adjusted inset top 47 / bottom 34, the range `−47…1338` and starts at −47.
public struct ScrollGeometry: Hashable, Sendable {
    /// The size of the scrollable content (R-STACK-5).
    public var contentSize: Size
    /// The bounds size: the environment's container size.
    public var boundsSize: Size
    /// The layout's scroll axis.
    public var scrollAxis: Axis
    /// Whether the layout is right-to-left.
    public var isRightToLeft: Bool
    /// `contentInset` plus the safe-area insets on the scroll-axis edges (R-SCROLL-2), physical.
    ///
    /// Implements R-SCROLL-2.
    public var adjustedContentInset: DirectionalEdgeInsets

    /// The geometry of content of `contentSize` scrolling along `scrollAxis` in `environment`.
    ///
    /// The adjusted content inset is `contentInset` plus the safe-area insets on the scroll-axis
    /// edges (R-SCROLL-2). The safe area is directional: in a right-to-left layout its
    /// leading edge is on the right, so a horizontal layout adds `safeArea.trailing` on the left
    /// and `safeArea.leading` on the right. Cross-axis safe area is the layout's (R-REF).
    public init(
        contentSize: Size, environment: LayoutEnvironment, scrollAxis: Axis,
        contentInset: DirectionalEdgeInsets = .zero
    ) {
        self.contentSize = contentSize
        boundsSize = environment.container.contentSize
        self.scrollAxis = scrollAxis
        isRightToLeft = environment.layoutDirection == .rightToLeft
        let safe = environment.safeAreaInsets
        var adjusted = contentInset
        if scrollAxis == .vertical {
            adjusted.top += safe.top
            adjusted.bottom += safe.bottom
        } else {
            adjusted.leading += isRightToLeft ? safe.trailing : safe.leading
            adjusted.trailing += isRightToLeft ? safe.leading : safe.trailing
        }
        adjustedContentInset = adjusted
    }

    // MARK: - Main offset (R-SCROLL-3, R-RTL-3)

    /// The offsets the content may rest at along `axis`:
    /// `[−adj.start, max(−adj.start, content + adj.end − bounds)]` (R-SCROLL-3, written there
    /// for the scroll axis; the cross axis uses the same formula with its own insets).
    ///
    /// Implements R-SCROLL-3.
    public func contentOffsetRange(along axis: Axis) -> ClosedRange<Double> {
        let low = -adjustedContentInset.start(axis)
        let high = contentSize[axis] + adjustedContentInset.end(axis) - boundsSize[axis]
        return low...max(low, high)
    }

    /// The smallest offset on both axes.
    public var minimumContentOffset: Point {
        Point(
            x: contentOffsetRange(along: .horizontal).lowerBound,
            y: contentOffsetRange(along: .vertical).lowerBound)
    }

    /// The largest offset on both axes.
    public var maximumContentOffset: Point {
        Point(
            x: contentOffsetRange(along: .horizontal).upperBound,
            y: contentOffsetRange(along: .vertical).upperBound)
    }

    /// The offset a new view starts at: the minimum (R-SCROLL-3), except that a horizontal
    /// right-to-left layout starts at the maximum x, where its first section is (R-RTL-3).
    ///
    /// Implements R-RTL-3.
    public var initialContentOffset: Point {
        var offset = minimumContentOffset
        if scrollAxis == .horizontal && isRightToLeft { offset.x = maximumContentOffset.x }
        return offset
    }

    /// `offset` clamped to the range on both axes (R-SCROLL-3).
    public func clamp(_ offset: Point) -> Point {
        let x = contentOffsetRange(along: .horizontal)
        let y = contentOffsetRange(along: .vertical)
        return Point(
            x: min(max(offset.x, x.lowerBound), x.upperBound),
            y: min(max(offset.y, y.lowerBound), y.upperBound))
    }

    /// The bounds at `contentOffset`: the viewport in content coordinates.
    public func viewport(at contentOffset: Point) -> Rect { Rect(origin: contentOffset, size: boundsSize) }

    // MARK: - Orthogonal rows (R-ORTHO-6, R-ORTHO-9, R-ORTHO-10, R-ORTHO-17, R-RTL-2)

    /// Where an orthogonal row rests when `proposed` is asked of it: as a non-animated programmatic
    /// scroll settles (``OrthogonalRow/restingOffset(forProposedOffset:)``, R-ORTHO-9), or, with
    /// nothing proposed, at the start of its range settled the same way (R-ORTHO-10: `o_0` for
    /// `groupPagingCentered`, 0 otherwise). Re-solves pass the previous offset, so that it is clamped
    /// and re-snapped to the new row (R-ORTHO-17).
    ///
    /// Implements R-ORTHO-17.
    public static func restingOffset(of row: OrthogonalRow, proposed: Double?) -> Double {
        row.restingOffset(forProposedOffset: proposed ?? row.offsetRange.lowerBound)
    }

    /// How far the elements of an orthogonal row at `offset` (leading terms) move when shown
    /// (R-ORTHO-6): by `−o` along the row axis, except in a mirrored row — a vertical
    /// right-to-left layout — where they move by `+o` (the displayed frame is `W − (x − o) − w`,
    /// R-RTL-2). Horizontal layouts' rows run along y and are never mirrored.
    ///
    /// Implements R-ORTHO-6. Implements R-RTL-2.
    public func displayedShift(ofRowAt offset: Double) -> Point {
        let rowAxis = scrollAxis.cross
        var shift = Point.zero
        shift[rowAxis] = (isRightToLeft && rowAxis == .horizontal) ? offset : -offset
        return shift
    }
}
