/// Solves one section (R-PIPE-1 step 2).
enum SectionSolver {
    /// 1. Resolve the section's reference insets; only the cross-axis edges count (R-REF-2, R-REF-3).
    /// 2. Resolve the top-level group's container and size (R-CONT-1, R-DIM) and solve it once into
    ///    a template (R-GROUP … R-CUSTOM, R-ANCHOR).
    /// 3. Place `⌈c / k⌉` instances along the scroll axis with edge spacing and inter-group spacing
    ///    (R-SECTION-1, R-SECTION-2, R-SECTION-4), trimming the last one (R-SECTION-3); the content
    ///    box length follows (R-SECTION-5), or is `insets.start + insets.end` for an empty section
    ///    with boundary items, or nothing at all (R-SECTION-6).
    /// 4. Add boundary supplementary items around the content box (R-BOUNDARY).
    /// 5. Add the list top padding (R-LIST-4) and decorations covering the section (R-DECOR).
    ///
    /// Implements R-BOUNDARY-10. Implements R-CONT-1. Implements R-CONT-2. Implements R-DECOR-3.
    /// Implements R-HORIZ-1. Implements R-ORTHO-1. Implements R-REF-2. Implements R-REF-3.
    /// Implements R-REF-5.
    static func solve(
        _ section: LayoutSection, index: Int, itemCount: Int, environment: LayoutEnvironment,
        configuration: CompositionalLayoutConfiguration, context: inout SolveContext
    ) throws(LayoutError) -> SectionGeometry {
        let path = LayoutPath(section: index)
        let advance = configuration.scrollDirection.axis
        let cross = advance.cross
        let bounds = environment.container.contentSize
        try Validation.check(section.contentInsets, at: path.appending("contentInsets"))
        try Validation.check(section.interGroupSpacing, at: path.appending("interGroupSpacing"))
        try Validation.check(section.leadingPadding, at: path.appending("headerTopPadding"))
        try Validation.checkTree(section.group, at: path.appending("group"))
        for (position, decoration) in section.decorationItems.enumerated() {
            try Validation.check(
                decoration.contentInsets,
                at: path.appending("decorationItems", index: position).appending("contentInsets"))
        }

        // Step 1.
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let referenceInsets = environment.insets(for: reference)
        let insets = section.contentInsets

        // Step 2.
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var geometry = SectionGeometry.empty(itemCount: itemCount)
        // R-WATERFALL-1: a waterfall's columns share the width a top-level group would get.
        let waterfallCrossStart = referenceInsets.start(cross) + insets.start(cross)
        let waterfallWidth = bounds[cross] - referenceInsets.total(cross) - insets.total(cross)
        if itemCount > 0, let waterfall = section.waterfall {
            geometry = try WaterfallSolver.skeleton(
                waterfall, section: section, index: index, itemCount: itemCount, advance: advance,
                crossStart: waterfallCrossStart, availableWidth: waterfallWidth)
        } else if itemCount > 0 {
            // R-CONT-1; orthogonal sections: the whole bounds across, the inset band along (R-CONT-2).
            let container =
                orthogonal
                ? Size(along: advance, bounds[advance] - insets.total(advance), across: bounds[cross])
                : Size(
                    along: advance, bounds[advance],
                    across: bounds[cross] - referenceInsets.total(cross) - insets.total(cross))
            let groupSize = Size(
                width: context.resolve(section.group.layoutSize.widthDimension, in: container),
                height: context.resolve(section.group.layoutSize.heightDimension, in: container))
            var builder = TemplateBuilder(context: context, section: index)
            let template = try builder.build(section.group, size: groupSize)
            context = builder.context
            if template.itemCount > 0 {
                // Step 3.
                geometry =
                    orthogonal
                    ? placeRow(
                        template, itemCount: itemCount, section: section, scrollAxis: advance,
                        referenceInsets: referenceInsets, viewport: bounds[cross])
                    : place(
                        template, itemCount: itemCount, section: section, advance: advance,
                        crossStart: referenceInsets.start(cross) + insets.start(cross))
            }
        }
        geometry.visibleItemsHandler = section.visibleItemsInvalidationHandler
        let hasCells = geometry.template != nil || (section.waterfall != nil && itemCount > 0)
        guard hasCells || !section.boundarySupplementaryItems.isEmpty else { return geometry }
        if !hasCells { geometry.length = insets.total(advance) }

        // Steps 4 and 5.
        var crossStart = referenceInsets.start(cross)
        var crossLength = bounds[cross] - referenceInsets.total(cross)
        if section.supplementaryContentInsetsReference != .automatic {
            let supplementaryInsets = environment.insets(for: section.supplementaryContentInsetsReference)
            crossStart = supplementaryInsets.start(cross)
            crossLength = bounds[cross] - supplementaryInsets.total(cross)
        } else if section.supplementariesFollowContentInsets {
            crossStart += insets.start(cross)
            crossLength -= insets.total(cross)
        }
        if crossLength < 0 {
            // (chosen) R-BOUNDARY-9: a boundary cross box narrower than its insets collapses to
            // zero length midway between them, as decorations do (R-DECOR-1), instead of giving
            // boundary items negative widths.
            crossStart += crossLength / 2
            crossLength = 0
        }
        let finishing = SectionFinishing(
            section: index, boundaryItems: section.boundarySupplementaryItems,
            decorationItems: section.decorationItems, leadingPadding: section.leadingPadding,
            advance: advance, bounds: bounds, boundaryCrossStart: crossStart,
            boundaryCrossLength: crossLength,
            insets: insets, instanceOrigin: geometry.firstInstanceOrigin,
            groupEdges: InstanceRun.edges(of: section.group, along: geometry.advanceAxis),
            orthogonalBandStart: orthogonal
                ? insets.start(advance) + (section.group.edgeSpacing?.start(advance)?.spacing ?? 0) : nil)
        if let waterfall = section.waterfall, itemCount > 0 {
            try WaterfallSolver.place(
                waterfall, section: section, index: index, availableWidth: waterfallWidth,
                finishing: finishing,
                &geometry, context: &context)
        } else if let template = geometry.template,
            !template.measurableAxes.isEmpty || template.hasEstimatedSupplementaries
                || Self.hasEstimatedSupplementaries(section)
        {
            // R-EST: the section can self-size; keep what re-finishing after a measurement needs.
            geometry.sizing = SectionSizing(
                template: template, itemCount: itemCount, instanceCount: geometry.instanceCount,
                advanceAxis: geometry.advanceAxis, pitch: geometry.pitch,
                lastExtent: geometry.lastInstanceExtent,
                tracksAcross: orthogonal, finishing: finishing, refinisher: SectionFinisher.self)
        }
        try SectionFinisher.finish(finishing, &geometry, context: context)
        return geometry
    }

    /// Whether a boundary or anchored supplementary of the section has an estimated dimension
    /// (R-EST-9).
    static func hasEstimatedSupplementaries(_ section: LayoutSection) -> Bool {
        section.boundarySupplementaryItems.contains {
            $0.layoutSize.widthDimension.isEstimated || $0.layoutSize.heightDimension.isEstimated
        }
    }

    /// A decoration's frame: the section box inset by its content insets (R-DECOR-1). (chosen) When
    /// the insets exceed the box on an axis, the decoration collapses to zero length at the box's
    /// centre on that axis instead of turning inside out, so it never leaves its section.
    ///
    /// Implements R-DECOR-1.
    static func inset(_ box: Size, by insets: DirectionalEdgeInsets) -> Rect {
        func span(_ start: Double, _ end: Double, _ length: Double) -> (Double, Double) {
            let inner = length - start - end
            return inner >= 0 ? (start, inner) : (length / 2, 0)
        }
        let (x, width) = span(insets.leading, insets.trailing, box.width)
        let (y, height) = span(insets.top, insets.bottom, box.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Step 3: instances, trimming and the content box (R-SECTION-1 … R-SECTION-5).
    ///
    /// Implements R-SECTION-2. Implements R-SECTION-5.
    private static func place(
        _ template: Template, itemCount: Int, section: LayoutSection, advance: Axis, crossStart: Double
    ) -> SectionGeometry {
        let cross = advance.cross
        let insets = section.contentInsets
        let crossShift = section.group.edgeSpacing?.start(cross)?.spacing ?? 0
        let run = InstanceRun(template, itemCount: itemCount, section: section, along: advance)
        let (edgeStart, pitch, instanceCount, lastExtent) = (
            run.edgeStart, run.pitch, run.count, run.lastExtent
        )
        let length = insets.start(advance) + run.length + insets.end(advance)
        var geometry = SectionGeometry(
            itemCount: itemCount, template: template, length: length,
            firstInstanceOrigin: Point(
                along: advance, insets.start(advance) + edgeStart, across: crossStart + crossShift),
            advanceAxis: advance, pitch: pitch, instanceCount: instanceCount, lastInstanceExtent: lastExtent,
            crossFarEdge: crossStart + template.size[cross], elementsMin: 0, elementsMax: length)
        if let bounds = template.leafBounds {
            let first = geometry.firstInstanceOrigin[advance]
            let last = first + Double(instanceCount - 1) * pitch
            geometry.elementsMin = min(0, min(first, last) + bounds.min(advance))
            geometry.elementsMax = max(length, max(first, last) + bounds.max(advance))
        }
        geometry.hasDecorations = !section.decorationItems.isEmpty
        return geometry
    }

    /// Step 3 for an orthogonal section: instances side by side across the scroll axis
    /// (R-ORTHO-2), trimmed along it (R-SECTION-3), in a band as tall as a group (R-ORTHO-5).
    ///
    /// Implements R-HORIZ-5. Implements R-ORTHO-2. Implements R-ORTHO-3. Implements R-ORTHO-5.
    /// Implements R-REF-6.
    private static func placeRow(
        _ template: Template, itemCount: Int, section: LayoutSection, scrollAxis: Axis,
        referenceInsets: DirectionalEdgeInsets, viewport: Double
    ) -> SectionGeometry {
        let rowAxis = scrollAxis.cross
        let insets = section.contentInsets
        let bandShift = section.group.edgeSpacing?.start(scrollAxis)?.spacing ?? 0
        let run = InstanceRun(template, itemCount: itemCount, section: section, along: rowAxis)
        let (edgeStart, edgeEnd, pitch, instanceCount) = (run.edgeStart, run.edgeEnd, run.pitch, run.count)
        let (extent, lastExtent) = (template.size[rowAxis], run.lastExtent)
        // R-ORTHO-2, R-REF-6: L and T include the cross-axis reference insets.
        let leading = referenceInsets.start(rowAxis) + insets.start(rowAxis)
        let trailing = referenceInsets.end(rowAxis) + insets.end(rowAxis)
        let length = insets.start(scrollAxis) + template.size[scrollAxis] + insets.end(scrollAxis)
        let bandStart = insets.start(scrollAxis) + bandShift
        var geometry = SectionGeometry(
            itemCount: itemCount, template: template, length: length,
            firstInstanceOrigin: Point(along: rowAxis, leading + edgeStart, across: bandStart),
            advanceAxis: rowAxis,
            pitch: pitch, instanceCount: instanceCount, lastInstanceExtent: lastExtent, crossFarEdge: nil,
            elementsMin: 0, elementsMax: length)
        geometry.orthogonalRow = OrthogonalRow(
            behavior: section.orthogonalScrollingBehavior, properties: section.orthogonalScrollingProperties,
            leadingInset: leading, trailingInset: trailing, viewportLength: viewport,
            groupCount: instanceCount,
            firstGroupPosition: leading + edgeStart, pitch: pitch, groupExtent: extent,
            lastGroupExtent: lastExtent,
            trailingEdgeSpacing: edgeEnd)
        if let bounds = template.leafBounds {
            geometry.elementsMin = min(0, bandStart + bounds.min(scrollAxis))
            geometry.elementsMax = max(length, bandStart + bounds.max(scrollAxis))
        }
        geometry.hasDecorations = !section.decorationItems.isEmpty
        return geometry
    }
}

/// The instances of a section's top-level group along the axis they repeat on: count, pitch and
/// the trimmed last extent (R-SECTION-1, R-SECTION-3, R-SECTION-4, R-ORTHO-2).
///
/// Implements R-SECTION-3.
struct InstanceRun {
    let edgeStart: Double
    let edgeEnd: Double
    let pitch: Double
    let count: Int
    let lastExtent: Double

    /// The top-level group's edge spacing along `axis` (R-SECTION-4).
    ///
    /// Implements R-SECTION-4.
    static func edges(of group: LayoutGroup, along axis: Axis) -> (start: Double, end: Double) {
        let edges = group.edgeSpacing
        return (edges?.start(axis)?.spacing ?? 0, edges?.end(axis)?.spacing ?? 0)
    }

    /// Implements R-HORIZ-3. Implements R-SECTION-1. Implements R-SECTION-7.
    init(_ template: Template, itemCount: Int, section: LayoutSection, along axis: Axis) {
        (edgeStart, edgeEnd) = Self.edges(of: section.group, along: axis)
        let perInstance = template.itemCount
        let extent = template.size[axis]
        pitch = edgeStart + extent + edgeEnd + section.interGroupSpacing
        // Rounded up without `itemCount + perInstance - 1`, which overflows near `Int.max`.
        count = itemCount / perInstance + (itemCount % perInstance == 0 ? 0 : 1)
        let usedInLast = itemCount - (count - 1) * perInstance
        if usedInLast == perInstance {
            lastExtent = extent
        } else if template.hasContentSizedGroups {
            // R-EST-3: the empty slots of a partial instance do not count.
            lastExtent =
                InstanceLayout.extent(of: template, usedLeaves: usedInLast, along: axis) { _, _ in nil }
                .extent
        } else {
            lastExtent = extent - template.reduction(along: axis, usedLeaves: usedInLast)
        }
    }

    /// From the first instance's start edge to the last instance's end edge.
    var length: Double { Double(count - 1) * pitch + edgeStart + lastExtent + edgeEnd }
}
