import CollectionLayout

extension LayoutPicture {
    /// The number of elements of `category`, omitted ones (``omittedCounts``) included.
    ///
    /// - Complexity: O(number of elements).
    public func count(of category: ElementCategory) -> Int {
        let omitted = omittedCounts.reduce(0) { $0 + ($1.key.category == category ? $1.value : 0) }
        return elements.reduce(omitted) { $0 + ($1.category == category ? 1 : 0) }
    }

    /// `7 elements: 4 cells, 2 supplementaries, 1 decoration`.
    var elementCountsDescription: String {
        Self.counted(totalElementCount, "element", "elements") + ": "
            + [
                Self.counted(count(of: .cell), "cell", "cells"),
                Self.counted(count(of: .supplementary), "supplementary", "supplementaries"),
                Self.counted(count(of: .decoration), "decoration", "decorations"),
            ].joined(separator: ", ")
    }

    /// `1 cell`, `2 cells`: `count` and the singular or plural noun.
    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
