import CollectionLayout
import Foundation
import HeadlessCollectionView

/// The headless view's scroll position options, which ``UICollectionView/ScrollPosition`` mirrors.
typealias HeadlessScrollPosition = ScrollPosition

extension UICollectionView {
    /// Implements ``contentOffset``'s getter: the headless view's offset.
    var currentContentOffset: CGPoint {
        if let boundsBeforeChange { return boundsBeforeChange.origin }
        if let view = currentHeadlessView() { return CGPoint(view.contentOffset) }
        return detachedContentOffset ?? .zero
    }

    /// Implements ``contentOffset``'s setter. NaN and infinite offsets are ignored.
    func moveContentOffset(to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let moved = updateHeadlessView { view throws(HeadlessError) in
            try view.setContentOffset(Point(offset))
        }
        if !moved && detachedContentOffset != offset {
            let oldOffset = detachedContentOffset ?? .zero
            detachedContentOffset = offset
            contentOffsetDidChange(from: oldOffset)
        }
    }

    /// Implements ``adjustedContentInset``: the headless view's, in physical edges.
    var currentAdjustedContentInset: UIEdgeInsets {
        guard let view = currentHeadlessView() else { return contentInset }
        let inset = view.adjustedContentInset
        // The headless view's insets are physical: leading is the left edge.
        return UIEdgeInsets(
            top: CGFloat(inset.top), left: CGFloat(inset.leading), bottom: CGFloat(inset.bottom),
            right: CGFloat(inset.trailing))
    }

    /// Scrolls so that the item at `indexPath` sits where `scrollPosition` says (R-SCROLL-5),
    /// then clamps the offset to its range (R-SCROLL-3): `.top` puts the item's top at the top
    /// of the area inside ``adjustedContentInset``, `.centeredVertically` centres it, `.bottom`
    /// puts its bottom at the bottom; no vertical option scrolls the least that shows it fully
    /// (likewise horizontally). For an item of an orthogonal section the component along the row
    /// scrolls the row instead, which comes to rest as its behaviour says (R-ORTHO-9).
    /// `animated` is ignored. Does nothing for an index path that names no item or for two options
    /// on one axis (where UIKit raises).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let position = HeadlessScrollPosition(rawValue: scrollPosition.rawValue)
        updateHeadlessView { view throws(HeadlessError) in
            do throws(HeadlessError) {
                return try view.scrollToItem(at: LayoutIndexPath(indexPath), position: position)
            } catch {
                switch error {
                case .invalidScrollPosition, .itemOutOfRange: return []
                default: throw error
                }
            }
        }
    }

    /// The pin rect at the current offset (R-PIN-1, R-SCROLL-2), from the headless view.
    func pinRect(in layout: PreparedLayout) -> Rect {
        guard let view = storage?.view else {
            return layout.pinRect(contentOffset: Point(contentOffset), adjustedContentInset: .zero)
        }
        return layout.pinRect(
            contentOffset: view.contentOffset, adjustedContentInset: view.adjustedContentInset)
    }

    /// Where to place an item scrolled to (Apple's `UICollectionView.ScrollPosition`): at most one
    /// vertical and one horizontal option.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Leave the item where it is unless it is not fully visible.
        public static let none: ScrollPosition = []
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
