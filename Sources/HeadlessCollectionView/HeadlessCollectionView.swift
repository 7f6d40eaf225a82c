import CollectionLayout

/// A collection view without pixels: it owns the layout, the data, the bounds and every scroll
/// offset, and answers what is on screen now (Layout rules: scrolling).
///
/// The view is a value. Mutations are `mutating` methods that validate their input, compute the
/// complete new state, commit it and **return the events they caused** (R-EVENT-1) instead of
/// calling observers:
///
/// - Reentrancy is impossible by construction (R-APPLY-4): no user code runs while the view is
///   half-updated except section providers and visible-items invalidation handlers, which are
///   `@Sendable` closures that receive no reference to the view. A copy they captured is a separate
///   value, and a reentrant mutation of the same variable through a reference is diagnosed by Swift's
///   exclusivity enforcement rather than corrupting state.
/// - Copies never share observers, and the view is `Sendable` without locks; hand it to whatever
///   actor owns it. It is not internally synchronised (callers serialise access, as with any value).
/// - A failed mutation throws ``HeadlessError`` and changes nothing.
///
/// Sections are identified by `SectionID`. Orthogonal offsets are stored per identifier
/// (R-ORTHO-17), so they follow a section when sections are reordered and survive re-solves.
/// Views created from item counts alone use the section index as identifier
/// (`HeadlessCollectionView<Int>`); ``setSections(_:itemCounts:)`` is the hook through which a
/// snapshot supplies its own identifiers.
///
/// ```swift
/// var view = try HeadlessCollectionView(
///     layout: layout, itemCounts: [20, 20], boundsSize: Size(width: 390, height: 844))
/// let events = try view.setContentOffset(Point(x: 0, y: 500))
/// let onScreen = view.visibleElements()
/// ```
public struct HeadlessCollectionView<SectionID: Hashable & Sendable>: Sendable {
    /// The events a mutation of this view returns.
    public typealias Event = HeadlessEvent<SectionID>

    /// The layout description; providers re-run whenever the view re-solves (R-PROVIDER-3).
    public internal(set) var layout: CompositionalLayout
    /// The layout solved for the current environment and data (R-SCROLL-1).
    public internal(set) var preparedLayout: PreparedLayout
    /// The identifier of each section, in section order.
    public internal(set) var sectionIdentifiers: [SectionID]
    /// The number of items in each section.
    public internal(set) var itemCounts: [Int]
    /// The environment: bounds size (`container.contentSize`), safe area, margins, direction and scale.
    public internal(set) var environment: LayoutEnvironment
    /// Extra scrollable space around the content, in physical edges as `UIScrollView.contentInset`
    /// (`leading` = left, `trailing` = right); zero by default (Layout rules, Defaults).
    public internal(set) var contentInset: DirectionalEdgeInsets
    /// The bounds origin in content coordinates; starts at ``initialContentOffset`` (Layout rules, Defaults).
    public internal(set) var contentOffset: Point
    /// The options every re-solve prepares the layout with.
    public let prepareOptions: PrepareOptions

    var orthogonal: OrthogonalOffsetStore<SectionID>
    /// The size provider and the self-sizing switches (R-SIZING, R-SCROLL-7).
    var sizing: SelfSizingState
    /// What the last state change showed, for the events of R-EVENT-2.
    var visibleSet: VisibleSet
    /// The array the displayed elements of each mutation are written into, reused so that a scroll
    /// step allocates no result array (``finishChange(previousContentSize:orthogonalChanges:undo:)``);
    /// it keeps the last step's elements until the next.
    var displayBuffer: [LayoutAttributes] = []
    /// The interactive movement in progress, if any (R-MOVE-1); read it through
    /// ``interactiveMovement``, which also checks that it still applies (R-MOVE-8).
    var movement: InteractiveMovement?
    /// The prefetching state machine (R-PREFETCH-3); off by default.
    var prefetching = PrefetchState()

    /// Creates a view whose sections carry the given identifiers.
    ///
    /// The content offset starts at the minimum of its range (at the maximum x for horizontal
    /// right-to-left layouts, R-RTL-3); orthogonal rows start at the beginning of their range
    /// (R-ORTHO-10). With a `sizeProvider`, the elements visible at that offset are measured
    /// (R-SIZING-2) — every element with `measuresEagerly` (R-SIZING-4) — before the
    /// initializer returns.
    ///
    /// - Parameters:
    ///   - layout: The layout to solve.
    ///   - sectionIdentifiers: One identifier per section, unique.
    ///   - itemCounts: The number of items of each section, as many as `sectionIdentifiers`.
    ///   - environment: The container size, safe area, display scale and traits to solve in.
    ///   - contentInset: Extra scrollable space around the content (``contentInset``).
    ///   - options: How the layout is prepared (strictness, limits).
    ///   - sizeProvider: Measures self-sizing elements (R-SIZING-1); nil keeps every estimate.
    ///   - measuresEagerly: Measure every element, not only visible ones (R-SIZING-4).
    ///   - anchorsScrollPosition: Scroll anchoring (R-SCROLL-7), on by default.
    /// - Throws: ``HeadlessError/sectionCountMismatch(identifiers:itemCounts:)``,
    ///   ``HeadlessError/duplicateSectionIdentifier(index:)``,
    ///   ``HeadlessError/invalidContentInset(_:)``, ``HeadlessError/layout(_:)`` when the layout
    ///   cannot be prepared (negative counts, a bad environment, a bad description), or with
    ///   `LayoutError.invalidPreferredSize(_:element:section:)` when the provider answers a NaN,
    ///   infinite or negative length.
    public init(
        layout: CompositionalLayout, sectionIdentifiers: [SectionID], itemCounts: [Int],
        environment: LayoutEnvironment, contentInset: DirectionalEdgeInsets = .zero,
        options: PrepareOptions = .init(), sizeProvider: SizeProvider? = nil, measuresEagerly: Bool = false,
        anchorsScrollPosition: Bool = true
    ) throws(HeadlessError) {
        try Self.check(sectionIdentifiers, itemCounts: itemCounts)
        guard contentInset.isFinite else { throw .invalidContentInset(contentInset) }
        try self.init(
            layout: layout,
            preparedLayout: try Self.prepare(
                layout, environment: environment, itemCounts: itemCounts, options: options),
            sectionIdentifiers: sectionIdentifiers, options: options, contentInset: contentInset,
            sizeProvider: sizeProvider, measuresEagerly: measuresEagerly,
            anchorsScrollPosition: anchorsScrollPosition)
    }

    /// Creates a view around a layout that is already prepared, so that a caller that needed the
    /// prepared layout first (for its diagnostics, or to check a sizes file against it) does not
    /// solve it twice.
    ///
    /// `preparedLayout` must be what `layout.prepare(in:itemCounts:options:)` returned (measured or
    /// not); the view takes its environment and item counts from it and solves `layout` again with
    /// `options` when its data changes. Otherwise as
    /// ``init(layout:sectionIdentifiers:itemCounts:environment:contentInset:options:sizeProvider:measuresEagerly:anchorsScrollPosition:)``.
    ///
    /// - Parameters:
    ///   - layout: The layout `preparedLayout` was prepared from.
    ///   - preparedLayout: The prepared layout the view starts with.
    ///   - sectionIdentifiers: One identifier per section of `preparedLayout`, unique.
    ///   - options: The options `preparedLayout` was prepared with.
    ///   - contentInset: Extra scrollable space around the content (``contentInset``).
    ///   - sizeProvider: Measures self-sizing elements (R-SIZING-1); nil keeps every estimate.
    ///   - measuresEagerly: Measure every element, not only visible ones (R-SIZING-4).
    ///   - anchorsScrollPosition: Scroll anchoring (R-SCROLL-7), on by default.
    /// - Throws: ``HeadlessError/sectionCountMismatch(identifiers:itemCounts:)``,
    ///   ``HeadlessError/duplicateSectionIdentifier(index:)``,
    ///   ``HeadlessError/invalidContentInset(_:)``, ``HeadlessError/layout(_:)`` (with
    ///   `LayoutError.invalidPreferredSize(_:element:section:)` when measuring the first visible
    ///   elements fails).
    public init(
        layout: CompositionalLayout, preparedLayout: PreparedLayout, sectionIdentifiers: [SectionID],
        options: PrepareOptions = .init(), contentInset: DirectionalEdgeInsets = .zero,
        sizeProvider: SizeProvider? = nil, measuresEagerly: Bool = false, anchorsScrollPosition: Bool = true
    ) throws(HeadlessError) {
        let itemCounts = (0..<preparedLayout.numberOfSections).map {
            preparedLayout.numberOfItems(inSection: $0) ?? 0
        }
        try Self.check(sectionIdentifiers, itemCounts: itemCounts)
        guard contentInset.isFinite else { throw .invalidContentInset(contentInset) }
        self.layout = layout
        self.preparedLayout = preparedLayout
        self.sectionIdentifiers = sectionIdentifiers
        self.itemCounts = itemCounts
        self.environment = preparedLayout.environment
        self.contentInset = contentInset
        self.prepareOptions = options
        self.orthogonal =
            OrthogonalOffsetStore().resolved(for: preparedLayout, identifiers: sectionIdentifiers).store
        self.contentOffset =
            ScrollGeometry(layout: preparedLayout, contentInset: contentInset).initialContentOffset
        self.visibleSet = VisibleSet()
        self.sizing = SelfSizingState(
            provider: sizeProvider, measuresEagerly: measuresEagerly,
            anchorsScrollPosition: anchorsScrollPosition)
        try selfSize()
        _ = visibleSet.update(with: visibleElements())
    }

    // MARK: - State

    /// The bounds size: the environment's container size.
    public var boundsSize: Size { environment.container.contentSize }

    /// The size of the scrollable content (R-STACK-5).
    public var contentSize: Size { preparedLayout.contentSize }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The layout's scroll axis.
    public var scrollAxis: Axis { preparedLayout.scrollDirection.axis }

    /// The bounds at the current offset: the viewport in content coordinates.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: boundsSize) }

    /// The index of the section with `identifier`, or nil.
    ///
    /// - Complexity: O(sections).
    public func index(ofSection identifier: SectionID) -> Int? {
        sectionIdentifiers.firstIndex(of: identifier)
    }

    // MARK: - What is on screen

    /// Every element on screen now, with final frames (R-SCROLL-4): pinned items placed
    /// (R-PIN), orthogonal rows shifted by their offsets and clipped (R-ORTHO-6),
    /// invalidation-handler mutations applied and hidden elements omitted (R-HANDLER-5), in the
    /// order of R-QUERY-3. During an interactive movement the moving item is centred on the finger
    /// (R-MOVE-4).
    ///
    /// Computed on each call from the current state; sections' invalidation handlers run each time
    /// (R-HANDLER-1).
    ///
    /// - Complexity: O(log sections + sections crossed + elements displayed).
    public func visibleElements() -> [LayoutAttributes] {
        var elements = preparedLayout.displayedElements(
            contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
            orthogonalOffsets: orthogonal.byIndex)
        placeInteractivelyMovingItem(in: &elements)
        return elements
    }

    /// The identities of the elements visible in the current state, in R-QUERY-3 order.
    ///
    /// Kept up to date by every mutation; reading it runs no invalidation handler.
    public var visibleElementIDs: [ElementID] { visibleSet.elementIDs }

    /// The index paths of the visible cells, in section and item order.
    public var visibleItemIndexPaths: [LayoutIndexPath] { visibleSet.cellIndexPaths }

    // MARK: - Helpers

    static func check(_ identifiers: [SectionID], itemCounts: [Int]) throws(HeadlessError) {
        guard identifiers.count == itemCounts.count else {
            throw .sectionCountMismatch(identifiers: identifiers.count, itemCounts: itemCounts.count)
        }
        var seen = Set<SectionID>(minimumCapacity: identifiers.count)
        for (index, identifier) in identifiers.enumerated() where !seen.insert(identifier).inserted {
            throw .duplicateSectionIdentifier(index: index)
        }
    }

    static func prepare(
        _ layout: CompositionalLayout, environment: LayoutEnvironment, itemCounts: [Int],
        options: PrepareOptions
    ) throws(HeadlessError) -> PreparedLayout {
        do {
            return try layout.prepare(in: environment, itemCounts: itemCounts, options: options)
        } catch {
            throw .layout(error)
        }
    }

    /// The scroll geometry of the current state (the engine owns the rules, R-SCROLL-2, R-SCROLL-3).
    var scrollGeometry: ScrollGeometry { ScrollGeometry(layout: preparedLayout, contentInset: contentInset) }

    /// Throws unless `section` exists.
    func checkSection(_ section: Int) throws(HeadlessError) {
        guard section >= 0, section < numberOfSections else { throw .sectionOutOfRange(section) }
    }
}

extension HeadlessCollectionView where SectionID == Int {
    /// Creates a view whose sections are identified by their index (no snapshot).
    ///
    /// The self-sizing parameters are those of
    /// ``init(layout:sectionIdentifiers:itemCounts:environment:contentInset:options:sizeProvider:measuresEagerly:anchorsScrollPosition:)``.
    ///
    /// - Throws: ``HeadlessError/layout(_:)`` when the layout cannot be prepared (for example a
    ///   negative item count), ``HeadlessError/invalidContentInset(_:)``,
    ///   ``HeadlessError/layout(_:)`` with `LayoutError.invalidPreferredSize(_:element:section:)`.
    public init(
        layout: CompositionalLayout, itemCounts: [Int], environment: LayoutEnvironment,
        contentInset: DirectionalEdgeInsets = .zero, options: PrepareOptions = .init(),
        sizeProvider: SizeProvider? = nil, measuresEagerly: Bool = false, anchorsScrollPosition: Bool = true
    ) throws(HeadlessError) {
        try self.init(
            layout: layout, sectionIdentifiers: Array(itemCounts.indices), itemCounts: itemCounts,
            environment: environment, contentInset: contentInset, options: options,
            sizeProvider: sizeProvider,
            measuresEagerly: measuresEagerly, anchorsScrollPosition: anchorsScrollPosition)
    }

    /// Creates a view around a prepared layout whose sections are identified by their index; see
    /// ``init(layout:preparedLayout:sectionIdentifiers:options:contentInset:sizeProvider:measuresEagerly:anchorsScrollPosition:)``.
    ///
    /// - Throws: ``HeadlessError/invalidContentInset(_:)``, ``HeadlessError/layout(_:)``
    ///   (`LayoutError.invalidPreferredSize(_:element:section:)` for a provider's invalid answer).
    public init(
        layout: CompositionalLayout, preparedLayout: PreparedLayout, options: PrepareOptions = .init(),
        contentInset: DirectionalEdgeInsets = .zero, sizeProvider: SizeProvider? = nil,
        measuresEagerly: Bool = false, anchorsScrollPosition: Bool = true
    ) throws(HeadlessError) {
        try self.init(
            layout: layout, preparedLayout: preparedLayout,
            sectionIdentifiers: Array(0..<preparedLayout.numberOfSections), options: options,
            contentInset: contentInset, sizeProvider: sizeProvider, measuresEagerly: measuresEagerly,
            anchorsScrollPosition: anchorsScrollPosition)
    }

    /// Creates a view of the given bounds size with the default environment (no safe area,
    /// left-to-right, exact math) whose sections are identified by their index.
    ///
    /// The self-sizing parameters are those of
    /// ``init(layout:sectionIdentifiers:itemCounts:environment:contentInset:options:sizeProvider:measuresEagerly:anchorsScrollPosition:)``.
    public init(
        layout: CompositionalLayout, itemCounts: [Int], boundsSize: Size,
        contentInset: DirectionalEdgeInsets = .zero, sizeProvider: SizeProvider? = nil,
        measuresEagerly: Bool = false, anchorsScrollPosition: Bool = true
    ) throws(HeadlessError) {
        try self.init(
            layout: layout, itemCounts: itemCounts, environment: LayoutEnvironment(containerSize: boundsSize),
            contentInset: contentInset, sizeProvider: sizeProvider, measuresEagerly: measuresEagerly,
            anchorsScrollPosition: anchorsScrollPosition)
    }
}
