/// Identifies a supplementary element: its kind and index path (R-INDEX, R-EST-10).
public struct SupplementaryElementKey: Hashable, Sendable {
    /// The element kind, e.g. `"section-header"`.
    public var elementKind: String
    /// The element's index path; boundary items of a section use item 0 (R-INDEX-4).
    public var indexPath: LayoutIndexPath

    /// Creates a key.
    public init(elementKind: String, indexPath: LayoutIndexPath) {
        self.elementKind = elementKind
        self.indexPath = indexPath
    }
}

/// Preferred (self-sized) sizes of elements, the input of step 2 of the pipeline
/// (R-PIPE-2, R-EST-10): cells by index path, supplementaries by kind and index path.
///
/// Only axes that are estimated in the description are adopted (R-EST-1); elements without
/// a measurement keep their estimates (R-EST-8). A prepared layout updates its measurements
/// in place (``PreparedLayout/setPreferredSize(_:forItemAt:)``); use this type to carry them
/// into a new `prepare` or to supply them from a file (R-SIZING-5).
public struct LayoutMeasurements: Hashable, Sendable {
    /// Preferred sizes of cells.
    public var cells: [LayoutIndexPath: Size]
    /// Preferred sizes of boundary supplementary items.
    public var supplementaries: [SupplementaryElementKey: Size]

    /// Creates measurements.
    public init(cells: [LayoutIndexPath: Size] = [:], supplementaries: [SupplementaryElementKey: Size] = [:])
    {
        self.cells = cells
        self.supplementaries = supplementaries
    }

    /// Whether there are no measurements at all.
    public var isEmpty: Bool { cells.isEmpty && supplementaries.isEmpty }
}
