extension PreparedLayout {
    /// ``visitRowElements(ofSection:in:scrollRange:groupGranular:_:)`` for a self-sizing section
    /// (R-EST, R-QUERY-5): the first instance comes from a search of the instance offsets,
    /// later ones follow by adding advances, so a query costs O(log n + elements visited).
    func visitSizedRowElements(
        ofSection section: Int, sizing: SectionSizing, template: Template, in rect: Rect?,
        scrollRange: (low: Double, high: Double), groupGranular: Bool,
        _ body: (LayoutAttributes) throws -> Void
    ) rethrows {
        let geometry = sections[section]
        let advance = geometry.advanceAxis
        let base = placement(of: geometry).base[advance]
        var (low, high) = scrollRange
        if advance != scrollAxis, let rect {
            // Orthogonal rows: instances run across the scroll axis (R-QUERY-1, natural frames).
            (low, high) = solverRange(of: rect, along: advance)
        }
        let bounded = rect != nil && low.isFinite && high.isFinite
        var instance = 0
        var start = 0.0
        if bounded {
            (instance, start) = sizing.instance(startingAtOrBefore: low - base - sizing.reachAfter)
        }
        var visited: [(instance: Int, start: Double)] = []
        while instance < geometry.instanceCount {
            if bounded && base + start - sizing.reachBefore >= high { break }
            visited.append((instance, start))
            start += sizing.advance(ofInstance: instance)
            instance += 1
        }
        let perInstance = template.itemCount
        // Cells (R-QUERY-3), exact or group-granular (R-QUERY-2).
        for (instance, start) in visited {
            try withInstance(geometry, template, instance: instance, start: start) { view in
                let firstItem = instance * perInstance
                var instanceOverlaps = true
                if groupGranular, let rect {
                    var frame = view.nodeFrame(0)
                    frame.size[advance] = instanceExtent(geometry, view, instance: instance)
                    instanceOverlaps = finalize(frame).overlapsForQuery(rect)
                }
                for slot in 0..<min(perInstance, geometry.itemCount - firstItem) {
                    let frame = finalize(view.leafFrame(slot))
                    let overlaps =
                        groupGranular ? instanceOverlaps : (rect.map(frame.overlapsForQuery) ?? true)
                    guard overlaps else { continue }
                    try body(
                        LayoutAttributes(
                            category: .cell,
                            indexPath: LayoutIndexPath(item: firstItem + slot, section: section),
                            frame: frame, zIndex: cellZIndex(geometry, template, slot: slot)))
                }
            }
        }
        // Group supplementaries, then item supplementaries.
        if template.hasGroupSupplementaries {
            for (instance, _) in visited {
                for node in template.nodes.indices
                where groupIsUsed(template, node: node, geometry: geometry, instance: instance) {
                    for supplementary in template.nodes[node].supplementaries {
                        let attributes = groupSupplementaryAttributes(
                            geometry, template, section: section, instance: instance, node: node,
                            supplementary: supplementary)
                        if rect.map(attributes.frame.overlapsForQuery) ?? true { try body(attributes) }
                    }
                }
            }
        }
        guard !template.itemSupplementaries.isEmpty else { return }
        let placement = placement(of: geometry)
        for (instance, start) in visited {
            try withInstance(geometry, template, instance: instance, start: start) { view in
                let firstItem = instance * perInstance
                for slot in 0..<min(perInstance, geometry.itemCount - firstItem) {
                    let container = view.leafFrame(slot)
                    for index in template.itemSupplementaryRange(ofLeaf: slot) {
                        let supplementary = measured(
                            template.itemSupplementaries[index], geometry,
                            LayoutIndexPath(item: firstItem + slot, section: section))
                        let frame = placement.anchoredFrame(supplementary, container: container)
                        guard rect.map(frame.overlapsForQuery) ?? true else { continue }
                        try body(
                            LayoutAttributes(
                                anchored: supplementary, frame: frame,
                                indexPath: LayoutIndexPath(item: firstItem + slot, section: section)))
                    }
                }
            }
        }
    }
}
