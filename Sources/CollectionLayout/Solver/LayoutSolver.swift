extension CompositionalLayout {
    /// Solves the layout for an environment and per-section item counts.
    ///
    /// 1. Check the environment and the spacing between sections.
    /// 2. For each section: obtain its description from the providers' environment (R-PROVIDER-1,
    ///    R-PROVIDER-2) and solve it (R-SECTION).
    /// 3. Stack the sections after the layout's leading boundary items, place the layout's boundary
    ///    items and compute the content size (R-STACK-1 … R-STACK-6).
    /// 4. Rounding (R-ROUND) and right-to-left mirroring (R-RTL-1) are applied to every frame the
    ///    prepared layout hands out.
    ///
    /// Implements R-DIAG-1. Implements R-PIPE-1. Implements R-PROVIDER-1.
    ///
    /// - Parameters:
    ///   - environment: The collection view's bounds, insets, direction and display scale.
    ///   - itemCounts: The number of items in each section; its count is the number of sections.
    ///   - measurements: Preferred sizes of self-sizing elements (R-PIPE-2, R-EST); elements
    ///     without one keep their estimates.
    ///   - options: Strictness and limits.
    /// - Returns: The prepared layout and its diagnostics.
    /// - Throws: ``LayoutError`` naming the section and description path of the first problem.
    /// - Complexity: O(number of sections + template sizes); independent of item counts for
    ///   sections without estimated sizes (the engine's cost model). Stores no per-item data until a
    ///   measurement arrives; then O(items) for the measured section plus O(log n) per measurement.
    public func prepare(
        in environment: LayoutEnvironment, itemCounts: [Int], measurements: LayoutMeasurements = .init(),
        options: PrepareOptions = .init()
    ) throws(LayoutError) -> PreparedLayout {
        // Step 1.
        try Validation.check(environment)
        try Validation.check(
            configuration.interSectionSpacing,
            at: LayoutPath(section: nil, components: [.property("interSectionSpacing")]))
        let rounder = PixelRounder(environment: environment)
        // Step 2: `solveSections`. Step 3: the layout's boundary items; the prepared layout stacks.
        let solved = try solveSections(
            itemCounts: itemCounts, measurements: measurements, environment: environment, rounder: rounder,
            options: options)
        let layoutBoundary = try LayoutBoundaryItems(
            configuration.boundarySupplementaryItems, axis: configuration.scrollDirection.axis,
            bounds: environment.container.contentSize,
            context: SolveContext(
                environment: environment, rounder: rounder, options: options, sectionItemCount: 0))
        return PreparedLayout(
            environment: environment, scrollDirection: configuration.scrollDirection,
            sections: solved.sections,
            layoutBoundary: layoutBoundary, interSectionSpacing: configuration.interSectionSpacing,
            diagnostics: solved.diagnostics, rounder: rounder, options: options,
            listConfigurations: solved.lists)
    }

    /// The sections solved by step 2 of ``prepare(in:itemCounts:measurements:options:)``, with
    /// their diagnostics and list configurations. They take their measurements through the same
    /// applier as a prepared layout.
    struct SolvedSections: MeasuredSections {
        var sections: [SectionGeometry] = []
        var diagnostics: [LayoutDiagnostic] = []
        /// Filled lazily: layouts without list sections keep an empty array.
        var lists: [LayoutListConfiguration?] = []

        /// Nothing to settle per measurement: ``CompositionalLayout/apply(_:toSection:in:context:)``
        /// re-finishes a section once after all its measurements, and `prepare` stacks the
        /// sections when it makes the prepared layout, so that a `prepare` with n measurements
        /// stays O(n · (log n + k)).
        mutating func settleMeasurement(inSection section: Int) throws(LayoutError) {}
    }

    /// Step 2 of ``prepare(in:itemCounts:measurements:options:)``: each section's description from
    /// the provider (R-PROVIDER-2), solved (R-SECTION) with its measurements applied (R-PIPE-2),
    /// within the template budget; throws at the first section whose geometry, or the sections
    /// stacked so far, are not finite.
    ///
    /// Implements R-PROVIDER-2.
    func solveSections(
        itemCounts: [Int], measurements: LayoutMeasurements, environment: LayoutEnvironment,
        rounder: PixelRounder, options: PrepareOptions
    ) throws(LayoutError) -> SolvedSections {
        let sectionEnvironment = providerEnvironment(for: environment)
        let axis = configuration.scrollDirection.axis
        var solved = SolvedSections()
        solved.sections.reserveCapacity(itemCounts.count)
        let measured = measurements.isEmpty ? [:] : SectionMeasurements.grouped(measurements)
        if let section = measured.keys.first(where: { !itemCounts.indices.contains($0) }) {
            throw .noSuchElement("section \(section)", section: max(section, 0))
        }
        var templateItemBudget = options.maximumTemplateItemCount
        // The stacked length so far: finite sections can still sum beyond the largest Double. Only a
        // finiteness check naming the first section that overflows; where sections start is set by
        // `SectionStacking.stack` when the prepared layout is made (R-STACK-1).
        var stackedLength = 0.0
        for (index, itemCount) in itemCounts.enumerated() {
            // Counts are user input: bounded before any arithmetic on them (never a trap).
            guard (0...PrepareOptions.maximumItemCount).contains(itemCount) else {
                throw .invalidItemCount(itemCount, section: index)
            }
            guard let section = sectionDescription(at: index, environment: sectionEnvironment) else {
                guard itemCount == 0 else { throw .missingSection(index) }
                solved.sections.append(.empty(itemCount: 0))
                continue
            }
            var context = SolveContext(
                environment: environment, rounder: rounder, options: options, sectionItemCount: itemCount,
                templateItemBudget: templateItemBudget)
            // Appended as it is solved: a second reference to its sizing state would make applying
            // a measurement copy it.
            solved.sections.append(
                try SectionSolver.solve(
                    section, index: index, itemCount: itemCount, environment: environment,
                    configuration: configuration, context: &context))
            if let sectionMeasurements = measured[index] {
                try Self.apply(sectionMeasurements, toSection: index, in: &solved, context: context)
            }
            let geometry = solved.sections[index]
            try geometry.checkFinite(section: index)
            stackedLength += geometry.length + (index > 0 ? configuration.interSectionSpacing : 0)
            guard stackedLength.isFinite else {
                throw .nonFiniteGeometry(
                    dimension: axis == .vertical ? "content height" : "content width", value: stackedLength,
                    section: index)
            }
            templateItemBudget -= geometry.itemsPerInstance + (geometry.waterfall?.itemCount ?? 0)
            solved.diagnostics += context.diagnostics
            if let list = section.listConfiguration {
                if solved.lists.isEmpty { solved.lists = Array(repeating: nil, count: itemCounts.count) }
                solved.lists[index] = list
            }
        }
        return solved
    }
}

extension CompositionalLayout {
    /// Applies the measurements of one section while preparing (R-PIPE-2, R-EST-10), each through
    /// the engine's one measurement applier (``MeasuredSections/applyMeasurement(_:)``, which
    /// checks them as ``PreparedLayout/setPreferredSize(_:forItemAt:)`` does), then re-finishes
    /// the section once; sections that do not self-size check their cells' measurements and
    /// ignore their supplementaries'.
    ///
    /// Implements R-EST-10. Implements R-PIPE-2.
    ///
    /// - Complexity: O(measurements of the section · (log n + k)).
    static func apply(
        _ measurements: SectionMeasurements, toSection section: Int, in solved: inout SolvedSections,
        context: SolveContext
    ) throws(LayoutError) {
        for (item, size) in measurements.cells {
            try solved.applyMeasurement(.measureCell(LayoutIndexPath(item: item, section: section), size))
        }
        guard
            solved.sections[section].sizing != nil || solved.sections[section].waterfall != nil
                || solved.sections[section].flow != nil
        else {
            return
        }
        for (key, size) in measurements.supplementaries {
            try solved.applyMeasurement(.measureSupplementary(key, size))
        }
        try solved.sections[section].refinish(
            section: section, environment: context.environment, rounder: context.rounder,
            options: context.options)
    }
}

/// The measurements of one section, grouped once per `prepare`.
struct SectionMeasurements {
    var cells: [(item: Int, size: Size)] = []
    var supplementaries: [(key: SupplementaryElementKey, size: Size)] = []

    /// Groups `measurements` by section; measurements of sections that do not exist are kept under
    /// their index so that applying them reports them.
    static func grouped(_ measurements: LayoutMeasurements) -> [Int: SectionMeasurements] {
        var result: [Int: SectionMeasurements] = [:]
        for (indexPath, size) in measurements.cells {
            result[indexPath.section, default: SectionMeasurements()].cells.append((indexPath.item, size))
        }
        for (key, size) in measurements.supplementaries {
            result[key.indexPath.section, default: SectionMeasurements()].supplementaries.append((key, size))
        }
        return result
    }
}
