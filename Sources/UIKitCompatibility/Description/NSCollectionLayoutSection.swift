import CollectionLayout
import Foundation

/// One section of a compositional layout (Apple's `NSCollectionLayoutSection`, R-SECTION):
/// its top-level group repeated once per group's worth of items.
///
/// A reference type, as in UIKit; copied into the engine's `LayoutSection` value when a layout is
/// built. A list section (``list(using:layoutEnvironment:)``) starts from the engine's list section
/// and shows its values in these properties; changes made to them apply on top.
public final class NSCollectionLayoutSection {
    /// Where the section's content comes from.
    enum Content {
        /// A group the app built.
        case group(NSCollectionLayoutGroup)
        /// The engine's list section (R-LIST-1): its rows, top padding and whatever else it
        /// records, under the facade's properties.
        case list(LayoutSection, UICollectionLayoutListConfiguration)
        /// An engine section UIKit has no class for (a waterfall section, R-WATERFALL), under the
        /// facade's properties.
        case engine(LayoutSection)
    }

    /// Where the content comes from.
    let content: Content
    /// Insets around the section's content (R-SECTION-5, R-CONT-1).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive instances of the top-level group (R-SECTION-1).
    public var interGroupSpacing: CGFloat = 0
    /// The reference insets of the section's content; `.automatic` uses the configuration's
    /// (R-REF-3).
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The reference insets of boundary supplementary items (R-BOUNDARY-9).
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether boundary supplementary items follow the section's cross-axis content insets;
    /// true by default (R-BOUNDARY-9).
    public var supplementariesFollowContentInsets: Bool = true
    /// Headers, footers and side views of the section (R-BOUNDARY).
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds of the section (R-DECOR).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether and how the section scrolls across the layout's scroll axis; `.none` by default
    /// (R-ORTHO).
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Gesture properties of an orthogonal section, changed in place, as in UIKit
    /// (R-ORTHO-13, R-ORTHO-16).
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Called whenever the collection view computes the section's visible elements, to adjust how
    /// they are displayed (R-HANDLER): through ``UICollectionView/visibleLayoutAttributes`` and
    /// the other visible-element queries of ``UICollectionView``, on the thread that asks.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section whose content is `group`, repeated.
    public init(group: NSCollectionLayoutGroup) {
        self.content = .group(group)
    }

    /// A section whose content is the engine's list section `base`, its properties shown here.
    init(list base: LayoutSection, configuration: UICollectionLayoutListConfiguration) {
        self.content = .list(base, configuration)
        contentInsets = NSDirectionalEdgeInsets(base.contentInsets)
        interGroupSpacing = CGFloat(base.interGroupSpacing)
        contentInsetsReference = UIContentInsetsReference(base.contentInsetsReference)
        supplementaryContentInsetsReference = UIContentInsetsReference(
            base.supplementaryContentInsetsReference)
        supplementariesFollowContentInsets = base.supplementariesFollowContentInsets
        boundarySupplementaryItems = base.boundarySupplementaryItems.map {
            NSCollectionLayoutBoundarySupplementaryItem(listItem: $0)
        }
    }

    /// A section whose content is the engine section `base` (a waterfall section).
    init(engine base: LayoutSection) {
        self.content = .engine(base)
    }

    /// The engine's value, copied as a layout is built.
    func value(_ context: LayoutCopyContext) -> LayoutSection {
        var section: LayoutSection
        switch content {
        case .group(let group): section = LayoutSection(group: group.groupValue(context))
        case .list(let base, _): section = base
        case .engine(let base): section = base
        }
        section.contentInsets = contentInsets.value
        section.interGroupSpacing = Double(interGroupSpacing)
        section.contentInsetsReference = contentInsetsReference.value
        section.supplementaryContentInsetsReference = supplementaryContentInsetsReference.value
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.boundaryValue)
        section.decorationItems = decorationItems.map(\.decorationValue)
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.value
        section.orthogonalScrollingProperties = orthogonalScrollingProperties.value
        section.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler.map {
            VisibleItemsHandlerBridge(handler: $0, gate: context.handlerGate).engineHandler
        }
        return section
    }
}
