import CollectionLayout

/// What a picture's rendering draws, decided before anything is written: the elements (capped,
/// finite frames only) in drawing order, and the canvas that holds them.
struct RenderPlan: Sendable {
    /// Indexes into ``LayoutPicture/elements`` of the drawn elements, in drawing order (R-Z-6).
    var drawn: [Int]
    /// The number of elements left out by ``SVGRenderer/Options/maximumDrawnElements``, or already
    /// left out of the picture (``LayoutPicture/omittedCounts``).
    var omittedByCap: Int
    /// The number of elements left out because a coordinate or length is not a finite number.
    var omittedAsNonFinite: Int
    /// The area drawn, in content points: the content bounds (or the picture's region), the drawn
    /// elements, the section frames (unless there is a region) and the viewport, grown by the padding.
    var canvas: Rect
    /// The canvas without the padding and the legend.
    var bounds: Rect
    /// The legend below the caption, or nil without one.
    var legend: SVGLegend?

    /// Plans the rendering of `picture`.
    ///
    /// - Complexity: O(n log n) for the n drawn elements (the sort by drawing order).
    init(
        _ picture: LayoutPicture, options: SVGRenderer.Options, legend entries: [LegendEntry] = [],
        notes: [LegendNote] = []
    ) {
        let cap = max(options.maximumDrawnElements, 0)
        var kept: [Int] = []
        kept.reserveCapacity(min(picture.elements.count, cap))
        var nonFinite = 0
        var capped = 0
        let region = picture.region.flatMap { Self.finite($0) ? $0.standardized : nil }
        var bounds = region ?? (Self.finite(picture.contentBounds) ? picture.contentBounds : Rect.zero)
        for (index, element) in picture.elements.enumerated() {
            guard Self.finite(element.frame) else {
                nonFinite += 1
                continue
            }
            guard kept.count < cap else {
                capped += 1
                continue
            }
            kept.append(index)
            bounds = bounds.union(element.frame.standardized)
        }
        for frame in picture.sectionFrames where region == nil && Self.finite(frame) {
            bounds = bounds.union(frame.standardized)
        }
        if let viewport = picture.viewport, Self.finite(viewport) {
            bounds = bounds.union(viewport.standardized)
        }
        let scale = options.effectiveScale
        for row in picture.orthogonalRows {
            if let label = SVGWriter.labelFrame(of: row, scale: scale) { bounds = bounds.union(label) }
        }
        let padding = options.effectivePadding
        self.bounds = bounds
        canvas = Rect(
            x: bounds.minX - padding, y: bounds.minY - padding, width: bounds.width + 2 * padding,
            height: bounds.height + 2 * padding)
        if options.showsLegend && !(entries.isEmpty && notes.isEmpty) {
            let legend = SVGLegend(entries: entries, notes: notes, width: max(bounds.width * scale, 320))
            canvas.size.height += legend.height / scale
            canvas.size.width = max(canvas.width, (legend.widestEntry + 2) / scale + 2 * padding)
            self.legend = legend
        }
        drawn = LayoutPicture.drawingOrder(of: kept, in: picture.elements)
        omittedByCap = capped + picture.totalElementCount - picture.elements.count
        omittedAsNonFinite = nonFinite
    }

    /// Whether every coordinate and length of `rect` is a finite number.
    static func finite(_ rect: Rect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
            && rect.size.height.isFinite
    }
}
