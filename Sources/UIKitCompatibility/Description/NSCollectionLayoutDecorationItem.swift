import CollectionLayout
import Foundation

/// A decoration view; only section backgrounds exist (Apple's `NSCollectionLayoutDecorationItem`,
/// R-DECOR).
public final class NSCollectionLayoutDecorationItem {
    /// The element kind reported with the attributes.
    public let elementKind: String
    /// Insets of the background inside the section frame (R-DECOR-1).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The stacking order; 0 by default, negative allowed (R-DECOR-2).
    public var zIndex: Int = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background covering its section (R-DECOR-1).
    public static func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    /// The engine's value, copied as a layout is built.
    var value: LayoutDecorationItem {
        var result = LayoutDecorationItem.background(elementKind: elementKind)
        result.contentInsets = contentInsets.value
        result.zIndex = zIndex
        return result
    }
}
