import CollectionLayout

/// How a picture draws the row of an orthogonally scrolling section: clipped to the bounds like
/// the collection view shows it, with the part scrolled out of view drawn faint, and labelled with
/// the section and its behaviour (`section 1 · groupPaging ↔`).
///
/// The clip is the engine's (`PreparedLayout.orthogonalRowClip(inSection:)`, R-ORTHO-6): along the
/// scroll axis the section's content box, across it the bounds' width (or height, in horizontal
/// layouts). Elements are not cut: the renderer lays a veil in the background colour over the band
/// outside the clip, so an element half in view is drawn half faint.
public struct OrthogonalRowStyle: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The section's behaviour.
    public var behavior: OrthogonalScrollingBehavior
    /// The rectangle the row is shown in, in content coordinates.
    public var clip: Rect
    /// The axis the row scrolls along: horizontal in vertical layouts.
    public var rowAxis: Axis
    /// The row's offset in the picture (leading terms, R-RTL-2), or nil when the picture shows
    /// layout frames (the row unscrolled).
    public var offset: Double?

    /// Creates a row style.
    public init(
        section: Int, behavior: OrthogonalScrollingBehavior, clip: Rect, rowAxis: Axis, offset: Double? = nil
    ) {
        self.section = section
        self.behavior = behavior
        self.clip = clip
        self.rowAxis = rowAxis
        self.offset = offset
    }

    /// The label drawn beside the row: `section 1 · groupPaging ↔`, with `↕` for rows that scroll
    /// vertically, and `· offset 357.5` when the picture shows the row scrolled.
    public var label: String {
        var text = "section \(section) · \(behavior.descriptionName) \(rowAxis == .horizontal ? "↔" : "↕")"
        if let offset { text += " · offset " + SVGNumber.string(offset) }
        return text
    }

    /// The styles of every orthogonal section of `layout` that has a row, read from the engine
    /// (`PreparedLayout.orthogonalRow(inSection:)`, `PreparedLayout.orthogonalRowClip(inSection:)`).
    ///
    /// - Parameters:
    ///   - layout: The prepared layout.
    ///   - offsets: The offset of each row as shown, by section (a headless view's
    ///     `orthogonalOffsets`), or nil for a picture of layout frames.
    /// - Complexity: O(sections).
    public static func styles(of layout: PreparedLayout, offsets: [Int: Double]? = nil)
        -> [OrthogonalRowStyle]
    {
        let rowAxis = layout.scrollDirection.axis.cross
        return (0..<layout.numberOfSections).compactMap { section in
            guard let row = layout.orthogonalRow(inSection: section),
                let clip = layout.orthogonalRowClip(inSection: section)
            else { return nil }
            return OrthogonalRowStyle(
                section: section, behavior: row.behavior, clip: clip, rowAxis: rowAxis,
                offset: offsets.map { $0[section] ?? ScrollGeometry.restingOffset(of: row, proposed: nil) })
        }
    }
}

extension OrthogonalScrollingBehavior {
    /// The behaviour's name as in Swift and the description format: `groupPagingCentered`.
    var descriptionName: String {
        switch self {
        case .none: return "none"
        case .continuous: return "continuous"
        case .continuousGroupLeadingBoundary: return "continuousGroupLeadingBoundary"
        case .paging: return "paging"
        case .groupPaging: return "groupPaging"
        case .groupPagingCentered: return "groupPagingCentered"
        }
    }
}
