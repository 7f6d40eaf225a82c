extension SectionGeometry {
    /// Checks that the section's geometry is finite (chosen): finite inputs can still add or
    /// multiply beyond the largest `Double` (a 1.8e308-wide container, item counts near
    /// `Int.max / 2`, huge measurements), and a prepared layout never holds an infinite or NaN
    /// frame. The solver checks every section it solves; the stored model checks a section again
    /// after a measurement changed it.
    ///
    /// - Complexity: O(boundary items + decorations): the template is checked through its bounds,
    ///   instances through the section's length and element extent.
    func checkFinite(section: Int) throws(LayoutError) {
        let geometry = self
        // The prepare hot path: one sum, finite exactly when every term is (a NaN or an infinity
        // stays in it); only a non-finite sum looks for the culprit.
        var sum =
            geometry.length + geometry.pitch + geometry.elementsMin + geometry.elementsMax
            + geometry.firstInstanceOrigin.x + geometry.firstInstanceOrigin.y + (geometry.crossFarEdge ?? 0)
        if let template = geometry.template {
            sum += template.size.width + template.size.height
            if let bounds = template.leafBounds {
                sum += bounds.origin.x + bounds.origin.y + bounds.size.width + bounds.size.height
            }
        }
        if let row = geometry.orthogonalRow { sum += row.rowLength }
        for item in geometry.boundaryItems {
            sum += item.frame.origin.x + item.frame.origin.y + item.frame.size.width + item.frame.size.height
        }
        for decoration in geometry.decorations {
            sum +=
                decoration.frame.origin.x + decoration.frame.origin.y + decoration.frame.size.width
                + decoration.frame.size.height
        }
        if sum.isFinite { return }
        try findNonFinite(section: section)
    }

    /// Throws for the first non-finite value of `geometry` (returns when a large sum of finite
    /// values made the fast check look).
    private func findNonFinite(section: Int) throws(LayoutError) {
        let geometry = self
        func check(_ value: Double, _ dimension: String) throws(LayoutError) {
            guard value.isFinite else {
                throw .nonFiniteGeometry(dimension: dimension, value: value, section: section)
            }
        }
        func check(_ rect: Rect, _ dimension: String) throws(LayoutError) {
            try check(rect.origin.x, dimension)
            try check(rect.origin.y, dimension)
            try check(rect.size.width, dimension)
            try check(rect.size.height, dimension)
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
            if let bounds = template.leafBounds { try check(bounds, "item extent within a group") }
        }
        if let row = geometry.orthogonalRow { try check(row.rowLength, "orthogonal row length") }
        for item in geometry.boundaryItems { try check(item.frame, "boundary item frame") }
        for decoration in geometry.decorations { try check(decoration.frame, "decoration frame") }
    }
}
