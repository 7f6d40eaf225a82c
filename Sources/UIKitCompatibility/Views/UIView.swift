import Foundation

/// A headless stand-in for Apple's `UIView`, so that the views app code declares next to its
/// layouts — section backgrounds, headers, cells, the collection view itself — compile. It stores a
/// frame, a few appearance properties and the view hierarchy, and draws nothing: no constraints and
/// no rendering. Layout passes run when asked: ``setNeedsLayout()`` marks the view and
/// ``layoutIfNeeded()`` runs ``layoutSubviews()`` once for a marked view (there is no run loop
/// that would run it later).
///
/// Subclasses are written as for UIKit: `override init(frame:)` calling `super.init(frame:)`, and
/// `required init?(coder:)`.
open class UIView {
    /// The frame in the superview's coordinates. When its size changes, subviews resize as their
    /// ``autoresizingMask`` says.
    open var frame: CGRect {
        didSet {
            if frame.size != oldValue.size {
                resizeSubviews(from: oldValue.size)
                setNeedsLayout()
            }
        }
    }
    /// The view's own rectangle: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The background colour; nil (clear) by default.
    open var backgroundColor: UIColor?
    /// The tint colour, nil unless set.
    open var tintColor: UIColor?
    /// Whether the view is hidden; false by default.
    open var isHidden: Bool = false
    /// The opacity; 1 by default.
    open var alpha: CGFloat = 1
    /// Whether subviews are clipped to the bounds; false by default.
    open var clipsToBounds: Bool = false
    /// How the view resizes with its superview: the flexible parts — margins, width, height —
    /// share each change of the superview's size in proportion to their current lengths, as in
    /// UIKit. Nothing else lays views out here.
    open var autoresizingMask: AutoresizingMask = []
    /// The backing layer's appearance properties.
    public let layer = CALayer()
    /// The views added with ``addSubview(_:)``, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this view was added to, if any (held weakly, as in UIKit).
    public private(set) weak var superview: UIView?

    /// A view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A view decoded from an archive; nothing is archived here, so this is always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `view` on top of the subviews, removing it from its previous superview first.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Whether the view waits for a layout pass: a new view does, and ``setNeedsLayout()`` marks it
    /// again after a pass.
    var needsLayout = true

    /// Marks the view as needing a layout pass and returns at once; the next ``layoutIfNeeded()``
    /// runs it. A change of the frame's size marks the view too, as in UIKit.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the pending layout pass now: when the view is marked, clears the mark and calls
    /// ``layoutSubviews()`` once; then does the same for the subviews, back to front. An unmarked
    /// view calls no layout method, as in UIKit.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Lays out the subviews; override it to position them, calling `super.layoutSubviews()`
    /// first. Called by ``layoutIfNeeded()``; do not call it directly. Does nothing here (there are
    /// no constraints); a collection view updates its visible cells and prefetches in it.
    open func layoutSubviews() {}

    /// Removes the view from its superview's subviews; does nothing without a superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
}

extension UIView {
    /// Resizes the subviews for a change of this view's size from `oldSize` (autoresizing).
    private func resizeSubviews(from oldSize: CGSize) {
        let size = frame.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var resized = subview.frame
            (resized.origin.x, resized.size.width) = Self.resized(
                start: resized.minX, length: resized.width, end: oldSize.width - resized.maxX,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ),
                delta: size.width - oldSize.width)
            (resized.origin.y, resized.size.height) = Self.resized(
                start: resized.minY, length: resized.height, end: oldSize.height - resized.maxY,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ),
                delta: size.height - oldSize.height)
            subview.frame = resized
        }
    }

    /// The new start and length along one axis: `delta` is shared among the flexible parts in
    /// proportion to their lengths (equally when they are all zero).
    private static func resized(
        start: CGFloat, length: CGFloat, end: CGFloat, flexible: (Bool, Bool, Bool), delta: CGFloat
    ) -> (CGFloat, CGFloat) {
        let parts = [(flexible.0, max(start, 0)), (flexible.1, max(length, 0)), (flexible.2, max(end, 0))]
        let chosen = parts.filter(\.0)
        guard !chosen.isEmpty, delta != 0 else { return (start, length) }
        let total = chosen.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(chosen.count)
        }
        return (start + share(parts[0]), length + share(parts[1]))
    }

    /// The edges and sizes a view follows when its superview resizes (Apple's
    /// `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt

        /// A mask from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
