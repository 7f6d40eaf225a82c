import CollectionLayout

/// How the elements of one state of a view become those of another: where each element of the
/// new state was before, and where each element of the old state is after (R-TRANS-3).
///
/// A layout switch keeps every index path; an update of the data moves cells with their items and
/// supplementaries and decorations with their sections (R-ANIM-1).
public struct TransitionMatching: Sendable {
    /// The index path after the change of the cell at an index path before; nil when it is deleted.
    public var cellAfter: @Sendable (LayoutIndexPath) -> LayoutIndexPath?
    /// The index path before the change of the cell at an index path after; nil when it is inserted.
    public var cellBefore: @Sendable (LayoutIndexPath) -> LayoutIndexPath?
    /// The section index after the change of a section before; nil when it is deleted.
    public var sectionAfter: @Sendable (Int) -> Int?
    /// The section index before the change of a section after; nil when it is inserted.
    public var sectionBefore: @Sendable (Int) -> Int?

    /// Creates a matching from its four maps.
    public init(
        cellAfter: @escaping @Sendable (LayoutIndexPath) -> LayoutIndexPath?,
        cellBefore: @escaping @Sendable (LayoutIndexPath) -> LayoutIndexPath?,
        sectionAfter: @escaping @Sendable (Int) -> Int?, sectionBefore: @escaping @Sendable (Int) -> Int?
    ) {
        self.cellAfter = cellAfter
        self.cellBefore = cellBefore
        self.sectionAfter = sectionAfter
        self.sectionBefore = sectionBefore
    }

    /// Every element keeps its index path: the matching of a layout switch over the same data.
    public static let identity = TransitionMatching(
        cellAfter: { $0 }, cellBefore: { $0 }, sectionAfter: { $0 }, sectionBefore: { $0 })

    /// The index path after the change of an element at `indexPath` before it.
    func after(_ category: ElementCategory, _ indexPath: LayoutIndexPath) -> LayoutIndexPath? {
        if category == .cell { return cellAfter(indexPath) }
        return sectionAfter(indexPath.section).map { LayoutIndexPath(item: indexPath.item, section: $0) }
    }

    /// The index path before the change of an element at `indexPath` after it.
    func before(_ category: ElementCategory, _ indexPath: LayoutIndexPath) -> LayoutIndexPath? {
        if category == .cell { return cellBefore(indexPath) }
        return sectionBefore(indexPath.section).map { LayoutIndexPath(item: indexPath.item, section: $0) }
    }
}

extension HeadlessCollectionView {
    /// The transition from this view to `other`, a later state of it (another layout, other data):
    /// every element displayed in either state, each with its attributes in both (R-TRANS-3).
    ///
    /// An element displayed in one state only takes, for the other, its attributes in that state's
    /// layout wherever they are — a cell that scrolls into view comes from its old frame — and has
    /// no attributes there only when it does not exist in it (inserted, deleted, or a kind the other
    /// layout lacks).
    ///
    /// - Parameters:
    ///   - other: The state after the change.
    ///   - matching: Which element of one state is which of the other; ``TransitionMatching/identity``
    ///     for a layout switch.
    /// - Complexity: O(elements displayed in both states), plus one query per element displayed in
    ///   one state only.
    ///
    /// Implements R-TRANS-3.
    public func transition(to other: HeadlessCollectionView, matching: TransitionMatching = .identity)
        -> LayoutTransition
    {
        LayoutTransition(
            pairing: visibleElements(), with: other.visibleElements(),
            placeAfter: { element in
                matching.after(element.category, element.indexPath).map {
                    ElementID(category: element.category, elementKind: element.elementKind, indexPath: $0)
                }
            },
            placeBefore: { element in
                matching.before(element.category, element.indexPath).map {
                    ElementID(category: element.category, elementKind: element.elementKind, indexPath: $0)
                }
            },
            attributesAfter: { other.preparedLayout.attributes(of: $0) },
            attributesBefore: { preparedLayout.attributes(of: $0) })
    }

    /// The transition to this view solved with `layout` instead (the same data, environment and
    /// offsets, the content offset brought into the new range): the headless counterpart of
    /// `UICollectionView.startInteractiveTransition(to:completion:)` (R-TRANS-5).
    ///
    /// - Throws: ``HeadlessError/layout(_:)`` when `layout` cannot be prepared.
    public func interactiveTransition(to layout: CompositionalLayout) throws(HeadlessError)
        -> InteractiveLayoutTransition<SectionID>
    {
        var next = self
        _ = try next.reload(
            layout: layout, environment: environment, sectionIdentifiers: sectionIdentifiers,
            itemCounts: itemCounts)
        return InteractiveLayoutTransition(from: self, to: next)
    }
}

extension PreparedLayout {
    /// The natural attributes of the element `id` names, or nil when this layout has no such
    /// element.
    func attributes(of id: ElementID) -> LayoutAttributes? {
        switch id.category {
        case .cell: return attributes(forItemAt: id.indexPath)
        case .supplementary: return attributes(forSupplementaryOfKind: id.elementKind ?? "", at: id.indexPath)
        case .decoration: return attributes(forDecorationOfKind: id.elementKind ?? "", at: id.indexPath)
        }
    }
}

/// A layout transition driven by the app, for example by a pinch (R-TRANS-5): two states of a
/// view, the transition between them and the progress reached.
///
/// ```swift
/// var transition = try view.interactiveTransition(to: listLayout)
/// transition.transitionProgress = 0.5
/// let halfway = transition.visibleElements()
/// view = transition.finish()   // or transition.cancel()
/// ```
public struct InteractiveLayoutTransition<SectionID: Hashable & Sendable>: Sendable {
    /// The view with the current layout.
    public let from: HeadlessCollectionView<SectionID>
    /// The view with the next layout.
    public let to: HeadlessCollectionView<SectionID>
    /// Every displayed element with its attributes in both layouts.
    public let transition: LayoutTransition
    /// How far the transition is, 0 (the current layout) … 1 (the next); values outside are drawn
    /// as the nearest end (R-TRANS-1).
    public var transitionProgress: Double = 0

    /// Creates the transition between two states of a view.
    public init(from: HeadlessCollectionView<SectionID>, to: HeadlessCollectionView<SectionID>) {
        self.from = from
        self.to = to
        self.transition = from.transition(to: to)
    }

    /// The viewport at ``transitionProgress``: between the two views' visible rects.
    public var visibleRect: Rect {
        Rect.interpolating(from: from.visibleRect, to: to.visibleRect, progress: transitionProgress)
    }

    /// What is displayed at ``transitionProgress``: the elements drawn then (R-TRANS-4) whose
    /// frame overlaps ``visibleRect``.
    public func visibleElements() -> [LayoutAttributes] {
        let viewport = visibleRect
        return transition.elements(atProgress: transitionProgress).filter {
            $0.frame.overlapsForQuery(viewport)
        }
    }

    /// The elements displayed at ``transitionProgress`` whose frame overlaps `rect`.
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        transition.elements(atProgress: transitionProgress).filter { $0.frame.overlapsForQuery(rect) }
    }

    /// The view to keep when the transition finishes: the one with the next layout.
    public func finish() -> HeadlessCollectionView<SectionID> { to }

    /// The view to keep when the transition is cancelled: the one with the current layout.
    public func cancel() -> HeadlessCollectionView<SectionID> { from }
}
