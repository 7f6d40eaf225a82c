extension LayoutBoundaryItems {
    /// Resolves every item against the whole bounds (R-CONT-8) and classifies it (R-BOUNDARY-1).
    ///
    /// Implements R-CONT-8.
    init(
        _ items: [LayoutBoundarySupplementaryItem], axis: Axis, bounds: Size, context: SolveContext
    ) throws(LayoutError) {
        var resolved: [Resolved] = []
        var leadingLength = 0.0
        var kinds: Set<String> = []
        for (position, item) in items.enumerated() {
            let path = LayoutPath(section: nil).appending("boundarySupplementaryItems", index: position)
            try BoundaryPlacement.validate(item, at: path)
            guard kinds.insert(item.elementKind).inserted else {
                throw .duplicateSupplementary(kind: item.elementKind, at: path)
            }
            let size = Size(
                width: context.resolve(item.layoutSize.widthDimension, in: bounds),
                height: context.resolve(item.layoutSize.heightDimension, in: bounds))
            let edgeClass = BoundaryPlacement.edgeClass(of: item.alignment, along: axis)
            if edgeClass == .leading { leadingLength = max(leadingLength, size[axis]) }
            resolved.append((item, size, edgeClass))
        }
        self.init(
            resolved: resolved, axis: axis, crossLength: bounds[axis.cross], leadingLength: leadingLength)
    }
}
