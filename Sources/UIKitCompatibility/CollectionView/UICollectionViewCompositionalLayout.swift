import CollectionLayout
import Foundation

/// Returns the section for a section index (Apple's `UICollectionViewCompositionalLayoutSectionProvider`);
/// nil is allowed only for a section without items (R-PROVIDER-2).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A compositional layout (Apple's `UICollectionViewCompositionalLayout`): one section for every
/// section, or a section provider, plus a configuration.
///
/// The layout is solved by the `CollectionLayout` engine. A fixed section is copied into engine
/// values when the layout is created, as UIKit copies it; a section provider is called on the
/// thread that queries the layout, once per section each time the layout is solved, and its
/// sections are copied into values that the engine receives through a `@Sendable` provider over
/// those precomputed values. No facade object ever reaches the engine.
///
/// Solving happens lazily on the first query after the layout was created or invalidated, or when
/// the collection view's size, insets or item counts changed. A layout the engine rejects (an
/// invalid dimension, a nil section for a section with items, …) traps with the engine's message,
/// as UIKit raises; ``preparedLayout()`` reports the same problem as a thrown `LayoutError`.
///
/// As in UIKit, apps may subclass it to customise animations (see <doc:LayoutUpdateOverrides>),
/// queries, invalidation or where scrolling stops (see <doc:LayoutInvalidationOverrides>).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Where sections come from.
    enum Source {
        case section(
            LayoutSection, customGroups: [CustomGroupBridge],
            listConfiguration: UICollectionLayoutListConfiguration?)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let source: Source
    /// Opened around the layout's own calls into the engine, the only place where the sections'
    /// visible-items handlers run (see ``VisibleItemsHandlerBridge``).
    let handlerGate: HandlerGate
    var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The last solve and what it was solved for; nil when invalidated.
    var cache: SolveCache?

    /// A layout using `section` for every section, with the default configuration.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout using `section` for every section.
    public init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        let gate = HandlerGate()
        let context = LayoutCopyContext(handlerGate: gate)
        source = .section(
            section.value(context), customGroups: context.customGroups,
            listConfiguration: section.listConfiguration)
        handlerGate = gate
        storedConfiguration = configuration.copy()
    }

    /// A layout asking `sectionProvider` for each section, with the default configuration.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(
            sectionProvider: sectionProvider,
            configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section (R-PROVIDER-1).
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        source = .provider(sectionProvider)
        handlerGate = HandlerGate()
        storedConfiguration = configuration.copy()
    }

    /// The layout's configuration. Setting it stores a copy and invalidates the layout; changes
    /// made through the returned object apply the next time the layout is solved.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// Drops the solved layout when `context` invalidates everything (as the context of
    /// ``UICollectionViewLayout/invalidateLayout()`` does) or the data source counts; the next
    /// query solves again, calling section providers again. Other contexts — those of bounds
    /// changes and self-sizing answers — keep the solve, which is redone anyway when the
    /// collection view's size, insets, traits, item counts or measurements changed (R-INVAL-3).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { cache = nil }
        super.invalidateLayout(with: context)
    }

    /// True when `newBounds` has another size than ``UICollectionView/bounds`` (still the bounds
    /// before the change while the collection view asks): a new size re-solves the layout. A
    /// change of the origin alone — scrolling — answers false: pinned boundary items and
    /// orthogonal rows are placed for the current offset at every query, with no new solve.
    ///
    /// Implements R-INVAL-2.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// True: every answer of ``UICollectionView/preferredSizeProvider`` (or
    /// ``UICollectionView/preferredSupplementarySizeProvider``) replaces the estimate (R-INVAL-5).
    /// Override it to return false for the elements that keep their estimated size.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { true }

    /// Solves the layout for the collection view's current size, insets and item counts unless it
    /// is already solved for them.
    open override func prepare() {
        _ = current
    }

    /// The size of the scrollable content (R-STACK-5, R-STACK-6); zero without a collection
    /// view.
    open override var collectionViewContentSize: CGSize { solvedContentSize }

    /// The attributes of every element in `rect`, mimicking UIKit's group-granular query
    /// (R-QUERY-2): a cell is returned exactly when its top-level group instance overlaps
    /// `rect` — whether or not the cell itself does — so cells overflowing their group can be
    /// missing, as in UIKit. Supplementary and decoration views are returned when their own frame
    /// overlaps `rect` (R-QUERY-1); pinned boundary items at their place for the collection
    /// view's current offset (R-PIN). Frames in orthogonal sections are unscrolled
    /// (R-ORTHO-6) and invalidation handlers do not run: what is displayed is
    /// ``UICollectionView/visibleLayoutAttributes``.
    ///
    /// Order: layout-level boundary items, then section by section its decorations and boundary
    /// items, its cells by index path, its anchored supplementaries (R-QUERY-3). Nil without a
    /// collection view. The engine's exact query is `preparedLayout().elements(in:)`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        groupGranularElements(in: rect)
    }

    /// The attributes of the cell at `indexPath`, visible or not; nil when it does not exist
    /// (R-QUERY-4).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cellAttributes(at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (R-INDEX),
    /// pinned boundary items at their place for the collection view's current offset (R-PIN);
    /// nil when it does not exist (R-QUERY-4).
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath` — (section, position in
    /// `decorationItems`) (R-INDEX-7); nil when it does not exist.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// Where the cell at `itemIndexPath` starts in the last animated update (R-ANIM-2): an
    /// inserted cell at its new frame with alpha 0, a cell that was displayed or existed before at
    /// its attributes before the update. Nil for a cell the update did not display, or when no
    /// animated update happened.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        updateAttributes(.cell, kind: nil, at: itemIndexPath, appearing: true)
    }

    /// Where the cell at `itemIndexPath` (before the update) ends in the last animated update
    /// (R-ANIM-2): a deleted cell where it was with alpha 0, a cell that stays at its new
    /// attributes. Nil for a cell the update did not display, or when no animated update happened.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        updateAttributes(.cell, kind: nil, at: itemIndexPath, appearing: false)
    }

    /// ``initialLayoutAttributesForAppearingItem(at:)`` for supplementary views (R-ANIM-3).
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateAttributes(.supplementary, kind: elementKind, at: elementIndexPath, appearing: true)
    }

    /// ``finalLayoutAttributesForDisappearingItem(at:)`` for supplementary views (R-ANIM-3).
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateAttributes(.supplementary, kind: elementKind, at: elementIndexPath, appearing: false)
    }

    /// ``initialLayoutAttributesForAppearingItem(at:)`` for decoration views (R-ANIM-3).
    open override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateAttributes(.decoration, kind: elementKind, at: decorationIndexPath, appearing: true)
    }

    /// ``finalLayoutAttributesForDisappearingItem(at:)`` for decoration views (R-ANIM-3).
    open override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        updateAttributes(.decoration, kind: elementKind, at: decorationIndexPath, appearing: false)
    }
}

/// What a compositional layout is solved for.
struct SolveInputs: Equatable {
    var environment: LayoutEnvironment
    var itemCounts: [Int]
    /// What section providers and custom-group item providers see as the traits.
    var traitCollection: UITraitCollection
}

/// What the last solve of a layout produced besides the prepared layout, which the collection
/// view's headless view keeps.
struct SolveCache {
    /// What the layout was solved for.
    let inputs: SolveInputs
    /// What the queries need to know about the solved sections.
    let facts: SolveFacts
    /// The engine layout over the solved section values.
    let engineLayout: CompositionalLayout
    /// The custom groups of the solved sections.
    let customGroups: [CustomGroupBridge]
}

/// What the compatibility queries need to know about the solved sections.
struct SolveFacts {
    let sections: [SectionFacts]
    /// The list configuration of each list section, nil for other sections.
    let listConfigurations: [UICollectionLayoutListConfiguration?]
}

/// A solved layout with what the compatibility queries need to know about its sections.
struct SolvedLayout {
    let prepared: PreparedLayout
    let sections: [SectionFacts]
    /// The list configuration of each list section, nil for other sections.
    let listConfigurations: [UICollectionLayoutListConfiguration?]
}

/// What the queries need to know about a section's description.
struct SectionFacts {
    /// The kinds of the section's boundary supplementary items.
    let boundaryKinds: Set<String>
    /// The kinds of those that pin to the visible bounds (R-PIN).
    let pinnedBoundaryKinds: Set<String>

    init(_ section: LayoutSection?) {
        let items = section?.boundarySupplementaryItems ?? []
        boundaryKinds = Set(items.map(\.elementKind))
        pinnedBoundaryKinds = Set(items.filter(\.pinToVisibleBounds).map(\.elementKind))
    }
}

/// Why a layout could not be handed out (not part of UIKit).
public enum UICollectionViewLayoutError: Error, Hashable, Sendable {
    /// The layout is not attached to a collection view, so it has no size and no items.
    case noCollectionView
}
