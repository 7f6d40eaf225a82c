/// A section's top-level group solved once (DESIGN §3): leaf frames relative to the group's outer
/// origin, the tree of groups for trimming and text dumps, and the group's size.
///
/// A section places `⌈c / k⌉` instances of it; item `i`'s frame is
/// `origin(i / k) + leafFrames[i % k]` (SPEC R-SECTION-1).
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
            /// flexible share (SPEC R-SECTION-3).
            var slotEnd: Double
        }

        /// The group's slot frame relative to the top-level group's outer origin.
        var frame: Rect
        /// The slot frame inset by the group's content insets: the container of its anchored
        /// supplementaries (SPEC R-ANCHOR-5).
        var contentFrame: Rect
        /// The group's anchored supplementaries (SPEC R-ANCHOR-5).
        var supplementaries: [AnchoredSupplementary] = []
        /// The group's axis; nil for custom groups.
        var axis: Axis?
        /// The index of the first leaf inside this group (depth-first numbering, SPEC R-NEST-2).
        var firstLeaf: Int
        /// How many leaves the group holds.
        var leafCount: Int
        /// The group's subitem slots, in order.
        var children: [Child]
        /// Depth in the tree; 0 for the top-level group.
        var depth: Int
    }

    /// Leaf frames relative to the top-level group's outer origin, after item content insets.
    let leafFrames: [Rect]
    /// zIndex of each leaf's cell (custom-group frames carry their own, SPEC R-Z-2).
    let leafZIndices: [Int]
    /// The group tree, depth-first; node 0 is the top-level group.
    let nodes: [Node]
    /// The resolved size of the top-level group.
    let size: Size
    /// Union of all leaf frames and anchored supplementary frames, nil without leaves.
    let leafBounds: Rect?
    /// The item supplementaries of every leaf, flat; leaf `i` owns
    /// `itemSupplementaries[leafSupplementaryStarts[i]..<leafSupplementaryStarts[i + 1]]`
    /// (SPEC R-ANCHOR-6). Both are empty when no leaf has any.
    let itemSupplementaries: [AnchoredSupplementary]
    let leafSupplementaryStarts: [Int]
    /// For each kind of group supplementary, how many one instance holds (SPEC R-INDEX-5).
    let groupSupplementaryCounts: [String: Int]

    init(
        leafFrames: [Rect], leafZIndices: [Int], nodes: [Node], size: Size, leafBounds: Rect?,
        itemSupplementaries: [AnchoredSupplementary], leafSupplementaryStarts: [Int],
        groupSupplementaryCounts: [String: Int]
    ) {
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

    /// The cell zIndex marker for cells that use the section's default (SPEC R-Z-1); custom-group
    /// cells carry their own (SPEC R-Z-2).
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
    /// full one (SPEC R-SECTION-3). Custom groups are never trimmed (SPEC R-CUSTOM-2).
    func reduction(along axis: Axis, usedLeaves used: Int) -> Double {
        reduction(node: 0, along: axis, used: used)
    }

    private func reduction(node index: Int, along axis: Axis, used: Int) -> Double {
        let node = nodes[index]
        guard used < node.leafCount, let nodeAxis = node.axis, let last = node.children.last else { return 0 }
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
                used: min(used - (nodes[group].firstLeaf - node.firstLeaf), nodes[group].leafCount))
        }
        if nodeAxis == axis {
            return (last.slotEnd - child.slotEnd) + inner
        }
        // Across the advance axis: the minimum over used slots; earlier used slots are complete.
        return lastUsed == 0 ? inner : 0
    }
}
