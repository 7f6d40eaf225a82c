import CollectionLayout

extension DescriptionReader {
    func group(_ value: DescriptionValue, at path: DescriptionPath) -> GroupDescription? {
        guard let fields = object(value, "group", at: path), fields.pairs.count == 1 else { return nil }
        return groupBody(fields)
    }

    /// The group named by the single key of a `group` or `subitem` object.
    private func groupBody(_ fields: Fields) -> GroupDescription? {
        if let body = read(fields, "horizontal", { self.stackGroup($0, at: $2) }) { return .horizontal(body) }
        if let body = read(fields, "vertical", { self.stackGroup($0, at: $2) }) { return .vertical(body) }
        if let body = read(fields, "custom", { self.customGroup($0, at: $2) }) { return .custom(body) }
        return nil
    }

    func subitem(_ value: DescriptionValue, at path: DescriptionPath) -> SubitemDescription? {
        guard let fields = object(value, "subitem", at: path), fields.pairs.count == 1 else { return nil }
        if fields.pairs[0].key == "item" {
            return read(fields, "item") { self.item($0, at: $2) }.map { .item($0) }
        }
        return groupBody(fields).map { .group($0) }
    }

    func stackGroup(_ value: DescriptionValue, at path: DescriptionPath) -> StackGroupDescription? {
        guard let fields = object(value, "stackGroup", at: path) else { return nil }
        let before = problems.count
        let size = read(fields, "size") { self.size($0, $1, at: $2) }
        let subitems = read(fields, "subitems") { value, shape, path in
            self.list(value, shape, at: path) { self.subitem($0, at: $2) }
        }
        let count = read(fields, "count") { self.integer($0, $1, at: $2) }
        let repeatingCount = read(fields, "repeatingCount") { self.integer($0, $1, at: $2) }
        let spacing = read(fields, "interItemSpacing") { self.spacing($0, $1, at: $2) }
        let contentInsets = read(fields, "contentInsets") { self.insets($0, $1, at: $2) }
        let edgeSpacing = read(fields, "edgeSpacing") { self.edgeSpacing($0, $1, at: $2) }
        let supplementaries = read(fields, "supplementaryItems") { value, shape, path in
            self.list(value, shape, at: path) { self.anchored($0, at: $2) }
        }
        if let subitems, subitems.isEmpty {
            report(path.key("subitems"), "a horizontal or vertical group needs at least one subitem")
        }
        if count != nil && repeatingCount != nil {
            report(path, "\"count\" and \"repeatingCount\" exclude each other; give one")
        }
        for (key, value) in [("count", count), ("repeatingCount", repeatingCount)] where value != nil {
            if let subitems, subitems.count > 1 {
                report(
                    path.key("subitems"),
                    "a group with \"\(key)\" repeats exactly one subitem (SPEC R-COUNT), got \(subitems.count)"
                )
            }
        }
        guard problems.count == before, let size, let subitems else { return nil }
        var result = StackGroupDescription(size: size, subitems: subitems)
        result.count = count
        result.repeatingCount = repeatingCount
        result.interItemSpacing = spacing
        result.contentInsets = contentInsets
        result.edgeSpacing = edgeSpacing
        result.supplementaryItems = supplementaries
        return result
    }

    func customGroup(_ value: DescriptionValue, at path: DescriptionPath) -> CustomGroupDescription? {
        guard let fields = object(value, "customGroup", at: path) else { return nil }
        let before = problems.count
        let size = read(fields, "size") { self.size($0, $1, at: $2) }
        let frames = read(fields, "frames") { value, shape, path in
            self.list(value, shape, at: path) { self.frame($0, $1, at: $2) }
        }
        let contentInsets = read(fields, "contentInsets") { self.insets($0, $1, at: $2) }
        let edgeSpacing = read(fields, "edgeSpacing") { self.edgeSpacing($0, $1, at: $2) }
        guard problems.count == before, let size, let frames else { return nil }
        var result = CustomGroupDescription(size: size, frames: frames)
        result.contentInsets = contentInsets
        result.edgeSpacing = edgeSpacing
        return result
    }

    func item(_ value: DescriptionValue, at path: DescriptionPath) -> ItemDescription? {
        guard let fields = object(value, "item", at: path) else { return nil }
        let before = problems.count
        let size = read(fields, "size") { self.size($0, $1, at: $2) }
        let contentInsets = read(fields, "contentInsets") { self.insets($0, $1, at: $2) }
        let edgeSpacing = read(fields, "edgeSpacing") { self.edgeSpacing($0, $1, at: $2) }
        let supplementaries = read(fields, "supplementaryItems") { value, shape, path in
            self.list(value, shape, at: path) { self.anchored($0, at: $2) }
        }
        guard problems.count == before, let size else { return nil }
        var result = ItemDescription(size: size, contentInsets: contentInsets)
        result.edgeSpacing = edgeSpacing
        result.supplementaryItems = supplementaries
        return result
    }

    func anchored(_ value: DescriptionValue, at path: DescriptionPath) -> AnchoredItemDescription? {
        guard let fields = object(value, "anchored", at: path) else { return nil }
        let before = problems.count
        let kind = read(fields, "kind") { self.text($0, $1, at: $2) }
        let size = read(fields, "size") { self.size($0, $1, at: $2) }
        let container = read(fields, "containerAnchor") { self.anchor($0, at: $2) }
        let itemAnchor = read(fields, "itemAnchor") { self.anchor($0, at: $2) }
        let zIndex = read(fields, "zIndex") { self.integer($0, $1, at: $2) }
        guard problems.count == before, let kind, let size, let container else { return nil }
        var result = AnchoredItemDescription(kind: kind, size: size, containerAnchor: container)
        result.itemAnchor = itemAnchor
        result.zIndex = zIndex
        return result
    }

    func anchor(_ value: DescriptionValue, at path: DescriptionPath) -> AnchorDescription? {
        guard let fields = object(value, "anchor", at: path) else { return nil }
        let before = problems.count
        let edgeTable = NameTables.table(AnchorEdgeDescription.self)
        let edges = read(fields, "edges") { value, shape, path in
            self.list(value, shape, at: path) { self.named($0, $1, at: $2, edgeTable) }
        }
        let fractional = read(fields, "fractionalOffset") { self.pair($0, $1, at: $2) }
        let absolute = read(fields, "absoluteOffset") { self.pair($0, $1, at: $2) }
        if fractional != nil && absolute != nil {
            report(path, "\"fractionalOffset\" and \"absoluteOffset\" exclude each other; give one")
        }
        if let edges, Set(edges).count != edges.count {
            report(path.key("edges"), "each edge may be named once")
        }
        guard problems.count == before, let edges else { return nil }
        return AnchorDescription(edges: edges, fractionalOffset: fractional, absoluteOffset: absolute)
    }

    func boundary(_ value: DescriptionValue, at path: DescriptionPath) -> BoundaryItemDescription? {
        guard let fields = object(value, "boundary", at: path) else { return nil }
        let before = problems.count
        let kind = read(fields, "kind") { self.text($0, $1, at: $2) }
        let size = read(fields, "size") { self.size($0, $1, at: $2) }
        let alignment = read(fields, "alignment") {
            self.named($0, $1, at: $2, NameTables.table(BoundaryAlignmentDescription.self))
        }
        let offset = read(fields, "offset") { self.pair($0, $1, at: $2) }
        let extends = read(fields, "extendsBoundary") { self.bool($0, $1, at: $2) }
        let pins = read(fields, "pinToVisibleBounds") { self.bool($0, $1, at: $2) }
        let zIndex = read(fields, "zIndex") { self.integer($0, $1, at: $2) }
        guard problems.count == before, let kind, let size, let alignment else { return nil }
        var result = BoundaryItemDescription(kind: kind, size: size, alignment: alignment)
        result.offset = offset
        result.extendsBoundary = extends
        result.pinToVisibleBounds = pins
        result.zIndex = zIndex
        return result
    }

    func decoration(_ value: DescriptionValue, at path: DescriptionPath) -> DecorationItemDescription? {
        guard let fields = object(value, "decoration", at: path) else { return nil }
        let before = problems.count
        let background = read(fields, "background") { self.text($0, $1, at: $2) }
        let contentInsets = read(fields, "contentInsets") { self.insets($0, $1, at: $2) }
        let zIndex = read(fields, "zIndex") { self.integer($0, $1, at: $2) }
        guard problems.count == before, let background else { return nil }
        var result = DecorationItemDescription(background: background)
        result.contentInsets = contentInsets
        result.zIndex = zIndex
        return result
    }
}
