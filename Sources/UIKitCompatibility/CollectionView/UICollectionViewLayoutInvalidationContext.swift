import Foundation

/// What part of a layout is out of date (Apple's `UICollectionViewLayoutInvalidationContext`).
///
/// The collection view hands one to
/// ``UICollectionViewLayout/invalidateLayout(with:)``: ``UICollectionViewLayout/invalidateLayout()``
/// passes one that invalidates everything; a bounds change or a self-sizing answer passes the one
/// the layout's `invalidationContext(forBoundsChange:)` or
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` made, an instance
/// of ``UICollectionViewLayout/invalidationContextClass``. Subclass it to carry what your layout
/// needs (see <doc:LayoutInvalidationOverrides>).
///
/// A subclass that spells out its `init()` writes `required init()` (UIKit's, inherited from
/// `NSObject`, is `override init()`): the layout creates instances from the class it names.
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is out of date: true only for the context
    /// ``UICollectionViewLayout/invalidateLayout()`` passes.
    public internal(set) var invalidateEverything = false
    /// Whether the number of sections or items changed: true for the context of
    /// ``UICollectionViewLayout/invalidateLayout()`` (which invalidates everything), false otherwise.
    public internal(set) var invalidateDataSourceCounts = false
    /// The index paths of the cells marked with ``invalidateItems(at:)``, in the order marked
    /// without repeats; nil when none is.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The index paths of the supplementary views marked with
    /// ``invalidateSupplementaryElements(ofKind:at:)``, by element kind; nil when none is.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The index paths of the decoration views marked with
    /// ``invalidateDecorationElements(ofKind:at:)``, by element kind; nil when none is.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far to move the content offset when the invalidation is applied; zero by default.
    /// The collection view adds it to ``UICollectionView/contentOffset`` after
    /// ``UICollectionViewLayout/invalidateLayout(with:)`` returns.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes; zero by default. Informational here: the content size
    /// is always the layout's ``UICollectionViewLayout/collectionViewContentSize``.
    open var contentSizeAdjustment: CGSize = .zero

    /// A context that invalidates nothing yet.
    public required init() {}

    /// Marks the cells at `indexPaths` as out of date.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = Self.adding(indexPaths, to: invalidatedItemIndexPaths)
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` as out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedSupplementaryIndexPaths ?? [:]
        byKind[elementKind] = Self.adding(indexPaths, to: byKind[elementKind])
        invalidatedSupplementaryIndexPaths = byKind
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` as out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var byKind = invalidatedDecorationIndexPaths ?? [:]
        byKind[elementKind] = Self.adding(indexPaths, to: byKind[elementKind])
        invalidatedDecorationIndexPaths = byKind
    }

    /// `existing` followed by those of `indexPaths` it lacks, in order.
    private static func adding(_ indexPaths: [IndexPath], to existing: [IndexPath]?) -> [IndexPath] {
        var result = existing ?? []
        var seen = Set(result)
        for indexPath in indexPaths where seen.insert(indexPath).inserted { result.append(indexPath) }
        return result
    }
}

extension UICollectionViewLayout {
    /// A new instance of ``invalidationContextClass``; a plain
    /// ``UICollectionViewLayoutInvalidationContext`` when that class is not one of its subclasses.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        let contextType =
            (contextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return contextType.init()
    }

    /// Implements ``invalidateLayout()``: ``invalidateLayout(with:)`` with a new context that
    /// invalidates everything, data source counts included.
    ///
    /// Implements R-INVAL-3.
    func invalidateEverything() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }
}
