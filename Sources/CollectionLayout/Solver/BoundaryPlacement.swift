/// Places boundary supplementary items around a content box (R-BOUNDARY-3, R-BOUNDARY-4, R-BOUNDARY-5,
/// R-BOUNDARY-6, R-BOUNDARY-7, R-BOUNDARY-8).
struct BoundaryPlacement {
    /// The items, positioned so that the section extent starts at 0.
    var items: [PlacedBoundaryItem] = []
    /// Where the content box starts inside the section extent.
    var contentStart = 0.0
    /// The section extent `S` (R-BOUNDARY-3, R-BOUNDARY-8).
    var length = 0.0

    /// An item with its resolved size and its edge class.
    typealias ResolvedItem = (
        item: LayoutBoundarySupplementaryItem, size: Size, edgeClass: PlacedBoundaryItem.EdgeClass
    )

    /// 1. Resolve each item's size (R-CONT-7) and classify it by alignment (R-BOUNDARY-1) —
    ///    ``resolveItems(_:axis:sizeContainer:path:context:measured:)``.
    /// 2. `S` is the union of the content box and every translated extending edge item
    ///    (R-BOUNDARY-3, R-BOUNDARY-5, R-BOUNDARY-6); an extending side item longer than `S`
    ///    grows it at its end (R-BOUNDARY-8) — ``sectionExtent(of:contentLength:axis:)``.
    /// 3. Place edge items flush against the content box (extending) or inside `S` (R-BOUNDARY-7),
    ///    side items centred on `S`, all across the boundary cross box (R-BOUNDARY-4, R-BOUNDARY-9)
    ///    — ``place(_:extent:contentLength:axis:crossStart:crossLength:)``.
    init(
        _ descriptions: [LayoutBoundarySupplementaryItem], contentLength: Double, axis: Axis,
        crossStart: Double,
        crossLength: Double, sizeContainer: Size, path: LayoutPath, context: SolveContext,
        measured: ((String) -> Size?)? = nil
    ) throws(LayoutError) {
        let resolved = try Self.resolveItems(
            descriptions, axis: axis, sizeContainer: sizeContainer, path: path, context: context,
            measured: measured)
        let extent = Self.sectionExtent(of: resolved, contentLength: contentLength, axis: axis)
        items = Self.place(
            resolved, extent: extent, contentLength: contentLength, axis: axis, crossStart: crossStart,
            crossLength: crossLength)
        contentStart = -extent.low
        length = extent.high - extent.low
    }

    /// Step 1: each item checked, unique by kind, sized against the size container (R-CONT-7) —
    /// with a measured length replacing the estimate on estimated axes only (R-EST-9) — and
    /// classified by its alignment along `axis` (R-BOUNDARY-1).
    ///
    /// Implements R-BOUNDARY-2. Implements R-CONT-7.
    static func resolveItems(
        _ descriptions: [LayoutBoundarySupplementaryItem], axis: Axis, sizeContainer: Size, path: LayoutPath,
        context: SolveContext, measured: ((String) -> Size?)?
    ) throws(LayoutError) -> [ResolvedItem] {
        var kinds: Set<String> = []
        var resolved: [ResolvedItem] = []
        for (position, item) in descriptions.enumerated() {
            let itemPath = path.appending("boundarySupplementaryItems", index: position)
            try Self.validate(item, at: itemPath)
            guard kinds.insert(item.elementKind).inserted else {
                throw .duplicateSupplementary(kind: item.elementKind, at: itemPath)
            }
            var size = Size(
                width: context.resolve(item.layoutSize.widthDimension, in: sizeContainer),
                height: context.resolve(item.layoutSize.heightDimension, in: sizeContainer))
            if let measuredSize = measured?(item.elementKind) {
                for axis in Axis.allCases where item.layoutSize[axis].isEstimated {
                    size[axis] = measuredSize[axis]
                }
            }
            resolved.append((item, size, Self.edgeClass(of: item.alignment, along: axis)))
        }
        return resolved
    }

    /// Step 2: the section extent `S` as `low…high` relative to the content box start — the union
    /// of the content box and every extending edge item flush against it (R-BOUNDARY-3), several on
    /// one edge overlapping (R-BOUNDARY-5), translated by their offsets (R-BOUNDARY-6) — then grown
    /// at its end to every extending side item's length (R-BOUNDARY-8).
    ///
    /// Implements R-BOUNDARY-3. Implements R-BOUNDARY-5. Implements R-BOUNDARY-6. Implements R-BOUNDARY-8.
    static func sectionExtent(
        of resolved: [ResolvedItem], contentLength: Double, axis: Axis
    ) -> (low: Double, high: Double) {
        var low = 0.0
        var high = contentLength
        for (item, size, edgeClass) in resolved where item.extendsBoundary {
            switch edgeClass {
            case .leading:
                low = min(low, -size[axis] + item.offset[axis])
                high = max(high, item.offset[axis])
            case .trailing:
                low = min(low, contentLength + item.offset[axis])
                high = max(high, contentLength + size[axis] + item.offset[axis])
            case .side:
                break
            }
        }
        for (item, size, edgeClass) in resolved where edgeClass == .side && item.extendsBoundary {
            high = max(high, low + size[axis])
        }
        return (low, high)
    }

    /// Step 3: the items' frames in the section extent — extending edge items flush against the
    /// content box, non-extending ones inside `S` against its edge (R-BOUNDARY-7), side items
    /// centred on `S` — translated by their offsets, and across the scroll axis at the start, end
    /// or centre of the boundary cross box (R-BOUNDARY-4).
    ///
    /// Implements R-BOUNDARY-4. Implements R-BOUNDARY-7.
    static func place(
        _ resolved: [ResolvedItem], extent: (low: Double, high: Double), contentLength: Double, axis: Axis,
        crossStart: Double, crossLength: Double
    ) -> [PlacedBoundaryItem] {
        let (low, high) = extent
        let cross = axis.cross
        var items: [PlacedBoundaryItem] = []
        for (item, size, edgeClass) in resolved {
            let main: Double
            switch (edgeClass, item.extendsBoundary) {
            case (.leading, true): main = -size[axis]
            case (.leading, false): main = low
            case (.trailing, true): main = contentLength
            case (.trailing, false): main = high - size[axis]
            case (.side, _): main = low + (high - low - size[axis]) / 2
            }
            let crossFraction = item.alignment.fraction(along: cross) ?? 0
            let crossPosition = crossStart + crossFraction * (crossLength - size[cross])
            let frame = Rect(
                along: axis, position: main + item.offset[axis] - low, length: size[axis],
                crossPosition: crossPosition + item.offset[cross], crossLength: size[cross])
            items.append(PlacedBoundaryItem(item, frame: frame, edgeClass: edgeClass))
        }
        return items
    }

    /// The class of an alignment along the scroll axis (R-BOUNDARY-1).
    ///
    /// Implements R-BOUNDARY-1. Implements R-HORIZ-2.
    static func edgeClass(of alignment: RectAlignment, along axis: Axis) -> PlacedBoundaryItem.EdgeClass {
        switch alignment.fraction(along: axis) {
        case 0: return .leading
        case 1: return .trailing
        default: return .side
        }
    }

    static func validate(_ item: LayoutBoundarySupplementaryItem, at path: LayoutPath) throws(LayoutError) {
        guard item.alignment != .none else { throw .invalidAlignment(at: path.appending("alignment")) }
        try Validation.check(item.layoutSize, at: path)
        try Validation.check(item.offset.x, at: path.appending("offset"))
        try Validation.check(item.offset.y, at: path.appending("offset"))
    }
}
