import Foundation

/// A headless stand-in for Apple's `UIScrollView`, the superclass of ``UICollectionView``: a content
/// offset, size and inset that code written for UIKit reads and sets, and the switches apps set up.
/// Nothing scrolls by itself here; ``UICollectionView`` keeps its scroll state in its headless view.
open class UIScrollView: UIView {
    /// The origin of the visible content; zero by default.
    open var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }
    /// The size of the content; zero by default.
    open var contentSize: CGSize = .zero
    /// Extra scrollable space around the content; zero by default.
    open var contentInset: UIEdgeInsets = .zero
    /// The inset the scroll view uses: ``contentInset`` here (a collection view adds its safe area).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// The visible content rectangle: ``contentOffset`` and the frame's size.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }
    /// Whether the user can scroll; stored only.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the bounds; stored only.
    open var isPagingEnabled = false
    /// Whether the content bounces at its edges; stored only.
    open var bounces = true
    /// Whether vertical bouncing happens even when the content is shorter; stored only.
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing happens even when the content is narrower; stored only.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows; stored only.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows; stored only.
    open var showsHorizontalScrollIndicator = true

    /// Moves ``contentOffset``; `animated` is ignored (nothing animates here).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}

/// Told about scrolling (Apple's `UIScrollViewDelegate`); every method is optional.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
