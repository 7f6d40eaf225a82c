import CollectionLayout
import Foundation

/// A decoration view; only section backgrounds exist (Apple's `NSCollectionLayoutDecorationItem`,
/// R-DECOR).
///
/// As in UIKit, a subclass of ``NSCollectionLayoutItem``, so decoration items can sit in
/// `[NSCollectionLayoutItem]`. A background covers its section, so its inherited
/// ``NSCollectionLayoutItem/layoutSize`` is the section's full size (`fractionalWidth(1)` by
/// `fractionalHeight(1)`); its inherited ``NSCollectionLayoutItem/contentInsets`` inset the
/// background inside the section frame (R-DECOR-1).
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind reported with the attributes.
    public let elementKind: String
    /// The stacking order; 0 by default, negative allowed (R-DECOR-2).
    public var zIndex: Int = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            size: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background covering its section (R-DECOR-1).
    public static func background(elementKind: String) -> Self {
        Self(elementKind: elementKind)
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let result = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        result.zIndex = zIndex
        return result
    }

    /// The engine's value, copied as a layout is built.
    var decorationValue: LayoutDecorationItem {
        var result = LayoutDecorationItem.background(elementKind: elementKind)
        result.contentInsets = contentInsets.value
        result.zIndex = zIndex
        return result
    }
}
