extension Validation {
    /// Checks that a solved section's geometry is finite (chosen): finite inputs can still add or
    /// multiply beyond the largest `Double` (a 1.8e308-wide container, item counts near
    /// `Int.max / 2`), and a prepared layout never holds an infinite or NaN frame.
    ///
    /// - Complexity: O(boundary items + decorations): the template is checked through its bounds,
    ///   instances through the section's length and element extent.
    static func checkFinite(_ geometry: SectionGeometry, section: Int) throws(LayoutError) {
        func check(_ value: Double, _ dimension: String) throws(LayoutError) {
            guard value.isFinite else {
                throw .nonFiniteGeometry(dimension: dimension, value: value, section: section)
            }
        }
        try check(geometry.length, "length")
        try check(geometry.pitch, "distance between groups")
        try check(geometry.elementsMin, "element extent")
        try check(geometry.elementsMax, "element extent")
        try check(geometry.firstInstanceOrigin.x, "first group's x")
        try check(geometry.firstInstanceOrigin.y, "first group's y")
        if let far = geometry.crossFarEdge { try check(far, "extent across the scroll axis") }
        if let template = geometry.template {
            try check(template.size.width, "group width")
            try check(template.size.height, "group height")
            if let bounds = template.leafBounds {
                for value in [bounds.minX, bounds.minY, bounds.width, bounds.height] {
                    try check(value, "item extent within a group")
                }
            }
        }
        if let row = geometry.orthogonalRow { try check(row.rowLength, "orthogonal row length") }
        for item in geometry.boundaryItems {
            for value in [item.frame.minX, item.frame.minY, item.frame.width, item.frame.height] {
                try check(value, "\(item.kind) frame")
            }
        }
        for decoration in geometry.decorations {
            for value in [
                decoration.frame.minX, decoration.frame.minY, decoration.frame.width, decoration.frame.height,
            ] {
                try check(value, "\(decoration.kind) frame")
            }
        }
    }

    /// Checks that the stacked layout's content size is finite, naming the first section whose end
    /// is not (sections each finite can still sum beyond the largest `Double`).
    static func checkFinite(_ layout: PreparedLayout) throws(LayoutError) {
        let size = layout.contentSize
        guard !size.width.isFinite || !size.height.isFinite else { return }
        let section = layout.sections.indices.first {
            !(layout.sections[$0].start + layout.sections[$0].length).isFinite
        }
        let dimension = size.width.isFinite ? "content height" : "content width"
        throw .nonFiniteGeometry(
            dimension: dimension, value: size.width.isFinite ? size.height : size.width, section: section)
    }
}
