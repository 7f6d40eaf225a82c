/// Solves one section (SPEC R-PIPE-1 step 2).
enum SectionSolver {
    /// 1. Resolve the section's reference insets; only the cross-axis edges count (R-REF-2, R-REF-3).
    /// 2. Resolve the top-level group's container and size (R-CONT-1, R-DIM).
    /// 3. Solve the top-level group once into a template (R-GROUP … R-CUSTOM).
    /// 4. Place `⌈c / k⌉` instances along the scroll axis with edge spacing and inter-group
    ///    spacing (R-SECTION-1, R-SECTION-2, R-SECTION-4), trimming the last one (R-SECTION-3).
    /// 5. Compute the section's length (R-SECTION-5) or give it none when empty (R-SECTION-6).
    static func solve(
        _ section: LayoutSection, index: Int, itemCount: Int, environment: LayoutEnvironment,
        configuration: CompositionalLayoutConfiguration, context: inout SolveContext
    ) throws(LayoutError) -> SectionGeometry {
        let path = LayoutPath(section: index)
        let advance = configuration.scrollDirection.axis
        let cross = advance.cross
        try Validation.check(section.contentInsets, at: path.appending("contentInsets"))
        try Validation.check(section.interGroupSpacing, at: path.appending("interGroupSpacing"))
        let groupPath = path.appending("group")
        try Validation.check(section.group.layoutSize, at: groupPath)
        try Validation.check(section.group.contentInsets, at: groupPath.appending("contentInsets"))
        try Validation.check(section.group.edgeSpacing, at: groupPath.appending("edgeSpacing"))

        // Step 1.
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let referenceInsets = environment.insets(for: reference)
        let insets = section.contentInsets
        guard itemCount > 0 else { return .empty(itemCount: itemCount) }

        // Step 2.
        let bounds = environment.container.contentSize
        let container = Size(
            along: advance, bounds[advance],
            across: bounds[cross] - referenceInsets.total(cross) - insets.total(cross))
        let groupSize = Size(
            width: context.resolve(section.group.layoutSize.widthDimension, in: container),
            height: context.resolve(section.group.layoutSize.heightDimension, in: container))

        // Step 3.
        var builder = TemplateBuilder(context: context, path: groupPath)
        let template = try builder.build(section.group, size: groupSize)
        context = builder.context
        let perInstance = template.itemCount
        guard perInstance > 0 else { return .empty(itemCount: itemCount) }

        // Step 4.
        let edges = section.group.edgeSpacing
        let edgeStart = edges?.start(advance)?.spacing ?? 0
        let edgeEnd = edges?.end(advance)?.spacing ?? 0
        let crossShift = edges?.start(cross)?.spacing ?? 0
        let extent = groupSize[advance]
        let pitch = edgeStart + extent + edgeEnd + section.interGroupSpacing
        let instanceCount = (itemCount + perInstance - 1) / perInstance
        let usedInLast = itemCount - (instanceCount - 1) * perInstance
        var lastExtent = extent
        if usedInLast < perInstance {
            lastExtent = extent - template.reduction(along: advance, usedLeaves: usedInLast)
        }
        let crossStart = referenceInsets.start(cross) + insets.start(cross)
        let firstOffset = insets.start(advance) + edgeStart

        // Step 5.
        let length =
            insets.start(advance) + Double(instanceCount - 1) * pitch + edgeStart + lastExtent + edgeEnd
            + insets.end(advance)
        var geometry = SectionGeometry(
            itemCount: itemCount, template: template, length: length, firstInstanceOffset: firstOffset,
            crossOrigin: crossStart + crossShift, pitch: pitch, instanceCount: instanceCount,
            lastInstanceExtent: lastExtent, crossFarEdge: crossStart + groupSize[cross],
            elementsMin: 0, elementsMax: length)
        if let bounds = template.leafBounds {
            let first = geometry.instanceOffset(0)
            let last = geometry.instanceOffset(instanceCount - 1)
            geometry.elementsMin = min(0, min(first, last) + bounds.min(advance))
            geometry.elementsMax = max(length, max(first, last) + bounds.max(advance))
        }
        return geometry
    }
}
