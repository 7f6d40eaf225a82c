import CollectionLayout

extension ResolvedLayout {
    /// The description problem for an engine error: its `LayoutPath` translated to the JSON path
    /// of the text that caused it (`section 2: group.subitems[0].layoutSize.widthDimension` →
    /// `sections[2].group.horizontal.subitems[0].item.size.width`).
    public func problem(for error: LayoutError) -> DescriptionProblem {
        switch error {
        case .invalidDimension(_, let path), .invalidNumber(_, let path), .invalidCount(_, let path),
            .emptySubitems(let path), .templateTooLarge(_, _, let path), .invalidAlignment(let path),
            .duplicateSupplementary(_, let path):
            return DescriptionProblem(path: descriptionPath(for: path), message: message(of: error))
        case .strict(let diagnostic):
            return DescriptionProblem(
                path: descriptionPath(for: diagnostic.path), message: diagnostic.message + " (strict mode)")
        case .invalidItemCount(_, let section):
            return DescriptionProblem(
                path: DescriptionPath.root.key("sections").index(section).key("itemCount"),
                message: message(of: error))
        case .invalidEnvironment, .nonFiniteGeometry(_, _, nil):
            return DescriptionProblem(
                path: DescriptionPath.root.key("environment"), message: message(of: error))
        case .nonFiniteGeometry(_, _, let section?):
            return DescriptionProblem(
                path: DescriptionPath.root.key("sections").index(section), message: message(of: error))
        case .missingSection(let section), .noSuchElement(_, let section),
            .invalidPreferredSize(_, _, let section):
            return DescriptionProblem(
                path: DescriptionPath.root.key("sections").index(section), message: "\(error)")
        }
    }

    /// The description problem for a diagnostic (`complayout frames` prints these on stderr).
    public func problem(for diagnostic: LayoutDiagnostic) -> DescriptionProblem {
        DescriptionProblem(path: descriptionPath(for: diagnostic.path), message: diagnostic.message)
    }

    /// The engine's message without its own path prefix.
    private func message(of error: LayoutError) -> String { error.reason }

    /// Translates an engine path into the description's JSON path.
    func descriptionPath(for path: LayoutPath) -> DescriptionPath {
        guard let index = path.section, sections.indices.contains(index) else {
            return Self.append(path.components[...], to: DescriptionPath.root.key("configuration"))
        }
        let merged = sections[index]
        let base = DescriptionPath.root.key("sections").index(index)
        var rest = path.components.dropFirst()
        switch path.components.first {
        case .property(let first)? where merged.section.group == nil && merged.origins[first] == nil:
            // A part of a list section that the list made (its rows, header, footer, padding): the
            // section's own `list`, or the layout-wide one (R-LIST-1).
            return merged.origins["list"].map { $0.key("list") } ?? DescriptionPath.root.key("list")
        case .index(let first, _)? where merged.section.group == nil && merged.origins[first] == nil:
            return merged.origins["list"].map { $0.key("list") } ?? DescriptionPath.root.key("list")
        case .property(let first)?:
            var result = merged.path(of: first, default: base)
            if first == "group", let group = merged.section.group {
                result = Self.walk(group, at: result, components: &rest)
            }
            return Self.append(rest, to: result)
        case .index(let first, let position)?:
            return Self.append(rest, to: merged.path(of: first, default: base).index(position))
        case nil:
            return base
        }
    }

    /// Appends engine components, renaming engine properties to the format's keys
    /// (`layoutSize.widthDimension` → `size.width`).
    private static func append(_ components: ArraySlice<LayoutPath.Component>, to path: DescriptionPath)
        -> DescriptionPath
    {
        let names = ["layoutSize": "size", "widthDimension": "width", "heightDimension": "height"]
        var result = path
        for component in components {
            switch component {
            case .property(let name): result = result.key(names[name] ?? name)
            case .index(let name, let position): result = result.key(names[name] ?? name).index(position)
            }
        }
        return result
    }

    /// Follows engine components through a group, consuming those it understands.
    private static func walk(
        _ group: GroupDescription, at path: DescriptionPath,
        components: inout ArraySlice<LayoutPath.Component>
    ) -> DescriptionPath {
        var result = path.key(group.keyword)
        let subitems: [SubitemDescription]
        switch group {
        case .horizontal(let body), .vertical(let body): subitems = body.subitems
        case .custom: subitems = []
        }
        while let component = components.first {
            switch component {
            case .property("layoutSize"):
                components.removeFirst()
                return sizePath(result.key("size"), components: &components)
            case .index("customItems", let position):
                components.removeFirst()
                return result.key("frames").index(position)
            case .index("subitems", let position) where subitems.indices.contains(position):
                components.removeFirst()
                let subitemPath = result.key("subitems").index(position)
                switch subitems[position] {
                case .group(let nested):
                    if components.first == .property("group") { components.removeFirst() }
                    return walk(nested, at: subitemPath, components: &components)
                case .item:
                    result = subitemPath.key("item")
                    if components.first == .property("layoutSize") {
                        components.removeFirst()
                        return sizePath(result.key("size"), components: &components)
                    }
                    return result
                }
            default:
                return result
            }
        }
        return result
    }

    private static func sizePath(_ path: DescriptionPath, components: inout ArraySlice<LayoutPath.Component>)
        -> DescriptionPath
    {
        switch components.first {
        case .property("widthDimension"):
            components.removeFirst()
            return path.key("width")
        case .property("heightDimension"):
            components.removeFirst()
            return path.key("height")
        default: return path
        }
    }
}

extension ResolvedLayout {
    /// The kinds of the boundary supplementary items of section `section` (after templates), for
    /// telling boundary items, which do not scroll with an orthogonal row, from item and group
    /// supplementaries, which do (R-ORTHO-6).
    public func boundaryKinds(inSection section: Int) -> Set<String> {
        guard sections.indices.contains(section) else { return [] }
        return Set((sections[section].section.boundarySupplementaryItems ?? []).map { $0.kind })
    }
}
