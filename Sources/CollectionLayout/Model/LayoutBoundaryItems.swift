/// The layout-level boundary supplementary items (R-STACK-3, R-STACK-4, R-STACK-5, R-CONT-8).
///
/// The solver resolves the items (`init(_:axis:bounds:context:)`); the stored model places them
/// whenever the sections are stacked again.
///
/// Implements R-STACK-3.
struct LayoutBoundaryItems: Sendable {
    /// An item, its resolved size and its edge class (R-BOUNDARY-1).
    typealias Resolved = (
        item: LayoutBoundarySupplementaryItem, size: Size, edgeClass: PlacedBoundaryItem.EdgeClass
    )

    /// Each item with its resolved size and edge class, in declaration order.
    private let resolved: [Resolved]
    private let axis: Axis
    private let crossLength: Double
    /// The longest leading-edge item: where the first section starts (R-STACK-3).
    let leadingLength: Double

    /// Items resolved by the solver.
    init(
        resolved: [Resolved],
        axis: Axis, crossLength: Double, leadingLength: Double
    ) {
        self.resolved = resolved
        self.axis = axis
        self.crossLength = crossLength
        self.leadingLength = leadingLength
    }

    /// Places the items once the sections are stacked: leading-edge items at 0, side items centred
    /// on `[0, E]`, trailing-edge items after `E`, where `E` is at least every side item's length
    /// (R-STACK-4, R-STACK-5). Offsets translate the items without moving anything else.
    ///
    /// Implements R-STACK-4. Implements R-STACK-5.
    func placed(sectionsEnd: Double) -> (items: [PlacedBoundaryItem], contentLength: Double) {
        var extent = sectionsEnd
        var trailingLength = 0.0
        for (_, size, edgeClass) in resolved {
            if edgeClass == .side { extent = max(extent, size[axis]) }
            if edgeClass == .trailing { trailingLength = max(trailingLength, size[axis]) }
        }
        let cross = axis.cross
        var items: [PlacedBoundaryItem] = []
        for (item, size, edgeClass) in resolved {
            let main: Double
            switch edgeClass {
            case .leading: main = 0
            case .trailing: main = extent
            case .side: main = (extent - size[axis]) / 2
            }
            let crossPosition = (item.alignment.fraction(along: cross) ?? 0) * (crossLength - size[cross])
            let frame = Rect(
                along: axis, position: main + item.offset[axis], length: size[axis],
                crossPosition: crossPosition + item.offset[cross], crossLength: size[cross])
            items.append(PlacedBoundaryItem(item, frame: frame, edgeClass: edgeClass))
        }
        return (items, extent + trailingLength)
    }
}
