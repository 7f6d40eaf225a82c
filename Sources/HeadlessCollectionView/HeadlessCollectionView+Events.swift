import CollectionLayout

extension HeadlessCollectionView {
    /// Completes a mutation: runs the self-sizing loop (R-SIZING-2, R-SCROLL-7), recomputes the
    /// visible set once and returns the events of R-EVENT-1 in order — `contentSizeChanged`
    /// (when the content size differs from `previousContentSize`, or from the size before the
    /// measurements when nil),
    /// `visibleElementsChanged` (only when the visible set changed, R-EVENT-2) and one
    /// `orthogonalOffsetChanged` per section in `orthogonalChanges` (ascending).
    ///
    /// Called after the new state is fully committed, so the invalidation handlers it runs see a
    /// consistent view (R-SCROLL-1). When a measurement fails, the measurements of this pass
    /// and those recorded in `undo` are reverted and the error is rethrown; the caller restores the
    /// rest of its state.
    ///
    /// Implements R-EVENT-1. Implements R-EVENT-2.
    mutating func finishChange(
        previousContentSize: Size? = nil, orthogonalChanges: [Int] = [], undo: SizingUndoLog = .init()
    ) throws(HeadlessError) -> [Event] {
        let previousContentSize = previousContentSize ?? contentSize
        try selfSize(undo: undo)
        var events: [Event] = []
        if previousContentSize != contentSize {
            events.append(.contentSizeChanged(from: previousContentSize, to: contentSize))
        }
        // What is displayed, into the view's own buffer (taken out so that it is unique and keeps
        // its capacity from step to step).
        var elements: [LayoutAttributes] = []
        swap(&elements, &displayBuffer)
        defer { swap(&elements, &displayBuffer) }
        preparedLayout.displayedElements(
            contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
            orthogonalOffsets: orthogonal.byIndex, into: &elements)
        placeInteractivelyMovingItem(in: &elements)
        if let change = visibleSet.update(with: elements) {
            events.append(.visibleElementsChanged(change))
        }
        for section in orthogonalChanges.sorted() {
            guard let offset = orthogonal.byIndex[section] else { continue }
            var items: [LayoutIndexPath] = []
            for element in elements where element.category == .cell && element.indexPath.section == section {
                items.append(element.indexPath)
            }
            events.append(
                .orthogonalOffsetChanged(
                    OrthogonalOffsetChange(
                        sectionIdentifier: sectionIdentifiers[section], section: section, offset: offset,
                        visibleItems: items)))
        }
        events += prefetchEvents(displayed: elements)
        return events
    }
}
