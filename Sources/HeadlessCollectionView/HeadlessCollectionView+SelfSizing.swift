import CollectionLayout

extension HeadlessCollectionView {
    /// Measures an element (R-SIZING-1): called with the element and its proposed size (exact on
    /// the axes the layout fixes, the current estimate on estimated axes); returns the preferred
    /// size, or nil to keep the estimate (the element then counts as measured). Only the element's
    /// ``SizingElement/selfSizingAxes`` are read from the answer (R-EST-1); on those axes it
    /// must be finite and non-negative, otherwise the mutation throws
    /// ``HeadlessError/layout(_:)`` with `LayoutError.invalidPreferredSize(_:element:section:)`.
    public typealias SizeProvider = @Sendable (SizingElement, Size) -> Size?

    /// The size provider; nil when the view does not self-size (every element keeps its estimate,
    /// R-EST-8). Change it with ``setSizeProvider(_:)``.
    public var sizeProvider: SizeProvider? { sizing.provider }

    /// Whether every self-sizing element is measured, not only the visible ones (R-SIZING-4):
    /// the content size is then independent of where the view has scrolled, at the cost of calling
    /// the provider for every element. Change it with ``setMeasuresEagerly(_:)``.
    public var measuresEagerly: Bool { sizing.measuresEagerly }

    /// Scroll anchoring (R-SCROLL-7), on by default: when measurements move the first visible
    /// cell (the lowest index path among the visible cells) by Δ along the scroll axis, the content
    /// offset moves by Δ too, so that cell keeps its on-screen position — unless the offset is at
    /// its minimum (the top stays the top). Switch it off to keep the offset where it is, as a
    /// `UICollectionView` without anchoring does; content then shifts under the viewport.
    ///
    /// Takes effect at the next measurement.
    public var anchorsScrollPosition: Bool {
        get { sizing.anchorsScrollPosition }
        set { sizing.anchorsScrollPosition = newValue }
    }

    /// Whether an orthogonal section is measured whole as soon as any part of it is visible
    /// (R-ORTHO-19, R-SIZING-4), on by default: its band is then as tall as its tallest card
    /// from the start, and neither its height nor the content below it moves while the row scrolls.
    /// Switch it off for UIKit's behaviour: cards are measured as they scroll into view, so the band
    /// grows (and everything below it shifts) when a taller card appears — fine for long rows of
    /// many cards, where measuring them all at once would cost more than it saves. Sections whose
    /// top-level group is uniform across siblings are always measured whole (R-UNIFORM-3).
    ///
    /// Takes effect at the next measurement pass.
    public var measuresOrthogonalSectionsWhole: Bool {
        get { sizing.measuresOrthogonalSectionsWhole }
        set { sizing.measuresOrthogonalSectionsWhole = newValue }
    }

    /// Replaces the size provider and measures the elements that now need it (R-SIZING-2).
    /// Existing measurements are kept; call ``invalidateAllMeasurements()`` to measure again with
    /// the new provider.
    ///
    /// - Returns: The events of R-EVENT-1 that the measurements caused.
    /// - Throws: ``HeadlessError/layout(_:)`` with `LayoutError.invalidPreferredSize(_:element:section:)`;
    ///   the view is unchanged.
    @discardableResult
    public mutating func setSizeProvider(_ provider: SizeProvider?) throws(HeadlessError) -> [Event] {
        let previous = sizing
        sizing.provider = provider
        sizing.needsEagerPass = true
        do {
            return try finishChange(previousContentSize: contentSize)
        } catch {
            sizing = previous
            throw error
        }
    }

    /// Switches eager measurement (R-SIZING-4) on or off; switching it on measures every
    /// element at once.
    ///
    /// - Throws: ``HeadlessError/layout(_:)`` with `LayoutError.invalidPreferredSize(_:element:section:)`;
    ///   the view is unchanged.
    @discardableResult
    public mutating func setMeasuresEagerly(_ measuresEagerly: Bool) throws(HeadlessError) -> [Event] {
        let previous = sizing
        sizing.measuresEagerly = measuresEagerly
        sizing.needsEagerPass = true
        do {
            return try finishChange(previousContentSize: contentSize)
        } catch {
            sizing = previous
            throw error
        }
    }

    /// Forgets the measurements of the cells at `indexPaths` (R-SIZING-3): they take their
    /// estimates again, and those that are visible are measured again at once; the others when they
    /// next become visible (or at once with ``measuresEagerly``). Anchoring applies (R-SCROLL-7).
    ///
    /// - Throws: ``HeadlessError/itemOutOfRange(_:)`` for an index path that names no item,
    ///   ``HeadlessError/layout(_:)`` with `LayoutError.invalidPreferredSize(_:element:section:)`;
    ///   the view is unchanged.
    /// - Complexity: O(k log n) for `k` index paths, plus the measurements that follow.
    @discardableResult
    public mutating func invalidateMeasurements(for indexPaths: [LayoutIndexPath]) throws(HeadlessError)
        -> [Event]
    {
        for indexPath in indexPaths where preparedLayout.attributes(forItemAt: indexPath) == nil {
            throw .itemOutOfRange(indexPath)
        }
        let previousContentSize = contentSize
        let (savedOffset, savedSizing) = (contentOffset, sizing)
        var log = SizingUndoLog()
        let anchor = anchorCell()
        for indexPath in indexPaths {
            guard let measured = preparedLayout.measuredSize(forItemAt: indexPath) else { continue }
            log.entries.append(.cell(indexPath, previous: measured, stale: isStale(indexPath)))
            _ = preparedLayout.invalidateMeasurement(forItemAt: indexPath)
        }
        keep(anchor)
        sizing.needsEagerPass = true
        do {
            return try finishChange(previousContentSize: previousContentSize, undo: log)
        } catch {
            (contentOffset, sizing) = (savedOffset, savedSizing)
            throw error
        }
    }

    /// Forgets every measurement, of cells and supplementaries, and measures the visible elements
    /// again (R-SIZING-3) — for example after the content the provider reads has changed
    /// everywhere (a new text size). The layout is re-solved; the offset is kept and clamped.
    ///
    /// - Throws: ``HeadlessError/layout(_:)`` (with
    ///   `LayoutError.invalidPreferredSize(_:element:section:)` for a provider's invalid answer);
    ///   the view is unchanged.
    @discardableResult
    public mutating func invalidateAllMeasurements() throws(HeadlessError) -> [Event] {
        try resolve(
            layout: layout, environment: environment, identifiers: sectionIdentifiers, itemCounts: itemCounts,
            measurements: .drop)
    }

    // MARK: - The loop (R-SIZING-2)

    /// Runs the self-sizing loop: the eager pass when one is due (R-SIZING-4), then the visible
    /// loop of R-SIZING-2. On failure every measurement recorded in `undo` (including the
    /// entries passed in) is reverted, the offset restored, and the error rethrown.
    mutating func selfSize(undo initial: SizingUndoLog = .init()) throws(HeadlessError) {
        guard let provider = sizing.provider else { return }
        var log = initial
        let savedOffset = contentOffset
        do {
            if sizing.measuresEagerly && sizing.needsEagerPass {
                try measureEverything(provider, log: &log)
            }
            try measureVisible(provider, log: &log)
        } catch {
            rollback(log)
            contentOffset = savedOffset
            throw error
        }
        if sizing.measuresEagerly { sizing.needsEagerPass = false }
    }

    /// R-SIZING-2: measure the first never-measured visible element in R-QUERY-3 order,
    /// re-solve (incrementally, R-SIZING-6), anchor (R-SCROLL-7), and repeat until every
    /// visible element is measured. Each element is measured at most once per pass.
    ///
    /// Implements R-SIZING-2.
    ///
    /// - Complexity: O(m · v) for `m` measurements with `v` elements on screen.
    private mutating func measureVisible(_ provider: SizeProvider, log: inout SizingUndoLog)
        throws(HeadlessError)
    {
        var measured = Set<ElementID>()
        while true {
            let visible = visibleElements()
            // R-SIZING-4, R-ORTHO-19, R-UNIFORM-3: a visible orthogonal or uniform section is
            // measured whole, so its band and rows never change while it scrolls.
            if let section = visible.lazy.map(\.indexPath.section).first(where: {
                preparedLayout.measuresWholeSection($0) && preparedLayout.hasUnmeasuredItems(inSection: $0)
                    && (sizing.measuresOrthogonalSectionsWhole
                        || preparedLayout.orthogonalRow(inSection: $0) == nil)
            }) {
                let anchor = anchorCell(in: visible)
                try measureItems(ofSection: section, provider, log: &log)
                keep(anchor)
                continue
            }
            guard
                let next = visible.first(where: {
                    preparedLayout.needsMeasurement($0) && !measured.contains(ElementID($0))
                })
            else { return }
            measured.insert(ElementID(next))
            let anchor = anchorCell(in: visible)
            try measure(next, provider, log: &log)
            keep(anchor)
        }
    }

    /// R-SIZING-4: measures every element that needs it, in R-QUERY-3 order, then anchors
    /// once.
    ///
    /// - Complexity: O(n log n) for `n` elements.
    private mutating func measureEverything(_ provider: SizeProvider, log: inout SizingUndoLog)
        throws(HeadlessError)
    {
        let pending = elementsNeedingMeasurement()
        guard !pending.isEmpty else { return }
        let anchor = anchorCell()
        for element in pending {
            // Frames move as earlier elements are measured: ask with the current one.
            guard let current = currentAttributes(of: element), preparedLayout.needsMeasurement(current)
            else {
                continue
            }
            try measure(current, provider, log: &log)
        }
        keep(anchor)
    }

    /// Measures every cell of `section` that needs it, in item order (R-SIZING-4).
    ///
    /// - Complexity: O(n (log n + k)) for the section's `n` items.
    private mutating func measureItems(
        ofSection section: Int, _ provider: SizeProvider, log: inout SizingUndoLog
    )
        throws(HeadlessError)
    {
        for item in 0..<(preparedLayout.numberOfItems(inSection: section) ?? 0) {
            guard
                let cell = preparedLayout.attributes(
                    forItemAt: LayoutIndexPath(item: item, section: section)),
                preparedLayout.needsMeasurement(cell)
            else { continue }
            try measure(cell, provider, log: &log)
        }
    }

    /// Asks the provider about `element` and adopts the answer (R-SIZING-1, R-EST-1).
    ///
    /// Implements R-SIZING-1.
    private mutating func measure(
        _ element: LayoutAttributes, _ provider: SizeProvider, log: inout SizingUndoLog
    ) throws(HeadlessError) {
        let natural = currentAttributes(of: element) ?? element
        let axes = preparedLayout.selfSizingAxes(of: natural)
        let proposed = natural.frame.size
        let request = SizingElement(
            category: natural.category, elementKind: natural.elementKind, indexPath: natural.indexPath,
            selfSizingAxes: axes,
            itemIdentifier: natural.category == .cell ? sizing.itemIdentifier?(natural.indexPath) : nil)
        var answer = provider(request, proposed)
        if var size = answer {
            // Only the self-sizing axes are adopted (R-EST-1); the engine's measurement applier is
            // the one check of the rest (R-SIZING-1): a NaN, infinite or negative length arrives
            // as `HeadlessError.layout(.invalidPreferredSize(_:element:section:))`.
            for axis in Axis.allCases where !axes.contains(AxisSet(axis)) { size[axis] = proposed[axis] }
            answer = size
        }
        do {
            if natural.category == .cell {
                let indexPath = natural.indexPath
                let previous = preparedLayout.measuredSize(forItemAt: indexPath)
                log.entries.append(.cell(indexPath, previous: previous, stale: previous != nil))
                _ = try preparedLayout.setPreferredSize(answer, forItemAt: indexPath)
            } else {
                let kind = natural.elementKind ?? ""
                log.entries.append(
                    .supplementary(SupplementaryElementKey(elementKind: kind, indexPath: natural.indexPath)))
                _ = try preparedLayout.setPreferredSize(
                    answer, forSupplementaryOfKind: kind, at: natural.indexPath)
            }
        } catch {
            throw .layout(error)
        }
    }

    // MARK: - Anchoring (R-SCROLL-7)

    /// The first visible cell (lowest index path) and its position along the scroll axis.
    func anchorCell(in visible: [LayoutAttributes]? = nil) -> (LayoutIndexPath, Double)? {
        let elements = visible ?? visibleElements()
        guard let cell = elements.first(where: { $0.category == .cell }),
            let frame = preparedLayout.attributes(forItemAt: cell.indexPath)?.frame
        else { return nil }
        return (cell.indexPath, frame.min(scrollAxis))
    }

    /// Moves the offset by how far `anchor` moved (unless anchoring is off or the offset is at its
    /// minimum), then clamps it to the range, as every re-solve does (R-SCROLL-3, R-SCROLL-7).
    ///
    /// Implements R-SCROLL-7.
    mutating func keep(_ anchor: (LayoutIndexPath, Double)?) {
        let axis = scrollAxis
        if sizing.anchorsScrollPosition, let (indexPath, before) = anchor,
            let after = preparedLayout.attributes(forItemAt: indexPath)?.frame.min(axis),
            contentOffset[axis] > scrollGeometry.contentOffsetRange(along: axis).lowerBound
        {
            contentOffset[axis] += after - before
        }
        contentOffset = scrollGeometry.clamp(contentOffset)
    }

    // MARK: - Helpers

    /// The element's attributes in the current solve (natural frame), nil if it no longer exists.
    private func currentAttributes(of element: LayoutAttributes) -> LayoutAttributes? {
        switch element.category {
        case .cell: return preparedLayout.attributes(forItemAt: element.indexPath)
        case .supplementary:
            return preparedLayout.attributes(
                forSupplementaryOfKind: element.elementKind ?? "", at: element.indexPath)
        case .decoration: return nil
        }
    }

    /// Every element that needs measuring, in R-QUERY-3 order.
    private func elementsNeedingMeasurement() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        preparedLayout.forEachElement { element in
            if preparedLayout.needsMeasurement(element) { result.append(element) }
        }
        return result
    }

    /// Whether a measured cell was marked for measuring again (R-APPLY-6).
    func isStale(_ indexPath: LayoutIndexPath) -> Bool {
        guard let attributes = preparedLayout.attributes(forItemAt: indexPath) else { return false }
        return preparedLayout.measuredSize(forItemAt: indexPath) != nil
            && preparedLayout.needsMeasurement(attributes)
    }

    /// Reverts the measurements recorded in `log`, newest first. Supplementaries cannot be
    /// un-measured in place, so when any was measured the layout is prepared again without it.
    private mutating func rollback(_ log: SizingUndoLog) {
        var dropped = Set<SupplementaryElementKey>()
        for entry in log.entries.reversed() {
            switch entry {
            case .cell(let indexPath, let previous, let stale):
                if let previous {
                    _ = try? preparedLayout.setPreferredSize(previous, forItemAt: indexPath)
                    if stale { preparedLayout.markNeedsMeasurement(forItemAt: indexPath) }
                } else {
                    _ = preparedLayout.invalidateMeasurement(forItemAt: indexPath)
                }
            case .supplementary(let key):
                dropped.insert(key)
            }
        }
        guard !dropped.isEmpty else { return }
        var carried = carriedMeasurements()
        for key in dropped { carried.measurements.supplementaries[key] = nil }
        if let prepared = try? Self.prepare(
            layout, environment: environment, itemCounts: itemCounts, options: prepareOptions,
            carrying: carried)
        {
            preparedLayout = prepared
        }
    }
}

/// The measurements a sizing pass adopted or dropped, so that a failed mutation can revert them.
struct SizingUndoLog: Sendable {
    enum Entry: Sendable {
        /// A cell's measurement before the change (nil: unmeasured) and whether it was stale.
        case cell(LayoutIndexPath, previous: Size?, stale: Bool)
        /// A supplementary measured for the first time.
        case supplementary(SupplementaryElementKey)
    }

    var entries: [Entry] = []
}
