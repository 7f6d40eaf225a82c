extension CompositionalLayout {
    /// Solves the layout for an environment and per-section item counts.
    ///
    /// 1. Check the environment and build the section providers' environment (R-PROVIDER-1).
    /// 2. For each section: obtain its description (R-PROVIDER-2) and solve it (R-SECTION).
    /// 3. Stack the sections after the layout's leading boundary items, place the layout's boundary
    ///    items and compute the content size (R-STACK-1 … R-STACK-6).
    /// 4. Rounding (R-ROUND) and right-to-left mirroring (R-RTL-1) are applied to every frame the
    ///    prepared layout hands out.
    ///
    /// - Parameters:
    ///   - environment: The collection view's bounds, insets, direction and display scale.
    ///   - itemCounts: The number of items in each section; its count is the number of sections.
    ///   - options: Strictness and limits.
    /// - Returns: The prepared layout and its diagnostics.
    /// - Throws: ``LayoutError`` naming the section and description path of the first problem.
    /// - Complexity: O(number of sections + template sizes); independent of item counts for
    ///   sections without estimated sizes (DESIGN §3). Stores no per-item data.
    public func prepare(
        in environment: LayoutEnvironment, itemCounts: [Int], options: PrepareOptions = .init()
    ) throws(LayoutError) -> PreparedLayout {
        // Step 1.
        try Validation.check(environment)
        try Validation.check(
            configuration.interSectionSpacing,
            at: LayoutPath(section: nil, components: [.property("interSectionSpacing")]))
        let rounder = PixelRounder(environment: environment)
        let sectionEnvironment = providerEnvironment(for: environment)
        let axis = configuration.scrollDirection.axis

        // Step 2.
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(itemCounts.count)
        var diagnostics: [LayoutDiagnostic] = []
        for (index, itemCount) in itemCounts.enumerated() {
            guard itemCount >= 0 else { throw .invalidItemCount(itemCount, section: index) }
            guard let section = sectionDescription(at: index, environment: sectionEnvironment) else {
                guard itemCount == 0 else { throw .missingSection(index) }
                sections.append(.empty(itemCount: 0))
                continue
            }
            var context = SolveContext(
                environment: environment, rounder: rounder, options: options, sectionItemCount: itemCount)
            sections.append(
                try SectionSolver.solve(
                    section, index: index, itemCount: itemCount, environment: environment,
                    configuration: configuration, context: &context))
            diagnostics += context.diagnostics
        }

        // Step 3.
        let layoutItems = try LayoutBoundaryItems(
            configuration.boundarySupplementaryItems, axis: axis, bounds: environment.container.contentSize,
            context: SolveContext(
                environment: environment, rounder: rounder, options: options, sectionItemCount: 0))
        var position = layoutItems.leadingLength
        var crossLength = environment.container.contentSize[axis.cross]
        for index in sections.indices {
            if index > 0 { position += configuration.interSectionSpacing }
            sections[index].start = position
            position += sections[index].length
            if let far = sections[index].crossFarEdge { crossLength = max(crossLength, far) }
        }
        let placed = layoutItems.placed(sectionsEnd: position)
        let contentSize = Size(
            along: axis, rounder.nearest(max(placed.contentLength, 0)), across: rounder.nearest(crossLength))
        return PreparedLayout(
            contentSize: contentSize, environment: environment,
            scrollDirection: configuration.scrollDirection,
            sections: sections, layoutItems: placed.items,
            layoutPinBounds: (start: layoutItems.leadingLength, end: position), diagnostics: diagnostics,
            rounder: rounder)
    }
}
