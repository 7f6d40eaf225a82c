/// Checks a description's numbers before solving, so that bad input becomes a typed error naming
/// the section and path instead of NaN frames or a trap (R-DIM-3, R-DIAG-1).
enum Validation {
    static func check(_ size: LayoutSize, at path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        guard size.widthDimension.isValid else {
            throw .invalidDimension(
                size.widthDimension, at: path().appending("layoutSize").appending("widthDimension"))
        }
        guard size.heightDimension.isValid else {
            throw .invalidDimension(
                size.heightDimension, at: path().appending("layoutSize").appending("heightDimension"))
        }
    }

    static func check(_ value: Double, at path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        guard value.isFinite else { throw .invalidNumber(value, at: path()) }
    }

    static func check(_ insets: DirectionalEdgeInsets, at path: @autoclosure () -> LayoutPath)
        throws(LayoutError)
    {
        guard !insets.isFinite else { return }
        try check(insets.top, at: path().appending("top"))
        try check(insets.leading, at: path().appending("leading"))
        try check(insets.bottom, at: path().appending("bottom"))
        try check(insets.trailing, at: path().appending("trailing"))
    }

    static func check(_ edges: LayoutEdgeSpacing?, at path: @autoclosure () -> LayoutPath) throws(LayoutError)
    {
        guard let edges else { return }
        try check(edges.leading?.spacing ?? 0, at: path().appending("leading"))
        try check(edges.top?.spacing ?? 0, at: path().appending("top"))
        try check(edges.trailing?.spacing ?? 0, at: path().appending("trailing"))
        try check(edges.bottom?.spacing ?? 0, at: path().appending("bottom"))
    }

    /// Checks everything a subitem says about itself (size, insets, edge spacing).
    static func check(_ subitem: LayoutSubitem, at path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try check(subitem.layoutSize, at: path())
        try check(subitem.contentInsets, at: path().appending("contentInsets"))
        try check(subitem.edgeSpacing, at: path().appending("edgeSpacing"))
    }

    static func check(_ environment: LayoutEnvironment) throws(LayoutError) {
        let size = environment.container.contentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidEnvironment(
                "container size must be finite and ≥ 0, got \(size)")
        }
        if let scale = environment.displayScale, !(scale.isFinite && scale > 0) {
            throw .invalidEnvironment(
                "displayScale must be a finite number > 0, got \(LayoutNumberFormat.string(scale))")
        }
        guard environment.readableContentWidth.isFinite, environment.readableContentWidth >= 0 else {
            throw .invalidEnvironment("readableContentWidth must be finite and ≥ 0")
        }
        for (name, insets) in [
            ("safeAreaInsets", environment.safeAreaInsets), ("layoutMargins", environment.layoutMargins),
        ]
        where !insets.isFinite {
            throw .invalidEnvironment("\(name) must be finite")
        }
    }

    /// Checks a whole group description, including subitems that fitting may never lay out and
    /// sections without items, so that an invalid description is rejected whatever the item
    /// counts (R-DIM-3, R-DIAG-1).
    ///
    /// Implements R-DIM-3.
    ///
    /// - Complexity: O(size of the description); builds no path unless it throws.
    static func checkTree(_ group: LayoutGroup, at path: @autoclosure () -> LayoutPath) throws(LayoutError) {
        try check(group.layoutSize, at: path())
        try check(group.contentInsets, at: path().appending("contentInsets"))
        try check(group.edgeSpacing, at: path().appending("edgeSpacing"))
        try check(group.interItemSpacing?.spacing ?? 0, at: path().appending("interItemSpacing"))
        try checkSupplementaries(group.supplementaryItems, at: path())
        switch group.repetition {
        case .fill: break
        case .count(let count):
            guard count >= 1 else { throw .invalidCount(count, at: path().appending("count")) }
        case .repeating(let count):
            guard count >= 1 else { throw .invalidCount(count, at: path().appending("repeatingCount")) }
        }
        if case .custom = group.arrangement { return }
        guard !group.subitems.isEmpty else { throw .emptySubitems(at: path().appending("subitems")) }
        for (position, subitem) in group.subitems.enumerated() {
            switch subitem {
            case .item(let item):
                try check(subitem, at: path().appending("subitems", index: position))
                try checkSupplementaries(
                    item.supplementaryItems, at: path().appending("subitems", index: position))
            case .group(let nested):
                try checkTree(nested, at: path().appending("subitems", index: position).appending("group"))
            }
        }
    }

    /// Checks anchored supplementaries and rejects two of one kind on one element (R-INDEX-3).
    ///
    /// Implements R-INDEX-3.
    static func checkSupplementaries(
        _ items: [LayoutSupplementaryItem], at path: @autoclosure () -> LayoutPath
    ) throws(LayoutError) {
        guard !items.isEmpty else { return }
        var kinds: Set<String> = []
        for (position, item) in items.enumerated() {
            try check(item.layoutSize, at: path().appending("supplementaryItems", index: position))
            for anchor in [item.containerAnchor, item.itemAnchor] {
                guard let anchor else { continue }
                try check(
                    anchor.offset.x,
                    at: path().appending("supplementaryItems", index: position).appending("offset"))
                try check(
                    anchor.offset.y,
                    at: path().appending("supplementaryItems", index: position).appending("offset"))
            }
            guard kinds.insert(item.elementKind).inserted else {
                throw .duplicateSupplementary(
                    kind: item.elementKind, at: path().appending("supplementaryItems", index: position))
            }
        }
    }
}
