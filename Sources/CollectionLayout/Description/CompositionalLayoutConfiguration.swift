/// The direction in which the collection view scrolls (Apple's `UICollectionView.ScrollDirection`).
public enum ScrollDirection: Hashable, Sendable, CaseIterable {
    /// Sections stack top to bottom.
    case vertical
    /// Sections stack leading to trailing (R-HORIZ).
    case horizontal

    /// The scroll axis.
    public var axis: Axis { self == .vertical ? .vertical : .horizontal }
}

/// Layout-wide settings (Apple's `UICollectionViewCompositionalLayoutConfiguration`).
public struct CompositionalLayoutConfiguration: Sendable {
    /// The scroll direction; vertical by default.
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections, including around empty ones (R-STACK-1).
    public var interSectionSpacing: Double = 0
    /// The reference insets for every section whose own reference is `.automatic`;
    /// `.automatic` behaves as `.safeArea` (R-REF-3).
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Headers, footers and side views of the whole layout (R-STACK-3, R-STACK-4).
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    /// Creates the default configuration.
    public init() {}
}
