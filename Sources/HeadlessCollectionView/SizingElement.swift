import CollectionLayout

/// The element a ``HeadlessCollectionView/SizeProvider`` is asked to measure (R-SIZING-1):
/// what it is, where it is, and — in a ``DiffableHeadlessCollectionView`` — which item it shows.
///
/// The provider receives the element together with its *proposed size*: exact on the axes the
/// layout fixes, the current estimate on the axes it estimates (``selfSizingAxes``). Only the
/// estimated axes of the returned size are adopted (R-EST-1).
public struct SizingElement: Sendable {
    /// Cell or supplementary (decorations never self-size).
    public var category: ElementCategory
    /// The element kind of a supplementary; nil for cells.
    public var elementKind: String?
    /// The element's index path (R-INDEX): `(section, item)` for cells, `(section, 0)` for a
    /// section's boundary items.
    public var indexPath: LayoutIndexPath
    /// The axes on which the element self-sizes; the provider's answer on other axes is ignored.
    public var selfSizingAxes: AxisSet
    /// The identifier of the item a cell shows, when the view is fed by snapshots
    /// (``DiffableHeadlessCollectionView``); nil for supplementaries and for views built from item
    /// counts. Use ``itemIdentifier(as:)`` to read it with its concrete type.
    public var itemIdentifier: (any Hashable & Sendable)?

    /// Creates an element description.
    public init(
        category: ElementCategory, elementKind: String? = nil, indexPath: LayoutIndexPath,
        selfSizingAxes: AxisSet, itemIdentifier: (any Hashable & Sendable)? = nil
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.selfSizingAxes = selfSizingAxes
        self.itemIdentifier = itemIdentifier
    }

    /// The element's identity (category, kind, index path).
    public var id: ElementID {
        ElementID(category: category, elementKind: elementKind, indexPath: indexPath)
    }

    /// The item identifier as `type`, or nil when there is none or it has another type.
    ///
    /// ```swift
    /// let provider: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
    ///     guard let id = element.itemIdentifier(as: String.self) else { return nil }
    ///     return Size(width: proposed.width, height: id.count > 20 ? 88 : 44)
    /// }
    /// ```
    public func itemIdentifier<T: Hashable & Sendable>(as type: T.Type) -> T? {
        itemIdentifier as? T
    }
}

/// The self-sizing settings and hooks of a view (R-SIZING, R-SCROLL-7).
struct SelfSizingState: Sendable {
    /// The size provider; nil means nothing is measured and estimates stay (R-EST-8).
    var provider: (@Sendable (SizingElement, Size) -> Size?)?
    /// Measure every element, not just the visible ones (R-SIZING-4).
    var measuresEagerly = false
    /// Scroll anchoring (R-SCROLL-7).
    var anchorsScrollPosition = true
    /// Measure a visible orthogonal section whole (R-ORTHO-19).
    var measuresOrthogonalSectionsWhole = true
    /// Whether an eager pass may find unmeasured elements (set whenever elements can lose or lack
    /// measurements: creation, re-solves, invalidation, a new provider).
    var needsEagerPass = true
    /// The item identifier of a cell, installed by ``DiffableHeadlessCollectionView``.
    var itemIdentifier: (@Sendable (LayoutIndexPath) -> (any Hashable & Sendable)?)?
}
