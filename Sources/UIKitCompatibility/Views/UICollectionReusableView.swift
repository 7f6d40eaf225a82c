import Foundation

/// A headless stand-in for Apple's `UICollectionReusableView`: the base of headers, footers,
/// section backgrounds and cells. Decoration views registered with
/// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)` subclass it.
///
/// Cells and supplementary views that a collection view creates — through a registration or a
/// reuse identifier — are records of what was configured for which element, not drawn views.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered with; nil here (views are created, not reused).
    open var reuseIdentifier: String? { nil }

    /// Creates a view the way a collection view does for a registration or a reuse identifier
    /// (not part of UIKit, where the class is instantiated dynamically): through `init(frame:)`,
    /// which subclasses override as usual. Subclasses inherit it as long as they override every
    /// designated initializer they declare, as UIKit cell subclasses do.
    public required convenience init(registeredWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is reused; does nothing here.
    open func prepareForReuse() {}
}

/// A headless stand-in for Apple's `UICollectionViewCell`.
open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell is selected; false by default. The collection view sets it when the item
    /// is selected (``UICollectionView/selectItem(at:animated:scrollPosition:)``).
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
