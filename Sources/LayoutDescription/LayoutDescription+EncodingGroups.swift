import CollectionLayout

extension Encoding {
    static func group(_ group: GroupDescription) -> DescriptionValue {
        switch group {
        case .horizontal(let body), .vertical(let body): return .object([(group.keyword, stackGroup(body))])
        case .custom(let body): return .object([("custom", customGroup(body))])
        }
    }

    static func stackGroup(_ body: StackGroupDescription) -> DescriptionValue {
        var pairs: Pairs = [("size", size(body.size))]
        pairs.append(("subitems", .array(body.subitems.map(subitem))))
        add(&pairs, "count", integer(body.count))
        add(&pairs, "repeatingCount", integer(body.repeatingCount))
        add(&pairs, "interItemSpacing", spacing(body.interItemSpacing))
        add(&pairs, "contentInsets", insets(body.contentInsets))
        add(&pairs, "edgeSpacing", edgeSpacing(body.edgeSpacing))
        add(&pairs, "supplementaryItems", body.supplementaryItems.map { .array($0.map(anchored)) })
        return .object(pairs)
    }

    static func customGroup(_ body: CustomGroupDescription) -> DescriptionValue {
        let frames: [DescriptionValue] = body.frames.map { item in
            var numbers: [DescriptionValue] = [
                .number(item.frame.minX), .number(item.frame.minY), .number(item.frame.width),
                .number(item.frame.height),
            ]
            if item.zIndex != 0 { numbers.append(.number(Double(item.zIndex))) }
            return .array(numbers)
        }
        var pairs: Pairs = [("size", size(body.size)), ("frames", .array(frames))]
        add(&pairs, "contentInsets", insets(body.contentInsets))
        add(&pairs, "edgeSpacing", edgeSpacing(body.edgeSpacing))
        return .object(pairs)
    }

    static func subitem(_ subitem: SubitemDescription) -> DescriptionValue {
        switch subitem {
        case .group(let nested): return group(nested)
        case .item(let item):
            var pairs: Pairs = [("size", size(item.size))]
            add(&pairs, "contentInsets", insets(item.contentInsets))
            add(&pairs, "edgeSpacing", edgeSpacing(item.edgeSpacing))
            add(&pairs, "supplementaryItems", item.supplementaryItems.map { .array($0.map(anchored)) })
            return .object([("item", .object(pairs))])
        }
    }
}
