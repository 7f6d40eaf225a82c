extension TemplateBuilder {
    /// A stack group's content box seen along and across the group axis, with the spacing between
    /// its subitems.
    struct StackLine {
        /// The group axis: x for a horizontal group, y for a vertical one (R-GROUP-1).
        let axis: Axis
        /// The group's frame inset by its content insets (R-ITEM-5).
        let content: Rect
        /// The spacing between consecutive subitems, `.fixed(0)` when the group sets none.
        let spacing: LayoutSpacing

        /// The axis across the group axis.
        var cross: Axis { axis.cross }
        /// The content length along the group axis (`A`).
        var available: Double { content.size[axis] }
        /// The content length across the group axis (`C`).
        var crossAvailable: Double { content.size[cross] }
        /// The minimum length of one gap (`s`).
        var gap: Double { spacing.spacing }
    }

    /// Step 1's decision for a stack group: how many subitems it holds and how they take its length.
    struct StackRun {
        /// The number of subitems the group holds.
        var count: Int
        /// A count group's length of every copy along the group axis (R-COUNT-1), nil otherwise.
        var lengthOverride: Double?
        /// Whether the gaps between subitems share the leftover (R-SPACING-3).
        var flexibleGaps: Bool
        /// Whether only a positive leftover is shared (a repeating group, R-COUNT-5).
        var sharesOnlyPositiveLeftover = false
        /// Whether the group is sized by its content along its axis, so has no leftover (R-EST-4).
        let contentSizedAlong: Bool
    }

    /// Places the subitems of a horizontal or vertical group along `axis`.
    ///
    /// 1. Decide how many subitems the group holds: fitting (R-GROUP-2), `count` (R-COUNT-1) or
    ///    `repeatingCount` (R-COUNT-4) — ``decideSubitemCount(_:line:contentSizedAlong:)``.
    /// 2. Resolve their sizes against the subitem container (R-CONT-3, R-COUNT-2) and sum their
    ///    footprints — ``resolveFootprints(of:run:line:container:)``.
    /// 3. Share the leftover among flexible gaps and edges (R-SPACING-3, R-SPACING-4, R-EDGE-4) —
    ///    ``shareLeftover(of:run:line:footprints:flexibleEdges:)``.
    /// 4. Place them along the axis (R-GROUP-5) and across it (R-GROUP-6, R-EDGE-3, R-EDGE-5) —
    ///    ``placeSubitems(of:run:line:container:share:node:depth:)``.
    ///
    /// Implements R-SPACING-1.
    mutating func placeStack(
        _ group: LayoutGroup, axis: Axis, content: Rect, node: Int, depth: Int
    ) throws(LayoutError) {
        let line = StackLine(axis: axis, content: content, spacing: group.interItemSpacing ?? .fixed(0))
        // The description was checked as a whole by `Validation.checkTree` (R-DIM-3).
        guard !group.subitems.isEmpty else { throw .emptySubitems(at: path.appending("subitems")) }
        let run = try decideSubitemCount(
            group, line: line, contentSizedAlong: nodes[node].contentSized.contains(axis))
        guard run.count > 0 else { return }
        let container = Size(
            along: axis, line.available - Double(run.count - 1) * line.gap, across: line.crossAvailable)
        let (footprints, flexibleEdges) = resolveFootprints(
            of: group, run: run, line: line, container: container)
        let share = try shareLeftover(
            of: group, run: run, line: line, footprints: footprints, flexibleEdges: flexibleEdges)
        try placeSubitems(
            of: group, run: run, line: line, container: container, share: share, node: node, depth: depth)
    }

    /// Step 1 of ``placeStack(_:axis:content:node:depth:)``: how many subitems the group holds —
    /// as many as fit (R-GROUP-2), exactly `count` copies sharing the length (R-COUNT-1, R-COUNT-3),
    /// or exactly `repeatingCount` copies keeping their sizes (R-COUNT-4) — within the template
    /// budget. A group sized by its content holds one run of its subitems (R-EST-4).
    ///
    /// Implements R-COUNT-1. Implements R-COUNT-3. Implements R-COUNT-4. Implements R-COUNT-6.
    mutating func decideSubitemCount(
        _ group: LayoutGroup, line: StackLine, contentSizedAlong: Bool
    ) throws(LayoutError) -> StackRun {
        let (axis, available, crossAvailable, gap) = (
            line.axis, line.available, line.crossAvailable, line.gap
        )
        var run = StackRun(
            count: 0, flexibleGaps: line.spacing.isFlexibleSpacing, contentSizedAlong: contentSizedAlong)
        switch group.repetition {
        case .fill where contentSizedAlong:
            // R-EST-4: exactly one run of the subitems, no fitting.
            run.count = group.subitems.count
        case .fill:
            run.count = try fittingCount(
                group.subitems, axis: axis, available: available, crossAvailable: crossAvailable, gap: gap)
        case .count(let requested):
            guard requested >= 1 else { throw .invalidCount(requested, at: path.appending("count")) }
            let count = requested
            run.count = count
            // R-COUNT-3: minimum edge spacings are subtracted; no leftover, flexible acts as fixed.
            let edges = group.subitems[0].edgeSpacing
            let edgeTotal = (edges?.start(axis)?.spacing ?? 0) + (edges?.end(axis)?.spacing ?? 0)
            let share = (available - Double(count - 1) * gap - Double(count) * edgeTotal) / Double(count)
            run.flexibleGaps = false
            if share < -fitTolerance || crossAvailable < -fitTolerance {
                try context.report(
                    .groupHoldsNoItems, at: path,
                    "the \(count) copies of a count group get a negative length (\(LayoutNumberFormat.string(share)))"
                )
                run.count = 0
            }
            run.lengthOverride = context.rounder.floorSize(max(share, 0))
        case .repeating(let requested):
            guard requested >= 1 else { throw .invalidCount(requested, at: path.appending("repeatingCount")) }
            run.count = requested
            run.sharesOnlyPositiveLeftover = true
        }
        if group.containsGroups || leafFrames.count + run.count > context.templateItemBudget {
            try checkTemplateBudget(
                adding: run.count, of: group.subitems, items: leafFrames.count, groups: nodes.count)
        }
        return run
    }

    /// A subitem's lengths and edges in a stack group: a count group's copies take the shared
    /// length along the group axis (R-COUNT-1); otherwise both dimensions resolve against the
    /// subitem container (R-CONT-3), the cross dimension always so (R-COUNT-2).
    ///
    /// Implements R-COUNT-2.
    func resolvedSlot(_ subitem: LayoutSubitem, run: StackRun, line: StackLine, container: Size)
        -> ResolvedSlot
    {
        ResolvedSlot(
            subitem: subitem, axis: line.axis,
            length: run.lengthOverride ?? context.resolve(subitem.layoutSize[line.axis], in: container),
            crossLength: context.resolve(subitem.layoutSize[line.cross], in: container))
    }

    /// Step 2 of ``placeStack(_:axis:content:node:depth:)``: the sum of the placed subitems'
    /// footprints along the group axis (edges and length) and their number of flexible edges there;
    /// a count group's edges never flex (R-COUNT-3).
    ///
    /// A slot depends only on its subitem: this sums over the subitems once and counts the full
    /// cycles, instead of storing `count` slots (an allocation per group).
    func resolveFootprints(
        of group: LayoutGroup, run: StackRun, line: StackLine, container: Size
    ) -> (footprints: Double, flexibleEdges: Int) {
        var footprints = 0.0
        var flexibleEdges = 0
        let (fullCycles, remainder) = run.count.quotientAndRemainder(dividingBy: group.subitems.count)
        for (index, subitem) in group.subitems.prefix(run.count).enumerated() {
            let slot = resolvedSlot(subitem, run: run, line: line, container: container)
            let repeats = fullCycles + (index < remainder ? 1 : 0)
            footprints += Double(repeats) * (slot.leadingEdge + slot.length + slot.trailingEdge)
            flexibleEdges += repeats * ((slot.leadingFlexible ? 1 : 0) + (slot.trailingFlexible ? 1 : 0))
        }
        if run.lengthOverride != nil { flexibleEdges = 0 }
        return (footprints, flexibleEdges)
    }

    /// Step 3 of ``placeStack(_:axis:content:node:depth:)``: the share of the leftover
    /// `A − Σ footprints − (n − 1) · s` that each flexible gap and each flexible group-axis edge
    /// gets (R-SPACING-3, R-SPACING-4, R-EDGE-4); a repeating group shares only a positive leftover
    /// (R-COUNT-5) and reports an overflow; a group sized by its content shares nothing (R-EST-4).
    ///
    /// Implements R-COUNT-5. Implements R-EDGE-4. Implements R-SPACING-3. Implements R-SPACING-4.
    mutating func shareLeftover(
        of group: LayoutGroup, run: StackRun, line: StackLine, footprints: Double, flexibleEdges: Int
    ) throws(LayoutError) -> Double {
        let (count, available) = (run.count, line.available)
        let leftover = available - footprints - Double(count - 1) * line.gap
        let shareCount = (run.flexibleGaps ? count - 1 : 0) + flexibleEdges
        var share = 0.0
        // R-EST-4: a group sized by its content has no leftover; flexible spacing counts its minimum.
        if shareCount > 0 && !run.contentSizedAlong && (!run.sharesOnlyPositiveLeftover || leftover > 0) {
            share = leftover / Double(shareCount)
        }
        if case .repeating = group.repetition, leftover < -fitTolerance {
            try context.report(
                .repeatingGroupOverflows, at: path,
                "the \(count) repeated subitems need \(LayoutNumberFormat.string(available - leftover)) pt "
                    + "but the group offers \(LayoutNumberFormat.string(available)) pt")
        }
        return share
    }

    /// Step 4 of ``placeStack(_:axis:content:node:depth:)``: places the subitems in order, starting
    /// the list again when it runs out (R-GROUP-1), each along the group axis
    /// (``placeAlongGroupAxis(_:cursor:share:run:line:)``) and across it
    /// (``placeAcrossGroupAxis(_:line:)``), then solves it as a leaf or a nested group.
    ///
    /// Implements R-GROUP-1.
    mutating func placeSubitems(
        of group: LayoutGroup, run: StackRun, line: StackLine, container: Size, share: Double, node: Int,
        depth: Int
    ) throws(LayoutError) {
        let (axis, cross, count, cycle) = (line.axis, line.cross, run.count, group.subitems.count)
        nodes[node].children.reserveCapacity(count)
        leafFrames.reserveCapacity(leafFrames.count + count)
        var cursor = line.content.min(axis)
        for position in 0..<count {
            let subitem = group.subitems[position % cycle]
            let slot = resolvedSlot(subitem, run: run, line: line, container: container)
            let (start, slotEnd) = Self.placeAlongGroupAxis(
                slot, cursor: &cursor, share: share, run: run, line: line)
            let frame = Rect(
                along: axis, position: start, length: slot.length,
                crossPosition: Self.placeAcrossGroupAxis(slot, line: line), crossLength: slot.crossLength)
            steps.push(subitem: position % cycle)
            let kind: Template.Node.ChildKind
            var crossTrail = slot.crossTrailingEdge
            switch subitem {
            case .item(let item):
                if !item.layoutSize[cross].isEstimated { crossTrail += item.contentInsets.end(cross) }
                kind = .leaf(
                    try placeLeaf(item, slot: frame, splitAxis: run.lengthOverride == nil ? nil : axis))
            case .group(let nested):
                steps.pushGroup()
                kind = .group(try solve(nested, slot: frame, depth: depth + 1))
                steps.pop()
            }
            steps.pop()
            let crossKind = subitem.layoutSize[cross].kind
            nodes[node].children.append(
                Template.Node.Child(
                    kind: kind, slotEnd: slotEnd, crossTrail: crossTrail,
                    countsAcross: crossKind != .fractionalWidth && crossKind != .fractionalHeight))
        }
    }

    /// A subitem's position on the group axis: the cursor advances by its leading edge (plus its
    /// flexible share), the subitem starts there, the cursor advances by its length and trailing
    /// edge (plus share) to the end of its slot, then by the gap (plus the gap share).
    ///
    /// Implements R-GROUP-5.
    static func placeAlongGroupAxis(
        _ slot: ResolvedSlot, cursor: inout Double, share: Double, run: StackRun, line: StackLine
    ) -> (start: Double, slotEnd: Double) {
        cursor += slot.leadingEdge + (slot.leadingFlexible ? share : 0)
        let start = cursor
        cursor += slot.length + slot.trailingEdge + (slot.trailingFlexible ? share : 0)
        let slotEnd = cursor
        cursor += line.gap + (run.flexibleGaps ? share : 0)
        return (start, slotEnd)
    }

    /// A subitem's position across the group axis: the content-box start shifted by its fixed
    /// leading cross edge (R-EDGE-3), plus an equal part of the cross leftover per flexible cross
    /// edge when the leading one flexes (R-EDGE-5); it may overflow the group (R-GROUP-6).
    ///
    /// Implements R-EDGE-3. Implements R-EDGE-5. Implements R-GROUP-6.
    static func placeAcrossGroupAxis(_ slot: ResolvedSlot, line: StackLine) -> Double {
        let crossLeftover =
            line.crossAvailable - (slot.crossLeadingEdge + slot.crossLength + slot.crossTrailingEdge)
        let crossFlexibleCount = (slot.crossLeadingFlexible ? 1 : 0) + (slot.crossTrailingFlexible ? 1 : 0)
        var crossStart = line.content.min(line.cross) + slot.crossLeadingEdge
        if slot.crossLeadingFlexible { crossStart += crossLeftover / Double(crossFlexibleCount) }
        return crossStart
    }
}
