extension TemplateBuilder {
    /// The number of subitems a filling group holds (SPEC R-GROUP-2, R-GROUP-4).
    ///
    /// Searches `n = 1, 2, …` and stops at the first `n` whose first `n` cycled subitems, resolved
    /// against the subitem container `A − (n − 1)·s` (R-CONT-3, R-SPACING-2), no longer fit within ε.
    /// Each subitem's footprint is `coefficient · container + constant`, so every step is O(1) and
    /// the search is O(n). The decision is made in exact arithmetic (R-ROUND-2).
    ///
    /// - Complexity: O(n) for a group that holds `n` subitems.
    mutating func fittingCount(
        _ subitems: [LayoutSubitem], axis: Axis, available: Double, crossAvailable: Double, gap: Double
    ) throws(LayoutError) -> Int {
        let cross = axis.cross
        /// Subitem `index`'s footprint is `coefficient · container + constant` (R-CONT-3, R-EDGE-1).
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
        let limit = context.options.maximumTemplateItemCount
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
}
