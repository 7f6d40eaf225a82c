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
            return boundaryEstimatedAxes(of: element) ?? []
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
}
