import CollectionLayout
import Foundation

/// An element passed to a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler``
/// (Apple's `NSCollectionLayoutVisibleItem`, R-HANDLER).
///
/// Class-bound, as in UIKit, so a handler changes the items it receives in place:
/// `items.forEach { $0.alpha = 0.5 }`. Changes to ``alpha``, ``zIndex``, ``isHidden``,
/// ``center`` and ``transform`` apply to the displayed element for that pass only; the displayed
/// frame is the bounding box of ``bounds`` transformed about ``center`` (R-HANDLER-5).
/// `transform3D` and `name` are not provided.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The opacity; 1 unless changed.
    var alpha: CGFloat { get set }
    /// The stacking order.
    var zIndex: Int { get set }
    /// Whether the element is hidden; a hidden element is not displayed (R-SCROLL-4).
    var isHidden: Bool { get set }
    /// The centre; moving it moves the displayed element.
    var center: CGPoint { get set }
    /// A transform applied about ``center``; identity unless changed.
    var transform: CGAffineTransform { get set }
    /// The frame in content coordinates, without the orthogonal offset and with pinning applied
    /// (R-HANDLER-3); changing ``center`` or ``transform`` does not change it.
    var frame: CGRect { get }
    /// The element's size at the origin.
    var bounds: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Cell or supplementary view; decorations are never passed (R-HANDLER-2).
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element kind of a supplementary view; nil for cells.
    var representedElementKind: String? { get }
}

/// Apple's visible-items invalidation handler: the section's visible items, the scroll offset (the
/// orthogonal offset `(o, 0)` in orthogonal sections of vertical layouts, the content offset
/// otherwise, R-HANDLER-4) and the environment, whose container is the collection view's
/// bounds.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// The visible item handed to user handlers: a mutable copy of the engine's `LayoutVisibleItem`,
/// read back after the handler returns.
final class VisibleItemFacade: NSCollectionLayoutVisibleItem {
    private(set) var value: LayoutVisibleItem

    init(_ value: LayoutVisibleItem) {
        self.value = value
    }

    var alpha: CGFloat {
        get { CGFloat(value.alpha) }
        set { value.alpha = Double(newValue) }
    }

    var zIndex: Int {
        get { value.zIndex }
        set { value.zIndex = newValue }
    }

    var isHidden: Bool {
        get { value.isHidden }
        set { value.isHidden = newValue }
    }

    var center: CGPoint {
        get { CGPoint(value.center) }
        set { value.center = Point(newValue) }
    }

    var transform: CGAffineTransform {
        get { CGAffineTransform(value.transform) }
        set { value.transform = LayoutTransform(newValue) }
    }

    var frame: CGRect { CGRect(value.frame) }
    var bounds: CGRect { CGRect(value.bounds) }
    var indexPath: IndexPath { IndexPath(value.indexPath) }
    var representedElementCategory: UICollectionView.ElementCategory {
        UICollectionView.ElementCategory(value.representedElementCategory)
    }
    var representedElementKind: String? { value.representedElementKind }
}
