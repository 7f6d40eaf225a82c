/// Which insets of the environment a section's content is inset by across the scroll axis
/// (Apple's `UIContentInsetsReference`, R-REF).
public enum ContentInsetsReference: Hashable, Sendable, CaseIterable {
    /// The configuration's reference for sections; `.safeArea` for the configuration.
    case automatic
    /// No reference insets.
    case none
    /// The environment's safe-area insets.
    case safeArea
    /// Safe-area insets plus layout margins (R-REF-4).
    case layoutMargins
    /// Layout margins, widened so the content is no wider than the readable width (R-REF-4).
    case readableContent
}

/// One section of a compositional layout (Apple's `NSCollectionLayoutSection`): a top-level group
/// repeated once per `k` items along the advance axis (R-SECTION).
public struct LayoutSection: Sendable {
    /// The top-level group, solved once into a template (the engine's cost model).
    public var group: LayoutGroup
    /// Insets around the section's content (R-SECTION-5, R-CONT-1).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive instances of the top-level group; may be negative (R-SECTION-7).
    public var interGroupSpacing: Double = 0
    /// The reference insets for this section's content; `.automatic` uses the configuration's
    /// (R-REF-3).
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// The reference insets for boundary supplementary items (R-BOUNDARY-9).
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// Whether boundary supplementary items follow the section's cross-axis content insets
    /// (R-BOUNDARY-9).
    public var supplementariesFollowContentInsets: Bool = true
    /// Headers, footers and side views of the section (R-BOUNDARY).
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Whether and how the section scrolls across the layout's scroll axis (R-ORTHO).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Gesture properties of an orthogonal section (R-ORTHO-13, R-ORTHO-16).
    public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    /// Called whenever the section's visible elements are computed, to adjust how they are displayed
    /// (R-HANDLER).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Backgrounds of the section (R-DECOR).
    public var decorationItems: [LayoutDecorationItem] = []
    /// When set, the section places its items in waterfall columns (R-WATERFALL) instead of
    /// repeating ``group``; ``interGroupSpacing`` and ``orthogonalScrollingBehavior`` are then not
    /// used (R-WATERFALL-7). See ``waterfall(_:)``.
    public var waterfall: LayoutWaterfall?

    /// Empty space at the start of the section, before its leading boundary items; set by list
    /// sections for their top padding (R-LIST-4).
    var leadingPadding: Double = 0
    /// The list configuration this section was made from by
    /// ``list(using:layoutEnvironment:)``, nil for other sections. It changes nothing in the solved
    /// geometry; prepared layouts keep it (``PreparedLayout/listConfiguration(inSection:)``) so that
    /// outputs can tell list sections apart (R-LIST-1).
    public internal(set) var listConfiguration: LayoutListConfiguration?

    /// Creates a section from its top-level group.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
