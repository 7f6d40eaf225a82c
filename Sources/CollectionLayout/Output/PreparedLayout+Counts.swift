/// How many elements of one category and kind a layout has.
public struct LayoutElementCount: Hashable, Sendable {
    /// The elements' category.
    public var category: ElementCategory
    /// The elements' kind; nil for cells.
    public var elementKind: String?
    /// How many there are.
    public var count: Int
}

extension PreparedLayout {
    /// The number of elements ``forEachElement(_:)`` visits, by category and kind, computed from
    /// the sections and their templates without computing a single frame: a picture of a huge
    /// layout can say how many elements it leaves out without visiting them.
    ///
    /// A count beyond `Int.max` (many sections of up to ``PrepareOptions/maximumItemCount`` items)
    /// is `Int.max`.
    ///
    /// - Complexity: O(sections + template items); independent of item counts.
    public func elementCounts() -> [LayoutElementCount] {
        var counts: [Key: Int] = [:]
        for item in layoutItems { counts[Key(.supplementary, item.kind), default: 0] += 1 }
        for geometry in sections {
            for decoration in geometry.decorations {
                counts[Key(.decoration, decoration.kind), default: 0] += 1
            }
            for item in geometry.boundaryItems { counts[Key(.supplementary, item.kind), default: 0] += 1 }
            if geometry.waterfall != nil || geometry.flow != nil {
                counts[Key(.cell, nil), default: 0] += geometry.itemCount
                continue
            }
            guard let template = geometry.template, template.itemCount > 0, geometry.instanceCount > 0 else {
                continue
            }
            counts[Key(.cell, nil), default: 0].addSaturating(geometry.itemCount)
            let perInstance = template.itemCount
            let fullInstances = geometry.itemCount / perInstance
            let lastInstance = geometry.instanceCount - 1
            // R-NEST-3: group supplementaries of used groups; every group of a full instance is used.
            for node in template.nodes.indices {
                for supplementary in template.nodes[node].supplementaries {
                    var instances =
                        geometry.groupIsUsed(node, instance: 0) ? min(fullInstances, lastInstance + 1) : 0
                    if lastInstance >= fullInstances && geometry.groupIsUsed(node, instance: lastInstance) {
                        instances += 1
                    }
                    counts[Key(.supplementary, supplementary.kind), default: 0].addSaturating(instances)
                }
            }
            // Item supplementaries: one set per leaf, for every item.
            let usedInLast = geometry.itemCount - fullInstances * perInstance
            for slot in 0..<perInstance {
                let items = fullInstances + (slot < usedInLast ? 1 : 0)
                for index in template.itemSupplementaryRange(ofLeaf: slot) {
                    counts[Key(.supplementary, template.itemSupplementaries[index].kind), default: 0]
                        .addSaturating(items)
                }
            }
        }
        return counts.map {
            LayoutElementCount(category: $0.key.category, elementKind: $0.key.kind, count: $0.value)
        }
    }

    /// A category and kind.
    private struct Key: Hashable {
        var category: ElementCategory
        var kind: String?

        init(_ category: ElementCategory, _ kind: String?) {
            self.category = category
            self.kind = kind
        }
    }
}

extension Int {
    /// Adds `other`, stopping at `Int.max` instead of trapping: element counts of huge layouts.
    mutating func addSaturating(_ other: Int) {
        let (sum, overflow) = addingReportingOverflow(other)
        self = overflow ? .max : sum
    }
}
