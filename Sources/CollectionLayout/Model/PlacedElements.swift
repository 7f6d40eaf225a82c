/// A boundary supplementary item placed in its section or in the layout (R-BOUNDARY, R-STACK-3).
struct PlacedBoundaryItem: Sendable {
    /// Which edge of the scroll axis the item belongs to (R-BOUNDARY-1).
    enum EdgeClass: Sendable {
        case leading
        case trailing
        case side
    }

    var kind: String
    /// The natural frame; for section items the scroll-axis position is relative to the section start.
    var frame: Rect
    /// The reported zIndex: `1_000_000_000 + zIndex` while pinned (R-PIN-4, R-Z-5).
    ///
    /// Implements R-Z-5.
    var zIndex: Int
    /// Whether the item pins (edge classes only, R-PIN-5).
    var pins: Bool
    var edgeClass: EdgeClass

    /// The zIndex offset of pinned items (R-PIN-4).
    ///
    /// Implements R-PIN-4.
    static let pinnedZIndexBase = 1_000_000_000
}

/// A decoration placed in its section (R-DECOR).
struct PlacedDecoration: Sendable {
    var kind: String
    /// The frame; the scroll-axis position is relative to the section start.
    var frame: Rect
    var zIndex: Int
}
