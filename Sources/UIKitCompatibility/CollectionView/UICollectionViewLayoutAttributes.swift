import CollectionLayout
import Foundation

/// The geometry of one element of a collection view (Apple's `UICollectionViewLayoutAttributes`).
///
/// Layouts create fresh attributes for every query, so changing them changes nothing in the
/// layout, as with UIKit's copies.
public final class UICollectionViewLayoutAttributes {
    /// The element's frame in content coordinates.
    public var frame: CGRect
    /// The element's index path (R-INDEX).
    public var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The element kind of supplementary and decoration views; nil for cells.
    public let representedElementKind: String?
    /// The stacking order (R-Z).
    public var zIndex: Int = 0
    /// The opacity; 1 unless changed.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden; false unless changed.
    public var isHidden: Bool = false
    /// A transform applied about the element's centre when displayed; identity unless changed.
    /// Setting it does not change ``frame``; in displayed attributes (see
    /// ``UICollectionView/visibleLayoutAttributes``) the frame already is the transformed bounding
    /// box (R-HANDLER-5).
    public var transform: CGAffineTransform = .identity

    private init(
        category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath
    ) {
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.indexPath = indexPath
        self.frame = .zero
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// The centre of ``frame``; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The size of ``frame``; setting it keeps the centre.
    public var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The element's bounds: its size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
}

extension UICollectionViewLayoutAttributes: Equatable {
    /// Whether both describe the same element with the same geometry and presentation.
    public static func == (lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes)
        -> Bool
    {
        lhs.frame == rhs.frame && lhs.indexPath == rhs.indexPath
            && lhs.representedElementCategory == rhs.representedElementCategory
            && lhs.representedElementKind == rhs.representedElementKind && lhs.zIndex == rhs.zIndex
            && lhs.alpha == rhs.alpha && lhs.isHidden == rhs.isHidden && lhs.transform == rhs.transform
    }
}

extension UICollectionViewLayoutAttributes {
    /// Attributes with the engine's category, kind, index path, frame, zIndex and presentation
    /// (`alpha`, `transform`, `isHidden`, set by invalidation handlers, R-HANDLER-5).
    convenience init(_ attributes: LayoutAttributes) {
        let indexPath = IndexPath(attributes.indexPath)
        switch attributes.category {
        case .cell:
            self.init(forCellWith: indexPath)
        case .supplementary:
            self.init(forSupplementaryViewOfKind: attributes.elementKind ?? "", with: indexPath)
        case .decoration:
            self.init(forDecorationViewOfKind: attributes.elementKind ?? "", with: indexPath)
        }
        frame = CGRect(attributes.frame)
        zIndex = attributes.zIndex
        alpha = CGFloat(attributes.alpha)
        transform = CGAffineTransform(attributes.transform)
        isHidden = attributes.isHidden
    }
}

extension UICollectionView.ElementCategory {
    /// The category of an engine category.
    init(_ category: ElementCategory) {
        switch category {
        case .cell: self = .cell
        case .supplementary: self = .supplementaryView
        case .decoration: self = .decorationView
        }
    }
}
