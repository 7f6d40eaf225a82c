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
/// Each step is one function of the private pass: `Pass/uniformLengths(of:axis:lastUsedLeaf:)`
/// (step 1), `Pass/measuredSize(ofLeaf:axis:uniform:)` (step 1),
/// `Pass/layoutChildren(of:axis:offset:lastUsedLeaf:uniform:)` (steps 2 and 3) and
/// `Pass/sizeToContent(_:axis:crossExtent:)` (steps 2 and 3); step 4 is
/// ``trimmedExtent(of:template:usedLeaves:along:)``.
///
/// The stored model reaches this solver through ``InstanceSolving``: a self-sizing section's
/// ``SectionSizing`` keeps ``modelInterface`` and ``InstanceLayout`` hands it the buffers, so
/// that neither the model nor the output names a solver type.
enum InstanceSolver {
    /// This solver as the model's ``InstanceSolving``: functions that capture nothing.
    static var modelInterface: InstanceSolving {
        InstanceSolving(
            solve: { solve($0, usedLeaves: $1, measured: $2, into: $3) },
            trimmedExtent: { trimmedExtent(of: $0, template: $1, usedLeaves: $2, along: $3) })
    }

    /// Re-solves an instance holding its first `usedLeaves` leaves into `frames` (steps 1 to 3).
    ///
    /// - Complexity: O(template items + groups); writes only into `frames`.
    static func solve(
        _ template: Template, usedLeaves: Int, measured: (Int, Axis) -> Double?,
        into frames: InstanceLayout.Frames
    ) {
        withoutActuallyEscaping(measured) { measured in
            let pass = Pass(template: template, measured: measured, frames: frames)
            _ = pass.layout(node: 0, offset: .zero, used: usedLeaves)
        }
    }

    /// Step 4: the extent along `advance` of re-solved `frames` holding `usedLeaves` leaves, trimmed
    /// when the instance is partial (R-SECTION-3).
    static func trimmedExtent(
        of frames: InstanceLayout.Frames, template: Template, usedLeaves: Int, along advance: Axis
    ) -> Double {
        let size = frames.size
        guard usedLeaves < template.itemCount else { return size[advance] }
        let reduction = template.reduction(node: 0, along: advance, used: usedLeaves) { node, child in
            frames.slotEnds[template.nodes[node].childBase + child]
        }
        return size[advance] - reduction
    }

    /// The all-estimates size of an instance holding its first `usedLeaves` leaves and its trimmed
    /// extent along `advance` (R-SECTION-3), for the last instance of a section while solving it.
    static func extent(of template: Template, usedLeaves: Int, along advance: Axis) -> (
        size: Size, extent: Double
    ) {
        InstanceLayout.extent(
            of: template, usedLeaves: usedLeaves, along: advance, solver: modelInterface,
            measured: { _, _ in nil }
        )
    }

    /// Arrays of a whole all-estimates instance's frames and slot ends (used to bake the template,
    /// R-EST-3, R-EST-4).
    static func solve(_ template: Template, usedLeaves: Int) -> (
        leafFrames: [Rect], nodeFrames: [Rect], slotEnds: [[Double]]
    ) {
        InstanceLayout.withFrames(
            template, usedLeaves: usedLeaves, solver: modelInterface, measured: { _, _ in nil }
        ) {
            frames in
            let slotEnds = template.nodes.map { node in
                (0..<node.children.count).map { frames.slotEnds[node.childBase + $0] }
            }
            return (Array(frames.leafFrames), Array(frames.nodeFrames), slotEnds)
        }
    }

    /// One re-solve of one instance: the template, the measurements and the buffers it writes.
    private struct Pass {
        let template: Template
        let measured: (Int, Axis) -> Double?
        let frames: InstanceLayout.Frames

        /// Lays out node `index`, translated by `offset` from its template position, holding its
        /// first `used` leaves; returns its size.
        func layout(node index: Int, offset: Point, used: Int) -> Size {
            let node = template.nodes[index]
            guard let axis = node.axis else { return placeCustomGroup(node, index: index, offset: offset) }
            let lastUsedLeaf = node.firstLeaf + used
            let uniform = uniformLengths(of: node, axis: axis, lastUsedLeaf: lastUsedLeaf)
            let crossExtent = layoutChildren(
                of: node, axis: axis, offset: offset, lastUsedLeaf: lastUsedLeaf, uniform: uniform)
            let size = sizeToContent(node, axis: axis, crossExtent: crossExtent)
            frames.nodeFrames[index] = Rect(
                origin: Point(x: node.frame.minX + offset.x, y: node.frame.minY + offset.y), size: size)
            return size
        }

        /// A custom group keeps the frames its provider returned (R-CUSTOM-1), translated by
        /// `offset`; returns its size.
        private func placeCustomGroup(_ node: Template.Node, index: Int, offset: Point) -> Size {
            for leaf in node.firstLeaf..<(node.firstLeaf + node.leafCount) {
                frames.leafFrames[leaf] = template.leafFrames[leaf].offsetBy(dx: offset.x, dy: offset.y)
            }
            frames.nodeFrames[index] = node.frame.offsetBy(dx: offset.x, dy: offset.y)
            return node.frame.size
        }

        /// Step 1 for uniform siblings: the largest measured length among the used leaves of
        /// `node` that are uniform along and across its axis, nil on an axis where none is
        /// measured, so that they keep the estimate (R-UNIFORM-2).
        ///
        /// Implements R-UNIFORM-2.
        private func uniformLengths(
            of node: Template.Node, axis: Axis, lastUsedLeaf: Int
        ) -> (along: Double?, across: Double?) {
            let cross = axis.cross
            var uniform: (along: Double?, across: Double?) = (nil, nil)
            guard !template.leafSizing.isEmpty else { return uniform }
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
            return uniform
        }

        /// Step 1 for one used leaf: on each measurable axis its measured length — the uniform
        /// siblings' one when it is uniform there — with its content insets ignored (R-EST-2);
        /// other axes and unmeasured ones keep the template's length (R-EST-1).
        ///
        /// Implements R-EST-2.
        private func measuredSize(
            ofLeaf leaf: Int, axis: Axis, uniform: (along: Double?, across: Double?)
        ) -> Size {
            let cross = axis.cross
            var leafSize = template.leafFrames[leaf].size
            guard !template.leafSizing.isEmpty else { return leafSize }
            let sizing = template.leafSizing[leaf]
            if sizing.measurable.contains(axis) {
                let value = sizing.uniform.contains(axis) ? uniform.along : measured(leaf, axis)
                if let value { leafSize[axis] = value }
            }
            if sizing.measurable.contains(cross) {
                let value = sizing.uniform.contains(cross) ? uniform.across : measured(leaf, cross)
                if let value { leafSize[cross] = value }
            }
            return leafSize
        }

        /// Steps 2 and 3 for the children of `node`: along its axis each child moves by the growth
        /// of the children before it and its slot end follows (R-EST-7: the group's own length is
        /// left to `sizeToContent(_:axis:crossExtent:)`); fractional children keep the template's
        /// lengths (R-EST-5). Returns the longest cross footprint of a child that holds an item and
        /// counts across (R-EST-3), nil when there is none.
        ///
        /// Implements R-EST-5. Implements R-EST-7.
        private func layoutChildren(
            of node: Template.Node, axis: Axis, offset: Point, lastUsedLeaf: Int,
            uniform: (along: Double?, across: Double?)
        ) -> Double? {
            let cross = axis.cross
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
                        leafSize = measuredSize(ofLeaf: leaf, axis: axis, uniform: uniform)
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
            return crossExtent
        }

        /// The end of steps 2 and 3: a group sized by its content along its axis ends at its last
        /// slot end plus its insets (R-EST-4), and across it is its longest child's footprint plus
        /// its insets (R-EST-3); other groups keep the template's length.
        ///
        /// Implements R-EST-3. Implements R-EST-4.
        private func sizeToContent(_ node: Template.Node, axis: Axis, crossExtent: Double?) -> Size {
            let cross = axis.cross
            var size = node.frame.size
            if node.contentSized.contains(axis), let last = node.children.indices.last {
                size[axis] =
                    frames.slotEnds[node.childBase + last] - node.frame.min(axis) + node.insets.end(axis)
            }
            if node.contentSized.contains(cross), let crossExtent {
                size[cross] = node.insets.start(cross) + crossExtent + node.insets.end(cross)
            }
            return size
        }
    }
}
