/// A supplementary view anchored to an item or a group, such as a badge (Apple's
/// `NSCollectionLayoutSupplementaryItem`, R-ANCHOR).
public struct LayoutSupplementaryItem: Hashable, Sendable {
    /// The supplementary's size, resolved against its container (R-ANCHOR-1).
    public var layoutSize: LayoutSize
    /// The element kind reported with the attributes.
    public var elementKind: String
    /// Where on the container the supplementary attaches.
    public var containerAnchor: LayoutAnchor
    /// Which point of the supplementary meets the container anchor; nil uses the container
    /// anchor's edges with no offset (R-ANCHOR-3).
    public var itemAnchor: LayoutAnchor?
    /// The stacking order; 1 by default (R-Z-3).
    ///
    /// Implements R-Z-3.
    public var zIndex: Int = 1

    /// Creates an anchored supplementary item.
    public init(
        layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor,
        itemAnchor: LayoutAnchor? = nil
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }
}

/// A header, footer or side view of a section or of the whole layout (Apple's
/// `NSCollectionLayoutBoundarySupplementaryItem`, R-BOUNDARY, R-STACK-3).
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
    /// The item's size (R-CONT-7, R-CONT-8).
    public var layoutSize: LayoutSize
    /// The element kind reported with the attributes.
    public var elementKind: String
    /// Where the item sits; `.none` is rejected (R-BOUNDARY-1).
    public var alignment: RectAlignment
    /// A translation applied after alignment (R-BOUNDARY-6).
    public var offset: Point
    /// Whether the item extends the section (true, the default) or sits inside it (R-BOUNDARY-3,
    /// R-BOUNDARY-7).
    public var extendsBoundary: Bool = true
    /// Whether the item sticks to the visible bounds while its section scrolls by (R-PIN).
    public var pinToVisibleBounds: Bool = false
    /// The stacking order; 1 by default (R-Z-3).
    public var zIndex: Int = 1

    /// Creates a boundary supplementary item.
    public init(
        layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: Point = .zero
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}

/// A decoration view; only section backgrounds exist (Apple's `NSCollectionLayoutDecorationItem`,
/// R-DECOR).
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The element kind reported with the attributes.
    public var elementKind: String
    /// Insets of the background inside the section frame (R-DECOR-1).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The stacking order; 0 by default, negative allowed (R-DECOR-2).
    ///
    /// Implements R-DECOR-2.
    public var zIndex: Int = 0

    /// A background covering its section (R-DECOR-1).
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }

    private init(elementKind: String) {
        self.elementKind = elementKind
    }
}
