import CollectionLayout

/// Everything a renderer draws: the content size, the elements, the section frames, an optional
/// viewport and a title.
///
/// A picture does not need a `PreparedLayout`: build one from a hand-made list
/// of attributes to draw supplementaries and decorations, or from what a collection view displays
/// (elements may lie outside the content, for example in a scrolled orthogonal row, and the
/// viewport may be anywhere). ``init(layout:elementsIn:viewport:title:)`` takes everything from a
/// prepared layout.
///
/// Elements keep their order: it is the *element order* that breaks draw-order ties (R-Z-6)
/// and the order of the HTML table before it is sorted.
public struct LayoutPicture: Hashable, Sendable {
    /// The size of the scrollable content; the content bounds are `(0, 0, width, height)`.
    public var contentSize: Size
    /// The elements to draw, in element order (R-QUERY-3 when taken from a layout).
    public var elements: [LayoutAttributes]
    /// The frames of the sections, drawn as light bands behind the elements.
    public var sectionFrames: [Rect]
    /// The visible rectangle in content coordinates, drawn on top when given.
    public var viewport: Rect?
    /// A title for the picture; renderers escape it.
    public var title: String?
    /// The part of the content to draw, or nil for all of it.
    ///
    /// Renderers size the canvas to the content bounds, the elements, the section frames and the
    /// viewport. With a region they size it to the region, the elements and the viewport only, so
    /// that a window onto a huge layout stays small; section frames are cut at the canvas.
    public var region: Rect?
    /// The list sections, drawn with a section background and separators between rows (which are
    /// not elements); empty when no section is a list.
    public var listSections: [ListSectionStyle]
    /// Elements of the layout left out of ``elements`` by a cap, by category and kind
    /// (``init(layout:maximumElements:title:)``): counted in summaries, captions and the legend,
    /// never drawn.
    public var omittedCounts: [ElementGroup: Int] = [:]
    /// The rows of orthogonal sections, each clipped to the bounds with the part scrolled out of view
    /// drawn faint and labelled with its behaviour; empty when no section scrolls orthogonally.
    public var orthogonalRows: [OrthogonalRowStyle] = []
    /// The axes on which an element's size is still an estimate (`.estimated` and not measured yet),
    /// by index into ``elements``: such elements are outlined dashed. Pictures of a layout fill it
    /// from the engine (``estimatedAxes(of:in:)``).
    public var estimatedAxes: [Int: AxisSet] = [:]

    /// A category and, for supplementaries and decorations, a kind: how the legend groups elements.
    public struct ElementGroup: Hashable, Sendable {
        /// The elements' category.
        public var category: ElementCategory
        /// The elements' kind; nil for cells.
        public var kind: String?

        /// The group of `element`.
        public init(_ element: LayoutAttributes) {
            self.init(category: element.category, kind: element.elementKind)
        }

        /// The group of elements of `category` and `kind` (ignored for cells).
        public init(category: ElementCategory, kind: String?) {
            self.category = category
            self.kind = category == .cell ? nil : kind
        }
    }

    /// Creates a picture from its parts.
    public init(
        contentSize: Size, elements: [LayoutAttributes], sectionFrames: [Rect] = [], viewport: Rect? = nil,
        title: String? = nil, region: Rect? = nil, listSections: [ListSectionStyle] = []
    ) {
        self.listSections = listSections
        self.contentSize = contentSize
        self.elements = elements
        self.sectionFrames = sectionFrames
        self.viewport = viewport
        self.title = title
        self.region = region
    }

    /// Creates a picture of a prepared layout: its content size, its section frames, its list
    /// sections (``ListSectionStyle/styles(of:)``), and all its elements or those overlapping a
    /// rectangle.
    ///
    /// - Parameters:
    ///   - layout: The solved layout.
    ///   - rect: When given, only the elements whose frames overlap it (`PreparedLayout.elements(in:)`,
    ///     cheap for huge layouts), and the picture's ``region``; otherwise every element
    ///     (`PreparedLayout.allElements()`).
    ///   - viewport: The visible rectangle to outline, if any.
    ///   - title: The picture's title.
    /// - Complexity: O(sections + elements taken), plus O(log items) per list section.
    public init(
        layout: PreparedLayout, elementsIn rect: Rect? = nil, viewport: Rect? = nil, title: String? = nil
    ) {
        let elements = rect.map { layout.elements(in: $0) } ?? layout.allElements()
        let frames = (0..<layout.numberOfSections).compactMap { layout.sectionFrame(at: $0) }
        self.init(
            contentSize: layout.contentSize, elements: elements, sectionFrames: frames, viewport: viewport,
            title: title, region: rect, listSections: ListSectionStyle.styles(of: layout))
        orthogonalRows = OrthogonalRowStyle.styles(of: layout)
        estimatedAxes = Self.estimatedAxes(of: elements, in: layout)
    }

    /// Creates a picture of a prepared layout holding only its first `maximumElements` elements in
    /// element order (what a renderer with `maximumDrawnElements` at most that draws), and the
    /// number of the others by category and kind in ``omittedCounts``: the elements after the cap
    /// are counted from the layout's templates (`PreparedLayout.elementCounts()`), never visited,
    /// so a picture of a 10,000,000-item layout costs what it draws.
    ///
    /// - Complexity: O(sections + template items + `maximumElements`).
    public init(layout: PreparedLayout, maximumElements: Int, title: String? = nil) {
        var kept: [LayoutAttributes] = []
        let limit = max(maximumElements, 0)
        kept.reserveCapacity(min(limit, 4096))
        // Stops the walk at the cap.
        struct Full: Error {}
        try? layout.forEachElement { (element) throws(Full) in
            guard kept.count < limit else { throw Full() }
            kept.append(element)
        }
        var omitted: [ElementGroup: Int] = [:]
        for entry in layout.elementCounts() {
            omitted[ElementGroup(category: entry.category, kind: entry.elementKind), default: 0] +=
                entry.count
        }
        for element in kept { omitted[ElementGroup(element), default: 0] -= 1 }
        let frames = (0..<layout.numberOfSections).compactMap { layout.sectionFrame(at: $0) }
        self.init(
            contentSize: layout.contentSize, elements: kept, sectionFrames: frames, title: title,
            listSections: ListSectionStyle.styles(of: layout))
        omittedCounts = omitted.filter { $0.value > 0 }
        orthogonalRows = OrthogonalRowStyle.styles(of: layout)
        estimatedAxes = Self.estimatedAxes(of: kept, in: layout)
    }

    /// The axes on which each of `elements` still has its estimated size in `layout`, by index, for
    /// the elements that have any: the self-sizing axes (`PreparedLayout.selfSizingAxes(of:)`,
    /// R-EST-6, R-EST-9) of elements that have no current measurement
    /// (`PreparedLayout.needsMeasurement(_:)`, R-SIZING-2).
    ///
    /// - Complexity: O(n) for n elements.
    public static func estimatedAxes(of elements: [LayoutAttributes], in layout: PreparedLayout) -> [Int:
        AxisSet]
    {
        var result: [Int: AxisSet] = [:]
        for (index, element) in elements.enumerated() where element.category != .decoration {
            guard layout.needsMeasurement(element) else { continue }
            let axes = layout.selfSizingAxes(of: element)
            if !axes.isEmpty { result[index] = axes }
        }
        return result
    }

    /// The number of elements the picture stands for: ``elements`` and ``omittedCounts``.
    public var totalElementCount: Int {
        // Saturating: a huge layout's counts may add up beyond `Int.max`.
        omittedCounts.values.reduce(elements.count) { total, count in
            let (sum, overflow) = total.addingReportingOverflow(count)
            return overflow ? Int.max : sum
        }
    }

    /// The content bounds: the rectangle at the origin with the content size.
    public var contentBounds: Rect { Rect(origin: .zero, size: contentSize) }

    /// The indexes of ``elements`` in the order they are drawn (R-Z-6): ascending zIndex,
    /// ties broken by category (decoration, then cell, then supplementary), then by element order.
    ///
    /// - Complexity: O(n log n) for n elements.
    public var drawingOrder: [Int] {
        Self.drawingOrder(of: Array(elements.indices), in: elements)
    }

    /// `indexes` into `elements` sorted by drawing order (R-Z-6).
    ///
    /// Implements R-Z-6.
    static func drawingOrder(of indexes: [Int], in elements: [LayoutAttributes]) -> [Int] {
        indexes.sorted { lhs, rhs in
            let left = elements[lhs]
            let right = elements[rhs]
            if left.zIndex != right.zIndex { return left.zIndex < right.zIndex }
            let leftRank = left.category.drawingRank
            let rightRank = right.category.drawingRank
            if leftRank != rightRank { return leftRank < rightRank }
            return lhs < rhs
        }
    }
}

extension ElementCategory {
    /// The rank that breaks zIndex ties when drawing: decorations below cells below
    /// supplementaries (R-Z-6).
    var drawingRank: Int {
        switch self {
        case .decoration: return 0
        case .cell: return 1
        case .supplementary: return 2
        }
    }

    /// The category's name in pictures and tables: `cell`, `supplementary` or `decoration`.
    public var renderingName: String {
        switch self {
        case .cell: return "cell"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        }
    }
}
