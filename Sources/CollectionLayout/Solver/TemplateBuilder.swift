/// Solves a section's top-level group into a ``Template`` (R-PIPE-1 step 2): one
/// axis-generic pass for horizontal and vertical groups, recursing into nested groups
/// (R-NEST) and calling custom item providers (R-CUSTOM).
struct TemplateBuilder {
    var context: SolveContext
    var nodes: [Template.Node] = []
    var leafFrames: [Rect] = []
    var leafZIndices: [Int] = []
    private var itemSupplementaries: [AnchoredSupplementary] = []
    private var leafSupplementaryStarts: [Int] = []
    private var leafSizing: [Template.LeafSizing] = []
    /// Whether any leaf or group has an estimated dimension (R-EST).
    private var hasEstimates = false
    /// The top-level instance's size inset by its content insets: the size container of every
    /// group supplementary (R-CONT-6).
    ///
    /// Implements R-CONT-6.
    private var topLevelContentSize = Size.zero
    /// Custom item providers' answers by description path and group size, so that a custom group
    /// repeated inside its parent calls its provider once per solve (R-CUSTOM-4).
    var customItems: [LayoutPath: (size: Size, items: [LayoutGroupCustomItem])] = [:]
    /// Where the solve is in the description, kept as a stack of steps that allocates nothing;
    /// ``path`` spells it out only when something is reported.
    var steps: DescriptionSteps
    /// The description path of the group or item being solved: `group.subitems[i].group…`.
    var path: LayoutPath { steps.path }

    /// Creates a builder for the top-level group of section `section`.
    init(context: SolveContext, section: Int) {
        self.context = context
        self.steps = DescriptionSteps(section: section)
    }

    /// Solves `group` at its resolved `size`.
    ///
    /// 1. Solve the group tree depth-first, numbering leaves in template order (R-NEST-2) —
    ///    ``solve(_:slot:depth:)``.
    /// 2. Complete the per-leaf and per-node bookkeeping — ``completeBookkeeping()``.
    /// 3. Number group supplementaries of one kind within an instance (R-INDEX-5) —
    ///    ``numberGroupSupplementaries()``.
    /// 4. A template without estimates is done; otherwise the all-estimates instance becomes the
    ///    template (R-EST-3, R-EST-4) — ``bakeEstimates(size:groupSupplementaryCounts:uniformAxes:)``.
    ///
    /// Implements R-NEST-2. Implements R-PIPE-3.
    mutating func build(_ group: LayoutGroup, size: Size) throws(LayoutError) -> Template {
        var uniformAxes = AxisSet()
        for axis in Axis.allCases where group.layoutSize[axis].isUniformAcrossSiblings {
            uniformAxes.insert(AxisSet(axis))
        }
        // Typical templates hold a handful of groups and leaves: one allocation each, no regrowth.
        nodes.reserveCapacity(4)
        leafFrames.reserveCapacity(8)
        _ = try solve(group, slot: Rect(origin: .zero, size: size), depth: 0)
        completeBookkeeping()
        let counts = numberGroupSupplementaries()
        guard hasEstimates else {
            return Template(
                leafFrames: leafFrames, leafZIndices: leafZIndices, nodes: nodes, size: size,
                leafBounds: elementBounds(size: size), itemSupplementaries: itemSupplementaries,
                leafSupplementaryStarts: leafSupplementaryStarts, groupSupplementaryCounts: counts)
        }
        return bakeEstimates(size: size, groupSupplementaryCounts: counts, uniformAxes: uniformAxes)
    }

    /// Step 2 of ``build(_:size:)``: the bookkeeping started lazily by the first leaf that needed
    /// it covers every leaf (default zIndices, empty supplementary ranges), and every node knows
    /// where its children start in the template's flat child list.
    private mutating func completeBookkeeping() {
        if !leafZIndices.isEmpty {
            while leafZIndices.count < leafFrames.count { leafZIndices.append(Template.defaultCellZIndex) }
        }
        var childBase = 0
        for index in nodes.indices {
            nodes[index].childBase = childBase
            childBase += nodes[index].children.count
        }
        if !leafSupplementaryStarts.isEmpty {
            // Leaves after the last one with supplementaries own none.
            while leafSupplementaryStarts.count < leafFrames.count {
                leafSupplementaryStarts.append(itemSupplementaries.count)
            }
            leafSupplementaryStarts.append(itemSupplementaries.count)
        }
    }

    /// Step 3 of ``build(_:size:)``: group supplementaries of one kind are numbered in node order
    /// within an instance (R-INDEX-5); returns how many of each kind one instance holds.
    private mutating func numberGroupSupplementaries() -> [String: Int] {
        var counts: [String: Int] = [:]
        for index in nodes.indices where nodes[index].leafCount > 0 {
            for position in nodes[index].supplementaries.indices {
                let kind = nodes[index].supplementaries[position].kind
                nodes[index].supplementaries[position].ordinal = counts[kind, default: 0]
                counts[kind, default: 0] += 1
            }
        }
        return counts
    }

    /// Step 4 of ``build(_:size:)`` for a template with estimated dimensions: groups sized by their
    /// content take the length their estimated content gives, and the all-estimates instance
    /// becomes the template (R-EST-3, R-EST-4).
    private mutating func bakeEstimates(
        size: Size, groupSupplementaryCounts counts: [String: Int], uniformAxes: AxisSet
    ) -> Template {
        while leafSizing.count < leafFrames.count { leafSizing.append(Template.LeafSizing()) }
        let estimated = Template(
            leafFrames: leafFrames, leafZIndices: leafZIndices, nodes: nodes, size: size, leafBounds: nil,
            itemSupplementaries: itemSupplementaries, leafSupplementaryStarts: leafSupplementaryStarts,
            groupSupplementaryCounts: counts, leafSizing: leafSizing)
        let baked = InstanceSolver.solve(estimated, usedLeaves: leafFrames.count)
        leafFrames = baked.leafFrames
        for index in nodes.indices {
            let frame = baked.nodeFrames[index]
            let insets = nodes[index].insets
            nodes[index].frame = frame
            nodes[index].contentFrame = Rect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: frame.width - insets.leading - insets.trailing,
                height: frame.height - insets.top - insets.bottom)
            for child in nodes[index].children.indices {
                nodes[index].children[child].slotEnd = baked.slotEnds[index][child]
            }
        }
        let bakedSize = baked.nodeFrames[0].size
        return Template(
            leafFrames: leafFrames, leafZIndices: leafZIndices, nodes: nodes, size: bakedSize,
            leafBounds: elementBounds(size: bakedSize), itemSupplementaries: itemSupplementaries,
            leafSupplementaryStarts: leafSupplementaryStarts, groupSupplementaryCounts: counts,
            leafSizing: leafSizing, uniformTopLevelAxes: uniformAxes)
    }

    /// The union of the group frame and every leaf and anchored supplementary frame of one instance;
    /// a trimmed last
    /// instance's own supplementaries are covered by also anchoring them to a collapsed frame.
    private func elementBounds(size: Size) -> Rect? {
        guard !leafFrames.isEmpty else { return nil }
        // The group frame itself counts, so that group-granular queries (R-QUERY-2) find instances
        // whose frame reaches further than their cells.
        var bounds = Rect(origin: .zero, size: size)
        for (slot, frame) in leafFrames.enumerated() {
            bounds = bounds.union(frame)
            let range =
                leafSupplementaryStarts.isEmpty
                ? 0..<0 : leafSupplementaryStarts[slot]..<leafSupplementaryStarts[slot + 1]
            for index in range {
                bounds = bounds.union(itemSupplementaries[index].frame(in: frame))
            }
        }
        for node in nodes {
            for supplementary in node.supplementaries {
                bounds = bounds.union(supplementary.frame(in: node.contentFrame))
                bounds = bounds.union(
                    supplementary.frame(in: Rect(origin: node.contentFrame.origin, size: .zero)))
            }
        }
        return bounds
    }

    /// Solves one group inside its slot and returns its node index.
    ///
    /// Implements R-ANCHOR-5. Implements R-ITEM-5. Implements R-NEST-1.
    mutating func solve(
        _ group: LayoutGroup, slot: Rect, depth: Int
    ) throws(LayoutError) -> Int {
        // R-ITEM-5: the group's content insets define its content box.
        let insets = group.contentInsets
        let content = Rect(
            x: slot.minX + insets.leading, y: slot.minY + insets.top,
            width: slot.width - insets.leading - insets.trailing,
            height: slot.height - insets.top - insets.bottom)
        if depth == 0 { topLevelContentSize = content.size }
        let index = nodes.count
        nodes.append(
            Template.Node(
                frame: slot, contentFrame: content, axis: group.arrangement.axis, firstLeaf: leafFrames.count,
                leafCount: 0, children: [], depth: depth, insets: insets))
        if group.arrangement.axis != nil {
            // R-EST-3, R-EST-4: a stack group estimated on an axis is as long as its content there.
            var contentSized = AxisSet()
            if group.layoutSize.widthDimension.isEstimated { contentSized.insert(.horizontal) }
            if group.layoutSize.heightDimension.isEstimated { contentSized.insert(.vertical) }
            nodes[index].contentSized = contentSized
            if !contentSized.isEmpty { hasEstimates = true }
        }
        if !group.supplementaryItems.isEmpty {
            // R-ANCHOR-5, R-CONT-6: anchored to this group, sized against the top-level instance.
            nodes[index].supplementaries = group.supplementaryItems.map {
                AnchoredSupplementary($0, sizedIn: topLevelContentSize, context: context)
            }
        }
        switch group.arrangement {
        case .custom(let provider):
            try placeCustomItems(provider, slot: slot, insets: insets, node: index)
        case .horizontal:
            try placeStack(group, axis: .horizontal, content: content, node: index, depth: depth)
        case .vertical:
            try placeStack(group, axis: .vertical, content: content, node: index, depth: depth)
        }
        nodes[index].leafCount = leafFrames.count - nodes[index].firstLeaf
        return index
    }

    /// Adds a leaf whose frame is its slot inset by its content insets, except on estimated axes
    /// (R-ITEM-1, R-ITEM-3, R-ITEM-4); `splitAxis` is the axis a count group divides, on which
    /// the leaf never self-sizes (R-EST-6, R-UNIFORM-4).
    ///
    /// Implements R-CONT-5. Implements R-EDGE-2. Implements R-ITEM-1. Implements R-ITEM-2.
    /// Implements R-ITEM-3. Implements R-ITEM-4. Implements R-UNIFORM-4.
    mutating func placeLeaf(_ item: LayoutItem, slot: Rect, splitAxis: Axis? = nil)
        throws(LayoutError)
        -> Int
    {
        var sizing = Template.LeafSizing()
        for axis in Axis.allCases where item.layoutSize[axis].isEstimated && axis != splitAxis {
            sizing.measurable.insert(AxisSet(axis))
            if item.layoutSize[axis].isUniformAcrossSiblings { sizing.uniform.insert(AxisSet(axis)) }
        }
        if !sizing.measurable.isEmpty {
            hasEstimates = true
            // Bookkeeping starts with the first measurable leaf; earlier leaves never self-size.
            while leafSizing.count < leafFrames.count { leafSizing.append(Template.LeafSizing()) }
            leafSizing.append(sizing)
        }
        var frame = slot
        let insets = item.contentInsets
        let widthEstimated = item.layoutSize.widthDimension.isEstimated
        let heightEstimated = item.layoutSize.heightDimension.isEstimated
        if widthEstimated {
            if insets.leading != 0 || insets.trailing != 0 {
                try context.report(
                    .contentInsetsIgnoredOnEstimatedAxis, at: path.appending("contentInsets"),
                    "leading/trailing content insets are ignored because the width is estimated")
            }
        } else {
            frame.origin.x += insets.leading
            frame.size.width -= insets.leading + insets.trailing
        }
        if heightEstimated {
            if insets.top != 0 || insets.bottom != 0 {
                try context.report(
                    .contentInsetsIgnoredOnEstimatedAxis, at: path.appending("contentInsets"),
                    "top/bottom content insets are ignored because the height is estimated")
            }
        } else {
            frame.origin.y += insets.top
            frame.size.height -= insets.top + insets.bottom
        }
        let placed = frame.standardized
        leafFrames.append(placed)
        if !item.supplementaryItems.isEmpty {
            // Bookkeeping starts with the first leaf that has supplementaries; earlier leaves own none.
            while leafSupplementaryStarts.count < leafFrames.count {
                leafSupplementaryStarts.append(itemSupplementaries.count)
            }
            // R-ANCHOR-1, R-CONT-5: item supplementaries size against the frame after insets.
            for supplementary in item.supplementaryItems {
                itemSupplementaries.append(
                    AnchoredSupplementary(supplementary, sizedIn: placed.size, context: context))
            }
        }
        return leafFrames.count - 1
    }
}
