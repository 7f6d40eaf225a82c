/// A section after its template chain has been applied, with the path each field came from.
struct MergedSection: Sendable {
    var section: SectionDescription
    /// For each field name set in ``section``, the path of the object that set it (the section
    /// itself or a template), so that errors point at the text the user wrote.
    var origins: [String: DescriptionPath]
    /// Whether the template chain could not be applied (an unknown or self-referring template).
    var templateFailed = false

    func path(of field: String, default base: DescriptionPath) -> DescriptionPath {
        (origins[field] ?? base).key(field)
    }
}

extension LayoutDescription {
    /// Applies templates: a section with `template: name` starts from that template (which may
    /// itself name a template) and its own fields override the template's.
    /// Every template chain is checked (unused templates included); each problem is reported once.
    func mergedSections(problems: inout [DescriptionProblem]) -> [MergedSection] {
        var templateProblems: [DescriptionProblem] = []
        for template in templates {
            _ = merged(
                template.section, at: DescriptionPath.root.key("templates").key(template.name),
                visited: [template.name], problems: &templateProblems)
        }
        for problem in templateProblems where !problems.contains(problem) { problems.append(problem) }
        return sections.enumerated().map { index, section in
            var sectionProblems: [DescriptionProblem] = []
            var result = merged(
                section, at: DescriptionPath.root.key("sections").index(index), visited: [],
                problems: &sectionProblems)
            result.templateFailed = !sectionProblems.isEmpty
            for problem in sectionProblems where !problems.contains(problem) { problems.append(problem) }
            return result
        }
    }

    private func merged(
        _ section: SectionDescription, at path: DescriptionPath, visited: [String],
        problems: inout [DescriptionProblem]
    ) -> MergedSection {
        var base = MergedSection(section: SectionDescription(), origins: [:])
        if let name = section.template {
            let names = templates.map(\.name)
            if visited.contains(name) {
                let chain = (visited + [name]).joined(separator: " → ")
                problems.append(
                    DescriptionProblem(
                        path: path.key("template"),
                        message: "template \"\(name)\" refers to itself (\(chain))"))
            } else if let template = templates.first(where: { $0.name == name }) {
                base = merged(
                    template.section, at: DescriptionPath.root.key("templates").key(name),
                    visited: visited + [name], problems: &problems)
            } else {
                let known =
                    names.isEmpty ? "no templates are defined" : "known: " + names.joined(separator: ", ")
                problems.append(
                    DescriptionProblem(
                        path: path.key("template"),
                        message:
                            "unknown template \"\(name)\" (\(known))\(Suggestion.hint(for: name, among: names))"
                    ))
            }
        }
        var result = base
        func take<T>(_ keyPath: WritableKeyPath<SectionDescription, T?>, _ name: String) {
            if let value = section[keyPath: keyPath] {
                result.section[keyPath: keyPath] = value
                result.origins[name] = path
            }
        }
        take(\.itemCount, "itemCount")
        take(\.group, "group")
        take(\.list, "list")
        // A group and a list are alternatives: the one this object sets replaces the other.
        if section.group != nil && section.list == nil {
            result.section.list = nil
            result.origins["list"] = nil
        }
        if section.list != nil && section.group == nil {
            result.section.group = nil
            result.origins["group"] = nil
        }
        take(\.contentInsets, "contentInsets")
        take(\.interGroupSpacing, "interGroupSpacing")
        take(\.orthogonalScrollingBehavior, "orthogonalScrollingBehavior")
        take(\.orthogonalScrollingProperties, "orthogonalScrollingProperties")
        take(\.contentInsetsReference, "contentInsetsReference")
        take(\.supplementaryContentInsetsReference, "supplementaryContentInsetsReference")
        take(\.supplementariesFollowContentInsets, "supplementariesFollowContentInsets")
        take(\.boundarySupplementaryItems, "boundarySupplementaryItems")
        take(\.decorationItems, "decorationItems")
        result.section.template = section.template
        return result
    }
}
