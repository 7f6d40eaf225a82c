import CollectionLayout
import Foundation

// Facade values of engine values, for sections the engine builds (list sections): each is the
// inverse of the facade type's `value`.

extension UIContentInsetsReference {
    /// The facade value of an engine reference.
    init(_ value: ContentInsetsReference) {
        self = Self.allCases.first { $0.value == value } ?? .automatic
    }
}

extension NSRectAlignment {
    /// The facade value of an engine alignment.
    init(_ value: RectAlignment) {
        self = Self.allCases.first { $0.value == value } ?? .none
    }
}

extension NSCollectionLayoutSize {
    /// The facade value of an engine size.
    convenience init(_ value: LayoutSize) {
        self.init(
            widthDimension: NSCollectionLayoutDimension(value.widthDimension),
            heightDimension: NSCollectionLayoutDimension(value.heightDimension))
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// The facade of a list section's header or footer. The engine already names them with UIKit's
    /// ``UICollectionView/elementKindSectionHeader`` and ``UICollectionView/elementKindSectionFooter``
    /// (`LayoutListConfiguration.headerElementKind`), so the kind is kept.
    convenience init(listItem value: LayoutBoundarySupplementaryItem) {
        self.init(
            layoutSize: NSCollectionLayoutSize(value.layoutSize), elementKind: value.elementKind,
            alignment: NSRectAlignment(value.alignment), absoluteOffset: CGPoint(value.offset))
        extendsBoundary = value.extendsBoundary
        pinToVisibleBounds = value.pinToVisibleBounds
        zIndex = value.zIndex
    }
}
