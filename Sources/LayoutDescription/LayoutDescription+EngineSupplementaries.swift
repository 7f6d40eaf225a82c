import CollectionLayout

/// Turns the supplementary, decoration and orthogonal parts of a description into engine values.
/// Defaults are the engine's (Layout rules, Defaults): `extendsBoundary` true, `pinToVisibleBounds` false,
/// zIndex 1 for supplementaries and 0 for decorations, no offset.
extension LayoutDescription {
    static func engineBoundaryItem(_ description: BoundaryItemDescription) -> LayoutBoundarySupplementaryItem
    {
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: description.size, elementKind: description.kind,
            alignment: engineAlignment(description.alignment), absoluteOffset: description.offset ?? .zero)
        item.extendsBoundary = description.extendsBoundary ?? true
        item.pinToVisibleBounds = description.pinToVisibleBounds ?? false
        item.zIndex = description.zIndex ?? 1
        return item
    }

    static func engineAnchoredItem(_ description: AnchoredItemDescription) -> LayoutSupplementaryItem {
        var item = LayoutSupplementaryItem(
            layoutSize: description.size, elementKind: description.kind,
            containerAnchor: engineAnchor(description.containerAnchor),
            itemAnchor: description.itemAnchor.map(engineAnchor))
        item.zIndex = description.zIndex ?? 1
        return item
    }

    static func engineDecoration(_ description: DecorationItemDescription) -> LayoutDecorationItem {
        var item = LayoutDecorationItem.background(elementKind: description.background)
        item.contentInsets = description.contentInsets ?? .zero
        item.zIndex = description.zIndex ?? 0
        return item
    }

    static func engineAnchor(_ description: AnchorDescription) -> LayoutAnchor {
        var edges: DirectionalRectEdge = []
        for edge in description.edges {
            switch edge {
            case .top: edges.insert(.top)
            case .leading: edges.insert(.leading)
            case .bottom: edges.insert(.bottom)
            case .trailing: edges.insert(.trailing)
            }
        }
        if let fractional = description.fractionalOffset {
            return LayoutAnchor(edges: edges, fractionalOffset: fractional)
        }
        return LayoutAnchor(edges: edges, absoluteOffset: description.absoluteOffset ?? .zero)
    }

    static func engineAlignment(_ description: BoundaryAlignmentDescription) -> RectAlignment {
        switch description {
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

    static func engineBehavior(_ description: OrthogonalScrollingBehaviorDescription)
        -> OrthogonalScrollingBehavior
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
}
