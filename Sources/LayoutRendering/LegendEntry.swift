import CollectionLayout

/// One line of a picture's legend: a category and kind, the colour its elements are drawn with,
/// and how many elements it covers.
public struct LegendEntry: Hashable, Sendable {
    /// The elements' category.
    public var category: ElementCategory
    /// The elements' kind; nil for cells and for supplementaries and decorations without one.
    public var elementKind: String?
    /// The colour the elements are drawn with (``RenderColorScheme/color(for:kind:)``).
    public var color: RenderColor
    /// The number of elements of this category and kind in the picture.
    public var count: Int

    /// Creates a legend entry.
    public init(category: ElementCategory, elementKind: String?, color: RenderColor, count: Int) {
        self.category = category
        self.elementKind = elementKind
        self.color = color
        self.count = count
    }

    /// `cell`, or the category and kind: `supplementary · section-header`.
    public var title: String {
        guard let elementKind else { return category.renderingName }
        return category.renderingName + " · " + elementKind
    }

    /// The legend of `picture` under `scheme`: one entry per category and kind that occurs,
    /// ordered by category (cell, supplementary, decoration), then kind (no kind first).
    ///
    /// - Complexity: O(n + k log k) for n elements and k distinct kinds.
    public static func entries(for picture: LayoutPicture, scheme: RenderColorScheme) -> [LegendEntry] {
        struct Key: Hashable {
            var category: ElementCategory
            var kind: String?
        }
        var counts: [Key: Int] = [:]
        for (group, count) in picture.omittedCounts {
            counts[Key(category: group.category, kind: group.kind), default: 0] += count
        }
        for element in picture.elements {
            let kind = element.category == .cell ? nil : element.elementKind
            counts[Key(category: element.category, kind: kind), default: 0] += 1
        }
        let order: [ElementCategory] = [.cell, .supplementary, .decoration]
        return counts.keys.sorted { lhs, rhs in
            let left = order.firstIndex(of: lhs.category)!
            let right = order.firstIndex(of: rhs.category)!
            if left != right { return left < right }
            switch (lhs.kind, rhs.kind) {
            case (nil, nil): return false
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?): return a < b
            }
        }.map { key in
            LegendEntry(
                category: key.category, elementKind: key.kind,
                color: scheme.color(for: key.category, kind: key.kind), count: counts[key]!)
        }
    }
}
