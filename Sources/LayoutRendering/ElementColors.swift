import CollectionLayout

/// The colours of one picture's elements: cells in the scheme's cell colour, and every
/// supplementary or decoration kind in the next colour of the scheme's
/// ``RenderColorScheme/kindPalette``, in the order the kinds first occur in the picture.
///
/// The order is the element order of ``LayoutPicture/elements`` (R-QUERY-3 for pictures of a
/// layout: layout-level items, then section by section decorations, boundary items, cells, group
/// and item supplementaries), then the kinds only counted in ``LayoutPicture/omittedCounts``,
/// supplementaries before decorations, by name. A supplementary and a decoration of the same kind
/// name are two kinds. Kinds with a fixed colour (``RenderColorScheme/kindColors``) take no palette
/// colour.
///
/// ```swift
/// let colors = ElementColors(picture: picture, scheme: .standard)
/// colors.color(for: .supplementary, kind: "header")  // #e07b00 when headers come first
/// ```
public struct ElementColors: Hashable, Sendable {
    /// The scheme the colours come from.
    public var scheme: RenderColorScheme
    /// The kinds that took palette colours, in order: kind `k` has palette colour `k` (modulo the
    /// palette's length).
    public private(set) var kindOrder: [LayoutPicture.ElementGroup]
    private var indexes: [LayoutPicture.ElementGroup: Int]

    /// Numbers the kinds of `picture` in the order they first occur.
    ///
    /// - Complexity: O(n + k log k) for n elements and k kinds counted only in
    ///   ``LayoutPicture/omittedCounts``.
    public init(picture: LayoutPicture, scheme: RenderColorScheme) {
        self.scheme = scheme
        kindOrder = []
        indexes = [:]
        for element in picture.elements where element.category != .cell {
            add(LayoutPicture.ElementGroup(element))
        }
        let counted = picture.omittedCounts.keys.filter { $0.category != .cell && indexes[$0] == nil }
        for group in counted.sorted(by: Self.precedes) { add(group) }
    }

    private mutating func add(_ group: LayoutPicture.ElementGroup) {
        guard indexes[group] == nil, group.kind.map({ scheme.kindColors[$0] == nil }) ?? true else { return }
        indexes[group] = kindOrder.count
        kindOrder.append(group)
    }

    /// Supplementaries before decorations, then by kind, no kind first.
    static func precedes(_ lhs: LayoutPicture.ElementGroup, _ rhs: LayoutPicture.ElementGroup) -> Bool {
        if lhs.category != rhs.category { return lhs.category.drawingRank > rhs.category.drawingRank }
        switch (lhs.kind, rhs.kind) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let a?, let b?): return a < b
        }
    }

    /// The number of the palette colour `category` and `kind` took, nil for cells and fixed colours.
    public func kindIndex(of category: ElementCategory, kind: String?) -> Int? {
        indexes[LayoutPicture.ElementGroup(category: category, kind: kind)]
    }

    /// The colour elements of `category` and `kind` are drawn with
    /// (``RenderColorScheme/color(for:kind:kindIndex:)``).
    public func color(for category: ElementCategory, kind: String?) -> RenderColor {
        scheme.color(for: category, kind: kind, kindIndex: kindIndex(of: category, kind: kind))
    }
}
