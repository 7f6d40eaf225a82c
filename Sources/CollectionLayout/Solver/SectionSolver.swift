/// Solves one section (R-PIPE-1 step 2).
enum SectionSolver {
    /// What the steps of ``solve(_:index:itemCount:environment:configuration:context:)`` share
    /// about a section: its axes, the bounds, its insets and whether it scrolls orthogonally.
    struct SectionSpace {
        /// The axis sections stack and top-level groups repeat along (R-HORIZ-1).
        let advance: Axis
        /// The collection view's content size.
        let bounds: Size
        /// The insets of the section's resolved reference (R-REF-3).
        let referenceInsets: DirectionalEdgeInsets
        /// The section's content insets.
        let insets: DirectionalEdgeInsets
        /// Whether the section scrolls across the layout's scroll axis (R-ORTHO-1).
        let orthogonal: Bool

        /// The axis across ``advance``.
        var cross: Axis { advance.cross }
        /// Where the section's content starts across the scroll axis: the reference insets plus
        /// the section's insets (R-REF-5).
        ///
        /// Implements R-REF-5.
        var contentCrossStart: Double { referenceInsets.start(cross) + insets.start(cross) }
        /// The content length across the scroll axis: the bounds minus both insets (R-CONT-1); a
        /// waterfall's columns share it (R-WATERFALL-1).
        var contentCrossLength: Double { bounds[cross] - referenceInsets.total(cross) - insets.total(cross) }
    }

    /// 1. Resolve the section's reference insets; only the cross-axis edges count (R-REF-2, R-REF-3)
    ///    — ``resolveSpace(of:environment:configuration:)``.
    /// 2. Resolve the top-level group's container and size (R-CONT-1, R-DIM) and solve it once into
    ///    a template (R-GROUP … R-CUSTOM, R-ANCHOR) —
    ///    ``solveTemplate(of:index:space:context:)``.
    /// 3. Place `⌈c / k⌉` instances along the scroll axis with edge spacing and inter-group spacing
    ///    (R-SECTION-1, R-SECTION-2, R-SECTION-4), trimming the last one (R-SECTION-3); the content
    ///    box length follows (R-SECTION-5), or is `insets.start + insets.end` for an empty section
    ///    with boundary items, or nothing at all (R-SECTION-6) —
    ///    ``placeCells(of:index:itemCount:space:context:)``.
    /// 4. Add boundary supplementary items around the content box (R-BOUNDARY) —
    ///    ``finishingInputs(of:index:space:geometry:environment:)``.
    /// 5. Add the list top padding (R-LIST-4) and decorations covering the section (R-DECOR), and
    ///    keep what self-sizing needs — ``finish(_:index:itemCount:space:finishing:_:context:)``.
    ///
    /// Implements R-BOUNDARY-10. Implements R-DECOR-3. Implements R-HORIZ-1.
    static func solve(
        _ section: LayoutSection, index: Int, itemCount: Int, environment: LayoutEnvironment,
        configuration: CompositionalLayoutConfiguration, context: inout SolveContext
    ) throws(LayoutError) -> SectionGeometry {
        try validate(section, at: LayoutPath(section: index))
        let space = resolveSpace(of: section, environment: environment, configuration: configuration)
        if itemCount > 0 && FlowSolver.flows(section, orthogonal: space.orthogonal) {
            return try FlowSolver.solve(
                section, index: index, itemCount: itemCount, space: space, environment: environment,
                context: &context)
        }
        var geometry = try placeCells(
            of: section, index: index, itemCount: itemCount, space: space, context: &context)
        geometry.visibleItemsHandler = section.visibleItemsInvalidationHandler
        let hasCells = geometry.template != nil || (section.waterfall != nil && itemCount > 0)
        guard hasCells || !section.boundarySupplementaryItems.isEmpty else { return geometry }
        if !hasCells { geometry.length = space.insets.total(space.advance) }
        let finishing = finishingInputs(
            of: section, index: index, space: space, geometry: geometry, environment: environment)
        try finish(
            section, index: index, itemCount: itemCount, space: space, finishing: finishing, &geometry,
            context: &context)
        return geometry
    }

    /// Checks the section's own values before anything is solved: insets, spacings and the whole
    /// group tree (R-DIM-3).
    static func validate(_ section: LayoutSection, at path: LayoutPath) throws(LayoutError) {
        try Validation.check(section.contentInsets, at: path.appending("contentInsets"))
        try Validation.check(section.interGroupSpacing, at: path.appending("interGroupSpacing"))
        try Validation.check(section.leadingPadding, at: path.appending("headerTopPadding"))
        try Validation.checkTree(section.group, at: path.appending("group"))
        for (position, decoration) in section.decorationItems.enumerated() {
            try Validation.check(
                decoration.contentInsets,
                at: path.appending("decorationItems", index: position).appending("contentInsets"))
        }
    }

    /// Step 1: the section's reference — its own, or the configuration's when `.automatic`
    /// (R-REF-3) — and its insets, of which the steps read only the cross-axis edges (R-REF-2).
    ///
    /// Implements R-REF-2. Implements R-REF-3.
    static func resolveSpace(
        of section: LayoutSection, environment: LayoutEnvironment,
        configuration: CompositionalLayoutConfiguration
    ) -> SectionSpace {
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        return SectionSpace(
            advance: configuration.scrollDirection.axis, bounds: environment.container.contentSize,
            referenceInsets: environment.insets(for: reference), insets: section.contentInsets,
            orthogonal: section.orthogonalScrollingBehavior != .none)
    }

    /// Steps 2 and 3: the section's cells — a waterfall's skeleton (R-WATERFALL-1), or the
    /// top-level group's template placed as instances along the scroll axis, or side by side in an
    /// orthogonal row (R-ORTHO-1); an empty geometry when the section places no cell.
    ///
    /// Implements R-ORTHO-1.
    static func placeCells(
        of section: LayoutSection, index: Int, itemCount: Int, space: SectionSpace,
        context: inout SolveContext
    ) throws(LayoutError) -> SectionGeometry {
        guard itemCount > 0 else { return .empty(itemCount: itemCount) }
        let (advance, cross) = (space.advance, space.cross)
        if let waterfall = section.waterfall {
            return try WaterfallSolver.skeleton(
                waterfall, section: section, index: index, itemCount: itemCount, advance: advance,
                crossStart: space.contentCrossStart, availableWidth: space.contentCrossLength)
        }
        let template = try solveTemplate(of: section, index: index, space: space, context: &context)
        guard template.itemCount > 0 else { return .empty(itemCount: itemCount) }
        return space.orthogonal
            ? placeRow(
                template, itemCount: itemCount, section: section, scrollAxis: advance,
                referenceInsets: space.referenceInsets, viewport: space.bounds[cross])
            : place(
                template, itemCount: itemCount, section: section, advance: advance,
                crossStart: space.contentCrossStart)
    }

    /// Step 2: the top-level group's container — the whole bounds along the scroll axis and the
    /// inset content across it (R-CONT-1), or for an orthogonal section the whole bounds across and
    /// the inset band along (R-CONT-2) — its size in it, and its template.
    ///
    /// Implements R-CONT-1. Implements R-CONT-2.
    static func solveTemplate(
        of section: LayoutSection, index: Int, space: SectionSpace, context: inout SolveContext
    ) throws(LayoutError) -> Template {
        let (advance, cross, bounds) = (space.advance, space.cross, space.bounds)
        let container =
            space.orthogonal
            ? Size(along: advance, bounds[advance] - space.insets.total(advance), across: bounds[cross])
            : Size(along: advance, bounds[advance], across: space.contentCrossLength)
        let groupSize = Size(
            width: context.resolve(section.group.layoutSize.widthDimension, in: container),
            height: context.resolve(section.group.layoutSize.heightDimension, in: container))
        var builder = TemplateBuilder(context: context, section: index)
        let template = try builder.build(section.group, size: groupSize)
        context = builder.context
        return template
    }

    /// Step 4: what finishing the section needs, among it the cross box of its boundary items —
    /// the reference insets' box, the supplementary reference's, or the content's (R-BOUNDARY-9).
    /// (chosen) A boundary cross box narrower than its insets collapses to zero length midway
    /// between them, as decorations do (R-DECOR-1), instead of giving boundary items negative
    /// widths.
    ///
    /// Implements R-BOUNDARY-9.
    static func finishingInputs(
        of section: LayoutSection, index: Int, space: SectionSpace, geometry: SectionGeometry,
        environment: LayoutEnvironment
    ) -> SectionFinishing {
        let (advance, cross, bounds, insets) = (space.advance, space.cross, space.bounds, space.insets)
        var crossStart = space.referenceInsets.start(cross)
        var crossLength = bounds[cross] - space.referenceInsets.total(cross)
        if section.supplementaryContentInsetsReference != .automatic {
            let supplementaryInsets = environment.insets(for: section.supplementaryContentInsetsReference)
            crossStart = supplementaryInsets.start(cross)
            crossLength = bounds[cross] - supplementaryInsets.total(cross)
        } else if section.supplementariesFollowContentInsets {
            crossStart += insets.start(cross)
            crossLength -= insets.total(cross)
        }
        if crossLength < 0 {
            crossStart += crossLength / 2
            crossLength = 0
        }
        return SectionFinishing(
            section: index, boundaryItems: section.boundarySupplementaryItems,
            decorationItems: section.decorationItems, leadingPadding: section.leadingPadding,
            advance: advance, bounds: bounds, boundaryCrossStart: crossStart,
            boundaryCrossLength: crossLength,
            insets: insets, instanceOrigin: geometry.firstInstanceOrigin,
            groupEdges: InstanceRun.edges(of: section.group, along: geometry.advanceAxis),
            orthogonalBandStart: space.orthogonal
                ? insets.start(advance) + (section.group.edgeSpacing?.start(advance)?.spacing ?? 0) : nil)
    }

    /// Step 5: a waterfall places its items (R-WATERFALL); a section that can self-size keeps what
    /// re-finishing after a measurement needs (R-EST); then boundary items, list padding and
    /// decorations are added (R-BOUNDARY, R-LIST-4, R-DECOR).
    static func finish(
        _ section: LayoutSection, index: Int, itemCount: Int, space: SectionSpace,
        finishing: SectionFinishing,
        _ geometry: inout SectionGeometry, context: inout SolveContext
    ) throws(LayoutError) {
        if let waterfall = section.waterfall, itemCount > 0 {
            try WaterfallSolver.place(
                waterfall, section: section, index: index, availableWidth: space.contentCrossLength,
                finishing: finishing,
                &geometry, context: &context)
        } else if let template = geometry.template,
            !template.measurableAxes.isEmpty || template.hasEstimatedSupplementaries
                || Self.hasEstimatedSupplementaries(section)
        {
            geometry.sizing = SectionSizing(
                template: template, itemCount: itemCount, instanceCount: geometry.instanceCount,
                advanceAxis: geometry.advanceAxis, pitch: geometry.pitch,
                lastExtent: geometry.lastInstanceExtent,
                tracksAcross: space.orthogonal, finishing: finishing, refinisher: SectionFinisher.self,
                solver: InstanceSolver.self)
        }
        try SectionFinisher.finish(finishing, &geometry, context: context)
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
}
