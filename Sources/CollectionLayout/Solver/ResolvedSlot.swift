/// A subitem's resolved lengths and edge spacing inside its group.
struct ResolvedSlot {
    let length: Double
    let crossLength: Double
    let leadingEdge: Double
    let trailingEdge: Double
    let leadingFlexible: Bool
    let trailingFlexible: Bool
    let crossLeadingEdge: Double
    let crossTrailingEdge: Double
    let crossLeadingFlexible: Bool
    let crossTrailingFlexible: Bool

    init(subitem: LayoutSubitem, axis: Axis, length: Double, crossLength: Double) {
        self.length = length
        self.crossLength = crossLength
        let edges = subitem.edgeSpacing
        let cross = axis.cross
        leadingEdge = edges?.start(axis)?.spacing ?? 0
        trailingEdge = edges?.end(axis)?.spacing ?? 0
        leadingFlexible = edges?.start(axis)?.isFlexibleSpacing ?? false
        trailingFlexible = edges?.end(axis)?.isFlexibleSpacing ?? false
        crossLeadingEdge = edges?.start(cross)?.spacing ?? 0
        crossTrailingEdge = edges?.end(cross)?.spacing ?? 0
        crossLeadingFlexible = edges?.start(cross)?.isFlexibleSpacing ?? false
        crossTrailingFlexible = edges?.end(cross)?.isFlexibleSpacing ?? false
    }
}
