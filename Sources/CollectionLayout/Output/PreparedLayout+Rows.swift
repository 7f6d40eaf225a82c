/// The one visitor of the elements that move with a section's instances — cells, group
/// supplementaries and item supplementaries — behind every query: by rectangle, displayed, with
/// shifted rows, streaming, and the sweep of ``SectionItemFrames``.
extension PreparedLayout {
    /// Visits a section's cells, group supplementaries and item supplementaries whose natural frames
    /// overlap `rect` (every one when nil), in the order of R-QUERY-3: the instances that can reach
    /// `rect` (``instanceSpan(of:_:rect:scrollRange:)``) are read from the one source of instance
    /// frames (``forEachInstance(_:_:_:_:)``), whether the section is a template repeated at a
    /// pitch or self-sizing; a waterfall section places its cells itself (R-WATERFALL-7).
    ///
    /// With `groupGranular`, a cell is visited when its top-level group instance overlaps `rect`
    /// (R-QUERY-2), whether or not the cell itself does.
    ///
    /// In the Embedded Swift (WebAssembly) build always inlined into its callers, so that their
    /// `body` is inlined into the walk over the instances: a call through a closure per element
    /// otherwise costs about half of a viewport query there. Native builds keep one copy.
    ///
    /// - Complexity: O(instances visited · k) for a template section, plus O(log n) to find the
    ///   first instance of a self-sizing one.
    #if hasFeature(Embedded)
        @inline(__always)
    #endif
    func visitRowElements<Failure: Error>(
        ofSection section: Int, in rect: Rect?, scrollRange: (low: Double, high: Double),
        groupGranular: Bool = false, _ body: ElementVisitor<Failure>
    ) throws(Failure) {
        let geometry = sections[section]
        if let waterfall = geometry.waterfall {
            // Every cell is its own group: the group-granular test is the cell's own.
            try visitWaterfallCells(
                ofSection: section, geometry, waterfall, in: rect, scrollRange: scrollRange, body)
            return
        }
        if let flow = geometry.flow {
            try visitFlowCells(
                ofSection: section, geometry, flow, in: rect, scrollRange: scrollRange,
                groupGranular: groupGranular, body)
            return
        }
        guard let template = geometry.template,
            let span = instanceSpan(of: geometry, template, rect: rect, scrollRange: scrollRange)
        else { return }
        let perInstance = template.itemCount
        // Cells (R-QUERY-3), exact or group-granular (R-QUERY-2).
        try forEachInstance(geometry, template, span) { (instance, view) throws(Failure) in
            let firstItem = instance * perInstance
            var instanceOverlaps = true
            if groupGranular, let rect {
                instanceOverlaps = instanceFrame(geometry, view, instance: instance).overlapsForQuery(rect)
            }
            for slot in 0..<min(perInstance, geometry.itemCount - firstItem) {
                let frame = finalize(view.leafFrame(slot))
                let overlaps = groupGranular ? instanceOverlaps : (rect.map(frame.overlapsForQuery) ?? true)
                guard overlaps else { continue }
                try body(
                    LayoutAttributes(
                        category: .cell, indexPath: LayoutIndexPath(item: firstItem + slot, section: section),
                        frame: frame, zIndex: cellZIndex(geometry, template, slot: slot), extras: nil))
            }
        }
        if template.hasGroupSupplementaries {
            for instance in span.first..<span.end {
                for node in template.nodes.indices
                where groupIsUsed(template, node: node, geometry: geometry, instance: instance) {
                    for supplementary in template.nodes[node].supplementaries {
                        let attributes = groupSupplementaryAttributes(
                            geometry, template, section: section, instance: instance, node: node,
                            supplementary: supplementary)
                        if rect.map(attributes.frame.overlapsForQuery) ?? true {
                            try body(consume attributes)
                        }
                    }
                }
            }
        }
        guard !template.itemSupplementaries.isEmpty else { return }
        // The hot path of badge-heavy layouts: frames first, attributes only for hits.
        let placement = placement(of: geometry)
        try forEachInstance(geometry, template, span) { (instance, view) throws(Failure) in
            let firstItem = instance * perInstance
            for slot in 0..<min(perInstance, geometry.itemCount - firstItem) {
                let container = view.leafFrame(slot)
                let indexPath = LayoutIndexPath(item: firstItem + slot, section: section)
                for index in template.itemSupplementaryRange(ofLeaf: slot) {
                    let supplementary = measured(template.itemSupplementaries[index], geometry, indexPath)
                    let frame = placement.anchoredFrame(supplementary, container: container)
                    guard rect.map(frame.overlapsForQuery) ?? true else { continue }
                    try body(.anchored(supplementary, frame: frame, indexPath: indexPath))
                }
            }
        }
    }

    /// The instances of a section whose elements may overlap `rect` (every instance when nil).
    /// Along the section's advance axis the bounds are `scrollRange`, or for orthogonal rows the
    /// rect's range across the scroll axis (R-QUERY-1: natural, unscrolled frames). A template
    /// section finds them in closed form, a self-sizing one by a search of its instance starts
    /// (R-EST) and a walk to the first instance starting beyond the range.
    ///
    /// Implements R-QUERY-5.
    ///
    /// - Complexity: O(1) for a template section; O(log n + instances spanned · k) otherwise.
    func instanceSpan(
        of geometry: SectionGeometry, _ template: Template, rect: Rect?,
        scrollRange: (low: Double, high: Double)
    ) -> InstanceSpan? {
        let count = geometry.instanceCount
        guard count > 0 else { return nil }
        let advance = geometry.advanceAxis
        var (low, high) = scrollRange
        if advance != scrollAxis, let rect {
            (low, high) = solverRange(of: rect, along: advance)
        }
        let base = placement(of: geometry).base[advance]
        guard let sizing = geometry.sizing else {
            guard let bounds = template.leafBounds else { return nil }
            if advance != scrollAxis && rect == nil { return InstanceSpan(first: 0, end: count) }
            guard low <= high else { return nil }
            return templateInstances(
                count: count, base: base, pitch: geometry.pitch, leafMin: bounds.min(advance),
                leafMax: bounds.max(advance), overlapping: low, high)
        }
        guard rect != nil, low.isFinite, high.isFinite else { return InstanceSpan(first: 0, end: count) }
        var (instance, _) = sizing.instance(startingAtOrBefore: low - base - sizing.reachAfter)
        let first = instance
        var start = sizing.start(ofInstance: instance)
        while instance < count && base + start - sizing.reachBefore < high {
            start = sizing.start(ofInstanceAfter: instance, startingAt: start)
            instance += 1
        }
        return InstanceSpan(first: first, end: instance)
    }

    /// The instances `i` of a template repeated `count` times from `base` at `pitch` whose
    /// elements, reaching from `base + i·pitch + leafMin` to `base + i·pitch + leafMax`, may overlap
    /// `low…high`.
    private func templateInstances(
        count: Int, base: Double, pitch: Double, leafMin: Double, leafMax: Double, overlapping low: Double,
        _ high: Double
    ) -> InstanceSpan? {
        if pitch == 0 || !low.isFinite || !high.isFinite {
            return base + leafMin < high && base + leafMax + Double(count - 1) * max(pitch, 0) > low
                ? InstanceSpan(first: 0, end: count) : nil
        }
        let bound1 = (low - leafMax - base) / pitch
        let bound2 = (high - leafMin - base) / pitch
        let lower = clampedIndex((min(bound1, bound2)).rounded(.down), count: count)
        let upper = clampedIndex((max(bound1, bound2)).rounded(.up), count: count)
        return lower <= upper ? InstanceSpan(first: lower, end: upper + 1) : nil
    }

    @inline(__always)
    private func clampedIndex(_ value: Double, count: Int) -> Int {
        if !(value > 0) { return 0 }
        if value >= Double(count - 1) { return count - 1 }
        return Int(value)
    }
}
