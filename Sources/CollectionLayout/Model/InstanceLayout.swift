/// Re-solves one instance of a template with measured lengths on its leaves' estimated axes
/// (R-EST, R-UNIFORM).
///
/// Fitting never depends on measurements, so an instance has the template's tree; only lengths on
/// estimated axes change. Working from the template's frames:
///
/// 1. A measurable leaf takes its measured length on each measurable axis, insets ignored
///    (R-EST-1, R-EST-2); uniform siblings of one group take the largest measured one, or keep the
///    estimate when none is measured (R-UNIFORM-2).
/// 2. Along a group's axis every child moves by the growth of the children before it; a group sized
///    by its content along its axis ends at its last slot plus its insets (R-EST-4); other groups keep
///    their length and let items overflow (R-EST-7).
/// 3. Across its axis, a group sized by its content is as long as its longest child that holds an
///    item and has an absolute or estimated cross length, plus insets (R-EST-3); children stay
///    start-aligned.
/// 4. For a partial instance, the trimmed extent along the advance axis follows R-SECTION-3 with the
///    re-solved slot ends.
///
/// Fractional children of estimated groups keep the template's lengths, resolved against the
/// estimate (R-EST-5); count groups never measure along their axis (R-EST-6).
///
/// Implements R-EST-2. Implements R-EST-3. Implements R-EST-4. Implements R-EST-5. Implements R-EST-7.
/// Implements R-UNIFORM-2.
enum InstanceLayout {
    /// The result of re-solving one instance; valid only inside the closure that receives it.
    struct Frames {
        /// Leaf frames relative to the instance origin.
        let leafFrames: UnsafeMutableBufferPointer<Rect>
        /// Group slot frames relative to the instance origin, node 0 being the top-level group.
        let nodeFrames: UnsafeMutableBufferPointer<Rect>
        /// Slot ends of every child, flattened by ``Template/Node/childBase``.
        let slotEnds: UnsafeMutableBufferPointer<Double>
        /// The instance's size before trimming.
        var size: Size { nodeFrames[0].size }
    }

    /// Re-solves an instance holding its first `usedLeaves` leaves and passes the frames to `body`.
    /// `measured(slot, axis)` is the measured length of leaf `slot` on a measurable axis, or nil.
    ///
    /// - Complexity: O(template items + groups); uses stack memory only.
    static func withFrames<Result>(
        _ template: Template, usedLeaves: Int, measured: (Int, Axis) -> Double?,
        _ body: (Frames) throws -> Result
    ) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: Rect.self, capacity: template.itemCount + template.nodes.count)
        {
            rects in
            try withUnsafeTemporaryAllocation(of: Double.self, capacity: max(template.childSlotCount, 1)) {
                ends in
                let frames = Frames(
                    leafFrames: UnsafeMutableBufferPointer(rebasing: rects[0..<template.itemCount]),
                    nodeFrames: UnsafeMutableBufferPointer(rebasing: rects[template.itemCount...]),
                    slotEnds: ends)
                withoutActuallyEscaping(measured) { measured in
                    let solver = Solver(template: template, measured: measured, frames: frames)
                    _ = solver.layout(node: 0, offset: .zero, used: usedLeaves)
                }
                return try body(frames)
            }
        }
    }

    /// The size of an instance holding its first `usedLeaves` leaves and, when it is partial, its
    /// trimmed extent along `advance` (R-SECTION-3).
    static func extent(
        of template: Template, usedLeaves: Int, along advance: Axis, measured: (Int, Axis) -> Double?
    ) -> (size: Size, extent: Double) {
        withFrames(template, usedLeaves: usedLeaves, measured: measured) { frames in
            (
                frames.size,
                trimmedExtent(of: frames, template: template, usedLeaves: usedLeaves, along: advance)
            )
        }
    }

    /// The extent along `advance` of re-solved `frames` holding `usedLeaves` leaves, trimmed when
    /// the instance is partial (R-SECTION-3).
    static func trimmedExtent(of frames: Frames, template: Template, usedLeaves: Int, along advance: Axis)
        -> Double
    {
        let size = frames.size
        guard usedLeaves < template.itemCount else { return size[advance] }
        let reduction = template.reduction(node: 0, along: advance, used: usedLeaves) { node, child in
            frames.slotEnds[template.nodes[node].childBase + child]
        }
        return size[advance] - reduction
    }

    /// Arrays of a whole instance's frames and slot ends (used to bake the all-estimates template).
    static func solve(
        _ template: Template, usedLeaves: Int, measured: (Int, Axis) -> Double?
    ) -> (leafFrames: [Rect], nodeFrames: [Rect], slotEnds: [[Double]]) {
        withFrames(template, usedLeaves: usedLeaves, measured: measured) { frames in
            let slotEnds = template.nodes.map { node in
                (0..<node.children.count).map { frames.slotEnds[node.childBase + $0] }
            }
            return (Array(frames.leafFrames), Array(frames.nodeFrames), slotEnds)
        }
    }

    private struct Solver {
        let template: Template
        let measured: (Int, Axis) -> Double?
        let frames: Frames

        /// Lays out node `index`, translated by `offset` from its template position, holding its
        /// first `used` leaves; returns its size.
        func layout(node index: Int, offset: Point, used: Int) -> Size {
            let node = template.nodes[index]
            var size = node.frame.size
            guard let axis = node.axis else {
                // Custom groups return fixed frames (R-CUSTOM-1).
                for leaf in node.firstLeaf..<(node.firstLeaf + node.leafCount) {
                    frames.leafFrames[leaf] = template.leafFrames[leaf].offsetBy(dx: offset.x, dy: offset.y)
                }
                frames.nodeFrames[index] = node.frame.offsetBy(dx: offset.x, dy: offset.y)
                return size
            }
            let cross = axis.cross
            let lastUsedLeaf = node.firstLeaf + used
            // Step 1 (R-UNIFORM-2): the largest measured uniform sibling per axis.
            var uniform: (along: Double?, across: Double?) = (nil, nil)
            if !template.leafSizing.isEmpty {
                for child in node.children {
                    guard case .leaf(let leaf) = child.kind, leaf < lastUsedLeaf else { continue }
                    let sizing = template.leafSizing[leaf]
                    if sizing.uniform.contains(axis), let value = measured(leaf, axis) {
                        uniform.along = max(uniform.along ?? value, value)
                    }
                    if sizing.uniform.contains(cross), let value = measured(leaf, cross) {
                        uniform.across = max(uniform.across ?? value, value)
                    }
                }
            }
            // Steps 2 and 3.
            var shift = 0.0
            var crossExtent: Double?
            let contentStart = node.contentFrame.min(cross)
            for (position, child) in node.children.enumerated() {
                var childOffset = offset
                childOffset[axis] += shift
                let childSize: Size
                let templateSize: Size
                let crossStart: Double
                var holdsItem = false
                switch child.kind {
                case .leaf(let leaf):
                    let base = template.leafFrames[leaf]
                    var leafSize = base.size
                    if leaf < lastUsedLeaf {
                        holdsItem = true
                        if !template.leafSizing.isEmpty {
                            let sizing = template.leafSizing[leaf]
                            if sizing.measurable.contains(axis) {
                                let value =
                                    sizing.uniform.contains(axis) ? uniform.along : measured(leaf, axis)
                                if let value { leafSize[axis] = value }
                            }
                            if sizing.measurable.contains(cross) {
                                let value =
                                    sizing.uniform.contains(cross) ? uniform.across : measured(leaf, cross)
                                if let value { leafSize[cross] = value }
                            }
                        }
                    }
                    frames.leafFrames[leaf] = Rect(
                        origin: Point(x: base.minX + childOffset.x, y: base.minY + childOffset.y),
                        size: leafSize)
                    childSize = leafSize
                    templateSize = base.size
                    crossStart = base.min(cross) - contentStart
                case .group(let group):
                    let nested = template.nodes[group]
                    holdsItem = nested.leafCount > 0 && nested.firstLeaf < lastUsedLeaf
                    let nestedUsed = min(max(lastUsedLeaf - nested.firstLeaf, 0), nested.leafCount)
                    childSize = layout(node: group, offset: childOffset, used: nestedUsed)
                    templateSize = nested.frame.size
                    crossStart = nested.frame.min(cross) - contentStart
                }
                shift += childSize[axis] - templateSize[axis]
                frames.slotEnds[node.childBase + position] = child.slotEnd + shift
                if holdsItem && child.countsAcross {
                    let footprint = crossStart + childSize[cross] + child.crossTrail
                    crossExtent = max(crossExtent ?? footprint, footprint)
                }
            }
            if node.contentSized.contains(axis), let last = node.children.indices.last {
                size[axis] =
                    frames.slotEnds[node.childBase + last] - node.frame.min(axis) + node.insets.end(axis)
            }
            if node.contentSized.contains(cross), let crossExtent {
                size[cross] = node.insets.start(cross) + crossExtent + node.insets.end(cross)
            }
            frames.nodeFrames[index] = Rect(
                origin: Point(x: node.frame.minX + offset.x, y: node.frame.minY + offset.y), size: size)
            return size
        }
    }
}
