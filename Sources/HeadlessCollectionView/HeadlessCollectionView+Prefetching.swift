import CollectionLayout

extension HeadlessCollectionView {
    /// Whether the view reports ``HeadlessEvent/cancelPrefetchingForItems(_:)`` and
    /// ``HeadlessEvent/prefetchItems(_:)`` events; false until ``setPrefetchingEnabled(_:)``
    /// switches it on (R-PREFETCH-6).
    public var isPrefetchingEnabled: Bool { prefetching.isEnabled }

    /// The items prefetched and neither used nor cancelled yet, ascending.
    public var prefetchedItemIndexPaths: [LayoutIndexPath] { prefetching.outstanding.keys.sorted() }

    /// Switches prefetching on or off (R-PREFETCH-6). Switching on prefetches nothing: the next
    /// move of the content offset or of an orthogonal row does (R-PREFETCH-1). Switching off
    /// cancels every outstanding request.
    ///
    /// - Returns: `cancelPrefetchingForItems` when switching off cancelled requests, else nothing.
    @discardableResult
    public mutating func setPrefetchingEnabled(_ enabled: Bool) -> [Event] {
        let update = prefetching.setEnabled(
            enabled, mainOffset: contentOffset[scrollAxis], rowOffsets: orthogonal.byIndex,
            itemCounts: itemCounts)
        return Self.events(for: update)
    }

    /// The prefetch step of a layout pass (R-PREFETCH-3), given the elements the pass displays:
    /// the cancel and prefetch events it causes, in that order.
    mutating func prefetchEvents(displayed elements: [LayoutAttributes]) -> [Event] {
        guard prefetching.isEnabled else { return [] }
        var visible: Set<LayoutIndexPath> = []
        for element in elements where element.category == .cell { visible.insert(element.indexPath) }
        let view = self
        let update = prefetching.layoutPass(
            mainOffset: contentOffset[scrollAxis], rowOffsets: orthogonal.byIndex, itemCounts: itemCounts,
            visible: visible
        ) { source, direction in view.cellsAhead(of: source, direction: direction) }
        return Self.events(for: update)
    }

    /// The cells one viewport ahead of the view along its scroll axis, or one row viewport ahead
    /// of an orthogonal row along the row, in `direction`: the cells that would be displayed if the
    /// view (or only that row) had moved that far (R-PREFETCH-1, R-PREFETCH-5).
    ///
    /// Implements R-PREFETCH-1. Implements R-PREFETCH-5.
    func cellsAhead(of source: PrefetchSource, direction: PrefetchDirection) -> [LayoutIndexPath] {
        let sign: Double = direction == .forward ? 1 : -1
        var offset = contentOffset
        var rows = orthogonal.byIndex
        switch source {
        case .main:
            let axis = scrollAxis
            let shifted = offset[axis] + sign * boundsSize[axis]
            offset = axis == .vertical ? Point(x: offset.x, y: shifted) : Point(x: shifted, y: offset.y)
        case .row(let section):
            guard let row = preparedLayout.orthogonalRow(inSection: section), let current = rows[section]
            else { return [] }
            rows[section] = current + sign * row.viewportLength
        }
        let elements = preparedLayout.displayedElements(
            contentOffset: offset, adjustedContentInset: adjustedContentInset, orthogonalOffsets: rows)
        var cells: [LayoutIndexPath] = []
        for element in elements where element.category == .cell {
            if case .row(let section) = source, element.indexPath.section != section { continue }
            cells.append(element.indexPath)
        }
        return cells
    }

    /// The events of an update: the cancel first, then the prefetch, each only when not empty.
    static func events(for update: PrefetchUpdate) -> [Event] {
        var events: [Event] = []
        if !update.cancelled.isEmpty { events.append(.cancelPrefetchingForItems(update.cancelled)) }
        if !update.prefetched.isEmpty { events.append(.prefetchItems(update.prefetched)) }
        return events
    }
}
