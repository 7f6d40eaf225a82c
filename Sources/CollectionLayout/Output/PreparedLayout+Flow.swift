/// Frames, queries and measurements of flow sections (R-FLOW), read from their stored lines
/// (``FlowSection``).
extension PreparedLayout {
    /// Whether section `section` re-flows its items after measurement (R-FLOW-1): its top-level
    /// group holds as many items as fit with their measured lengths. False for other sections and
    /// sections that do not exist.
    ///
    /// - Complexity: O(1).
    public func isFlowSection(_ section: Int) -> Bool {
        sections.indices.contains(section) && sections[section].flow != nil
    }

    /// The number of lines (top-level group instances) of a flow section, nil for other sections.
    ///
    /// - Complexity: O(1).
    public func flowLineCount(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].flow?.lineCount : nil
    }

    /// The origin of a line `position` after the first along the scroll axis, in the solver's
    /// left-to-right space: lines stack along the scroll axis whatever the group axis, and frames
    /// are mirrored for right-to-left at the end, like any frame (R-RTL-1).
    ///
    /// Implements R-FLOW-8.
    @inline(__always)
    func flowLineOrigin(_ geometry: SectionGeometry, _ state: FlowSection, position: Double) -> Point {
        let axis = scrollAxis
        let origin = geometry.firstInstanceOrigin
        return Point(along: axis, geometry.start + origin[axis] + position, across: origin[axis.cross])
    }

    /// The frame of the line starting at `start` (its top-level group instance), rounded and
    /// mirrored like any frame.
    func flowLineFrame(_ geometry: SectionGeometry, _ state: FlowSection, start: Int, end: Int) -> Rect {
        let shape = state.shape
        let origin = flowLineOrigin(geometry, state, position: state.position(ofLineAt: start))
        let extent = state.layLine(startingAt: start, end: end) { _, _ in }.extent
        let size = Size(along: shape.advance, extent, across: shape.size[shape.advance.cross])
        return finalize(Rect(origin: origin, size: size))
    }

    /// The attributes of flow item `item` (R-FLOW-4, R-Z-1).
    ///
    /// - Complexity: O(k) for `k` items in its line, plus O(log n) once measured.
    func flowCellAttributes(
        _ geometry: SectionGeometry, _ state: FlowSection, indexPath: LayoutIndexPath
    ) -> LayoutAttributes {
        let start = state.lineStart(containing: indexPath.item)
        let end = state.lineEnd(ofLineAt: start)
        let origin = flowLineOrigin(geometry, state, position: state.position(ofLineAt: start))
        var frame = Rect.zero
        _ = state.layLine(startingAt: start, end: end) { item, placed in
            if item == indexPath.item { frame = placed }
        }
        return LayoutAttributes(
            category: .cell, indexPath: indexPath,
            frame: finalize(frame.offsetBy(dx: origin.x, dy: origin.y)),
            zIndex: geometry.hasDecorations ? 1 : 0, extras: nil)
    }

    /// Visits the cells of a flow section that overlap `rect` (every one when nil), in item order
    /// (R-QUERY-3): the first line that can reach the scroll range is found by a prefix search, and
    /// lines are read on from it while they start before its end. With `groupGranular`, a cell is
    /// visited when its line overlaps `rect` (R-QUERY-2).
    ///
    /// Implements R-FLOW-9.
    ///
    /// - Complexity: O(log n + items of the lines visited).
    func visitFlowCells<Failure: Error>(
        ofSection section: Int, _ geometry: SectionGeometry, _ state: FlowSection, in rect: Rect?,
        scrollRange: (low: Double, high: Double), groupGranular: Bool, _ body: ElementVisitor<Failure>
    ) throws(Failure) {
        guard state.itemCount > 0 else { return }
        let axis = scrollAxis
        let contentStart = geometry.start + geometry.firstInstanceOrigin[axis]
        let zIndex = geometry.hasDecorations ? 1 : 0
        var (start, position) =
            rect == nil ? (0, 0) : state.firstLine(reaching: scrollRange.low - contentStart)
        let high = scrollRange.high - contentStart
        while start < state.itemCount {
            if rect != nil && position >= high { return }
            let end = state.lineEnd(ofLineAt: start)
            let origin = flowLineOrigin(geometry, state, position: position)
            var lineOverlaps = true
            if groupGranular, let rect {
                lineOverlaps = flowLineFrame(geometry, state, start: start, end: end).overlapsForQuery(rect)
            }
            _ = try state.layLine(startingAt: start, end: end) { (item: Int, placed: Rect) throws(Failure) in
                let frame = finalize(placed.offsetBy(dx: origin.x, dy: origin.y))
                let overlaps = groupGranular ? lineOverlaps : (rect.map(frame.overlapsForQuery) ?? true)
                guard overlaps else { return }
                try body(
                    LayoutAttributes(
                        category: .cell, indexPath: LayoutIndexPath(item: item, section: section),
                        frame: frame,
                        zIndex: zIndex, extras: nil))
            }
            position += state.advance(ofLineAt: start)
            start = end
        }
    }

    /// The frames of the cells of a flow section from the line holding `item` on, about
    /// ``framesPerRun`` of them, in item order.
    func flowCellFrames(_ geometry: SectionGeometry, _ state: FlowSection, from item: Int) -> [Rect] {
        var frames: [Rect] = []
        var start = state.lineStart(containing: item)
        var position = state.position(ofLineAt: start)
        while start < state.itemCount && frames.count < Self.framesPerRun {
            let end = state.lineEnd(ofLineAt: start)
            let origin = flowLineOrigin(geometry, state, position: position)
            _ = state.layLine(startingAt: start, end: end) { placedItem, placed in
                if placedItem >= item { frames.append(finalize(placed.offsetBy(dx: origin.x, dy: origin.y))) }
            }
            position += state.advance(ofLineAt: start)
            start = end
        }
        return frames
    }

    // MARK: Measurements

    /// The axes on which a flow section's `element` self-sizes: the group axis for every cell and
    /// the cross axis where its subitem is estimated there (R-FLOW-1); the estimated axes of
    /// boundary items (R-EST-9).
    func flowSelfSizingAxes(of element: LayoutAttributes, _ state: FlowSection) -> AxisSet {
        switch element.category {
        case .cell:
            let item = element.indexPath.item
            guard item >= 0, item < state.itemCount else { return [] }
            var axes = AxisSet(state.shape.axis)
            let slots = state.shape.slots
            let slot = (item - state.lineStart(containing: item)) % slots.count
            if slots[slot].measurableAcross { axes.insert(AxisSet(state.shape.axis.cross)) }
            return axes
        case .supplementary:
            return boundaryEstimatedAxes(of: element) ?? []
        case .decoration:
            return []
        }
    }

    /// Whether a flow section's `element` self-sizes and has no current measurement.
    func flowNeedsMeasurement(_ element: LayoutAttributes, _ state: FlowSection) -> Bool {
        guard !flowSelfSizingAxes(of: element, state).isEmpty else { return false }
        if element.category == .cell { return !state.isCurrentlyMeasured(item: element.indexPath.item) }
        let key = SupplementaryElementKey(
            elementKind: element.elementKind ?? "", indexPath: element.indexPath)
        return state.supplementarySizes[key] == nil
    }

    /// The measured size of a flow cell: its frame's size with the measured lengths, nil when it
    /// has no measurement.
    func flowMeasuredSize(forItemAt indexPath: LayoutIndexPath, _ state: FlowSection) -> Size? {
        guard indexPath.item >= 0, indexPath.item < state.itemCount,
            state.hasMeasurement(item: indexPath.item),
            var size = attributes(forItemAt: indexPath)?.frame.size
        else { return nil }
        let (along, across) = state.measuredLengths(ofItem: indexPath.item)
        if !along.isNaN { size[state.shape.axis] = along }
        if !across.isNaN { size[state.shape.axis.cross] = across }
        return size
    }
}
