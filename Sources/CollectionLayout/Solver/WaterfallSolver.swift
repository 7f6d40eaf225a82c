/// Solves a waterfall section (R-WATERFALL) in two steps of ``SectionSolver``: its columns and
/// content origin (step 2 of a section's solve), then its items (step 3, once the section's
/// finishing inputs exist, because the stored state keeps them for re-finishing after a
/// measurement).
enum WaterfallSolver {
    /// Steps 2 and 3 before the items: checks the description's numbers and returns a section
    /// whose content starts inside its content insets, across the scroll axis at the first
    /// column (R-WATERFALL-1, R-SECTION-5).
    static func skeleton(
        _ waterfall: LayoutWaterfall, section: LayoutSection, index: Int, itemCount: Int, advance: Axis,
        crossStart: Double, availableWidth: Double
    ) throws(LayoutError) -> SectionGeometry {
        let path = LayoutPath(section: index).appending("waterfall")
        try Validation.check(waterfall.itemSpacing, at: path.appending("itemSpacing"))
        try Validation.check(waterfall.columnSpacing, at: path.appending("columnSpacing"))
        switch waterfall.columns {
        case .count(let count):
            guard count >= 1 else { throw .invalidCount(count, at: path.appending("columns")) }
        case .adaptive(let minimumWidth):
            try Validation.check(minimumWidth, at: path.appending("minimumColumnWidth"))
        }
        var geometry = SectionGeometry.empty(itemCount: itemCount)
        geometry.advanceAxis = advance
        geometry.firstInstanceOrigin = Point(
            along: advance, section.contentInsets.start(advance), across: crossStart)
        geometry.crossFarEdge = crossStart + max(availableWidth, 0)
        geometry.hasDecorations = !section.decorationItems.isEmpty
        return geometry
    }

    /// The columns of R-WATERFALL-1 for a section `availableWidth` wide across the scroll axis.
    static func columns(of waterfall: LayoutWaterfall, availableWidth: Double) -> WaterfallColumnLayout {
        WaterfallColumnLayout(
            columns: waterfall.columns, availableWidth: availableWidth, spacing: waterfall.columnSpacing)
    }

    /// Step 3: resolves every item's height (R-WATERFALL-3), places the items (R-WATERFALL-2) and
    /// sets the section's length (R-WATERFALL-4).
    ///
    /// - Throws: ``LayoutError/invalidNumber(_:at:)`` for a height that is not finite,
    ///   ``LayoutError/templateTooLarge(itemCount:limit:at:)`` when the section has more items than
    ///   the layout may still store, ``LayoutError/nonFiniteGeometry(dimension:value:section:)`` when
    ///   the content would reach beyond the largest `Double`.
    static func place(
        _ waterfall: LayoutWaterfall, section: LayoutSection, index: Int, availableWidth: Double,
        finishing: SectionFinishing, _ geometry: inout SectionGeometry, context: inout SolveContext
    ) throws(LayoutError) {
        let path = LayoutPath(section: index).appending("waterfall")
        let itemCount = geometry.itemCount
        guard itemCount <= context.templateItemBudget else {
            throw .templateTooLarge(itemCount: itemCount, limit: context.templateItemBudget, at: path)
        }
        let columns = columns(of: waterfall, availableWidth: availableWidth)
        var lengths = [Double](repeating: 0, count: itemCount)
        var estimated = [Bool](repeating: false, count: itemCount)
        for item in 0..<itemCount {
            let height = waterfall.itemHeight(item)
            guard let length = height.resolved(columnWidth: columns.width) else {
                let value: Double
                switch height {
                case .absolute(let points), .estimated(let points): value = points
                case .fractionalWidth(let fraction): value = fraction * columns.width
                }
                throw .invalidNumber(value, at: path.appending("itemHeights", index: item))
            }
            lengths[item] = length
            estimated[item] = height.isEstimated
        }
        let state: WaterfallSection
        do {
            state = try WaterfallSection(
                columns: columns, itemSpacing: waterfall.itemSpacing, lengths: lengths, estimated: estimated,
                itemHeight: waterfall.itemHeight, finishing: finishing,
                refinisher: SectionFinisher.modelInterface)
        } catch {
            throw error.layoutError(section: index)
        }
        context.templateItemBudget -= itemCount
        geometry.waterfall = state
        geometry.length = contentLength(state, insets: section.contentInsets, along: geometry.advanceAxis)
        geometry.elementsMin = 0
        geometry.elementsMax = geometry.length
    }

    /// The section's length before boundary items: its content between its insets (R-WATERFALL-4,
    /// R-SECTION-5).
    static func contentLength(_ state: WaterfallSection, insets: DirectionalEdgeInsets, along axis: Axis)
        -> Double
    {
        insets.start(axis) + state.contentLength + insets.end(axis)
    }
}
