/// The measured state of a prepared layout (R-EST, R-SIZING): what it reads, and the `mutating`
/// methods that are the only way a prepared layout changes after `prepare`.
extension PreparedLayout {
    /// The axes on which `element` self-sizes: the estimated axes of a cell (minus the axis a count
    /// group splits, R-EST-6) or of a section's boundary item (R-EST-9); empty for
    /// everything else, including elements that do not exist.
    ///
    /// Implements R-EST-6.
    public func selfSizingAxes(of element: LayoutAttributes) -> AxisSet {
        if sections.indices.contains(element.indexPath.section),
            let waterfall = sections[element.indexPath.section].waterfall
        {
            return waterfallSelfSizingAxes(of: element, waterfall)
        }
        if sections.indices.contains(element.indexPath.section),
            let flow = sections[element.indexPath.section].flow
        {
            return flowSelfSizingAxes(of: element, flow)
        }
        guard sections.indices.contains(element.indexPath.section),
            let sizing = sections[element.indexPath.section].sizing
        else { return [] }
        switch element.category {
        case .cell:
            let item = element.indexPath.item
            guard item >= 0, item < sizing.itemCount else { return [] }
            return sizing.measurableAxes(ofItem: item)
        case .supplementary:
            if let axes = boundaryEstimatedAxes(of: element) { return axes }
            return anchoredSupplementary(ofKind: element.elementKind, at: element.indexPath)?.estimated?.axes
                ?? []
        case .decoration:
            return []
        }
    }

    /// Whether a section's self-sizing elements should all be measured as soon as any part of it
    /// is visible (R-SIZING-4): orthogonal sections, whose band height and row length would
    /// otherwise change while they scroll (R-ORTHO-19), and sections whose top-level group is
    /// uniform across siblings (R-UNIFORM-3).
    ///
    /// Implements R-ORTHO-19. Implements R-SIZING-4.
    public func measuresWholeSection(_ section: Int) -> Bool {
        guard sections.indices.contains(section), let sizing = sections[section].sizing,
            !sizing.template.measurableAxes.isEmpty
        else { return false }
        return sizing.tracksAcross || sizing.uniformTopLevel
    }

    /// Whether some cell of `section` self-sizes and has no current measurement.
    ///
    /// - Complexity: O(1).
    public func hasUnmeasuredItems(inSection section: Int) -> Bool {
        if sections.indices.contains(section), let waterfall = sections[section].waterfall {
            return waterfall.measuredItemCount < waterfall.estimatedItemCount
        }
        if sections.indices.contains(section), let flow = sections[section].flow {
            return flow.measuredItemCount < flow.itemCount
        }
        guard sections.indices.contains(section), let sizing = sections[section].sizing else { return false }
        return sizing.measuredItemCount < sizing.selfSizingItemCount
    }

    /// Whether `element` self-sizes and has no current measurement: never measured, or
    /// reconfigured since (R-SIZING-2, R-APPLY-6).
    public func needsMeasurement(_ element: LayoutAttributes) -> Bool {
        if sections.indices.contains(element.indexPath.section),
            let waterfall = sections[element.indexPath.section].waterfall
        {
            return waterfallNeedsMeasurement(element, waterfall)
        }
        if sections.indices.contains(element.indexPath.section),
            let flow = sections[element.indexPath.section].flow
        {
            return flowNeedsMeasurement(element, flow)
        }
        guard !selfSizingAxes(of: element).isEmpty, let sizing = sections[element.indexPath.section].sizing
        else { return false }
        if element.category == .cell { return !sizing.isMeasured(item: element.indexPath.item) }
        let key = SupplementaryElementKey(
            elementKind: element.elementKind ?? "", indexPath: element.indexPath)
        return sizing.supplementarySizes[key] == nil
    }

    /// The measured size of a cell, nil when it is unmeasured or does not self-size. Axes that do not
    /// self-size hold the layout's length.
    public func measuredSize(forItemAt indexPath: LayoutIndexPath) -> Size? {
        if sections.indices.contains(indexPath.section), let waterfall = sections[indexPath.section].waterfall
        {
            return waterfallMeasuredSize(forItemAt: indexPath, waterfall)
        }
        if sections.indices.contains(indexPath.section), let flow = sections[indexPath.section].flow {
            return flowMeasuredSize(forItemAt: indexPath, flow)
        }
        guard sections.indices.contains(indexPath.section), let sizing = sections[indexPath.section].sizing,
            indexPath.item >= 0, indexPath.item < sizing.itemCount,
            !sizing.measurableAxes(ofItem: indexPath.item).isEmpty,
            sizing.isMeasured(item: indexPath.item) || sizing.stale.contains(indexPath.item),
            var size = attributes(forItemAt: indexPath)?.frame.size
        else { return nil }
        for axis in Axis.allCases {
            if let value = sizing.measurement(ofItem: indexPath.item, on: axis) { size[axis] = value }
        }
        return size
    }

    /// Every current measurement, for carrying into a new `prepare`.
    ///
    /// - Complexity: O(items of self-sizing sections).
    public var measurements: LayoutMeasurements {
        var result = LayoutMeasurements()
        for (section, geometry) in sections.enumerated() {
            if let waterfall = geometry.waterfall {
                for (key, size) in waterfall.supplementarySizes { result.supplementaries[key] = size }
                for item in 0..<waterfall.itemCount where waterfall.hasMeasurement(item: item) {
                    let indexPath = LayoutIndexPath(item: item, section: section)
                    result.cells[indexPath] = waterfallMeasuredSize(forItemAt: indexPath, waterfall)
                }
                continue
            }
            if let flow = geometry.flow {
                for (key, size) in flow.supplementarySizes { result.supplementaries[key] = size }
                guard flow.isMeasured else { continue }
                for item in 0..<flow.itemCount where flow.hasMeasurement(item: item) {
                    let indexPath = LayoutIndexPath(item: item, section: section)
                    result.cells[indexPath] = flowMeasuredSize(forItemAt: indexPath, flow)
                }
                continue
            }
            guard let sizing = geometry.sizing else { continue }
            for (key, size) in sizing.supplementarySizes {
                result.supplementaries[key] = size
            }
            guard !sizing.widths.isEmpty || !sizing.heights.isEmpty else { continue }
            for item in 0..<sizing.itemCount {
                let indexPath = LayoutIndexPath(item: item, section: section)
                if let size = measuredSize(forItemAt: indexPath) { result.cells[indexPath] = size }
            }
        }
        return result
    }

    /// Adopts a cell's preferred size on its self-sizing axes and moves everything after it
    /// (R-EST-1, R-SIZING-6); nil means the cell keeps its estimate but counts as measured
    /// (R-SIZING-1). Returns how far the content grew along the scroll axis.
    ///
    /// Implements R-EST-1.
    ///
    /// - Throws: ``LayoutError/noSuchElement(_:section:)`` for an index path the layout does not
    ///   have, ``LayoutError/invalidPreferredSize(_:element:section:)`` for a negative or
    ///   non-finite size, ``LayoutError/nonFiniteGeometry(dimension:value:section:)`` when the
    ///   measured section or the content would reach beyond the largest `Double` (as `prepare`
    ///   rejects such geometry). Nothing changes when it throws.
    /// - Complexity: O(log n + k + sections) for `n` items and `k` items per group.
    @discardableResult
    public mutating func setPreferredSize(_ size: Size?, forItemAt indexPath: LayoutIndexPath)
        throws(LayoutError) -> Double
    {
        try applyGrowth(.measureCell(indexPath, size))
    }

    /// Adopts the preferred size of a supplementary on its estimated axes (R-EST-9): a
    /// section's boundary item (which moves what follows it) or an anchored supplementary of an item
    /// or group (anchored again at its new size); nil keeps its estimate (R-SIZING-1). Returns how
    /// far the content grew.
    ///
    /// - Throws: as ``setPreferredSize(_:forItemAt:)``; ``LayoutError/noSuchElement(_:section:)``
    ///   also for a supplementary without an estimated dimension.
    @discardableResult
    public mutating func setPreferredSize(
        _ size: Size?, forSupplementaryOfKind kind: String, at indexPath: LayoutIndexPath
    ) throws(LayoutError) -> Double {
        try applyGrowth(
            .measureSupplementary(SupplementaryElementKey(elementKind: kind, indexPath: indexPath), size))
    }

    /// Forgets a cell's measurement: it takes its estimate again and is measured when next visible
    /// (R-SIZING-3). Returns how far the content grew. Unknown index paths are ignored, and so is
    /// a call whose estimate would make the geometry non-finite (the measurement stays).
    ///
    /// Implements R-SIZING-3.
    @discardableResult
    public mutating func invalidateMeasurement(forItemAt indexPath: LayoutIndexPath) -> Double {
        (try? applyGrowth(.forgetCell(indexPath))) ?? 0
    }

    /// Keeps a cell's measurement but asks for a new one when it is next visible, as after a
    /// reconfigure (R-APPLY-6). Unknown index paths are ignored.
    public mutating func markNeedsMeasurement(forItemAt indexPath: LayoutIndexPath) {
        markMeasurementStale(at: indexPath)
        _checkInvariants()
    }

    /// Applies `change` through the engine's one measurement applier
    /// (``MeasuredSections/applyMeasurement(_:)``); returns how far the content grew along the
    /// scroll axis.
    private mutating func applyGrowth(_ change: MeasurementChange) throws(LayoutError) -> Double {
        let before = contentSize[scrollAxis]
        try applyMeasurement(change)
        return contentSize[scrollAxis] - before
    }

    /// The anchored supplementary of an item or group at `indexPath` (R-INDEX-5, R-INDEX-6).
    func anchoredSupplementary(ofKind kind: String?, at indexPath: LayoutIndexPath) -> AnchoredSupplementary?
    {
        guard let kind, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].anchoredSupplementary(ofKind: kind, item: indexPath.item)
    }

    /// The estimated axes of a boundary supplementary `element` (R-EST-9), or nil when it is not a
    /// boundary item of its section: one owner for grid, flow and waterfall sections.
    func boundaryEstimatedAxes(of element: LayoutAttributes) -> AxisSet? {
        guard element.indexPath.item == 0,
            let description = boundaryDescription(
                ofKind: element.elementKind, section: element.indexPath.section)
        else { return nil }
        var axes = AxisSet()
        for axis in Axis.allCases where description.layoutSize[axis].isEstimated {
            axes.insert(AxisSet(axis))
        }
        return axes
    }

    /// The description of a section's boundary item of `kind`, if the section self-sizes.
    func boundaryDescription(ofKind kind: String?, section: Int) -> LayoutBoundarySupplementaryItem? {
        sections[section].boundaryDescription(ofKind: kind)
    }
}

/// A prepared layout settles after a measurement by re-finishing the measured section and
/// restacking every section (R-SIZING-6, R-STACK-1).
extension PreparedLayout: MeasuredSections {
    /// Re-finishes section `section` through the model (R-SIZING-6) and restacks the layout; throws
    /// when the section or the content length is not finite.
    mutating func settleMeasurement(inSection section: Int) throws(LayoutError) {
        try sections[section].refinish(
            section: section, environment: environment, rounder: rounder, options: options)
        restack()
        let length = contentSize[scrollAxis]
        guard length.isFinite else {
            throw .nonFiniteGeometry(
                dimension: scrollAxis == .vertical ? "content height" : "content width", value: length,
                section: section)
        }
    }
}
