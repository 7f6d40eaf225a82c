import Foundation

/// The base class of collection-view layouts (Apple's `UICollectionViewLayout`).
///
/// As in UIKit, the base class lays out nothing: it has no content size and no attributes.
/// ``UICollectionViewCompositionalLayout`` is the concrete layout of this module; subclasses that
/// override these methods are queried by ``UICollectionView`` the same way.
open class UICollectionViewLayout {
    /// The collection view using this layout, if any.
    public internal(set) weak var collectionView: UICollectionView?
    /// The decoration views registered by element kind (see
    /// `register(_:forDecorationViewOfKind:)`).
    var decorationRegistrations: [String: DecorationViewRegistration] = [:]

    /// A layout not yet attached to a collection view.
    public init() {}

    /// Brings the layout up to date; called before queries. The base class has nothing to prepare.
    open func prepare() {}

    /// Marks the layout as out of date, so that the next query prepares it again: calls
    /// ``invalidateLayout(with:)`` with a new ``invalidationContextClass`` instance whose
    /// `invalidateEverything` and `invalidateDataSourceCounts` are true, as UIKit does.
    open func invalidateLayout() { invalidateEverything() }

    /// The content offset to use instead of `proposedContentOffset` when this layout becomes the
    /// collection view's layout (see ``UICollectionView/setCollectionViewLayout(_:animated:)``);
    /// the base class keeps the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The size of the scrollable content; zero in the base class.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in `rect`; nil in the base class.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; nil in the base class.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil in the base
    /// class.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil in the base class.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of the item at `indexPath` while the user moves it with the finger at
    /// `position` (see ``UICollectionView/beginInteractiveMovementForItem(at:)``): by default those
    /// of ``layoutAttributesForItem(at:)`` with the centre at `position` and the greatest z-index,
    /// so that the item floats above the others (R-MOVE-4). Override it, calling `super` first, to
    /// change more.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        interactivelyMovingAttributes(at: indexPath, position: position)
    }

    /// The index path of the moving item when the finger is at `position`: by default that of the
    /// displayed cell under the finger (the topmost one), or `previousIndexPath` over no cell
    /// (R-MOVE-3). Override it to choose differently; there is no need to call `super`.
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    )
        -> IndexPath
    {
        interactiveTargetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    // MARK: - Animated updates

    /// Where the cell at `itemIndexPath` (numbered after the update) starts when an animated update
    /// shows it; nil in the base class, which lets the cell start at its final attributes.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where the cell at `itemIndexPath` (numbered before the update) ends when an animated update
    /// removes it from view; nil in the base class, which leaves the cell where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// ``initialLayoutAttributesForAppearingItem(at:)`` for the supplementary view of
    /// `elementKind`; nil in the base class.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// ``finalLayoutAttributesForDisappearingItem(at:)`` for the supplementary view of
    /// `elementKind`; nil in the base class.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// ``initialLayoutAttributesForAppearingItem(at:)`` for the decoration view of `elementKind`;
    /// nil in the base class.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// ``finalLayoutAttributesForDisappearingItem(at:)`` for the decoration view of `elementKind`;
    /// nil in the base class.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: - Updates and transitions (override points)

    /// Called by the collection view at the start of an update — ``UICollectionView/performBatchUpdates(_:completion:)``
    /// or a diffing ``UICollectionViewDiffableDataSource`` apply, animated or not — after the data
    /// changed and ``prepare()`` ran, with one item per reported change (R-UPDATEHOOK-1). Record
    /// what you need for ``initialLayoutAttributesForAppearingItem(at:)`` and
    /// ``finalLayoutAttributesForDisappearingItem(at:)`` here; the base class does nothing. See
    /// <doc:LayoutUpdateOverrides>.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called by the collection view at the end of an update, after it asked for the initial and
    /// final attributes of the displayed elements and before the update's completion
    /// (R-UPDATEHOOK-2): drop what ``prepare(forCollectionViewUpdates:)`` recorded. The base class
    /// does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// The supplementary views of `elementKind` to add in the current update, in addition to those
    /// of inserted sections and items; empty in the base class. Declared so that overrides compile:
    /// the collection view takes supplementary views from the layout's attributes and does not call
    /// it.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` to remove in the current update, in addition to
    /// those of deleted sections and items; empty in the base class. Declared so that overrides
    /// compile; the collection view does not call it.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` to add in the current update; empty in the base
    /// class. Declared so that overrides compile; the collection view does not call it.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` to remove in the current update; empty in the base
    /// class. Declared so that overrides compile; the collection view does not call it.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Called on the layout being replaced, before the new one is installed, by
    /// ``UICollectionView/setCollectionViewLayout(_:animated:completion:)`` and
    /// ``UICollectionView/startInteractiveTransition(to:completion:)`` (R-UPDATEHOOK-3). The base
    /// class does nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the layout being installed, with the layout it replaces (R-UPDATEHOOK-3): in a
    /// layout switch after its ``prepare()``, in an interactive transition when the transition
    /// starts. The base class does nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts of a transition when it ends — after a layout switch, or when an
    /// interactive transition is finished or cancelled — before the completion (R-UPDATEHOOK-3):
    /// drop what the `prepareForTransition` methods recorded. The base class does nothing.
    open func finalizeLayoutTransition() {}

    /// Called before an animated change of the collection view's bounds; the base class does
    /// nothing. Declared so that overrides compile: the collection view draws nothing and never
    /// animates a bounds change, so it does not call it.
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}

    /// Called after an animated change of the collection view's bounds; the base class does
    /// nothing. Declared so that overrides compile; the collection view does not call it.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: - Invalidation and scrolling (override points)

    /// The class of the contexts ``invalidationContext(forBoundsChange:)``,
    /// ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`` and
    /// ``invalidateLayout()`` create: ``UICollectionViewLayoutInvalidationContext`` in the base class.
    /// Override it to return a subclass of ``UICollectionViewLayoutInvalidationContext``; another
    /// class is ignored (a plain context is made instead).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks what `context` names as out of date. ``invalidateLayout()`` calls it with a context
    /// that invalidates everything, the collection view with the contexts of bounds changes
    /// (see ``shouldInvalidateLayout(forBoundsChange:)``) and of self-sizing answers (see
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``). The
    /// base class moves the collection view's content offset by the context's
    /// `contentOffsetAdjustment`; override it calling `super`.
    /// ``UICollectionViewCompositionalLayout`` drops its solved layout only when the context
    /// invalidates everything or the data source counts.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        applyContentOffsetAdjustment(of: context)
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout;
    /// false in the base class. The collection view asks on every change of its bounds — scrolling
    /// moves their origin, a new frame changes their size — while ``UICollectionView/bounds``
    /// still reports the bounds before the change, as in UIKit. When the answer is true it calls
    /// ``invalidateLayout(with:)`` with ``invalidationContext(forBoundsChange:)`` and prepares
    /// the layout again before the next query.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context to invalidate the layout with when ``shouldInvalidateLayout(forBoundsChange:)``
    /// is true: a new ``invalidationContextClass`` instance that names nothing in the base class.
    /// Override it, calling `super`, to mark what the change affects.
    open func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        makeInvalidationContext()
    }

    /// Whether a self-sizing element's answer invalidates the layout: false keeps the estimated
    /// size. False in the base class; true in ``UICollectionViewCompositionalLayout``, the only
    /// layout the collection view measures for. The collection view asks for every answer of
    /// ``UICollectionView/preferredSizeProvider`` and
    /// ``UICollectionView/preferredSupplementarySizeProvider``, while it measures: the
    /// attributes name the element, `originalAttributes` with the proposed (estimated) size and
    /// `preferredAttributes` with the answer, both at the origin (0, 0). When true, the layout is
    /// invalidated with
    /// ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`` once the
    /// measuring is over (see <doc:LayoutInvalidationOverrides>).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for a self-sizing element's preferred attributes: a new
    /// ``invalidationContextClass`` instance naming the element, with the size difference as
    /// `contentSizeAdjustment`; asked when
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` is true.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        preferredAttributesContext(preferredAttributes, original: originalAttributes)
    }

    /// Where scrolling stops when the user lifts the finger with `velocity` (points per second):
    /// `proposedContentOffset` is where it would naturally stop. The base class keeps the
    /// proposal. The collection view asks in ``UICollectionView/endDragging(releasedAt:velocity:)``
    /// (not part of UIKit), which stands in for the end of a drag; override it to snap, for
    /// example to item boundaries for a paging carousel.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The class of the attributes the layout creates: ``UICollectionViewLayoutAttributes``.
    /// Declared for compilation: ``UICollectionViewLayoutAttributes`` cannot be subclassed here, so
    /// layouts always create that class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Whether the layout is mirrored when the collection view's layout direction differs from
    /// ``developmentLayoutDirection``; false in the base class, as in UIKit. Declared for
    /// compilation: the collection view does not mirror custom layouts;
    /// ``UICollectionViewCompositionalLayout`` mirrors itself for right-to-left (R-RTL) whatever
    /// this says.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout's frames are written for; `.leftToRight` in the base class, as in
    /// UIKit. Declared for compilation, as ``flipsHorizontallyInOppositeLayoutDirection``.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout must be prepared before the compositional layout's next query, after
    /// a bounds change invalidated it (see ``UICollectionView/layoutBoundsChanged(from:to:)``).
    var preparesBeforeNextQuery = false
}
