/// A solved layout: the content size, section frames and every element's attributes, computed on
/// demand from per-section templates (DESIGN §3, SPEC R-QUERY).
///
/// A prepared layout is an immutable value; prepare a new one when the environment or the item
/// counts change.
public struct PreparedLayout: Sendable {
    /// The size of the scrollable content (SPEC R-STACK-5, R-STACK-6).
    public let contentSize: Size
    /// The environment the layout was solved for.
    public let environment: LayoutEnvironment
    /// The scroll direction of the layout.
    public let scrollDirection: ScrollDirection
    /// Non-fatal oddities found while solving (SPEC R-DIAG-2).
    public let diagnostics: [LayoutDiagnostic]

    let sections: [SectionGeometry]
    let rounder: PixelRounder
    /// For each section, the largest `elementsMax` of it and every earlier section.
    let elementsMaxPrefix: [Double]
    /// For each section, the smallest `elementsMin` of it and every later section.
    let elementsMinSuffix: [Double]

    init(
        contentSize: Size, environment: LayoutEnvironment, scrollDirection: ScrollDirection,
        sections: [SectionGeometry], diagnostics: [LayoutDiagnostic], rounder: PixelRounder
    ) {
        self.contentSize = contentSize
        self.environment = environment
        self.scrollDirection = scrollDirection
        self.sections = sections
        self.diagnostics = diagnostics
        self.rounder = rounder
        var prefix: [Double] = []
        prefix.reserveCapacity(sections.count)
        var running = -Double.infinity
        for section in sections {
            running = max(running, section.start + section.elementsMax)
            prefix.append(running)
        }
        var suffix = [Double](repeating: 0, count: sections.count)
        running = .infinity
        for index in sections.indices.reversed() {
            running = min(running, sections[index].start + sections[index].elementsMin)
            suffix[index] = running
        }
        elementsMaxPrefix = prefix
        elementsMinSuffix = suffix
    }

    /// The scroll axis.
    var scrollAxis: Axis { scrollDirection.axis }
    /// Whether frames are mirrored for right-to-left (SPEC R-RTL-1).
    var mirrors: Bool { environment.layoutDirection == .rightToLeft }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`, or nil if there is no such section.
    public func numberOfItems(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].itemCount : nil
    }

    /// The number of items one instance of the section's top-level group holds (`k`), 0 for a
    /// section without geometry, nil if there is no such section.
    public func itemsPerGroup(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].itemsPerInstance : nil
    }

    /// The frame of a section: along the scroll axis its extent, across it the whole content
    /// (SPEC R-DECOR-1); nil if there is no such section.
    public func sectionFrame(at section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        let geometry = sections[section]
        let axis = scrollAxis
        return finalize(
            Rect(
                along: axis, position: geometry.start, length: geometry.length, crossPosition: 0,
                crossLength: contentSize[axis.cross]))
    }

    /// The attributes of the cell at `indexPath`, visible or not (SPEC R-QUERY-4), or nil when the
    /// index path does not exist.
    ///
    /// - Complexity: O(1).
    public func attributes(forItemAt indexPath: LayoutIndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < geometry.itemCount, let template = geometry.template
        else {
            return nil
        }
        let instance = indexPath.item / template.itemCount
        let slot = indexPath.item - instance * template.itemCount
        return LayoutAttributes(
            category: .cell, indexPath: indexPath,
            frame: cellFrame(geometry, template, instance: instance, slot: slot),
            zIndex: template.leafZIndices[slot])
    }

    /// The frames of every cell of a section, computed on access.
    ///
    /// - Complexity: O(1) to create and O(1) per frame.
    public func itemFrames(inSection section: Int) -> SectionItemFrames {
        guard sections.indices.contains(section) else {
            return SectionItemFrames(layout: self, section: 0, count: 0)
        }
        let geometry = sections[section]
        return SectionItemFrames(
            layout: self, section: section, count: geometry.template == nil ? 0 : geometry.itemCount)
    }

    /// The final frame of a cell: template frame + instance origin, rounded and mirrored.
    @inline(__always)
    func cellFrame(_ geometry: SectionGeometry, _ template: Template, instance: Int, slot: Int) -> Rect {
        let axis = scrollAxis
        let offset = Point(
            along: axis, geometry.start + geometry.instanceOffset(instance), across: geometry.crossOrigin)
        return finalize(template.leafFrames[slot].offsetBy(dx: offset.x, dy: offset.y))
    }

    /// The rounding pass (SPEC R-ROUND) and right-to-left mirroring (SPEC R-RTL-1, R-ROUND-6).
    @inline(__always)
    func finalize(_ rect: Rect) -> Rect {
        var result = rounder.finalize(rect)
        if mirrors {
            result.origin.x = rounder.nearest(contentSize.width - result.origin.x - result.size.width)
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

/// The frames of a section's cells as a random-access collection computed on access
/// (DESIGN §3: no per-item storage).
public struct SectionItemFrames: RandomAccessCollection, Sendable {
    let layout: PreparedLayout
    let section: Int
    let itemCount: Int

    init(layout: PreparedLayout, section: Int, count: Int) {
        self.layout = layout
        self.section = section
        self.itemCount = count
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The section's item count.
    public var endIndex: Int { itemCount }

    /// The frame of item `position`.
    ///
    /// - Precondition: `position` is in `0..<endIndex` (a programmer error otherwise, as for arrays).
    public subscript(position: Int) -> Rect {
        precondition(position >= 0 && position < itemCount, "item index out of range")
        let geometry = layout.sections[section]
        let template = geometry.template!
        let instance = position / template.itemCount
        return layout.cellFrame(
            geometry, template, instance: instance, slot: position - instance * template.itemCount)
    }
}
