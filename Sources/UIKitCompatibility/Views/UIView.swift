import Foundation

/// A headless stand-in for Apple's `UIView`, so that the views app code declares next to its
/// layouts — section backgrounds, headers, cells, the collection view itself — compile. It stores a
/// frame, a few appearance properties and the view hierarchy, and draws nothing: no constraints, no
/// rendering, no layout passes.
///
/// Subclasses are written as for UIKit: `override init(frame:)` calling `super.init(frame:)`, and
/// `required init?(coder:)`.
open class UIView {
    /// The frame in the superview's coordinates.
    open var frame: CGRect
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
    /// How the view resizes with its superview. Stored only: nothing lays views out here, so set
    /// the ``frame`` of a view whose size should change.
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

    /// Removes the view from its superview's subviews; does nothing without a superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
}

extension UIView {
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
