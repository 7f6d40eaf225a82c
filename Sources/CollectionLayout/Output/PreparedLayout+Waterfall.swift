/// Frames, queries and measurements of waterfall sections (R-WATERFALL), read from their stored
/// state (``WaterfallSection``).
extension PreparedLayout {
    /// The columns of a waterfall section (R-WATERFALL-1), nil for other sections and sections that
    /// do not exist. Renderers read it to draw the column guides.
    ///
    /// - Complexity: O(1).
    public func waterfallColumns(inSection section: Int) -> WaterfallColumnLayout? {
        sections.indices.contains(section) ? sections[section].waterfall?.columns : nil
    }

    /// The final frame of waterfall item `item` placed in `column` at `position` (relative to the
    /// content start): rounded and mirrored like any frame (R-WATERFALL-6).
    @inline(__always)
    func waterfallFrame(
        _ geometry: SectionGeometry, _ state: WaterfallSection, item: Int, column: Int, position: Double
    ) -> Rect {
        let axis = scrollAxis
        let origin = geometry.firstInstanceOrigin
        return finalize(
            Rect(
                along: axis, position: geometry.start + origin[axis] + position, length: state.lengths[item],
                crossPosition: origin[axis.cross] + state.columns.origin(ofColumn: column),
                crossLength: state.columns.width))
    }

    /// The attributes of waterfall item `item` (R-WATERFALL-2, R-Z-1).
    ///
    /// - Complexity: O(interval · columns), see ``WaterfallSection``.
    func waterfallCellAttributes(
        _ geometry: SectionGeometry, _ state: WaterfallSection, indexPath: LayoutIndexPath
    ) -> LayoutAttributes {
        let (column, position) = state.placement(ofItem: indexPath.item)
        return LayoutAttributes(
            category: .cell, indexPath: indexPath,
            frame: waterfallFrame(geometry, state, item: indexPath.item, column: column, position: position),
            zIndex: geometry.hasDecorations ? 1 : 0, extras: nil)
    }

    /// Visits the cells of a waterfall section that overlap `rect` (every one when nil), in item
    /// order (R-QUERY-3, R-WATERFALL-7).
    ///
    /// Items start in non-decreasing order (R-WATERFALL-2), so the items starting inside the
    /// scroll range are consecutive, and of the items starting before it only the last of each
    /// column can reach into it: a binary search over the checkpoints and a replay of fewer than
    /// ``WaterfallSection/interval`` items find them.
    ///
    /// Implements R-WATERFALL-7.
    ///
    /// - Complexity: O(log n + interval + visible items) for a given column count.
    func visitWaterfallCells<Failure: Error>(
        ofSection section: Int, _ geometry: SectionGeometry, _ state: WaterfallSection, in rect: Rect?,
        scrollRange: (low: Double, high: Double), _ body: ElementVisitor<Failure>
    ) throws(Failure) {
        guard state.itemCount > 0 else { return }
        let contentStart = geometry.start + geometry.firstInstanceOrigin[scrollAxis]
        let low = scrollRange.low - contentStart
        let high = scrollRange.high - contentStart
        let zIndex = geometry.hasDecorations ? 1 : 0
        func visit(_ item: Int, column: Int, position: Double) throws(Failure) {
            let frame = waterfallFrame(geometry, state, item: item, column: column, position: position)
            guard rect.map(frame.overlapsForQuery) ?? true else { return }
            try body(
                LayoutAttributes(
                    category: .cell, indexPath: LayoutIndexPath(item: item, section: section), frame: frame,
                    zIndex: zIndex, extras: nil))
        }
        var run = state.run(fromCheckpoint: state.checkpoint(startingBefore: low))
        var reachedRange = false
        while run.item < state.itemCount {
            let item = run.item
            if !reachedRange && run.cursor.nextPlacement.position >= low {
                reachedRange = true
                try visitColumnEnds(run, state, visit)
            }
            let (column, position) = run.place(length: state.lengths[item])
            guard reachedRange else { continue }
            guard position < high else { return }
            try visit(item, column: column, position: position)
        }
        if !reachedRange { try visitColumnEnds(run, state, visit) }
    }

    /// Visits the last item of each column of `run` in item order: the items starting before the
    /// query's range that may still reach into it.
    private func visitColumnEnds<Failure: Error>(
        _ run: WaterfallSection.Run, _ state: WaterfallSection,
        _ visit: (Int, Int, Double) throws(Failure) -> Void
    ) throws(Failure) {
        var ends: [(item: Int, column: Int, position: Double)] = []
        for column in run.lastItem.indices where run.lastItem[column] >= 0 {
            ends.append((run.lastItem[column], column, run.lastStart[column]))
        }
        ends.sort { $0.item < $1.item }
        for end in ends { try visit(end.item, end.column, end.position) }
    }
}
