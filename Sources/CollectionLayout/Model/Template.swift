/// A section's top-level group solved once (the engine's cost model): leaf frames relative to the group's outer
/// origin, the tree of groups for trimming and text dumps, and the group's size.
///
/// A section places `⌈c / k⌉` instances of it; item `i`'s frame is
/// `origin(i / k) + leafFrames[i % k]` (R-SECTION-1), a partly filled last instance included.
///
/// Implements R-INDEX-1. Implements R-SPACING-5.
///
/// An immutable reference type, so that copying a section's geometry costs one retain however many
/// arrays the template holds.
final class Template: Sendable {
    /// One group of the template tree; node 0 is the top-level group.
    struct Node: Sendable {
        /// What a child slot holds.
        enum ChildKind: Sendable {
            case leaf(Int)
            case group(Int)
        }

        /// A subitem slot of the group.
        struct Child: Sendable {
            var kind: ChildKind
            /// The slot's end along the group's axis, including trailing edge spacing and its
            /// flexible share (R-SECTION-3).
            var slotEnd: Double
            /// From the far cross edge of the child's frame to the far cross edge of its footprint:
            /// trailing item insets on a fixed axis plus trailing cross edge spacing (R-EST-3).
            var crossTrail = 0.0
            /// Whether the child's cross length is absolute or estimated, so that it counts for a
            /// group sized by its content across its axis (R-EST-3).
            var countsAcross = false
        }

        /// The group's slot frame relative to the top-level group's outer origin.
        var frame: Rect
        /// The slot frame inset by the group's content insets: the container of its anchored
        /// supplementaries (R-ANCHOR-5).
        var contentFrame: Rect
        /// The group's anchored supplementaries (R-ANCHOR-5).
        var supplementaries: [AnchoredSupplementary] = []
        /// The group's axis; nil for custom groups.
        var axis: Axis?
        /// The index of the first leaf inside this group (depth-first numbering, R-NEST-2).
        var firstLeaf: Int
        /// How many leaves the group holds.
        var leafCount: Int
        /// The group's subitem slots, in order.
        var children: [Child]
        /// Depth in the tree; 0 for the top-level group.
        var depth: Int
        /// The axes on which the group's own dimension is estimated, so that its content decides
        /// its length (R-EST-3, R-EST-4).
        var contentSized = AxisSet()
        /// The group's content insets.
        var insets = DirectionalEdgeInsets.zero
        /// Where the group's children start in flattened per-child arrays (``childSlotCount``).
        var childBase = 0
    }

    /// How a leaf self-sizes (R-EST-1, R-UNIFORM-2).
    struct LeafSizing: Sendable {
        /// The axes on which a measurement replaces the leaf's length: its estimated axes, minus
        /// the axis a count group splits (R-EST-6, R-UNIFORM-4).
        var measurable = AxisSet()
        /// The measurable axes on which the leaf is uniform across its siblings (R-UNIFORM-2).
        ///
        /// Implements R-UNIFORM-1.
        var uniform = AxisSet()
    }

    /// Leaf frames relative to the top-level group's outer origin, after item content insets.
    let leafFrames: [Rect]
    /// zIndex of each leaf's cell (custom-group frames carry their own, R-Z-2); empty when
    /// every leaf uses the section's default.
    let leafZIndices: [Int]
    /// The group tree, depth-first; node 0 is the top-level group.
    let nodes: [Node]
    /// The resolved size of the top-level group.
    let size: Size
    /// Union of all leaf frames and anchored supplementary frames, nil without leaves.
    let leafBounds: Rect?
    /// The item supplementaries of every leaf, flat; leaf `i` owns
    /// `itemSupplementaries[leafSupplementaryStarts[i]..<leafSupplementaryStarts[i + 1]]`
    /// (R-ANCHOR-6). Both are empty when no leaf has any.
    let itemSupplementaries: [AnchoredSupplementary]
    let leafSupplementaryStarts: [Int]
    /// For each kind of group supplementary, how many one instance holds (R-INDEX-5).
    let groupSupplementaryCounts: [String: Int]
    /// How each leaf self-sizes; empty when no dimension of the template is estimated.
    let leafSizing: [LeafSizing]
    /// The axes on which at least one leaf is measurable; empty for templates that never change
    /// with measurements.
    let measurableAxes: AxisSet
    /// Whether any group of the template is sized by its content (R-EST-3, R-EST-4).
    let hasContentSizedGroups: Bool
    /// The number of child slots of all groups together.
    let childSlotCount: Int
    /// The axes on which the top-level group's own dimension is uniform across siblings
    /// (R-UNIFORM-3).
    let uniformTopLevelAxes: AxisSet
    /// Whether an anchored supplementary of the template has an estimated dimension (R-EST-9).
    let hasEstimatedSupplementaries: Bool

    init(
        leafFrames: [Rect], leafZIndices: [Int], nodes: [Node], size: Size, leafBounds: Rect?,
        itemSupplementaries: [AnchoredSupplementary], leafSupplementaryStarts: [Int],
        groupSupplementaryCounts: [String: Int], leafSizing: [LeafSizing] = [],
        uniformTopLevelAxes: AxisSet = []
    ) {
        self.uniformTopLevelAxes = uniformTopLevelAxes
        self.hasEstimatedSupplementaries =
            itemSupplementaries.contains { $0.estimated != nil }
            || nodes.contains { $0.supplementaries.contains { $0.estimated != nil } }
        self.leafSizing = leafSizing
        self.measurableAxes = leafSizing.reduce(into: AxisSet()) { $0.formUnion($1.measurable) }
        self.hasContentSizedGroups = nodes.contains { !$0.contentSized.isEmpty }
        self.childSlotCount = nodes.last.map { $0.childBase + $0.children.count } ?? 0
        self.leafFrames = leafFrames
        self.leafZIndices = leafZIndices
        self.nodes = nodes
        self.size = size
        self.leafBounds = leafBounds
        self.itemSupplementaries = itemSupplementaries
        self.leafSupplementaryStarts = leafSupplementaryStarts
        self.groupSupplementaryCounts = groupSupplementaryCounts
    }
    /// Whether any group of the template has anchored supplementaries.
    var hasGroupSupplementaries: Bool { !groupSupplementaryCounts.isEmpty }

    /// The cell zIndex marker for cells that use the section's default (R-Z-1); custom-group
    /// cells carry their own (R-Z-2).
    static let defaultCellZIndex = Int.min

    /// The item supplementaries of leaf `slot`.
    @inline(__always)
    func itemSupplementaryRange(ofLeaf slot: Int) -> Range<Int> {
        leafSupplementaryStarts.isEmpty
            ? 0..<0 : leafSupplementaryStarts[slot]..<leafSupplementaryStarts[slot + 1]
    }

    /// `k`: items per instance.
    var itemCount: Int { leafFrames.count }

    /// How much shorter along `axis` an instance holding only its first `used` leaves is than a
    /// full one (R-SECTION-3). Custom groups are never trimmed (R-CUSTOM-2).
    ///
    /// Implements R-CUSTOM-2.
    func reduction(along axis: Axis, usedLeaves used: Int) -> Double {
        reduction(node: 0, along: axis, used: used) { node, child in nodes[node].children[child].slotEnd }
    }

    /// ``reduction(along:usedLeaves:)`` with the slot ends of one instance re-solved with measured
    /// sizes (R-EST): `slotEnd(node, child)` is the end of child slot `child` of `node`.
    func reduction(
        node index: Int, along axis: Axis, used: Int, slotEnd: (Int, Int) -> Double
    ) -> Double {
        let node = nodes[index]
        guard used < node.leafCount, let nodeAxis = node.axis, !node.children.isEmpty else { return 0 }
        // The child slot holding the last used leaf.
        let lastLeaf = node.firstLeaf + used - 1
        var lastUsed = 0
        for (position, child) in node.children.enumerated() {
            switch child.kind {
            case .leaf(let leaf):
                if leaf <= lastLeaf { lastUsed = position }
            case .group(let group):
                let first = nodes[group].firstLeaf
                if nodes[group].leafCount > 0 && first <= lastLeaf { lastUsed = position }
            }
        }
        let child = node.children[lastUsed]
        var inner = 0.0
        if case .group(let group) = child.kind {
            inner = reduction(
                node: group, along: axis,
                used: min(used - (nodes[group].firstLeaf - node.firstLeaf), nodes[group].leafCount),
                slotEnd: slotEnd)
        }
        if nodeAxis == axis {
            return (slotEnd(index, node.children.count - 1) - slotEnd(index, lastUsed)) + inner
        }
        // Across the advance axis: the minimum over used slots; earlier used slots are complete.
        return lastUsed == 0 ? inner : 0
    }
}
