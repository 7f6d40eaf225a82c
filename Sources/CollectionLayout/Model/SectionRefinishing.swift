/// The one operation of the solver that the stored model needs after preparing: running the last
/// steps of a section's solve again — boundary items, list padding and decorations around the
/// instance run — once a measurement has changed the run's length (R-SIZING-6, R-EST-9).
///
/// The model owns this interface and the solver implements it: while solving a self-sizing
/// section the solver stores its implementation in the section's ``SectionSizing``, and
/// ``SectionGeometry/refinish(section:environment:rounder:options:)`` calls it. Neither the model nor the
/// output knows the solver's types, so the dependencies point one way: solver → model ← output.
protocol SectionRefinishing: Sendable {
    /// The descriptions of the section's boundary items, kept so that a measured one can be placed
    /// again (R-EST-9).
    var boundaryItems: [LayoutBoundarySupplementaryItem] { get }

    /// Recomputes the section's length, content box, boundary items and decorations from its
    /// measured instance run (R-SECTION-5, R-SIZING-6).
    ///
    /// - Complexity: O(log n + boundary items + decorations).
    func refinish(
        _ geometry: inout SectionGeometry, environment: LayoutEnvironment, rounder: PixelRounder,
        options: PrepareOptions
    ) throws(LayoutError)
}

extension SectionGeometry {
    /// What re-finishing the section after a measurement needs; kept by ``sizing`` so that the
    /// geometry of sections that never self-size stays small to copy.
    var finishing: (any SectionRefinishing)? { sizing?.finishing }

    /// Re-finishes a self-sizing section after its measurements changed (R-SIZING-6); a section
    /// that does not self-size is left as it is.
    ///
    /// - Throws: ``LayoutError`` when a boundary item no longer resolves, or
    ///   ``LayoutError/nonFiniteGeometry(dimension:value:section:)`` when the measured section
    ///   reaches beyond the largest `Double`.
    mutating func refinish(
        section: Int, environment: LayoutEnvironment, rounder: PixelRounder, options: PrepareOptions
    ) throws(LayoutError) {
        guard let finishing else { return }
        try finishing.refinish(&self, environment: environment, rounder: rounder, options: options)
        try checkFinite(section: section)
    }
}
