import Foundation

extension UICollectionView {
    /// The traits the layout's section providers see in
    /// ``NSCollectionLayoutEnvironment/traitCollection``: those specified in
    /// ``overrideTraitCollection`` over the ones derived from the view's frame, display scale and
    /// semantic content attribute (``UITraitCollection/derived(size:displayScale:layoutDirection:)``).
    ///
    /// They are read-only here as on iOS; set ``overrideTraitCollection`` to choose them. They
    /// inform section providers only: geometry follows ``frame``, ``displayScale`` and
    /// ``semanticContentAttribute``.
    public var traitCollection: UITraitCollection {
        let derived = UITraitCollection.derived(
            size: frame.size, displayScale: displayScale,
            layoutDirection: effectiveUserInterfaceLayoutDirection)
        guard let overrideTraitCollection else { return derived }
        return UITraitCollection(traitsFrom: [derived, overrideTraitCollection])
    }
}
