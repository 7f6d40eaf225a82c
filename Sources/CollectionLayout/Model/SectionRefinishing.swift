/// The one operation of the solver that the stored model needs after preparing: running the last
/// steps of a section's solve again — boundary items, list padding and decorations around the
/// instance run — once a measurement has changed the run's length (R-SIZING-6, R-EST-9).
///
/// The model owns this interface and the solver implements it: while solving a self-sizing
/// section the solver stores its implementing type in the section's ``SectionSizing`` next to the
/// inputs (``SectionFinishing``), and ``SectionSizing/refinish(_:section:environment:rounder:options:)``
/// calls it. Neither the model nor the output knows the solver's types, so the dependencies point
/// one way: solver → model ← output.
protocol SectionRefinishing {
    /// Recomputes the section's length, content box, boundary items and decorations from its
    /// measured instance run (R-SECTION-5, R-SIZING-6).
    ///
    /// - Complexity: O(log n + boundary items + decorations).
    static func refinish(
        _ geometry: inout SectionGeometry, finishing: SectionFinishing, environment: LayoutEnvironment,
        rounder: PixelRounder, options: PrepareOptions
    ) throws(LayoutError)
}

extension SectionSizing {
    /// Re-finishes `geometry`, the section this state belongs to, after its measurements changed
    /// (R-SIZING-6).
    ///
    /// - Throws: ``LayoutError`` when a boundary item no longer resolves, or
    ///   ``LayoutError/nonFiniteGeometry(dimension:value:section:)`` when the measured section
    ///   reaches beyond the largest `Double`.
    func refinish(
        _ geometry: inout SectionGeometry, section: Int, environment: LayoutEnvironment,
        rounder: PixelRounder,
        options: PrepareOptions
    ) throws(LayoutError) {
        try refinisher.refinish(
            &geometry, finishing: finishing, environment: environment, rounder: rounder, options: options)
        // What a measurement can change: the section's extent (which covers its boundary items and
        // decorations along the scroll axis), its instance origin and its row. The full check finds
        // the culprit.
        let changed =
            geometry.length + geometry.elementsMin + geometry.elementsMax + geometry.firstInstanceOrigin.x
            + geometry.firstInstanceOrigin.y + (geometry.orthogonalRow?.rowLength ?? 0)
        if !changed.isFinite { try geometry.checkFinite(section: section) }
    }
}

extension SectionGeometry {
    /// What re-finishing the section after a measurement needs; kept by ``sizing`` so that the
    /// geometry of sections that never self-size stays small to copy.
    var finishing: SectionFinishing? { sizing?.finishing ?? waterfall?.finishing ?? flow?.finishing }

    /// Measured sizes of the section's estimated boundary items (R-EST-9), in a self-sizing or a
    /// waterfall section.
    var supplementarySizes: [SupplementaryElementKey: Size] {
        sizing?.supplementarySizes ?? waterfall?.supplementarySizes ?? flow?.supplementarySizes ?? [:]
    }

    /// Re-finishes a self-sizing section after its measurements changed (R-SIZING-6); a section
    /// that does not self-size is left as it is.
    ///
    /// - Throws: as ``SectionSizing/refinish(_:section:environment:rounder:options:)``.
    mutating func refinish(
        section: Int, environment: LayoutEnvironment, rounder: PixelRounder, options: PrepareOptions
    ) throws(LayoutError) {
        if let flow {
            try flow.refinisher(&self, flow.finishing, environment, rounder, options)
            if !(length + elementsMin + elementsMax).isFinite { try checkFinite(section: section) }
            return
        }
        if let waterfall {
            try waterfall.refinish(
                &self, section: section, environment: environment, rounder: rounder, options: options)
            return
        }
        guard let sizing else { return }
        try sizing.refinish(
            &self, section: section, environment: environment, rounder: rounder, options: options)
    }
}
