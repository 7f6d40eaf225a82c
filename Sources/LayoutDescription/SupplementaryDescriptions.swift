import CollectionLayout

/// An anchored supplementary (R-ANCHOR).
public struct AnchoredItemDescription: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The size.
    public var size: LayoutSize
    /// The anchor on the container.
    public var containerAnchor: AnchorDescription
    /// The anchor on the supplementary itself.
    public var itemAnchor: AnchorDescription?
    /// The zIndex.
    public var zIndex: Int?

    /// Creates an anchored supplementary.
    public init(kind: String, size: LayoutSize, containerAnchor: AnchorDescription) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
    }
}

/// Edges of a rectangle, for anchors.
public enum AnchorEdgeDescription: String, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing
}

/// An anchor: edges and an optional offset.
public struct AnchorDescription: Hashable, Sendable {
    /// The edges.
    public var edges: [AnchorEdgeDescription]
    /// An offset in fractions of the supplementary's size.
    public var fractionalOffset: Point?
    /// An offset in points.
    public var absoluteOffset: Point?

    /// Creates an anchor.
    public init(edges: [AnchorEdgeDescription], fractionalOffset: Point? = nil, absoluteOffset: Point? = nil)
    {
        self.edges = edges
        self.fractionalOffset = fractionalOffset
        self.absoluteOffset = absoluteOffset
    }
}

/// Alignments of boundary items (Apple's `NSRectAlignment` without `none`).
public enum BoundaryAlignmentDescription: String, Hashable, Sendable, CaseIterable {
    /// Above the section.
    case top
    /// Above, at the leading side.
    case topLeading
    /// At the leading side.
    case leading
    /// Below, at the leading side.
    case bottomLeading
    /// Below the section.
    case bottom
    /// Below, at the trailing side.
    case bottomTrailing
    /// At the trailing side.
    case trailing
    /// Above, at the trailing side.
    case topTrailing
}

/// A boundary supplementary item (R-BOUNDARY).
public struct BoundaryItemDescription: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The size.
    public var size: LayoutSize
    /// Where it sits.
    public var alignment: BoundaryAlignmentDescription
    /// An absolute offset.
    public var offset: Point?
    /// Whether it extends the section.
    public var extendsBoundary: Bool?
    /// Whether it pins while scrolling.
    public var pinToVisibleBounds: Bool?
    /// The zIndex.
    public var zIndex: Int?

    /// Creates a boundary item.
    public init(kind: String, size: LayoutSize, alignment: BoundaryAlignmentDescription) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
    }
}

/// A decoration item: a section background (R-DECOR).
public struct DecorationItemDescription: Hashable, Sendable {
    /// The element kind of the background.
    public var background: String
    /// Insets of the background.
    public var contentInsets: DirectionalEdgeInsets?
    /// The zIndex.
    public var zIndex: Int?

    /// Creates a decoration item.
    public init(background: String) {
        self.background = background
    }
}
