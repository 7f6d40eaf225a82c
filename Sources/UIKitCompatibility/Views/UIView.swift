import Foundation

/// A headless stand-in for Apple's `UIView`, so that the views app code declares next to its
/// layouts — section backgrounds, headers, cells — compile. It stores a frame and a few appearance
/// properties and draws nothing: no subviews, no constraints, no rendering.
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
    /// The backing layer's appearance properties.
    public let layer = CALayer()

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
}

/// A headless stand-in for Apple's `UICollectionReusableView`: the base of headers, footers,
/// section backgrounds and cells. Decoration views registered with
/// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)` subclass it.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with; nil here (nothing is dequeued).
    open var reuseIdentifier: String? { nil }

    /// Called before the view is reused; does nothing here.
    open func prepareForReuse() {}
}

/// A headless stand-in for Apple's `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected; false by default.
    open var isSelected: Bool = false
    /// Whether the cell is highlighted; false by default.
    open var isHighlighted: Bool = false
}

/// A headless stand-in for Apple's `UICollectionViewListCell`, the cell of list sections.
open class UICollectionViewListCell: UICollectionViewCell {
    /// How far the cell's content is indented, in levels; 0 by default.
    open var indentationLevel: Int = 0
    /// The width of one indentation level; 10 by default here.
    open var indentationWidth: CGFloat = 10
}
