/// A boundary supplementary item placed in its section or in the layout (R-BOUNDARY, R-STACK-3).
struct PlacedBoundaryItem: Sendable {
    /// Which edge of the scroll axis the item belongs to (R-BOUNDARY-1).
    enum EdgeClass: Sendable {
        case leading
        case trailing
        case side
    }

    /// The element kind, boxed once: every attributes value made from this item shares the box.
    var kindExtras: AttributesExtras
    /// The element kind.
    var kind: String { kindExtras.elementKind ?? "" }
    /// The natural frame; for section items the scroll-axis position is relative to the section start.
    var frame: Rect
    /// The reported zIndex: `1_000_000_000 + zIndex` while pinned (R-PIN-4, R-Z-5).
    var zIndex: Int
    /// Whether the item pins (edge classes only, R-PIN-5).
    var pins: Bool
    var edgeClass: EdgeClass

    /// The zIndex offset of pinned items (R-PIN-4).
    static let pinnedZIndexBase = 1_000_000_000
}

extension PlacedBoundaryItem {
    /// `item` placed at `frame`: it pins only on an edge of the scroll axis, never as a side item
    /// (R-PIN-5), and reports `1_000_000_000 + zIndex` while it pins (R-PIN-4, R-Z-5). Section and
    /// layout-level boundary items are both made here.
    ///
    /// Implements R-PIN-4. Implements R-PIN-5. Implements R-Z-5.
    init(_ item: LayoutBoundarySupplementaryItem, frame: Rect, edgeClass: EdgeClass) {
        let pins = item.pinToVisibleBounds && edgeClass != .side
        self.init(
            kindExtras: AttributesExtras(elementKind: item.elementKind), frame: frame,
            zIndex: pins ? Self.pinnedZIndexBase + item.zIndex : item.zIndex, pins: pins, edgeClass: edgeClass
        )
    }
}

/// A decoration placed in its section (R-DECOR).
struct PlacedDecoration: Sendable {
    /// The element kind, boxed once: every attributes value made from this decoration shares the
    /// box.
    var kindExtras: AttributesExtras
    /// The frame; the scroll-axis position is relative to the section start.
    var frame: Rect
    var zIndex: Int

    init(kind: String, frame: Rect, zIndex: Int) {
        kindExtras = AttributesExtras(elementKind: kind)
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The element kind.
    var kind: String { kindExtras.elementKind ?? "" }
}
