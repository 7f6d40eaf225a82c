/// The measured state of waterfall sections (R-WATERFALL-5): the waterfall side of the methods of
/// `PreparedLayout+Measurements`, which call these for waterfall sections.
extension PreparedLayout {
    /// The axes on which a waterfall section's `element` self-sizes: the scroll axis for cells with
    /// estimated heights, the estimated axes of boundary items (R-EST-9).
    func waterfallSelfSizingAxes(of element: LayoutAttributes, _ state: WaterfallSection) -> AxisSet {
        switch element.category {
        case .cell:
            let item = element.indexPath.item
            guard item >= 0, item < state.itemCount, state.isEstimated(item: item) else { return [] }
            return AxisSet(scrollAxis)
        case .supplementary:
            guard element.indexPath.item == 0,
                let description = boundaryDescription(
                    ofKind: element.elementKind, section: element.indexPath.section)
            else { return [] }
            var axes = AxisSet()
            for axis in Axis.allCases where description.layoutSize[axis].isEstimated {
                axes.insert(AxisSet(axis))
            }
            return axes
        case .decoration:
            return []
        }
    }

    /// Whether a waterfall section's `element` self-sizes and has no current measurement.
    func waterfallNeedsMeasurement(_ element: LayoutAttributes, _ state: WaterfallSection) -> Bool {
        guard !waterfallSelfSizingAxes(of: element, state).isEmpty else { return false }
        if element.category == .cell { return !state.isMeasured(item: element.indexPath.item) }
        let key = SupplementaryElementKey(
            elementKind: element.elementKind ?? "", indexPath: element.indexPath)
        return state.supplementarySizes[key] == nil
    }

    /// The measured size of a waterfall cell, nil when it is unmeasured or its height is not
    /// estimated.
    func waterfallMeasuredSize(forItemAt indexPath: LayoutIndexPath, _ state: WaterfallSection) -> Size? {
        guard indexPath.item >= 0, indexPath.item < state.itemCount,
            state.hasMeasurement(item: indexPath.item)
        else { return nil }
        return Size(along: scrollAxis, state.lengths[indexPath.item], across: state.columns.width)
    }

    /// Runs `body` on a uniquely referenced copy of a waterfall section's state (copy-on-write),
    /// then re-finishes the section and restacks the layout; returns how far the content grew.
    /// When the change would make the geometry non-finite, `undo` takes it back and the call
    /// throws: nothing changes.
    mutating func updateWaterfall<Saved>(
        ofSection section: Int, _ body: (WaterfallSection) throws(SizingOverflow) -> Saved,
        undo: (WaterfallSection, Saved) -> Void
    ) throws(LayoutError) -> Double {
        guard var state = sections[section].waterfall else { return 0 }
        sections[section].waterfall = nil
        if !isKnownUniquelyReferenced(&state) { state = WaterfallSection(copying: state) }
        defer { _checkInvariants() }
        let saved: Saved
        do {
            saved = try body(state)
        } catch {
            sections[section].waterfall = state
            throw error.layoutError(section: section)
        }
        sections[section].waterfall = state
        let before = contentSize[scrollAxis]
        do {
            try refinishWaterfall(section, state)
        } catch {
            undo(state, saved)
            try? refinishWaterfall(section, state)
            throw error
        }
        return contentSize[scrollAxis] - before
    }

    /// Re-finishes a waterfall section (R-WATERFALL-4) and restacks; throws when the content length
    /// is not finite.
    private mutating func refinishWaterfall(_ section: Int, _ state: WaterfallSection) throws(LayoutError) {
        try state.refinish(
            &sections[section], section: section, environment: environment, rounder: rounder, options: options
        )
        restack()
        let length = contentSize[scrollAxis]
        guard length.isFinite else {
            throw .nonFiniteGeometry(
                dimension: scrollAxis == .vertical ? "content height" : "content width", value: length,
                section: section)
        }
    }

    /// ``setPreferredSize(_:forItemAt:)`` for a waterfall cell: the scroll-axis length of `size`
    /// becomes its height and the items after it re-flow (R-WATERFALL-5).
    mutating func setWaterfallPreferredSize(_ size: Size?, forItemAt indexPath: LayoutIndexPath)
        throws(LayoutError) -> Double
    {
        try updateWaterfall(
            ofSection: indexPath.section,
            { state throws(SizingOverflow) in
                let saved = state.savedItem(indexPath.item)
                _ = try state.setMeasurement(size, forItem: indexPath.item)
                return saved
            }, undo: { state, saved in state.restore(saved, forItem: indexPath.item) })
    }

    /// ``setPreferredSize(_:forSupplementaryOfKind:at:)`` for a waterfall section's boundary item.
    mutating func setWaterfallPreferredSize(_ size: Size, forSupplementary key: SupplementaryElementKey)
        throws(LayoutError) -> Double
    {
        try updateWaterfall(
            ofSection: key.indexPath.section,
            { state in
                let saved = state.supplementarySizes[key]
                state.supplementarySizes[key] = size
                return saved
            }, undo: { state, saved in state.supplementarySizes[key] = saved })
    }

    /// ``invalidateMeasurement(forItemAt:)`` for a waterfall cell.
    mutating func invalidateWaterfallMeasurement(forItemAt indexPath: LayoutIndexPath) -> Double {
        (try? updateWaterfall(
            ofSection: indexPath.section,
            { state throws(SizingOverflow) in
                let saved = state.savedItem(indexPath.item)
                _ = try state.removeMeasurement(forItem: indexPath.item)
                return saved
            }, undo: { state, saved in state.restore(saved, forItem: indexPath.item) })) ?? 0
    }

    /// ``markNeedsMeasurement(forItemAt:)`` for a waterfall cell.
    mutating func markWaterfallNeedsMeasurement(forItemAt indexPath: LayoutIndexPath) {
        guard var state = sections[indexPath.section].waterfall else { return }
        sections[indexPath.section].waterfall = nil
        if !isKnownUniquelyReferenced(&state) { state = WaterfallSection(copying: state) }
        state.markStale(item: indexPath.item)
        sections[indexPath.section].waterfall = state
    }
}
