import CollectionLayout
import Foundation

extension UICollectionViewCompositionalLayout {
    /// Implements the appearing and disappearing attributes of every element category: the start
    /// (`appearing`) or the end of the element's transition in the collection view's last animated
    /// update, numbered as the caller numbers it — after the update when appearing, before it
    /// when disappearing (R-ANIM-2, R-ANIM-3).
    ///
    /// Implements R-ANIM-2. Implements R-ANIM-3.
    func updateAttributes(
        _ category: ElementCategory, kind: String?, at indexPath: IndexPath, appearing: Bool
    ) -> UICollectionViewLayoutAttributes? {
        guard let transition = collectionView?.updateTransition else { return nil }
        let path = LayoutIndexPath(indexPath)
        let element =
            appearing
            ? transition.element(to: category, elementKind: kind, at: path)
            : transition.element(from: category, elementKind: kind, at: path)
        guard var attributes = appearing ? element?.initial : element?.final else { return nil }
        attributes.indexPath = path
        return UICollectionViewLayoutAttributes(attributes)
    }
}
