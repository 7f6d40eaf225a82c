/// The identity of a displayed element: what it is and where, but not where it is drawn.
///
/// Two element lists describe the same set when they hold the same identities (R-INDEX-3: no two
/// elements of a layout share one); a transition pairs an element's two sides by it.
public struct ElementID: Hashable, Sendable {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind of supplementaries and decorations; nil for cells.
    public var elementKind: String?
    /// The element's index path (R-INDEX).
    public var indexPath: LayoutIndexPath

    /// Creates an identity.
    public init(category: ElementCategory, elementKind: String? = nil, indexPath: LayoutIndexPath) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
    }

    /// The identity of the element `attributes` describe.
    @inlinable
    public init(_ attributes: LayoutAttributes) {
        self.init(
            category: attributes.category, elementKind: attributes.elementKind,
            indexPath: attributes.indexPath)
    }

    /// The identity of the cell at `indexPath`.
    public static func cell(_ indexPath: LayoutIndexPath) -> ElementID {
        ElementID(category: .cell, indexPath: indexPath)
    }
}
