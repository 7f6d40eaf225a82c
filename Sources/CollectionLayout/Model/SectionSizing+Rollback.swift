/// Taking back a measurement that the stored model rejects (a section or the whole layout would
/// reach beyond the largest `Double`), so that a rejected measurement changes nothing.
extension SectionSizing {
    /// The lengths and staleness of one item before a change.
    struct SavedMeasurement {
        /// The measured width, NaN when unmeasured.
        let width: Double
        /// The measured height, NaN when unmeasured.
        let height: Double
        /// Whether the item was marked for measuring again (R-APPLY-6).
        let stale: Bool
    }

    /// The current lengths and staleness of `item`.
    func savedMeasurement(ofItem item: Int) -> SavedMeasurement {
        SavedMeasurement(
            width: widths.isEmpty ? .nan : widths[item], height: heights.isEmpty ? .nan : heights[item],
            stale: !stale.isEmpty && stale.contains(item))
    }
}

/// A measurement that would make an instance of a self-sizing section, or its run of instances,
/// reach beyond the largest `Double`; the stored model reports it as
/// ``LayoutError/nonFiniteGeometry(dimension:value:section:)`` (chosen, as for prepare).
struct SizingOverflow: Error {
    /// What would not be finite.
    let dimension: String
    /// The value it would take.
    let value: Double

    /// Throws when `value` is not finite.
    @inline(__always)
    static func check(_ value: Double, _ dimension: String) throws(SizingOverflow) {
        guard value.isFinite else { throw SizingOverflow(dimension: dimension, value: value) }
    }

    /// The error of the layout for section `section`.
    func layoutError(section: Int) -> LayoutError {
        .nonFiniteGeometry(dimension: dimension, value: value, section: section)
    }
}
