/// Steps 4 and 5 of solving a section — boundary items, list padding and decorations around the
/// placed instances — run while solving and again after a measurement changes a self-sizing
/// section's length (R-SIZING-6, R-EST-9), from the inputs kept in ``SectionFinishing``.
enum SectionFinisher: SectionRefinishing {
    /// 4. Add boundary supplementary items around the content box (R-BOUNDARY), with measured
    ///    lengths for estimated ones (R-EST-9) — ``addBoundaryItems(_:_:context:)``.
    /// 5. Add the list top padding (R-LIST-4) — ``addListPadding(_:_:)`` — and decorations covering
    ///    the section (R-DECOR) — ``addDecorations(_:_:)``; the section's elements reach at least
    ///    over the whole section.
    static func finish(
        _ inputs: SectionFinishing, _ geometry: inout SectionGeometry,
        context: @autoclosure () -> SolveContext
    )
        throws(LayoutError)
    {
        try addBoundaryItems(inputs, &geometry, context: context)
        addListPadding(inputs, &geometry)
        addDecorations(inputs, &geometry)
        geometry.elementsMin = min(geometry.elementsMin, 0)
        geometry.elementsMax = max(geometry.elementsMax, geometry.length)
    }

    /// Step 4 of ``finish(_:_:context:)``: boundary items around the content box, which moves
    /// after the leading ones; the section grows by them (R-BOUNDARY) and their lengths come from
    /// measurements where estimated (R-EST-9).
    private static func addBoundaryItems(
        _ inputs: SectionFinishing, _ geometry: inout SectionGeometry, context: () -> SolveContext
    ) throws(LayoutError) {
        geometry.contentBoxEnd = geometry.length
        guard !inputs.boundaryItems.isEmpty else { return }
        let sizes = geometry.supplementarySizes
        let section = inputs.section
        let boundary = try BoundaryPlacement(
            inputs.boundaryItems, contentLength: geometry.length, axis: inputs.advance,
            crossStart: inputs.boundaryCrossStart, crossLength: inputs.boundaryCrossLength,
            sizeContainer: Size(
                along: inputs.advance, inputs.bounds[inputs.advance], across: inputs.boundaryCrossLength),
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
        geometry.shiftInstances(by: boundary.contentStart, along: inputs.advance)
        geometry.elementsMin += boundary.contentStart
        geometry.elementsMax += boundary.contentStart
        geometry.length = boundary.length
        geometry.boundaryItems = boundary.items
        for item in boundary.items {
            geometry.elementsMin = min(geometry.elementsMin, item.frame.min(inputs.advance))
            geometry.elementsMax = max(geometry.elementsMax, item.frame.max(inputs.advance))
        }
    }

    /// Step 5 of ``finish(_:_:context:)``, first part: a list section starts with empty padding
    /// before its header, which moves everything in it and lengthens it (R-LIST-4).
    ///
    /// Implements R-LIST-4.
    private static func addListPadding(_ inputs: SectionFinishing, _ geometry: inout SectionGeometry) {
        guard inputs.leadingPadding != 0 else { return }
        geometry.shiftInstances(by: inputs.leadingPadding, along: inputs.advance)
        geometry.contentBoxStart += inputs.leadingPadding
        geometry.contentBoxEnd += inputs.leadingPadding
        geometry.elementsMin += inputs.leadingPadding
        geometry.elementsMax += inputs.leadingPadding
        geometry.length += inputs.leadingPadding
        for index in geometry.boundaryItems.indices {
            geometry.boundaryItems[index].frame.origin[inputs.advance] += inputs.leadingPadding
        }
    }

    /// Step 5 of ``finish(_:_:context:)``, second part: one decoration per entry of
    /// `decorationItems` (R-DECOR-5), covering the section box — the whole bounds across the scroll
    /// axis, the section along it, also in an orthogonal section (R-DECOR-4) — inset by its
    /// content insets (R-DECOR-1).
    ///
    /// Implements R-DECOR-4. Implements R-DECOR-5.
    private static func addDecorations(_ inputs: SectionFinishing, _ geometry: inout SectionGeometry) {
        let sectionBox = Size(
            width: inputs.advance == .vertical ? inputs.bounds.width : geometry.length,
            height: inputs.advance == .vertical ? geometry.length : inputs.bounds.height)
        for decoration in inputs.decorationItems {
            let frame = SectionSolver.inset(sectionBox, by: decoration.contentInsets)
            geometry.decorations.append(
                PlacedDecoration(kind: decoration.elementKind, frame: frame, zIndex: decoration.zIndex))
            geometry.elementsMin = min(geometry.elementsMin, frame.min(inputs.advance))
            geometry.elementsMax = max(geometry.elementsMax, frame.max(inputs.advance))
        }
    }

    /// Recomputes a self-sizing section's length and extras from its measured instance run
    /// (R-SECTION-5, R-SIZING-6).
    ///
    /// Implements R-SIZING-6.
    ///
    /// - Complexity: O(log n + boundary items + decorations).
    static func refinish(
        _ inputs: SectionFinishing, _ geometry: inout SectionGeometry,
        context: @autoclosure () -> SolveContext
    )
        throws(LayoutError)
    {
        geometry.firstInstanceOrigin = inputs.instanceOrigin
        geometry.contentBoxStart = 0
        geometry.boundaryItems = []
        geometry.decorations = []
        if let sizing = geometry.sizing, let template = geometry.template,
            let bandStart = inputs.orthogonalBandStart
        {
            // R-ORTHO-5, R-EST-3: the band is as long as the longest measured group.
            let leaf = template.leafBounds ?? Rect(origin: .zero, size: template.size)
            geometry.lastInstanceExtent = sizing.lastExtent
            geometry.length =
                inputs.insets.start(inputs.advance) + sizing.maximumAcross + inputs.insets.end(inputs.advance)
            geometry.elementsMin = min(0, bandStart + leaf.min(inputs.advance))
            geometry.elementsMax = max(
                geometry.length,
                bandStart + max(leaf.max(inputs.advance), sizing.maximumAcross, sizing.farthestAcross))
            geometry.orthogonalRow?.measure(
                sizing, firstGroupPosition: inputs.instanceOrigin[sizing.advanceAxis])
        } else if let flow = geometry.flow {
            // R-FLOW-5: the run of lines between the insets.
            FlowSolver.measure(&geometry, flow, insets: inputs.insets)
        } else if let waterfall = geometry.waterfall {
            // R-WATERFALL-4: the columns' content between the insets.
            geometry.length = WaterfallSolver.contentLength(
                waterfall, insets: inputs.insets, along: inputs.advance)
            geometry.elementsMin = 0
            geometry.elementsMax = geometry.length
        } else if let sizing = geometry.sizing, geometry.template != nil {
            let run = sizing.runLength
            let first = inputs.instanceOrigin[inputs.advance]
            geometry.lastInstanceExtent = sizing.lastExtent
            geometry.length =
                inputs.insets.start(inputs.advance) + inputs.groupEdges.start + run + inputs.groupEdges.end
                + inputs.insets.end(inputs.advance)
            geometry.elementsMin = min(0, first - sizing.reachBefore)
            geometry.elementsMax = max(geometry.length, first + run + sizing.reachAfter)
        } else {
            geometry.length = inputs.insets.total(inputs.advance)
            geometry.elementsMin = 0
            geometry.elementsMax = geometry.length
        }
        try finish(inputs, &geometry, context: context())
    }

    /// Re-finishes through the model's interface, with the context a measurement after preparing
    /// solves in (R-SIZING-6).
    static func refinish(
        _ geometry: inout SectionGeometry, finishing: SectionFinishing, environment: LayoutEnvironment,
        rounder: PixelRounder, options: PrepareOptions
    ) throws(LayoutError) {
        let itemCount = geometry.itemCount
        try refinish(
            finishing, &geometry,
            context: SolveContext(
                environment: environment, rounder: rounder, options: options, sectionItemCount: itemCount))
    }
}
