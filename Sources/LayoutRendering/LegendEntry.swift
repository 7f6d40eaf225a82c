import CollectionLayout

/// One line of a picture's legend: a category and kind, the colour its elements are drawn with,
/// and how many elements it covers.
public struct LegendEntry: Hashable, Sendable {
    /// The elements' category.
    public var category: ElementCategory
    /// The elements' kind; nil for cells and for supplementaries and decorations without one.
    public var elementKind: String?
    /// The colour the elements are drawn with (``ElementColors/color(for:kind:)``).
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

    /// The legend of `picture` under `scheme`: one entry per category and kind that occurs, cells
    /// first, then the kinds in the order they took palette colours (``ElementColors``), then kinds
    /// with fixed colours, supplementaries before decorations, by name.
    ///
    /// - Complexity: O(n + k log k) for n elements and k distinct kinds.
    public static func entries(for picture: LayoutPicture, scheme: RenderColorScheme) -> [LegendEntry] {
        entries(for: picture, colors: ElementColors(picture: picture, scheme: scheme))
    }

    /// The legend of `picture` in `colors`.
    static func entries(for picture: LayoutPicture, colors: ElementColors) -> [LegendEntry] {
        typealias Group = LayoutPicture.ElementGroup
        var counts: [Group: Int] = [:]
        for (group, count) in picture.omittedCounts { counts[group, default: 0] += count }
        for element in picture.elements { counts[Group(element), default: 0] += 1 }
        var order: [Group] =
            counts[Group(category: .cell, kind: nil)] == nil ? [] : [Group(category: .cell, kind: nil)]
        order += colors.kindOrder.filter { counts[$0] != nil }
        let placed = Set(order)
        order += counts.keys.filter { !placed.contains($0) }.sorted(by: ElementColors.precedes)
        return order.map { group in
            LegendEntry(
                category: group.category, elementKind: group.kind,
                color: colors.color(for: group.category, kind: group.kind), count: counts[group] ?? 0)
        }
    }
}
