extension SectionGeometry {
    /// The anchored supplementary of kind `kind` that item or group index `item` names
    /// (R-INDEX-5, R-INDEX-6): an item's own supplementary first, then the group
    /// supplementary numbered `item` among those of its kind.
    ///
    /// Implements R-INDEX-5.
    func anchoredSupplementary(ofKind kind: String, item: Int) -> AnchoredSupplementary? {
        guard item >= 0, let template else { return nil }
        if item < itemCount {
            let slot = item % template.itemCount
            for index in template.itemSupplementaryRange(ofLeaf: slot)
            where template.itemSupplementaries[index].kind == kind {
                return template.itemSupplementaries[index]
            }
        }
        guard let perInstance = template.groupSupplementaryCounts[kind], perInstance > 0 else { return nil }
        let instance = item / perInstance
        let ordinal = item % perInstance
        guard instance < instanceCount else { return nil }
        for node in template.nodes.indices where groupIsUsed(node, instance: instance) {
            if let match = template.nodes[node].supplementaries.first(where: {
                $0.kind == kind && $0.ordinal == ordinal
            }) {
                return match
            }
        }
        return nil
    }

    /// The description of the section's boundary item of `kind`, when the section self-sizes
    /// (only self-sizing sections keep their descriptions, R-EST-9).
    func boundaryDescription(ofKind kind: String?) -> LayoutBoundarySupplementaryItem? {
        finishing?.boundaryItems.first { $0.elementKind == kind }
    }

    /// Whether group `node` of instance `instance` holds at least one item (groups with no item
    /// are not placed, R-NEST-3).
    ///
    /// Implements R-NEST-3.
    func groupIsUsed(_ node: Int, instance: Int) -> Bool {
        guard let template else { return false }
        let used = min(template.itemCount, itemCount - instance * template.itemCount)
        return template.nodes[node].leafCount > 0 && template.nodes[node].firstLeaf < used
    }
}
