import CollectionLayout
import Foundation

/// Layout-wide settings (Apple's `UICollectionViewCompositionalLayoutConfiguration`, R-STACK,
/// R-REF).
///
/// A reference type, as in UIKit. A layout copies the configuration it is given; the object its
/// `configuration` property returns is the layout's own copy, read each time the layout is solved.
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The scroll direction; vertical by default (R-HORIZ).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections, including around empty ones (R-STACK-1).
    public var interSectionSpacing: CGFloat = 0
    /// The reference insets of every section whose own reference is `.automatic`; `.automatic`
    /// behaves as `.safeArea` (R-REF-3).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Headers, footers and side views of the whole layout (R-STACK-3, R-STACK-4); their index
    /// path is (section 0, item `Int.max`) (R-INDEX-4).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The default configuration.
    public init() {}

    /// A copy with the same settings (the boundary items are shared, as in a shallow `NSCopying`
    /// copy).
    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let result = UICollectionViewCompositionalLayoutConfiguration()
        result.scrollDirection = scrollDirection
        result.interSectionSpacing = interSectionSpacing
        result.contentInsetsReference = contentInsetsReference
        result.boundarySupplementaryItems = boundarySupplementaryItems
        return result
    }

    /// The engine's value, copied as a layout is solved.
    var value: CompositionalLayoutConfiguration {
        var result = CompositionalLayoutConfiguration()
        result.scrollDirection = scrollDirection == .vertical ? .vertical : .horizontal
        result.interSectionSpacing = Double(interSectionSpacing)
        result.contentInsetsReference = contentInsetsReference.value
        result.boundarySupplementaryItems = boundarySupplementaryItems.map(\.boundaryValue)
        return result
    }
}
