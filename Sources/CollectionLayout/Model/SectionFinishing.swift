/// What steps 4 and 5 of solving a section — boundary items, list padding and decorations around
/// the placed instances — need, kept with a self-sizing section's ``SectionSizing`` so that the
/// solver can run them again after a measurement changes the section's length (R-SIZING-6,
/// R-EST-9). Plain data: the solver's ``SectionRefinishing`` implementation does the work.
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
}
