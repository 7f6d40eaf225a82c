import CollectionLayout
import Foundation
import HeadlessCollectionView

/// A headless stand-in for Apple's `UICollectionView`: a ``UIScrollView`` over a `HeadlessCollectionView`,
/// with bounds, insets, a data source, a delegate and a layout, answering the queries UIKit code
/// makes — no drawing and no scrolling physics.
///
/// The environment the layout sees is built from ``frame`` (the container size), ``safeAreaInsets``
/// and ``directionalLayoutMargins`` (R-PROVIDER-1, R-REF). For a
/// ``UICollectionViewCompositionalLayout`` the scroll state — ``contentOffset``,
/// ``adjustedContentInset``, the offsets of orthogonal rows — and what is visible belong to the
/// headless collection view the collection view keeps: it starts at the top of the content (at its
/// trailing end for horizontal right-to-left layouts), keeps offsets in range when the layout
/// changes, measures self-sizing cells through ``preferredSizeProvider`` and re-solves once for
/// each change of bounds, traits or data. Layouts are solved without pixel rounding unless
/// ``displayScale`` is set, and mirrored for right-to-left when ``semanticContentAttribute`` is
/// `.forceRightToLeft`.
///
/// Cells and supplementary views are headless records: the data source is asked for the visible
/// ones, as UIKit asks, and ``cellForItem(at:)`` returns what it configured.
open class UICollectionView: UIScrollView {
    /// The view's frame; its size is the size of the layout's container.
    public override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            let offset = lastKnownContentOffset
            layoutBoundsChanged(
                from: CGRect(origin: offset, size: oldValue.size),
                to: CGRect(origin: offset, size: frame.size))
        }
    }
    /// The visible content rectangle: ``contentOffset`` and the frame's size; while the layout is
    /// asked whether a bounds change invalidates it, the bounds before the change, as in UIKit.
    public override var bounds: CGRect {
        get { boundsBeforeChange ?? super.bounds }
        set { super.bounds = newValue }
    }
    /// The bounds before the change the layout is being asked about, if any.
    var boundsBeforeChange: CGRect?
    /// The scroll position, not clamped when set (as in `UIScrollView`).
    ///
    /// With a ``UICollectionViewCompositionalLayout`` the headless view owns it: it starts at the
    /// smallest offset, `−adjustedContentInset.top` (the largest x for horizontal right-to-left
    /// layouts, whose first section is at the right end) (R-SCROLL-3, R-RTL-3), and re-solves
    /// keep it in range (R-SCROLL-6). Moving it measures the self-sizing elements it reveals
    /// (see ``preferredSizeProvider``) and tells the delegate's `scrollViewDidScroll(_:)`. With other
    /// layouts it is stored as set, zero initially.
    public override var contentOffset: CGPoint {
        get { currentContentOffset }
        set { moveContentOffset(to: newValue) }
    }
    /// The size of the scrollable content, from the layout; setting it has no effect (the layout
    /// decides, as in UIKit).
    public override var contentSize: CGSize {
        get { collectionViewLayout.collectionViewContentSize }
        set {}
    }
    /// The content inset plus the safe-area insets on the scroll-axis edges (R-SCROLL-2), from
    /// the headless view; ``contentInset`` alone for layouts other than
    /// ``UICollectionViewCompositionalLayout``, whose scroll axis is unknown.
    public override var adjustedContentInset: UIEdgeInsets { currentAdjustedContentInset }
    /// Extra scrollable space around the content; zero by default.
    public override var contentInset: UIEdgeInsets {
        didSet {
            guard contentInset != oldValue, storage != nil else { return }
            let inset = contentInset.directional(rightToLeft: false)
            updateHeadlessView { view throws(HeadlessError) in try view.setContentInset(inset) }
        }
    }
    /// The safe-area insets. On iOS the view hierarchy sets them; here they are set directly
    /// (zero by default). The layout uses their cross-axis part (R-REF-2).
    public var safeAreaInsets: UIEdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// The layout margins, measured from the safe area (R-REF-4); zero by default here.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero {
        didSet { if directionalLayoutMargins != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// Whether the content is laid out right to left; `.forceRightToLeft` mirrors every frame
    /// (R-RTL). Left to right otherwise.
    public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// The display's points-to-pixels scale, or nil (the default) for exact frames. On iOS the
    /// screen decides; here it is set directly. With a scale, frames are rounded to the pixel grid
    /// as current UIKit rounds them (R-ROUND-2).
    public var displayScale: CGFloat? {
        didSet { if displayScale != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// Traits to report instead of the derived ones (not part of UIKit, where the window and the
    /// view controllers decide); nil by default. Only the traits it specifies override: the rest
    /// stay derived (see ``traitCollection``). Setting it re-solves the layout on the next query,
    /// with section providers called again.
    public var overrideTraitCollection: UITraitCollection? {
        didSet { if overrideTraitCollection != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// The object that supplies sections, items, cells and supplementary views; held weakly, as in
    /// UIKit.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The object told about selection and display; held weakly, as in UIKit.
    public weak var delegate: (any UICollectionViewDelegate)?
    /// Whether items can be selected; true by default.
    public var allowsSelection = true
    /// Whether more than one item can be selected at once; false by default.
    public var allowsMultipleSelection = false
    /// The layout. Setting it switches layouts without animation, as
    /// ``setCollectionViewLayout(_:animated:)`` does, except that the new layout is prepared at the
    /// next query rather than at once: the content offset is kept, brought into the new content's
    /// range.
    public var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { switchLayout(to: newValue) }
    }
    /// Storage of ``collectionViewLayout``.
    var storedLayout: UICollectionViewLayout

    /// A layout switch waiting for the new layout's first solve.
    var pendingLayoutSwitch: PendingLayoutSwitch?
    /// The batch of updates being recorded by ``performBatchUpdates(_:completion:)``, if any.
    var pendingBatch: PendingBatch?
    /// Item counts read from the data source, cached until ``reloadData()``.
    var cachedItemCounts: [Int]?
    /// The headless collection view that owns the scroll state; nil until a compositional layout
    /// first solves.
    var storage: HeadlessStorage?
    /// The content offset while there is no headless view (before the first solve, or for layouts
    /// other than ``UICollectionViewCompositionalLayout``).
    var detachedContentOffset: CGPoint?
    /// A snapshot a diffable data source applied that the headless view has not taken yet.
    var pendingApply: PendingApply?
    /// The data of before an interactive movement, while the data source commits it (R-MOVE-6).
    var movementCommit: MovementCommit?
    /// What the last animated update moved where, for the layout's appearing and disappearing
    /// attributes (R-ANIM-2).
    var updateTransition: LayoutTransition?
    /// The update items of the snapshot just applied, for the layout's update hooks
    /// (R-UPDATEHOOK-2).
    var pendingUpdateItems: [UICollectionViewUpdateItem]?
    /// The cells and supplementary views configured for the visible elements, and the selection.
    var records = DisplayRecords()
    /// The selected items.
    var selectedIndexPaths: Set<IndexPath> = []
    /// Registered cell and supplementary classes by reuse identifier.
    var registeredClasses = RegisteredClasses()
    /// Connects ``preferredSizeProvider`` and ``preferredSupplementarySizeProvider`` to the
    /// headless view.
    let sizeBridge = SizeProviderBridge()
    /// The prefetch data source, its switch and the prefetch events waiting for the next layout
    /// pass.
    let prefetchBridge = PrefetchBridge()

    /// A collection view of the given frame using `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.storedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        sizeBridge.collectionView = self
    }

    /// A collection view decoded from an archive; nothing is archived here, so this is always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the collection view: brings the layout and the visible cells up to date, then
    /// tells the ``prefetchDataSource`` what the scrolling since the last pass asks for (cancels
    /// first). Override it as in UIKit, calling `super.layoutSubviews()`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        performLayoutPass()
    }

    /// Reads the section and item counts from the data source again and invalidates the layout;
    /// the cells are asked for again and the selection is cleared.
    public func reloadData() {
        cachedItemCounts = nil
        selectedIndexPaths = []
        records.dropConfiguredViews()
        collectionViewLayout.invalidateLayout()
    }

    /// Forgets the cached item counts and invalidates the layout, keeping the configured cells (a
    /// diffable data source decides which to configure again).
    func cachedItemCountsNeedReload() {
        cachedItemCounts = nil
        collectionViewLayout.invalidateLayout()
    }

    /// The number of items in every section, from the data source (no sections without one).
    var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            counts = (0..<max(sections, 0)).map {
                dataSource.collectionView(self, numberOfItemsInSection: $0)
            }
        }
        cachedItemCounts = counts
        return counts
    }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The layout direction: right to left only for `.forceRightToLeft`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The attributes of the cell at `indexPath`, from the layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, from the layout.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The environment a layout is solved in (R-PROVIDER-1, R-REF).
    var layoutEnvironment: LayoutEnvironment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return LayoutEnvironment(
            containerSize: Size(frame.size),
            safeAreaInsets: safeAreaInsets.directional(rightToLeft: rightToLeft),
            layoutMargins: directionalLayoutMargins.value,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: displayScale.map(Double.init))
    }

    /// What a compositional layout is solved for: the environment, the item counts and the traits.
    var solveInputs: SolveInputs {
        SolveInputs(environment: layoutEnvironment, itemCounts: itemCounts, traitCollection: traitCollection)
    }
}

extension UICollectionView {
    /// The element kind of section headers, with Apple's value
    /// (`"UICollectionElementKindSectionHeader"`), which the engine's list sections use too.
    public static let elementKindSectionHeader = LayoutListConfiguration.headerElementKind
    /// The element kind of section footers, with Apple's value
    /// (`"UICollectionElementKindSectionFooter"`), which the engine's list sections use too.
    public static let elementKindSectionFooter = LayoutListConfiguration.footerElementKind

    /// The direction in which a collection view scrolls (Apple's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable, CaseIterable {
        /// Sections stack top to bottom.
        case vertical = 0
        /// Sections stack leading to trailing (R-HORIZ).
        case horizontal = 1
    }

    /// What kind of element a set of layout attributes describes (Apple's
    /// `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Hashable, Sendable, CaseIterable {
        /// A cell.
        case cell = 0
        /// A supplementary view: a header, footer or badge.
        case supplementaryView = 1
        /// A decoration view: a section background.
        case decorationView = 2
    }
}
