/// The layout-level boundary supplementary items (R-STACK-3 … R-STACK-5, R-CONT-8).
struct LayoutBoundaryItems: Sendable {
    private var resolved:
        [(item: LayoutBoundarySupplementaryItem, size: Size, edgeClass: PlacedBoundaryItem.EdgeClass)] = []
    private let axis: Axis
    private let crossLength: Double
    /// The longest leading-edge item: where the first section starts (R-STACK-3).
    private(set) var leadingLength = 0.0

    /// Resolves every item against the whole bounds (R-CONT-8) and classifies it (R-BOUNDARY-1).
    init(
        _ items: [LayoutBoundarySupplementaryItem], axis: Axis, bounds: Size, context: SolveContext
    ) throws(LayoutError) {
        self.axis = axis
        crossLength = bounds[axis.cross]
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
    }

    /// Places the items once the sections are stacked: leading-edge items at 0, side items centred
    /// on `[0, E]`, trailing-edge items after `E`, where `E` is at least every side item's length
    /// (R-STACK-4, R-STACK-5). Offsets translate the items without moving anything else.
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
            let pins = item.pinToVisibleBounds && edgeClass != .side
            items.append(
                PlacedBoundaryItem(
                    kind: item.elementKind,
                    frame: Rect(
                        along: axis, position: main + item.offset[axis], length: size[axis],
                        crossPosition: crossPosition + item.offset[cross], crossLength: size[cross]),
                    zIndex: pins ? PlacedBoundaryItem.pinnedZIndexBase + item.zIndex : item.zIndex,
                    pins: pins,
                    edgeClass: edgeClass))
        }
        return (items, extent + trailingLength)
    }
}
