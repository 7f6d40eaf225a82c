/// Steps 4 and 5 of solving a section — boundary items, list padding and decorations around the
/// placed instances — kept as a value so that a self-sizing section can run them again after a
/// measurement changes its length (R-SIZING-6, R-EST-9).
struct SectionFinishing: Sendable {
    let section: Int
    let boundaryItems: [LayoutBoundarySupplementaryItem]
    let decorationItems: [LayoutDecorationItem]
    let leadingPadding: Double
    let advance: Axis
    let bounds: Size
    /// The cross box of boundary items (R-BOUNDARY-4).
    let boundaryCrossStart: Double
    let boundaryCrossLength: Double
    let insets: DirectionalEdgeInsets
    /// Instance 0's origin before boundary items and padding shift it.
    let instanceOrigin: Point
    /// The top-level group's edge spacing along the axis its instances repeat on (R-SECTION-4).
    let groupEdges: (start: Double, end: Double)
    /// For orthogonal sections, where the band of groups starts along the scroll axis
    /// (R-ORTHO-5); nil for ordinary sections.
    let orthogonalBandStart: Double?

    /// 4. Add boundary supplementary items around the content box (R-BOUNDARY), with measured
    ///    lengths for estimated ones (R-EST-9).
    /// 5. Add the list top padding (R-LIST-4) and decorations covering the section (R-DECOR).
    func finish(_ geometry: inout SectionGeometry, context: @autoclosure () -> SolveContext)
        throws(LayoutError)
    {
        // Step 4.
        geometry.contentBoxEnd = geometry.length
        if !boundaryItems.isEmpty {
            let sizes = geometry.sizing?.supplementarySizes ?? [:]
            let section = self.section
            let boundary = try BoundaryPlacement(
                boundaryItems, contentLength: geometry.length, axis: advance,
                crossStart: boundaryCrossStart, crossLength: boundaryCrossLength,
                sizeContainer: Size(along: advance, bounds[advance], across: boundaryCrossLength),
                path: LayoutPath(section: section), context: context(),
                measured: sizes.isEmpty
                    ? nil
                    : { kind in
                        sizes[
                            SupplementaryElementKey(
                                elementKind: kind, indexPath: LayoutIndexPath(item: 0, section: section))]
                    })
            geometry.contentBoxStart = boundary.contentStart
            geometry.contentBoxEnd = boundary.contentStart + geometry.length
            geometry.shiftInstances(by: boundary.contentStart, along: advance)
            geometry.elementsMin += boundary.contentStart
            geometry.elementsMax += boundary.contentStart
            geometry.length = boundary.length
            geometry.boundaryItems = boundary.items
            for item in boundary.items {
                geometry.elementsMin = min(geometry.elementsMin, item.frame.min(advance))
                geometry.elementsMax = max(geometry.elementsMax, item.frame.max(advance))
            }
        }

        // Step 5. R-LIST-4: list sections start with empty padding before their header.
        if leadingPadding != 0 {
            geometry.shiftInstances(by: leadingPadding, along: advance)
            geometry.contentBoxStart += leadingPadding
            geometry.contentBoxEnd += leadingPadding
            geometry.elementsMin += leadingPadding
            geometry.elementsMax += leadingPadding
            geometry.length += leadingPadding
            for index in geometry.boundaryItems.indices {
                geometry.boundaryItems[index].frame.origin[advance] += leadingPadding
            }
        }
        let sectionBox = Size(
            width: advance == .vertical ? bounds.width : geometry.length,
            height: advance == .vertical ? geometry.length : bounds.height)
        for decoration in decorationItems {
            let frame = SectionSolver.inset(sectionBox, by: decoration.contentInsets)
            geometry.decorations.append(
                PlacedDecoration(kind: decoration.elementKind, frame: frame, zIndex: decoration.zIndex))
            geometry.elementsMin = min(geometry.elementsMin, frame.min(advance))
            geometry.elementsMax = max(geometry.elementsMax, frame.max(advance))
        }
        geometry.elementsMin = min(geometry.elementsMin, 0)
        geometry.elementsMax = max(geometry.elementsMax, geometry.length)
    }

    /// Recomputes a self-sizing section's length and extras from its measured instance run
    /// (R-SECTION-5, R-SIZING-6).
    ///
    /// - Complexity: O(log n + boundary items + decorations).
    func refinish(_ geometry: inout SectionGeometry, context: @autoclosure () -> SolveContext)
        throws(LayoutError)
    {
        geometry.firstInstanceOrigin = instanceOrigin
        geometry.contentBoxStart = 0
        geometry.boundaryItems = []
        geometry.decorations = []
        if let sizing = geometry.sizing, let template = geometry.template, let bandStart = orthogonalBandStart
        {
            // R-ORTHO-5, R-EST-3: the band is as long as the longest measured group.
            let leaf = template.leafBounds ?? Rect(origin: .zero, size: template.size)
            geometry.lastInstanceExtent = sizing.lastExtent
            geometry.length = insets.start(advance) + sizing.maximumAcross + insets.end(advance)
            geometry.elementsMin = min(0, bandStart + leaf.min(advance))
            geometry.elementsMax = max(
                geometry.length,
                bandStart + max(leaf.max(advance), sizing.maximumAcross, sizing.farthestAcross))
            geometry.orthogonalRow?.measure(sizing, firstGroupPosition: instanceOrigin[sizing.advanceAxis])
        } else if let sizing = geometry.sizing, geometry.template != nil {
            let run = sizing.runLength
            let first = instanceOrigin[advance]
            geometry.lastInstanceExtent = sizing.lastExtent
            geometry.length =
                insets.start(advance) + groupEdges.start + run + groupEdges.end + insets.end(advance)
            geometry.elementsMin = min(0, first - sizing.reachBefore)
            geometry.elementsMax = max(geometry.length, first + run + sizing.reachAfter)
        } else {
            geometry.length = insets.total(advance)
            geometry.elementsMin = 0
            geometry.elementsMax = geometry.length
        }
        try finish(&geometry, context: context())
    }
}

extension SectionFinishing: SectionRefinishing {
    /// Re-finishes through the model's interface, with the context a measurement after preparing
    /// solves in (R-SIZING-6).
    func refinish(
        _ geometry: inout SectionGeometry, environment: LayoutEnvironment, rounder: PixelRounder,
        options: PrepareOptions
    ) throws(LayoutError) {
        let itemCount = geometry.itemCount
        try refinish(
            &geometry,
            context: SolveContext(
                environment: environment, rounder: rounder, options: options, sectionItemCount: itemCount))
    }
}
