/// A solved section (R-SECTION): where its instances go, without per-item storage.
///
/// Positions along the scroll axis are relative to ``start`` until stacking sets it
/// (R-STACK-1); everything is in the solver's left-to-right space (R-RTL-1).
struct SectionGeometry: Sendable {
    /// Items in the section.
    var itemCount: Int
    /// The solved top-level group; nil for a section without geometry (R-SECTION-6).
    var template: Template?
    /// Start of the section along the scroll axis.
    var start: Double = 0
    /// Length of the section along the scroll axis (R-SECTION-5).
    var length: Double
    /// Origin of instance 0; its scroll-axis coordinate is relative to ``start``
    /// (R-SECTION-2, R-SECTION-4, R-ORTHO-2).
    var firstInstanceOrigin: Point
    /// The axis along which instances repeat: the scroll axis, or the cross axis for orthogonal
    /// sections (R-ORTHO-2).
    var advanceAxis: Axis
    /// Distance between consecutive instances along ``advanceAxis`` (R-SECTION-4).
    var pitch: Double
    /// The scrolling row of an orthogonal section (R-ORTHO), nil for ordinary sections.
    var orthogonalRow: OrthogonalRow?
    /// Number of instances, `⌈c / k⌉`.
    var instanceCount: Int
    /// Extent of the last instance along the scroll axis after trimming (R-SECTION-3).
    var lastInstanceExtent: Double
    /// The far edge of the top-level groups across the scroll axis before their edge-spacing
    /// shift (R-STACK-6), nil when the section places no group.
    var crossFarEdge: Double?
    /// Lowest and highest coordinate along the scroll axis that any element of the section reaches,
    /// relative to ``start`` (elements may overflow the section).
    var elementsMin: Double
    var elementsMax: Double
    /// The content box along the scroll axis, relative to ``start`` (R-SECTION-5): where
    /// pinned items stop (R-PIN-2, R-PIN-3).
    var contentBoxStart = 0.0
    var contentBoxEnd = 0.0
    /// Boundary supplementary items in declaration order (R-BOUNDARY, R-QUERY-3).
    var boundaryItems: [PlacedBoundaryItem] = []
    /// Decorations in declaration order (R-DECOR-5).
    var decorations: [PlacedDecoration] = []
    /// The section's visible-items invalidation handler (R-HANDLER).
    var visibleItemsHandler: VisibleItemsInvalidationHandler?
    /// Whether the section has decorations, which promotes its cells to zIndex 1 (R-Z-1).
    var hasDecorations = false
    /// Measurements and instance offsets of a self-sizing section (R-EST); nil otherwise.
    var sizing: SectionSizing?
    /// The items of a waterfall section (R-WATERFALL), which has no template; nil otherwise.
    var waterfall: WaterfallSection?
    /// The lines of a flow section (R-FLOW), which has no template; nil otherwise.
    var flow: FlowSection?

    /// Items per instance, 0 without geometry.
    var itemsPerInstance: Int { template?.itemCount ?? 0 }

    /// A section with no geometry: no items, or an empty template (R-SECTION-6).
    ///
    /// Implements R-SECTION-6.
    static func empty(itemCount: Int) -> SectionGeometry {
        SectionGeometry(
            itemCount: itemCount, template: nil, length: 0, firstInstanceOrigin: .zero,
            advanceAxis: .vertical, pitch: 0,
            instanceCount: 0, lastInstanceExtent: 0, crossFarEdge: nil, elementsMin: 0, elementsMax: 0)
    }

    /// Moves every instance along `axis` (used when boundary items extend the section start).
    mutating func shiftInstances(by delta: Double, along axis: Axis) {
        firstInstanceOrigin[axis] += delta
    }
}
