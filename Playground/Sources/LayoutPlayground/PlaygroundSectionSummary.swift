import CollectionLayout
import LayoutDescription

/// One section of a description as the inspector shows it: where the section's entry under
/// `sections:` and its template are written, and the fields that produce its elements (item count,
/// content insets, spacing, orthogonal scrolling, the group tree with sizes), after its template
/// chain was applied — a section's own fields win over its template's.
public struct PlaygroundSectionSummary: Sendable {
    /// The section's index.
    public var section: Int
    /// Where the section's entry under `sections:` starts.
    public var location: DescriptionSourceLocation
    /// The templates the section starts from, nearest first.
    public var templates: [String]
    /// Where the nearest template is written (its key under `templates:`), when there is one.
    public var templateLocation: DescriptionSourceLocation?
    /// Label and value of every field that was given, in the order the inspector lists them.
    public var fields: [(name: String, value: String)]

    /// `{"section", "line", "column", "templates", "templateLine", "templateColumn", "fields"}`.
    public var json: String {
        let fieldList = fields.map { "[\(JSONText.string($0.name)), \(JSONText.string($0.value))]" }
        return "{\"section\": \(section), \"line\": \(location.line), \"column\": \(location.column), "
            + "\"templates\": [\(templates.map(JSONText.string).joined(separator: ", "))], "
            + "\"templateLine\": \(templateLocation.map { String($0.line) } ?? "null"), "
            + "\"templateColumn\": \(templateLocation.map { String($0.column) } ?? "null"), "
            + "\"fields\": [\(fieldList.joined(separator: ", "))]}"
    }

    /// The summaries of every section of `description`, located in `text` (one parse of `text`).
    ///
    /// - Complexity: O(length of `text` + sections × template chain length).
    public static func summaries(of description: LayoutDescription, text: String) -> [Self] {
        var byName: [String: SectionDescription] = [:]
        for template in description.templates where byName[template.name] == nil {
            byName[template.name] = template.section
        }
        let chains = description.sections.map { chain(of: $0, templates: byName) }
        // One parse locates every section and every nearest template.
        var paths = description.sections.indices.map { DescriptionPath.root.key("sections").index($0) }
        paths += chains.map { DescriptionPath.root.key("templates").key($0.first ?? "") }
        let problems = paths.map { DescriptionProblem(path: $0, message: "") }
        let locations = DescriptionSourceLocation.locations(of: problems, in: text)
        let count = description.sections.count
        return description.sections.indices.map { index in
            let names = chains[index]
            let merged = names.reduce(description.sections[index]) { section, name in
                byName[name].map { merge(section, over: $0) } ?? section
            }
            return PlaygroundSectionSummary(
                section: index, location: locations[index], templates: names,
                templateLocation: names.isEmpty ? nil : locations[count + index], fields: fields(of: merged))
        }
    }

    /// The template names `section` starts from, nearest first, stopping at an unknown name or a
    /// repeated one (a cycle the description's own checks report).
    static func chain(of section: SectionDescription, templates: [String: SectionDescription]) -> [String] {
        var names: [String] = []
        var next = section.template
        while let name = next, !names.contains(name), let template = templates[name] {
            names.append(name)
            next = template.template
        }
        return names
    }

    /// `section` with every field it leaves out taken from `template`.
    static func merge(_ section: SectionDescription, over template: SectionDescription) -> SectionDescription
    {
        var merged = section
        merged.itemCount = section.itemCount ?? template.itemCount
        merged.group = section.group ?? template.group
        merged.list = section.list ?? template.list
        merged.contentInsets = section.contentInsets ?? template.contentInsets
        merged.interGroupSpacing = section.interGroupSpacing ?? template.interGroupSpacing
        merged.orthogonalScrollingBehavior =
            section.orthogonalScrollingBehavior ?? template.orthogonalScrollingBehavior
        return merged
    }

    /// The fields the inspector lists for a merged section.
    static func fields(of section: SectionDescription) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        if let count = section.itemCount { fields.append(("itemCount", String(count))) }
        if let insets = section.contentInsets { fields.append(("contentInsets", text(insets))) }
        if let spacing = section.interGroupSpacing {
            fields.append(("interGroupSpacing", JSONText.number(spacing)))
        }
        if let behavior = section.orthogonalScrollingBehavior, behavior != .none {
            fields.append(("orthogonalScrolling", behavior.rawValue))
        }
        if section.list != nil && section.group == nil {
            fields.append(("list", "rows from the list configuration"))
        }
        if let group = section.group { fields += groupLines(group, depth: 0) }
        return fields
    }

    /// One line per group and item of the tree, indented by depth: kind, size, spacing and insets.
    static func groupLines(_ group: GroupDescription, depth: Int) -> [(name: String, value: String)] {
        let indent = String(repeating: "  ", count: depth)
        switch group {
        case .horizontal(let stack), .vertical(let stack):
            var parts = [text(stack.size)]
            if let count = stack.count { parts.append("count \(count)") }
            if let repeating = stack.repeatingCount { parts.append("repeating \(repeating)") }
            if let spacing = stack.interItemSpacing { parts.append("interItemSpacing \(spacing)") }
            if let insets = stack.contentInsets { parts.append("insets \(text(insets))") }
            var lines = [(name: indent + group.keyword + " group", value: parts.joined(separator: " · "))]
            for subitem in stack.subitems {
                switch subitem {
                case .group(let nested): lines += groupLines(nested, depth: depth + 1)
                case .item(let item):
                    var itemParts = [text(item.size)]
                    if let insets = item.contentInsets { itemParts.append("insets \(text(insets))") }
                    lines.append((indent + "  item", itemParts.joined(separator: " · ")))
                }
            }
            return lines
        case .custom(let custom):
            var parts = [text(custom.size), "\(custom.frames.count) frames"]
            if let insets = custom.contentInsets { parts.append("insets \(text(insets))") }
            return [(indent + "custom group", parts.joined(separator: " · "))]
        }
    }

    /// `width × height`, each as the format writes a dimension (`fractionalWidth(0.5)`).
    static func text(_ size: LayoutSize) -> String {
        func text(_ dimension: LayoutDimension) -> String {
            "\(dimension.kind)(\(JSONText.number(dimension.dimension)))"
        }
        return "\(text(size.widthDimension)) × \(text(size.heightDimension))"
    }

    /// `top leading bottom trailing`.
    static func text(_ insets: DirectionalEdgeInsets) -> String {
        [insets.top, insets.leading, insets.bottom, insets.trailing].map(JSONText.number).joined(
            separator: " ")
    }
}
