/// Sections stacked one after another along the scroll axis (R-STACK): the one owner of where each
/// section starts, where the layout-level boundary items go and how large the content is. A layout
/// is stacked when it is prepared and again after every measurement that changes a section.
enum SectionStacking {
    /// What stacking places besides the sections' starts.
    struct Stacked {
        /// The layout-level boundary items, placed (R-STACK-3, R-STACK-4).
        var items: [PlacedBoundaryItem]
        /// Where layout-level pinned items stop: the start of the first section and the end of the
        /// last (R-PIN-5).
        var pinBounds: (start: Double, end: Double)
        /// The size of the scrollable content, rounded (R-STACK-5, R-STACK-6).
        var contentSize: Size
    }

    /// Sets every section's ``SectionGeometry/start``: the first starts after the longest
    /// leading-edge layout item, each next one `interSectionSpacing` after the end of the one before,
    /// with no spacing before the first or after the last (R-STACK-1, R-STACK-2). Then places the
    /// layout-level boundary items after the sections (R-STACK-3, R-STACK-4, R-STACK-5) and computes the
    /// content size: along the scroll axis the boundary items' content length, across it at least
    /// `crossLength` and at least every section's group far edge (R-STACK-6).
    ///
    /// Implements R-STACK-1. Implements R-STACK-2. Implements R-STACK-6.
    ///
    /// - Complexity: O(sections + layout-level boundary items).
    static func stack(
        _ sections: inout [SectionGeometry], along axis: Axis, after layoutBoundary: LayoutBoundaryItems,
        interSectionSpacing: Double, crossLength: Double, rounder: PixelRounder
    ) -> Stacked {
        var position = layoutBoundary.leadingLength
        var crossLength = crossLength
        for index in sections.indices {
            if index > 0 { position += interSectionSpacing }
            sections[index].start = position
            position += sections[index].length
            if let far = sections[index].crossFarEdge { crossLength = max(crossLength, far) }
        }
        let placed = layoutBoundary.placed(sectionsEnd: position)
        return Stacked(
            items: placed.items, pinBounds: (start: layoutBoundary.leadingLength, end: position),
            contentSize: Size(
                along: axis, rounder.nearest(max(placed.contentLength, 0)),
                across: rounder.nearest(crossLength)))
    }
}
