import CollectionLayout
import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// Whether the layout takes `size`, a size provider's answer for `element` (proposed
    /// `proposed`): asks its
    /// ``UICollectionViewLayout/shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// with attributes of the element at the origin — the original with `proposed`, the preferred
    /// with `size` — and, when it is true, keeps its
    /// ``UICollectionViewLayout/invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// for ``applyPreferredAttributesInvalidations()``. False keeps the estimate. A plain
    /// ``UICollectionViewCompositionalLayout``, which takes every answer, is not asked.
    ///
    /// Implements R-INVAL-5.
    func layoutAcceptsPreferredSize(_ size: CGSize, of element: SizingElement, proposed: CGSize) -> Bool {
        let layout = collectionViewLayout
        if type(of: layout) == UICollectionViewCompositionalLayout.self { return true }
        let original = UICollectionViewLayoutAttributes(sizing: element)
        original.frame = CGRect(origin: .zero, size: proposed)
        let preferred = UICollectionViewLayoutAttributes(sizing: element)
        preferred.frame = CGRect(origin: .zero, size: size)
        guard
            layout.shouldInvalidateLayout(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return false }
        sizeBridge.pendingContexts.append(
            layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        return true
    }

    /// Invalidates the layout with the contexts of the answers it took while measuring, in the
    /// order they were taken; called once the change that measured is over.
    func applyPreferredAttributesInvalidations() {
        guard !sizeBridge.pendingContexts.isEmpty else { return }
        let contexts = sizeBridge.pendingContexts
        sizeBridge.pendingContexts = []
        for context in contexts { collectionViewLayout.invalidateLayout(with: context) }
    }
}

extension UICollectionViewLayoutAttributes {
    /// Attributes naming the element being measured, with a zero frame.
    convenience init(sizing element: SizingElement) {
        let indexPath = IndexPath(item: element.indexPath.item, section: element.indexPath.section)
        switch element.category {
        case .cell: self.init(forCellWith: indexPath)
        case .supplementary: self.init(forSupplementaryViewOfKind: element.elementKind ?? "", with: indexPath)
        case .decoration: self.init(forDecorationViewOfKind: element.elementKind ?? "", with: indexPath)
        }
    }
}
