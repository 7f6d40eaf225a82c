/// Solves a flow section (R-FLOW): decides whether a section's top-level group re-flows, resolves
/// its subitems once, and places the lines of its items with their estimates (R-FLOW-7).
enum FlowSolver {
    /// Whether `section`'s top-level group re-flows (R-FLOW-1): a horizontal or vertical group
    /// without a count, of absolute or fractional length along its axis, in a section that is
    /// neither orthogonal nor a waterfall, whose subitems are all items, estimated along the
    /// group's axis and not uniform across siblings, with no anchored supplementaries on the group
    /// or its items. Every other group keeps the count its template fits (R-GROUP-2, R-COUNT-1).
    ///
    /// Implements R-FLOW-1.
    static func flows(_ section: LayoutSection, orthogonal: Bool) -> Bool {
        let group = section.group
        guard !orthogonal, section.waterfall == nil, group.repetition == .fill,
            let axis = group.arrangement.axis, !group.subitems.isEmpty, group.supplementaryItems.isEmpty
        else { return false }
        let own = group.layoutSize[axis]
        guard !own.isEstimated else { return false }
        for subitem in group.subitems {
            guard case .item(let item) = subitem, item.supplementaryItems.isEmpty else { return false }
            let along = item.layoutSize[axis]
            guard along.isEstimated, !along.isUniformAcrossSiblings,
                !item.layoutSize[axis.cross].isUniformAcrossSiblings
            else { return false }
        }
        return true
    }

    /// The flow's shape (R-FLOW-2): the group's size in its container (R-CONT-1), its content box
    /// and spacing, and each subitem's estimate and edges along the group axis and its place across
    /// it — edges (R-EDGE-3, R-EDGE-5) and the item's insets on a fixed cross axis (R-ITEM-3,
    /// R-ITEM-4). Item insets along the group axis are ignored, as on any estimated axis (R-EST-2).
    static func shape(
        of section: LayoutSection, index: Int, advance: Axis, container: Size, context: inout SolveContext
    ) throws(LayoutError) -> FlowShape {
        let group = section.group
        let axis = group.arrangement.axis ?? .horizontal
        let cross = axis.cross
        let size = Size(
            width: context.resolve(group.layoutSize.widthDimension, in: container),
            height: context.resolve(group.layoutSize.heightDimension, in: container))
        let insets = group.contentInsets
        let content = Rect(
            x: insets.leading, y: insets.top, width: size.width - insets.leading - insets.trailing,
            height: size.height - insets.top - insets.bottom)
        let spacing = group.interItemSpacing ?? .fixed(0)
        let line = TemplateBuilder.StackLine(axis: axis, content: content, spacing: spacing)
        let subitemContainer = Size(along: axis, line.available, across: line.crossAvailable)
        var slots: [FlowSlot] = []
        slots.reserveCapacity(group.subitems.count)
        for (position, subitem) in group.subitems.enumerated() {
            guard case .item(let item) = subitem else { continue }
            let resolved = ResolvedSlot(
                subitem: subitem, axis: axis, length: item.layoutSize[axis].dimension,
                crossLength: context.resolve(item.layoutSize[cross], in: subitemContainer))
            let itemInsets = item.contentInsets
            if itemInsets.start(axis) != 0 || itemInsets.end(axis) != 0 {
                try context.report(
                    .contentInsetsIgnoredOnEstimatedAxis,
                    at: LayoutPath(section: index).appending("group").appending("subitems", index: position)
                        .appending("contentInsets"),
                    axis == .horizontal
                        ? "leading/trailing content insets are ignored because the width is estimated"
                        : "top/bottom content insets are ignored because the height is estimated")
            }
            let crossEstimated = item.layoutSize[cross].isEstimated
            var crossOrigin = TemplateBuilder.placeAcrossGroupAxis(resolved, line: line)
            var crossLength = resolved.crossLength
            var crossTrail = resolved.crossTrailingEdge
            if !crossEstimated {
                crossOrigin += itemInsets.start(cross)
                crossLength -= itemInsets.total(cross)
                crossTrail += itemInsets.end(cross)
                if crossLength < 0 {
                    // R-ITEM-4: a negative length moves the origin back and becomes positive.
                    crossOrigin += crossLength
                    crossLength = -crossLength
                }
            }
            let crossKind = item.layoutSize[cross].kind
            slots.append(
                FlowSlot(
                    length: max(resolved.length, 0), leadingEdge: resolved.leadingEdge,
                    trailingEdge: resolved.trailingEdge, leadingFlexible: resolved.leadingFlexible,
                    trailingFlexible: resolved.trailingFlexible, crossOrigin: crossOrigin,
                    crossLength: crossLength, measurableAcross: crossEstimated, crossTrail: crossTrail,
                    countsAcross: crossKind != .fractionalWidth && crossKind != .fractionalHeight))
        }
        let edges = InstanceRun.edges(of: group, along: advance)
        return FlowShape(
            axis: axis, advance: advance, slots: slots, contentStart: insets.start(axis),
            available: line.available, gap: spacing.spacing, flexibleGaps: spacing.isFlexibleSpacing,
            size: size, crossContentSized: group.layoutSize[cross].isEstimated,
            crossInsetEnd: insets.end(cross), edgeStart: edges.start, edgeEnd: edges.end,
            interGroupSpacing: section.interGroupSpacing)
    }

    /// Places a flow section's lines with their estimates (R-FLOW-7): the first line's origin
    /// inside the section's insets and edge spacing (R-SECTION-2, R-SECTION-4), the run of lines
    /// and the section's length (R-SECTION-5); then boundary items, list padding and decorations
    /// (R-BOUNDARY, R-LIST-4, R-DECOR), as for any section.
    static func solve(
        _ section: LayoutSection, index: Int, itemCount: Int, space: SectionSolver.SectionSpace,
        environment: LayoutEnvironment, context: inout SolveContext
    ) throws(LayoutError) -> SectionGeometry {
        let (advance, bounds) = (space.advance, space.bounds)
        let container = Size(along: advance, bounds[advance], across: space.contentCrossLength)
        let shape = try shape(
            of: section, index: index, advance: advance, container: container, context: &context)
        let insets = section.contentInsets
        let crossStart = space.contentCrossStart
        let crossShift = section.group.edgeSpacing?.start(advance.cross)?.spacing ?? 0
        var geometry = SectionGeometry.empty(itemCount: itemCount)
        geometry.advanceAxis = advance
        geometry.firstInstanceOrigin = Point(
            along: advance, insets.start(advance) + shape.edgeStart, across: crossStart + crossShift)
        geometry.crossFarEdge = crossStart + shape.size[advance.cross]
        geometry.hasDecorations = !section.decorationItems.isEmpty
        geometry.visibleItemsHandler = section.visibleItemsInvalidationHandler
        let finishing = SectionSolver.finishingInputs(
            of: section, index: index, space: space, geometry: geometry, environment: environment)
        let state = FlowSection(
            shape: shape, itemCount: itemCount, finishing: finishing,
            refinisher: { geometry, finishing, environment, rounder, options throws(LayoutError) in
                try SectionFinisher.refinish(
                    &geometry, finishing: finishing, environment: environment, rounder: rounder,
                    options: options)
            })
        geometry.flow = state
        measure(&geometry, state, insets: insets)
        try geometry.checkFinite(section: index)
        try SectionFinisher.finish(finishing, &geometry, context: context)
        return geometry
    }

    /// The section's length and the reach of its elements from its lines (R-SECTION-5): the run
    /// of lines between the insets; elements may overflow their lines (R-EST-7).
    static func measure(
        _ geometry: inout SectionGeometry, _ state: FlowSection, insets: DirectionalEdgeInsets
    ) {
        let advance = state.shape.advance
        geometry.length = insets.start(advance) + state.runLength + insets.end(advance)
        geometry.instanceCount = state.lineCount
        let first = geometry.firstInstanceOrigin[advance]
        geometry.elementsMin = 0
        geometry.elementsMax = max(
            geometry.length, first + state.position(ofLineAt: state.lastLineStart) + state.reach)
    }
}
