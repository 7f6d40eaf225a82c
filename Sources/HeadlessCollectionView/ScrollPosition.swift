import CollectionLayout

/// Where ``HeadlessCollectionView/scrollToItem(at:position:)`` places an item (UIKit's
/// `UICollectionView.ScrollPosition`, R-SCROLL-5).
///
/// Combine at most one vertical option (``top``, ``centeredVertically``, ``bottom``) with at most
/// one horizontal option (``left``, ``centeredHorizontally``, ``right``). An axis without an option
/// moves by the smallest amount that makes the item fully visible. The options are physical: in a
/// right-to-left layout ``left`` is the trailing side.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a position from raw bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The item's top edge at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the centre of the visible area, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the centre of the visible area, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// The three vertical options.
    static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
    /// The three horizontal options.
    static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]

    /// Whether the position names at most one option per axis and no unknown bits.
    var isValid: Bool {
        let known = ScrollPosition.vertical.union(.horizontal)
        return isSubset(of: known) && intersection(.vertical).rawValue.nonzeroBitCount <= 1
            && intersection(.horizontal).rawValue.nonzeroBitCount <= 1
    }

    /// The placement this position asks for along `axis`: at the start edge, centred, at the end
    /// edge, or nil when it names no option for that axis.
    func placement(along axis: Axis) -> AxisPlacement? {
        let (start, center, end): (ScrollPosition, ScrollPosition, ScrollPosition) =
            axis == .vertical
            ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
        if contains(start) { return .start }
        if contains(center) { return .center }
        if contains(end) { return .end }
        return nil
    }
}

/// A scroll position's request along one axis, in physical terms (top/left is the start); the
/// engine's scroll-to-item math reads it (R-SCROLL-5).
typealias AxisPlacement = ScrollGeometry.Placement
