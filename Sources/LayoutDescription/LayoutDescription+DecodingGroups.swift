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
                    "a group with \"\(key)\" repeats exactly one subitem (R-COUNT), got \(subitems.count)"
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
}
