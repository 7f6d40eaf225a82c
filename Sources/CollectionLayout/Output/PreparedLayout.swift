/// A solved layout: the content size, section frames and every element's attributes, computed on
/// demand from per-section templates (the engine's cost model, R-QUERY).
///
/// A prepared layout is a value with copy-on-write storage, in two parts:
///
/// - **Fixed when prepared**: the ``environment``, the ``scrollDirection``, the ``diagnostics``, the
///   item counts, each section's solved template and the options. Prepare a new layout when the
///   environment or the item counts change.
/// - **The measured state**, changed only by the `mutating` measurement methods
///   (``setPreferredSize(_:forItemAt:)``, ``setPreferredSize(_:forSupplementaryOfKind:at:)``,
///   ``invalidateMeasurement(forItemAt:)``, ``markNeedsMeasurement(forItemAt:)``): measured
///   lengths and everything that follows from them — section lengths and positions,
///   ``contentSize``, frames and rect-query results. A change affects only the copy it is made on;
///   copies made before keep their measurements (the per-section sizing storage is copied on the
///   first write to shared storage). ``measurements`` reads the whole measured state, for carrying
///   it into a new `prepare`.
///
/// Every non-mutating method is a pure read of the current state.
public struct PreparedLayout: Sendable {
    /// The size of the scrollable content (R-STACK-5, R-STACK-6).
    public private(set) var contentSize: Size
    /// The environment the layout was solved for.
    public let environment: LayoutEnvironment
    /// The scroll direction of the layout.
    public let scrollDirection: ScrollDirection
    /// Non-fatal oddities found while solving (R-DIAG-2).
    public let diagnostics: [LayoutDiagnostic]

    var sections: [SectionGeometry]
    /// Layout-level boundary items (R-STACK-3).
    private(set) var layoutItems: [PlacedBoundaryItem] = []
    /// Where layout-level pinned items stop: the start of the first section and the end of the
    /// last (R-PIN-5).
    private(set) var layoutPinBounds: (start: Double, end: Double) = (0, 0)
    let rounder: PixelRounder
    /// For each section: the largest `elementsMax` of it and every earlier section (`reach`), and
    /// the smallest `elementsMin` of it and every later section (`start`) — the two monotone
    /// sequences a rect query binary-searches (R-QUERY-5). One array, one allocation; empty
    /// for a layout of one section, whose bounds ``queryBounds(_:)`` reads directly.
    private(set) var queryIndex: [(reach: Double, start: Double)] = []
    /// The layout-level boundary items before placement, and the spacing between sections, kept
    /// for restacking after a measurement (R-STACK, R-SIZING-6).
    let layoutBoundary: LayoutBoundaryItems
    let interSectionSpacing: Double
    /// The options the layout was prepared with.
    let options: PrepareOptions
    /// The list configuration of each section (R-LIST-1), nil for sections that are not lists;
    /// empty when no section is a list, so that other layouts pay nothing for it.
    let listConfigurations: [LayoutListConfiguration?]

    init(
        environment: LayoutEnvironment, scrollDirection: ScrollDirection, sections: [SectionGeometry],
        layoutBoundary: LayoutBoundaryItems, interSectionSpacing: Double, diagnostics: [LayoutDiagnostic],
        rounder: PixelRounder, options: PrepareOptions, listConfigurations: [LayoutListConfiguration?] = []
    ) {
        self.listConfigurations = listConfigurations
        self.environment = environment
        self.scrollDirection = scrollDirection
        self.sections = sections
        self.layoutBoundary = layoutBoundary
        self.interSectionSpacing = interSectionSpacing
        self.diagnostics = diagnostics
        self.rounder = rounder
        self.options = options
        self.contentSize = .zero
        restack()
    }

    /// Stacks the sections through the model's one stacking step (R-STACK) and rebuilds the query
    /// index (R-QUERY-5); called when the layout is prepared and after every measurement.
    ///
    /// - Complexity: O(sections).
    mutating func restack() {
        let stacked = SectionStacking.stack(
            &sections, along: scrollDirection.axis, after: layoutBoundary,
            interSectionSpacing: interSectionSpacing,
            crossLength: environment.container.contentSize[scrollDirection.axis.cross], rounder: rounder)
        layoutItems = stacked.items
        layoutPinBounds = stacked.pinBounds
        contentSize = stacked.contentSize
        defer { _checkInvariants() }
        guard sections.count > 1 else {
            queryIndex = []
            return
        }
        // In place: after a measurement the buffer is unique and is reused.
        if queryIndex.count != sections.count {
            queryIndex = Array(repeating: (reach: 0, start: 0), count: sections.count)
        }
        var running = -Double.infinity
        for position in sections.indices {
            running = max(running, sections[position].start + sections[position].elementsMax)
            queryIndex[position].reach = running
        }
        running = .infinity
        for position in sections.indices.reversed() {
            running = min(running, sections[position].start + sections[position].elementsMin)
            queryIndex[position].start = running
        }
    }

    /// Result arrays of rect queries start with room for this many elements, so that a typical
    /// viewport fills them without regrowing.
    static let typicalViewportElementCount = 64

    /// The scroll axis.
    var scrollAxis: Axis { scrollDirection.axis }
    /// Whether frames are mirrored for right-to-left (R-RTL-1).
    var mirrors: Bool { environment.layoutDirection == .rightToLeft }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The list configuration `section` was made from with
    /// ``LayoutSection/list(using:layoutEnvironment:)`` (R-LIST-1), or nil for a section that is
    /// not a list or does not exist. Renderers read it to draw separators and grouped backgrounds.
    ///
    /// - Complexity: O(1).
    public func listConfiguration(inSection section: Int) -> LayoutListConfiguration? {
        listConfigurations.indices.contains(section) ? listConfigurations[section] : nil
    }

    /// The number of items in `section`, or nil if there is no such section.
    public func numberOfItems(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].itemCount : nil
    }

    /// The number of items one instance of the section's top-level group holds (`k`), 0 for a
    /// section without geometry, nil if there is no such section.
    public func itemsPerGroup(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].itemsPerInstance : nil
    }

    /// The scrolling row of an orthogonal section (R-ORTHO), or nil for an ordinary section,
    /// a section without items, or a section that does not exist.
    public func orthogonalRow(inSection section: Int) -> OrthogonalRow? {
        sections.indices.contains(section) ? sections[section].orthogonalRow : nil
    }

    /// The frame of a section: along the scroll axis its extent, across it the whole content
    /// (R-DECOR-1); nil if there is no such section.
    public func sectionFrame(at section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        let geometry = sections[section]
        let axis = scrollAxis
        return finalize(
            Rect(
                along: axis, position: geometry.start, length: geometry.length, crossPosition: 0,
                crossLength: contentSize[axis.cross]))
    }

    /// The attributes of the cell at `indexPath`, visible or not (R-QUERY-4), or nil when the
    /// index path does not exist.
    ///
    /// Implements R-QUERY-4.
    ///
    /// - Complexity: O(1); in a waterfall section a replay of at most `max(32, 8 · columns)` items
    ///   (R-WATERFALL-2).
    public func attributes(forItemAt indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        if let waterfall = geometry.waterfall, indexPath.item >= 0, indexPath.item < geometry.itemCount {
            return waterfallCellAttributes(geometry, waterfall, indexPath: indexPath)
        }
        if let flow = geometry.flow, indexPath.item >= 0, indexPath.item < geometry.itemCount {
            return flowCellAttributes(geometry, flow, indexPath: indexPath)
        }
        guard indexPath.item >= 0, indexPath.item < geometry.itemCount, let template = geometry.template
        else {
            return nil
        }
        let instance = indexPath.item / template.itemCount
        let slot = indexPath.item - instance * template.itemCount
        return LayoutAttributes(
            category: .cell, indexPath: indexPath,
            frame: cellFrame(geometry, template, instance: instance, slot: slot),
            zIndex: cellZIndex(geometry, template, slot: slot), extras: nil)
    }

    /// The frames of every cell of a section, computed on access.
    ///
    /// - Complexity: O(1) to create and O(1) per frame.
    public func itemFrames(inSection section: Int) -> SectionItemFrames {
        guard sections.indices.contains(section) else { return SectionItemFrames() }
        return SectionItemFrames(layout: self, section: section)
    }

    /// The final frame of a cell: template frame + instance origin, rounded and mirrored.
    @inline(__always)
    func cellFrame(_ geometry: SectionGeometry, _ template: Template, instance: Int, slot: Int) -> Rect {
        withInstance(geometry, template, instance: instance) { finalize($0.leafFrame(slot)) }
    }

    /// How the cells of a section are placed; holds no references, so using it costs no
    /// reference counting.
    @inline(__always)
    func placement(of geometry: SectionGeometry) -> CellPlacement {
        var base = geometry.firstInstanceOrigin
        base[scrollAxis] += geometry.start
        return CellPlacement(
            base: base, pitch: geometry.pitch, advanceAxis: geometry.advanceAxis, rounder: rounder,
            mirrorWidth: mirrors ? contentSize.width : nil)
    }

    /// The rounding pass (R-ROUND) and right-to-left mirroring (R-RTL-1, R-ROUND-6).
    @inline(__always)
    func finalize(_ rect: Rect) -> Rect {
        CellPlacement.finalize(rect, rounder: rounder, mirrorWidth: mirrors ? contentSize.width : nil)
    }

    /// A cell's zIndex: 0, or 1 in a decorated section (R-Z-1); custom-group cells keep their
    /// own (R-Z-2).
    ///
    /// Implements R-Z-1. Implements R-Z-2.
    @inline(__always)
    func cellZIndex(_ geometry: SectionGeometry, _ template: Template, slot: Int) -> Int {
        let zIndex = template.leafZIndices.isEmpty ? Template.defaultCellZIndex : template.leafZIndices[slot]
        return zIndex == Template.defaultCellZIndex ? (geometry.hasDecorations ? 1 : 0) : zIndex
    }
}

/// Places template frames of one section: instance origin, rounding, mirroring.
struct CellPlacement: Sendable {
    /// Origin of instance 0 in the solver's space.
    let base: Point
    let pitch: Double
    let advanceAxis: Axis
    let rounder: PixelRounder
    let mirrorWidth: Double?

    @inline(__always)
    func frame(of leaf: Rect, instance: Int) -> Rect {
        frame(of: leaf, at: origin(ofInstance: instance))
    }

    /// `leaf` (relative to its instance origin) placed at `origin`, rounded and mirrored.
    @inline(__always)
    func frame(of leaf: Rect, at origin: Point) -> Rect {
        CellPlacement.finalize(
            leaf.offsetBy(dx: origin.x, dy: origin.y), rounder: rounder, mirrorWidth: mirrorWidth)
    }

    /// The instance origin of `instance` in the solver's space.
    @inline(__always)
    func origin(ofInstance instance: Int) -> Point {
        origin(atStart: Double(instance) * pitch)
    }

    /// The origin, in the solver's space, of an instance starting `start` after instance 0 along
    /// the advance axis (a self-sizing instance, whose start follows from the measurements).
    @inline(__always)
    func origin(atStart start: Double) -> Point {
        var origin = base
        origin[advanceAxis] += start
        return origin
    }

    /// A frame in the solver's space placed as an anchored supplementary: against its container's
    /// rounded frame, then rounded and mirrored like any frame (R-ROUND-4).
    ///
    /// Implements R-ROUND-4.
    @inline(__always)
    func anchoredFrame(_ supplementary: AnchoredSupplementary, container: Rect) -> Rect {
        let raw = supplementary.frame(in: rounder.finalize(container))
        return CellPlacement.finalize(raw, rounder: rounder, mirrorWidth: mirrorWidth)
    }

    /// Implements R-ROUND-6.
    @inline(__always)
    static func finalize(_ rect: Rect, rounder: PixelRounder, mirrorWidth: Double?) -> Rect {
        var result = rounder.finalize(rect)
        if let mirrorWidth {
            result.origin.x = rounder.nearest(mirrorWidth - result.origin.x - result.size.width)
        }
        return result
    }
}

extension Point {
    /// A point from a coordinate along `axis` and one across it.
    @inlinable
    init(along axis: Axis, _ main: Double, across cross: Double) {
        if axis == .horizontal {
            self.init(x: main, y: cross)
        } else {
            self.init(x: cross, y: main)
        }
    }
}
