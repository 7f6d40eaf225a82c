extension TemplateBuilder {
    /// The number of subitems a filling group holds (R-GROUP-2, R-GROUP-4).
    ///
    /// Searches `n = 1, 2, …` and stops at the first `n` whose first `n` cycled subitems, resolved
    /// against the subitem container `A − (n − 1)·s` (R-CONT-3, R-SPACING-2), no longer fit within ε.
    /// Each subitem's footprint is `coefficient · container + constant`, so every step is O(1) and
    /// the search is O(n). The decision is made in exact arithmetic (R-ROUND-2).
    ///
    /// Implements R-CONT-3. Implements R-GROUP-2. Implements R-GROUP-3. Implements R-GROUP-4.
    /// Implements R-SPACING-2.
    ///
    /// - Complexity: O(n) for a group that holds `n` subitems.
    mutating func fittingCount(
        _ subitems: [LayoutSubitem], axis: Axis, available: Double, crossAvailable: Double, gap: Double
    ) throws(LayoutError) -> Int {
        let cross = axis.cross
        /// Subitem `index`'s footprint is `coefficient · container + constant` (R-CONT-3, R-EDGE-1).
        ///
        /// Implements R-EDGE-1.
        func terms(_ index: Int) -> (coefficient: Double, constant: Double) {
            let subitem = subitems[index]
            let dimension = subitem.layoutSize[axis]
            let edges = subitem.edgeSpacing
            let edgeTotal = (edges?.start(axis)?.spacing ?? 0) + (edges?.end(axis)?.spacing ?? 0)
            if dimension.isFraction(of: axis) { return (dimension.dimension, edgeTotal) }
            if dimension.isFraction(of: cross) {
                return (0, edgeTotal + dimension.dimension * crossAvailable)
            }
            return (0, edgeTotal + dimension.dimension)
        }
        let limit = context.templateItemBudget
        // R-GROUP-2 (chosen): zero footprints and no positive spacing never fail.
        let neverFails =
            gap <= 0 && crossAvailable >= 0 && subitems.indices.allSatisfy { terms($0).constant == 0 }
            && (subitems.indices.allSatisfy { terms($0).coefficient == 0 } || (available == 0 && gap == 0))
        if neverFails {
            let count = context.sectionItemCount
            try context.report(
                .unboundedGroup, at: path,
                "every subitem has zero length and the spacing is not positive, so the group holds "
                    + "the section's \(count) items")
            guard count <= limit else { throw .templateTooLarge(itemCount: count, limit: limit, at: path) }
            return count
        }
        var count = 0
        if crossAvailable >= -fitTolerance {
            var coefficientSum = 0.0
            var constantSum = 0.0
            while true {
                let candidate = count + 1
                let next = terms(count % subitems.count)
                coefficientSum += next.coefficient
                constantSum += next.constant
                let gaps = Double(candidate - 1) * gap
                let container = available - gaps
                let total = coefficientSum * container + constantSum + gaps
                guard container >= -fitTolerance, total <= available + fitTolerance else { break }
                count = candidate
                guard count <= limit else {
                    throw .templateTooLarge(itemCount: count, limit: limit, at: path)
                }
            }
        }
        if count == 0 {
            try context.report(
                .groupHoldsNoItems, at: path,
                "the first subitem does not fit in the group's \(LayoutNumberFormat.string(available)) pt, "
                    + "so the section shows no items")
        } else if count < subitems.count {
            try context.report(
                .subitemsDropped, at: path,
                "only \(count) of the group's \(subitems.count) subitems fit; the rest are never laid out")
        }
        return count
    }

    /// Checks that `count` more cycled `subitems` keep the whole template (not just this group)
    /// within ``PrepareOptions/maximumTemplateItemCount`` items and as many groups, so that nested
    /// count groups (10,000 inside 10,000) stop at the limit instead of building 10⁸ items.
    /// `placedItems` and `groups` are what the template holds so far.
    func checkTemplateBudget(
        adding count: Int, of subitems: [LayoutSubitem], items placedItems: Int, groups: Int
    )
        throws(LayoutError)
    {
        let limit = context.templateItemBudget
        let (fullCycles, remainder) = count.quotientAndRemainder(dividingBy: subitems.count)
        var items = 0
        var nestedGroups = 0
        var nestedItems = 0
        for (index, subitem) in subitems.enumerated() {
            let repeats = fullCycles + (index < remainder ? 1 : 0)
            switch subitem {
            case .item:
                items += repeats
            case .group(let nested):
                nestedGroups += repeats
                // Nested count groups multiply: their items are counted before any is built.
                let (product, overflow) = repeats.multipliedReportingOverflow(
                    by: Self.minimumItemCount(nested))
                nestedItems = overflow ? Self.itemCountCap : min(Self.itemCountCap, nestedItems + product)
            }
        }
        let totalItems = min(Self.itemCountCap, placedItems + items + nestedItems)
        guard totalItems <= limit, groups + nestedGroups <= limit else {
            throw .templateTooLarge(
                itemCount: totalItems > limit ? totalItems : groups + nestedGroups, limit: limit, at: path)
        }
    }

    /// Where item-count arithmetic saturates instead of overflowing.
    static let itemCountCap = Int.max / 4

    /// A lower bound of the items `group` holds, saturating at ``itemCountCap``: count and
    /// repeating groups hold their count of cycled subitems (R-COUNT-1, R-COUNT-4); a filling or
    /// custom group may hold none.
    static func minimumItemCount(_ group: LayoutGroup) -> Int {
        switch group.repetition {
        case .count(let count) where count > 0 && !group.subitems.isEmpty,
            .repeating(let count) where count > 0 && !group.subitems.isEmpty:
            return cycledItemCount(count, of: group.subitems)
        default:
            return 0
        }
    }

    /// The lower bound of items in `count` cycled `subitems`, saturating at ``itemCountCap``.
    private static func cycledItemCount(_ count: Int, of subitems: [LayoutSubitem]) -> Int {
        let (fullCycles, remainder) = count.quotientAndRemainder(dividingBy: subitems.count)
        var total = 0
        for (index, subitem) in subitems.enumerated() {
            let repeats = fullCycles + (index < remainder ? 1 : 0)
            let each: Int
            switch subitem {
            case .item: each = 1
            case .group(let nested): each = minimumItemCount(nested)
            }
            let (product, overflow) = repeats.multipliedReportingOverflow(by: each)
            total = overflow ? itemCountCap : min(itemCountCap, total + product)
        }
        return total
    }
}
