import CollectionLayout

extension Encoding {
    static func anchor(_ anchor: AnchorDescription) -> DescriptionValue {
        var pairs: Pairs = [("edges", .array(anchor.edges.map { .string($0.rawValue) }))]
        add(&pairs, "fractionalOffset", pair(anchor.fractionalOffset))
        add(&pairs, "absoluteOffset", pair(anchor.absoluteOffset))
        return .object(pairs)
    }

    static func anchored(_ item: AnchoredItemDescription) -> DescriptionValue {
        var pairs: Pairs = [("kind", .string(item.kind)), ("size", size(item.size))]
        pairs.append(("containerAnchor", anchor(item.containerAnchor)))
        add(&pairs, "itemAnchor", item.itemAnchor.map(anchor))
        add(&pairs, "zIndex", integer(item.zIndex))
        return .object(pairs)
    }

    static func boundary(_ item: BoundaryItemDescription) -> DescriptionValue {
        var pairs: Pairs = [("kind", .string(item.kind)), ("size", size(item.size))]
        pairs.append(("alignment", .string(item.alignment.rawValue)))
        add(&pairs, "offset", pair(item.offset))
        add(&pairs, "extendsBoundary", item.extendsBoundary.map { .bool($0) })
        add(&pairs, "pinToVisibleBounds", item.pinToVisibleBounds.map { .bool($0) })
        add(&pairs, "zIndex", integer(item.zIndex))
        return .object(pairs)
    }

    static func decoration(_ item: DecorationItemDescription) -> DescriptionValue {
        var pairs: Pairs = [("background", .string(item.background))]
        add(&pairs, "contentInsets", insets(item.contentInsets))
        add(&pairs, "zIndex", integer(item.zIndex))
        return .object(pairs)
    }
}
