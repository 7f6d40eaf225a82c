import CollectionLayout

extension DescriptionReader {
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
