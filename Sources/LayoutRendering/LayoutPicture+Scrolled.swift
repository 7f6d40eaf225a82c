import CollectionLayout

extension LayoutPicture {
    /// A picture of what a collection view shows at a scroll position, inside the viewport, with
    /// the layout around it drawn dimmed.
    ///
    /// `displayed` is what the view shows (a headless view's `visibleElements()`, or
    /// `PreparedLayout.displayedElements(contentOffset:adjustedContentInset:orthogonalOffsets:)`):
    /// pinned items placed, orthogonal rows shifted and clipped. Around it come the other elements of
    /// the layout, unpinned, with the rows of orthogonal sections at the same offsets
    /// (`PreparedLayout.forEachElement(in:shiftingRowsBy:_:)`, R-ORTHO-6); elements shown in the
    /// viewport are drawn once, as displayed, and elements that would lie in the viewport but are
    /// not shown there (clipped by their row) are left out. Rows are clipped and labelled
    /// (``orthogonalRows``, with their offsets) and estimated sizes marked (``estimatedAxes``).
    ///
    /// The picture costs what it draws. When the whole layout has at most `maximumElements`
    /// elements (`PreparedLayout.elementCounts()`, which visits none), everything is drawn.
    /// Otherwise only the elements overlapping ``surroundingRect(of:)`` — the viewport grown by its
    /// own size on every side — are, that rectangle within the content becomes the picture's
    /// ``region``, and the other elements are counted in ``omittedCounts``.
    ///
    /// - Parameters:
    ///   - layout: The layout as shown (with any measurements the view made).
    ///   - displayed: The displayed elements, in R-QUERY-3 order.
    ///   - viewport: The bounds in content coordinates.
    ///   - orthogonalOffsets: The offset of every orthogonal row as shown, by section (a headless
    ///     view's `orthogonalOffsets`).
    ///   - maximumElements: The most elements drawn around the viewport in full.
    ///   - title: The picture's title.
    /// - Complexity: O(sections + template items + elements drawn).
    public init(
        layout: PreparedLayout, displayed: [LayoutAttributes], viewport: Rect,
        orthogonalOffsets: [Int: Double],
        maximumElements: Int = 20_000, title: String? = nil
    ) {
        let counts = layout.elementCounts()
        // Saturating: a huge layout's counts may add up beyond `Int.max`.
        let total = counts.reduce(0) { total, count in
            let (sum, overflow) = total.addingReportingOverflow(count.count)
            return overflow ? Int.max : sum
        }
        let shown = Set(displayed.map(ElementID.init))
        let around: Rect? = total <= maximumElements ? nil : Self.surroundingRect(of: viewport)
        var context: [LayoutAttributes] = []
        let room = max(maximumElements - displayed.count, 0)
        // Stops the walk at the cap.
        struct Full: Error {}
        try? layout.forEachElement(in: around, shiftingRowsBy: orthogonalOffsets) { (element) throws(Full) in
            guard !shown.contains(ElementID(element)), !element.frame.overlapsForQuery(viewport) else {
                return
            }
            guard context.count < room else { throw Full() }
            context.append(element)
        }
        let elements = context + displayed
        var omitted: [ElementGroup: Int] = [:]
        for entry in counts {
            omitted[ElementGroup(category: entry.category, kind: entry.elementKind), default: 0] +=
                entry.count
        }
        for element in elements { omitted[ElementGroup(element), default: 0] -= 1 }
        let frames = (0..<layout.numberOfSections).compactMap { layout.sectionFrame(at: $0) }
        self.init(
            contentSize: layout.contentSize, elements: elements, sectionFrames: frames, viewport: viewport,
            title: title,
            region: around.flatMap { Self.intersection($0, Rect(origin: .zero, size: layout.contentSize)) },
            listSections: ListSectionStyle.styles(of: layout))
        // A whole layout drawn leaves nothing out: what the viewport does not show is not omitted.
        if around != nil { omittedCounts = omitted.filter { $0.value > 0 } }
        orthogonalRows = OrthogonalRowStyle.styles(of: layout, offsets: orthogonalOffsets)
        estimatedAxes = Self.estimatedAxes(of: elements, in: layout)
    }

    /// The rectangle drawn around `viewport` in pictures of huge layouts: the viewport grown by its
    /// width on the left and right and by its height above and below (three screens by three).
    public static func surroundingRect(of viewport: Rect) -> Rect {
        let frame = viewport.standardized
        return Rect(
            x: frame.minX - frame.width, y: frame.minY - frame.height, width: 3 * frame.width,
            height: 3 * frame.height)
    }

    private static func intersection(_ first: Rect, _ second: Rect) -> Rect? {
        let minX = max(first.minX, second.minX)
        let minY = max(first.minY, second.minY)
        let maxX = min(first.maxX, second.maxX)
        let maxY = min(first.maxY, second.maxY)
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
