/// An element passed to a section's visible-items invalidation handler (Apple's
/// `NSCollectionLayoutVisibleItem`, R-HANDLER).
///
/// The handler may change ``alpha``, ``transform``, ``center``, ``zIndex`` and ``isHidden``; the
/// changes apply to the displayed element for that pass only (R-HANDLER-5).
public struct LayoutVisibleItem: Hashable, Sendable {
    /// Cell or supplementary (decorations are never passed, R-HANDLER-2).
    public let representedElementCategory: ElementCategory
    /// The element kind of supplementaries; nil for cells.
    public let representedElementKind: String?
    /// The element's index path.
    public let indexPath: LayoutIndexPath
    /// The frame in content coordinates without the orthogonal offset, pinning applied
    /// (R-HANDLER-3).
    public let frame: Rect
    /// The element's bounds: its size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    /// The centre; moving it moves the displayed element.
    public var center: Point
    /// The opacity, 1 by default.
    public var alpha: Double = 1
    /// A transform applied about ``center``; the displayed frame is the bounding box
    /// (R-HANDLER-5).
    public var transform: LayoutTransform = .identity
    /// The stacking order.
    public var zIndex: Int
    /// Whether the element is hidden (hidden elements are not reported as visible, R-SCROLL-4).
    public var isHidden = false

    /// Creates a visible item from attributes.
    public init(_ attributes: LayoutAttributes) {
        representedElementCategory = attributes.category
        representedElementKind = attributes.elementKind
        indexPath = attributes.indexPath
        frame = attributes.frame
        center = attributes.center
        alpha = attributes.alpha
        transform = attributes.transform
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }
}

/// A section's visible-items invalidation handler (R-HANDLER-6): it receives the section's
/// visible items, the scroll offset (the orthogonal offset `(o, 0)` for orthogonal sections, the
/// content offset otherwise, R-HANDLER-4) and the environment, and may mutate the items.
///
/// Implements R-HANDLER-6.
public typealias VisibleItemsInvalidationHandler =
    @Sendable (_ visibleItems: inout [LayoutVisibleItem], _ offset: Point, _ environment: LayoutEnvironment)
    -> Void
