import CollectionLayout
import LayoutDescription

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#else
    import UIKitCompatibility
#endif

/// Supplementary items, decorations, lists and the enumerations sections use.
extension UIKitLayoutBuilder {
    static func boundaryItem(_ description: BoundaryItemDescription)
        -> NSCollectionLayoutBoundarySupplementaryItem
    {
        let layoutSize = size(description.size)
        let alignment = Self.alignment(description.alignment)
        let item =
            description.offset.map {
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: layoutSize, elementKind: description.kind, alignment: alignment,
                    absoluteOffset: point($0))
            }
            ?? NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: layoutSize, elementKind: description.kind, alignment: alignment)
        if let extends = description.extendsBoundary { item.extendsBoundary = extends }
        if let pins = description.pinToVisibleBounds { item.pinToVisibleBounds = pins }
        if let zIndex = description.zIndex { item.zIndex = zIndex }
        return item
    }

    static func anchoredItem(_ description: AnchoredItemDescription) -> NSCollectionLayoutSupplementaryItem {
        let layoutSize = size(description.size)
        let container = anchor(description.containerAnchor)
        let item =
            description.itemAnchor.map {
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: layoutSize, elementKind: description.kind, containerAnchor: container,
                    itemAnchor: anchor($0))
            }
            ?? NSCollectionLayoutSupplementaryItem(
                layoutSize: layoutSize, elementKind: description.kind, containerAnchor: container)
        if let zIndex = description.zIndex { item.zIndex = zIndex }
        return item
    }

    /// `NSCollectionLayoutAnchor(edges:)`, with the fractional or absolute offset when one is given
    /// (`uikitPlan()` refuses both at once).
    static func anchor(_ description: AnchorDescription) -> NSCollectionLayoutAnchor {
        var edges: NSDirectionalRectEdge = []
        for edge in description.edges {
            switch edge {
            case .top: edges.insert(.top)
            case .leading: edges.insert(.leading)
            case .bottom: edges.insert(.bottom)
            case .trailing: edges.insert(.trailing)
            }
        }
        if let offset = description.fractionalOffset {
            return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: point(offset))
        }
        if let offset = description.absoluteOffset {
            return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: point(offset))
        }
        return NSCollectionLayoutAnchor(edges: edges)
    }

    static func decorationItem(_ description: DecorationItemDescription) -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem.background(elementKind: description.background)
        if let insets = description.contentInsets { item.contentInsets = Self.insets(insets) }
        if let zIndex = description.zIndex { item.zIndex = zIndex }
        return item
    }

    /// `UICollectionLayoutListConfiguration` with the fields the description gives.
    static func listConfiguration(_ description: ListDescription) -> UICollectionLayoutListConfiguration {
        let appearance: UICollectionLayoutListConfiguration.Appearance
        switch description.appearance ?? ListDescription.defaultAppearance {
        case .plain: appearance = .plain
        case .grouped: appearance = .grouped
        case .insetGrouped: appearance = .insetGrouped
        case .sidebar: appearance = .sidebar
        case .sidebarPlain: appearance = .sidebarPlain
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        switch description.headerMode {
        case .none?: configuration.headerMode = .none
        case .supplementary?: configuration.headerMode = .supplementary
        case .firstItemInSection?: configuration.headerMode = .firstItemInSection
        case nil: break
        }
        switch description.footerMode {
        case .none?: configuration.footerMode = .none
        case .supplementary?: configuration.footerMode = .supplementary
        case nil: break
        }
        if let padding = description.headerTopPadding { configuration.headerTopPadding = CGFloat(padding) }
        if let shows = description.showsSeparators { configuration.showsSeparators = shows }
        return configuration
    }

    @available(iOS 17.0, tvOS 17.0, *)
    static func apply(
        _ description: OrthogonalScrollingPropertiesDescription,
        to properties: UICollectionLayoutSectionOrthogonalScrollingProperties
    ) {
        switch description.decelerationRate {
        case .automatic?: properties.decelerationRate = .automatic
        case .normal?: properties.decelerationRate = .normal
        case .fast?: properties.decelerationRate = .fast
        case .custom(let rate)?: properties.decelerationRate = .init(rawValue: CGFloat(rate))
        case nil: break
        }
        switch description.bounce {
        case .automatic?: properties.bounce = .automatic
        case .always?: properties.bounce = .always
        case .never?: properties.bounce = .never
        case nil: break
        }
    }

    static func behavior(_ description: OrthogonalScrollingBehaviorDescription)
        -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
        switch description {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }

    static func reference(_ reference: ContentInsetsReference) -> UIContentInsetsReference {
        switch reference {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }

    static func alignment(_ alignment: BoundaryAlignmentDescription) -> NSRectAlignment {
        switch alignment {
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
    }
}
