import CollectionLayout

/// Groups, items, supplementary items and the values they hold, as Swift statements.
extension SwiftLayoutEmitter {
    /// Writes a group (its subitems first) named after `base`; returns the name.
    static func group(
        _ group: GroupDescription, at path: DescriptionPath, base: String, into writer: inout SwiftCodeWriter
    ) -> String {
        let bodyPath = path.key(group.keyword)
        switch group {
        case .horizontal(let body), .vertical(let body):
            let subitems = body.subitems.enumerated().map { index, subitem -> String in
                let subitemPath = bodyPath.key("subitems").index(index)
                switch subitem {
                case .item(let item): return self.item(item, at: subitemPath.key("item"), into: &writer)
                case .group(let nested):
                    return self.group(nested, at: subitemPath, base: "nestedGroup", into: &writer)
                }
            }
            let anchored = anchoredItems(body.supplementaryItems, owner: bodyPath, into: &writer)
            writer.comment(path.description)
            let name = writer.unusedName(base)
            let size = self.size(body.size, for: name, into: &writer)
            let factory = "let \(name) = NSCollectionLayoutGroup.\(group.keyword)"
            if let count = body.count {
                writer.call(factory, ["layoutSize: \(size)", "subitem: \(subitems[0])", "count: \(count)"])
            } else if let count = body.repeatingCount {
                writer.call(
                    factory, ["layoutSize: \(size)", "repeatingSubitem: \(subitems[0])", "count: \(count)"])
            } else {
                writer.call(
                    factory, ["layoutSize: \(size)", "subitems: [\(subitems.joined(separator: ", "))]"])
            }
            if let spacing = body.interItemSpacing {
                writer.line("\(name).interItemSpacing = \(self.spacing(spacing))")
            }
            if let insets = body.contentInsets {
                writer.call("\(name).contentInsets = NSDirectionalEdgeInsets", insetArguments(insets))
            }
            if let edges = body.edgeSpacing { edgeSpacing(edges, of: name, into: &writer) }
            if let anchored {
                writer.line("\(name).supplementaryItems = [\(anchored.joined(separator: ", "))]")
            }
            return name
        case .custom(let body):
            writer.comment(path.description)
            let name = writer.unusedName(base)
            let size = self.size(body.size, for: name, into: &writer)
            if body.frames.isEmpty {
                writer.line("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { _ in [] }")
            } else {
                writer.open("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { _ in")
                writer.open("[")
                for frame in body.frames {
                    let rect = frame.frame
                    let numbers = [
                        ("x", rect.minX), ("y", rect.minY), ("width", rect.size.width),
                        ("height", rect.size.height),
                    ].map { "\($0.0): \(SwiftLiteral.number($0.1))" }
                    writer.call(
                        "NSCollectionLayoutGroupCustomItem",
                        ["frame: CGRect(\(numbers.joined(separator: ", ")))", "zIndex: \(frame.zIndex)"], ",")
                }
                writer.close("]")
                writer.close()
            }
            if let insets = body.contentInsets {
                writer.call("\(name).contentInsets = NSDirectionalEdgeInsets", insetArguments(insets))
            }
            if let edges = body.edgeSpacing { edgeSpacing(edges, of: name, into: &writer) }
            return name
        }
    }

    /// Writes an item (its supplementary items first); returns its name.
    static func item(_ item: ItemDescription, at path: DescriptionPath, into writer: inout SwiftCodeWriter)
        -> String
    {
        let anchored = anchoredItems(item.supplementaryItems, owner: path, into: &writer)
        writer.comment(path.description)
        let name = writer.unusedName("item")
        let size = self.size(item.size, for: name, into: &writer)
        if let anchored {
            writer.call(
                "let \(name) = NSCollectionLayoutItem",
                ["layoutSize: \(size)", "supplementaryItems: [\(anchored.joined(separator: ", "))]"])
        } else {
            writer.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(size))")
        }
        if let insets = item.contentInsets {
            writer.call("\(name).contentInsets = NSDirectionalEdgeInsets", insetArguments(insets))
        }
        if let edges = item.edgeSpacing { edgeSpacing(edges, of: name, into: &writer) }
        return name
    }

    /// Writes the anchored supplementary items of the item or group at `owner`; returns their
    /// names, or nil when the description gives none.
    static func anchoredItems(
        _ items: [AnchoredItemDescription]?, owner: DescriptionPath, into writer: inout SwiftCodeWriter
    ) -> [String]? {
        guard let items else { return nil }
        return items.enumerated().map { index, item in
            writer.comment(owner.key("supplementaryItems").index(index).description)
            let name = writer.unusedName(
                SwiftLiteral.identifier(from: item.kind, fallback: "supplementaryItem"))
            let size = self.size(item.size, for: name, into: &writer)
            let container = anchor(item.containerAnchor, name: name + "Anchor", into: &writer)
            var arguments = [
                "layoutSize: \(size)", "elementKind: \(SwiftLiteral.string(item.kind))",
                "containerAnchor: \(container)",
            ]
            if let itemAnchor = item.itemAnchor {
                arguments.append(
                    "itemAnchor: \(anchor(itemAnchor, name: name + "ItemAnchor", into: &writer))")
            }
            writer.call("let \(name) = NSCollectionLayoutSupplementaryItem", arguments)
            if let zIndex = item.zIndex { writer.line("\(name).zIndex = \(zIndex)") }
            return name
        }
    }

    /// Writes `let NAME = NSCollectionLayoutAnchor(…)`; returns the name.
    static func anchor(_ anchor: AnchorDescription, name base: String, into writer: inout SwiftCodeWriter)
        -> String
    {
        let name = writer.unusedName(base)
        var seen: Set<AnchorEdgeDescription> = []
        let edges = anchor.edges.filter { seen.insert($0).inserted }.map { ".\($0.rawValue)" }
        var arguments = ["edges: [\(edges.joined(separator: ", "))]"]
        if let offset = anchor.fractionalOffset {
            arguments.append("fractionalOffset: \(point(offset))")
        } else if let offset = anchor.absoluteOffset {
            arguments.append("absoluteOffset: \(point(offset))")
        }
        writer.call("let \(name) = NSCollectionLayoutAnchor", arguments)
        return name
    }

    /// Writes a boundary supplementary item named after its kind; returns the name.
    static func boundaryItem(
        _ item: BoundaryItemDescription, at path: DescriptionPath, into writer: inout SwiftCodeWriter
    ) -> String {
        writer.comment(path.description)
        let name = writer.unusedName(SwiftLiteral.identifier(from: item.kind, fallback: "boundaryItem"))
        let size = self.size(item.size, for: name, into: &writer)
        var arguments = [
            "layoutSize: \(size)", "elementKind: \(SwiftLiteral.string(item.kind))",
            "alignment: .\(item.alignment.rawValue)",
        ]
        if let offset = item.offset { arguments.append("absoluteOffset: \(point(offset))") }
        writer.call("let \(name) = NSCollectionLayoutBoundarySupplementaryItem", arguments)
        if let extends = item.extendsBoundary { writer.line("\(name).extendsBoundary = \(extends)") }
        if let pins = item.pinToVisibleBounds { writer.line("\(name).pinToVisibleBounds = \(pins)") }
        if let zIndex = item.zIndex { writer.line("\(name).zIndex = \(zIndex)") }
        return name
    }

    /// Writes a background decoration item named after its kind; returns the name.
    static func decorationItem(
        _ item: DecorationItemDescription, at path: DescriptionPath, into writer: inout SwiftCodeWriter
    ) -> String {
        writer.comment(path.description)
        let name = writer.unusedName(
            SwiftLiteral.identifier(from: item.background, fallback: "decorationItem"))
        writer.call(
            "let \(name) = NSCollectionLayoutDecorationItem.background",
            ["elementKind: \(SwiftLiteral.string(item.background))"])
        if let insets = item.contentInsets {
            writer.call("\(name).contentInsets = NSDirectionalEdgeInsets", insetArguments(insets))
        }
        if let zIndex = item.zIndex { writer.line("\(name).zIndex = \(zIndex)") }
        return name
    }

    /// Writes `let NAMESize = NSCollectionLayoutSize(…)`; returns its name.
    static func size(_ size: LayoutSize, for owner: String, into writer: inout SwiftCodeWriter) -> String {
        let name = writer.unusedName(owner + "Size")
        writer.call(
            "let \(name) = NSCollectionLayoutSize",
            [
                "widthDimension: \(dimension(size.widthDimension))",
                "heightDimension: \(dimension(size.heightDimension))",
            ])
        return name
    }

    static func edgeSpacing(_ edges: LayoutEdgeSpacing, of name: String, into writer: inout SwiftCodeWriter) {
        let sides = [
            ("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing),
            ("bottom", edges.bottom),
        ]
        writer.call(
            "\(name).edgeSpacing = NSCollectionLayoutEdgeSpacing",
            sides.map { "\($0.0): \($0.1.map(spacing) ?? "nil")" })
    }

    static func dimension(_ dimension: LayoutDimension) -> String {
        let value = SwiftLiteral.number(dimension.dimension)
        switch dimension.kind {
        case .fractionalWidth: return ".fractionalWidth(\(value))"
        case .fractionalHeight: return ".fractionalHeight(\(value))"
        case .absolute: return ".absolute(\(value))"
        case .estimated: return ".estimated(\(value))"
        case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(value))"
        }
    }

    static func spacing(_ spacing: LayoutSpacing) -> String {
        "\(spacing.isFlexibleSpacing ? ".flexible" : ".fixed")(\(SwiftLiteral.number(spacing.spacing)))"
    }

    static func insets(_ insets: DirectionalEdgeInsets) -> String {
        "NSDirectionalEdgeInsets(" + insetArguments(insets).joined(separator: ", ") + ")"
    }

    static func insetArguments(_ insets: DirectionalEdgeInsets) -> [String] {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map(SwiftLiteral.number)
        return [
            "top: \(values[0])", "leading: \(values[1])", "bottom: \(values[2])", "trailing: \(values[3])",
        ]
    }

    static func point(_ point: Point) -> String {
        "CGPoint(x: \(SwiftLiteral.number(point.x)), y: \(SwiftLiteral.number(point.y)))"
    }
}
