import CollectionLayout

/// How a picture draws a list section (`LayoutSection.list(using:layoutEnvironment:)`): what a
/// person expects of a list besides its elements.
///
/// Grouped appearances get a section background behind their rows — square for `grouped`, with
/// rounded corners for `insetGrouped` and `sidebar` — and their rows are drawn as one band, rounded
/// at the same corners. Rows are divided by thin separators when ``showsSeparators`` is true.
/// Neither the background nor the separators are layout elements (R-LIST-2): they are not in
/// ``LayoutPicture/elements``, tables or frame listings.
public struct ListSectionStyle: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The list appearance.
    public var appearance: LayoutListConfiguration.Appearance
    /// Whether separators are drawn between rows.
    public var showsSeparators: Bool
    /// The frame around the section's rows (from the first row to the last), which the background
    /// fills; nil for a section without rows.
    public var rowsFrame: Rect?
    /// The scroll direction: rows follow each other along it, so separators run across it.
    public var scrollDirection: ScrollDirection
    /// The layout direction: separators are inset at the leading side of rows.
    public var layoutDirection: LayoutDirection

    /// Creates a list style.
    public init(
        section: Int, appearance: LayoutListConfiguration.Appearance, showsSeparators: Bool = true,
        rowsFrame: Rect?, scrollDirection: ScrollDirection = .vertical,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.section = section
        self.appearance = appearance
        self.showsSeparators = showsSeparators
        self.rowsFrame = rowsFrame
        self.scrollDirection = scrollDirection
        self.layoutDirection = layoutDirection
    }

    /// The corner radius of the section background, or nil for appearances without one (`plain`,
    /// `sidebarPlain`): 0 for `grouped`, 10 points for `insetGrouped` and `sidebar`.
    public var backgroundCornerRadius: Double? {
        switch appearance {
        case .plain, .sidebarPlain: return nil
        case .grouped: return 0
        case .insetGrouped, .sidebar: return Self.cornerRadius
        }
    }

    /// The corner radius of inset-grouped section backgrounds, in points (a drawing choice).
    public static let cornerRadius = 10.0
    /// How far separators start from the leading edge of their row, in points (a drawing choice).
    public static let separatorLeadingInset = 16.0

    /// The styles of every list section of a prepared layout, read from what the layout stored
    /// (`PreparedLayout.listConfiguration(inSection:)`); the rows frame spans the first and the
    /// last cell of the section.
    ///
    /// - Complexity: O(sections · log items).
    public static func styles(of layout: PreparedLayout) -> [ListSectionStyle] {
        var result: [ListSectionStyle] = []
        for section in 0..<layout.numberOfSections {
            guard let configuration = layout.listConfiguration(inSection: section) else { continue }
            var rows: Rect?
            if let count = layout.numberOfItems(inSection: section), count > 0,
                let first = layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: section))?.frame,
                let last = layout.attributes(forItemAt: LayoutIndexPath(item: count - 1, section: section))?
                    .frame
            {
                rows = first.standardized.union(last.standardized)
            }
            result.append(
                ListSectionStyle(
                    section: section, appearance: configuration.appearance,
                    showsSeparators: configuration.showsSeparators, rowsFrame: rows,
                    scrollDirection: layout.scrollDirection,
                    layoutDirection: layout.environment.layoutDirection))
        }
        return result
    }

    /// The separator drawn with a row of this section: along the row's edge that meets the
    /// previous row (its top in a vertical layout), inset by ``separatorLeadingInset`` at the
    /// leading side when the row is wide enough; nil for the first row, for anything but a cell,
    /// without separators, or for a row without length.
    public func separatorLine(for row: LayoutAttributes) -> (from: Point, to: Point)? {
        guard showsSeparators, row.category == .cell, row.indexPath.item > 0 else { return nil }
        let frame = row.frame.standardized
        if scrollDirection == .horizontal {
            guard frame.height > 0 else { return nil }
            let x = layoutDirection == .rightToLeft ? frame.maxX : frame.minX
            return (Point(x: x, y: frame.minY), Point(x: x, y: frame.maxY))
        }
        let inset = frame.width > 2 * Self.separatorLeadingInset ? Self.separatorLeadingInset : 0
        guard frame.width > 0 else { return nil }
        if layoutDirection == .rightToLeft {
            return (Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX - inset, y: frame.minY))
        }
        return (Point(x: frame.minX + inset, y: frame.minY), Point(x: frame.maxX, y: frame.minY))
    }

    /// The radii of `frame`'s corners (top-left, top-right, bottom-right, bottom-left) where they
    /// coincide with the rounded corners of the rows frame, so that rows stay inside the background.
    public func cornerRadii(of frame: Rect) -> [Double] {
        guard let radius = backgroundCornerRadius, radius > 0, let rows = rowsFrame else {
            return [0, 0, 0, 0]
        }
        let r = min(radius, frame.width / 2, frame.height / 2)
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }
        let top = near(frame.minY, rows.minY)
        let bottom = near(frame.maxY, rows.maxY)
        let left = near(frame.minX, rows.minX)
        let right = near(frame.maxX, rows.maxX)
        return [top && left ? r : 0, top && right ? r : 0, bottom && right ? r : 0, bottom && left ? r : 0]
    }
}
