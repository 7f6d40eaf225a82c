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

/// How far template resolution got with one template.
private enum TemplateState {
    case unvisited
    case visiting
    /// The template with its chain applied, and the chain's length (the template included).
    case resolved(MergedSection, length: Int)
    /// The chain has a problem (reported once, at the template where it was found).
    case failed
}

extension LayoutDescription {
    /// Applies templates: a section with `template: name` starts from that template (which may
    /// itself name a template) and its own fields override the template's.
    /// Every template chain is checked (unused templates included); each problem is reported once.
    ///
    /// Each template is resolved once and remembered, so that many sections on one long chain, or
    /// one long chain of templates, cost time linear in the sections plus templates; chains are
    /// followed iteratively, and one longer than `limits.maximumTemplateChainDepth` is a problem
    /// naming the chain.
    func mergedSections(problems: inout [DescriptionProblem], limits: DescriptionLimits) -> [MergedSection] {
        var indexByName: [String: Int] = [:]
        for (index, template) in templates.enumerated() where indexByName[template.name] == nil {
            indexByName[template.name] = index
        }
        var states = [TemplateState](repeating: .unvisited, count: templates.count)
        var seen = Set(problems)
        func add(_ problem: DescriptionProblem) {
            if seen.insert(problem).inserted { problems.append(problem) }
        }
        for index in templates.indices {
            resolveTemplate(
                index, indexByName: indexByName, limit: limits.maximumTemplateChainDepth, states: &states,
                report: add)
        }
        return sections.enumerated().map { index, section in
            let path = DescriptionPath.root.key("sections").index(index)
            var base = MergedSection(section: SectionDescription(), origins: [:])
            var failed = false
            if let name = section.template {
                if let templateIndex = indexByName[name] {
                    if case .resolved(let merged, _) = states[templateIndex] {
                        base = merged
                    } else {
                        failed = true
                    }
                } else {
                    add(unknownTemplate(name, at: path))
                    failed = true
                }
            }
            var result = overlay(section, at: path, over: base)
            result.templateFailed = failed
            return result
        }
    }

    /// Resolves the template at `start` and every unresolved template on its chain: follows the
    /// chain forward to a resolved, failed or template-free end (or a cycle, or an unknown name),
    /// then applies the templates back to front.
    private func resolveTemplate(
        _ start: Int, indexByName: [String: Int], limit: Int, states: inout [TemplateState],
        report: (DescriptionProblem) -> Void
    ) {
        var chain: [Int] = []
        var current = start
        var base: (section: MergedSection, length: Int)? = (
            MergedSection(section: SectionDescription(), origins: [:]), 0
        )
        walk: while true {
            switch states[current] {
            case .resolved(let merged, let length):
                base = (merged, length)
                break walk
            case .failed:
                base = nil
                break walk
            case .visiting:
                let names = (chain.drop { $0 != current } + [current]).map { templates[$0].name }
                let last = templates[chain[chain.count - 1]].name
                report(
                    DescriptionProblem(
                        path: DescriptionPath.root.key("templates").key(last).key("template"),
                        message:
                            "template \"\(templates[current].name)\" refers to itself (\(names.joined(separator: " → ")))"
                    ))
                base = nil
                break walk
            case .unvisited:
                states[current] = .visiting
                chain.append(current)
                guard let next = templates[current].section.template else { break walk }
                guard let nextIndex = indexByName[next] else {
                    report(
                        unknownTemplate(
                            next, at: DescriptionPath.root.key("templates").key(templates[current].name)))
                    base = nil
                    break walk
                }
                current = nextIndex
            }
        }
        for index in chain.reversed() {
            let path = DescriptionPath.root.key("templates").key(templates[index].name)
            if let (merged, length) = base {
                if length + 1 > limit {
                    report(chainTooLong(from: index, at: path, indexByName: indexByName, limit: limit))
                    base = nil
                } else {
                    base = (overlay(templates[index].section, at: path, over: merged), length + 1)
                }
            }
            states[index] = base.map { .resolved($0.section, length: $0.length) } ?? .failed
        }
    }

    /// The problem for a `template` key naming no template.
    private func unknownTemplate(_ name: String, at path: DescriptionPath) -> DescriptionProblem {
        let names = templates.map { $0.name }
        let listed =
            names.count <= 20
            ? names.joined(separator: ", ") : names.prefix(20).joined(separator: ", ") + ", …"
        let known = names.isEmpty ? "no templates are defined" : "known: " + listed
        return DescriptionProblem(
            path: path.key("template"),
            message: "unknown template \"\(name)\" (\(known))\(Suggestion.hint(for: name, among: names))")
    }

    /// The problem for the template whose chain is one longer than the limit, naming the chain.
    private func chainTooLong(
        from index: Int, at path: DescriptionPath, indexByName: [String: Int], limit: Int
    ) -> DescriptionProblem {
        var names: [String] = []
        var current: Int? = index
        while let position = current, names.count < 4 {
            names.append(templates[position].name)
            current = templates[position].section.template.flatMap { indexByName[$0] }
        }
        let shown =
            names.count > 3
            ? names.prefix(3).joined(separator: " → ") + " → …" : names.joined(separator: " → ")
        return DescriptionProblem(
            path: path.key("template"),
            message:
                "the template chain \(shown) is longer than the limit of \(limit) templates; "
                + "shorten the chain or \(DescriptionLimit.templateChainDepth.raise)")
    }

    /// `section`'s fields over `base`'s, remembering that each field set by `section` came from `path`.
    private func overlay(_ section: SectionDescription, at path: DescriptionPath, over base: MergedSection)
        -> MergedSection
    {
        var result = base
        // Plain `inout` rather than key paths, which the WebAssembly (Embedded Swift) build lacks.
        func take<T>(
            _ value: T?, _ field: inout T?, _ name: String, _ origins: inout [String: DescriptionPath]
        ) {
            if let value {
                field = value
                origins[name] = path
            }
        }
        take(section.itemCount, &result.section.itemCount, "itemCount", &result.origins)
        take(section.group, &result.section.group, "group", &result.origins)
        take(section.list, &result.section.list, "list", &result.origins)
        take(section.waterfall, &result.section.waterfall, "waterfall", &result.origins)
        // A group, a list and a waterfall are alternatives: the one this object sets replaces the
        // others.
        let sets = [section.group != nil, section.list != nil, section.waterfall != nil]
        if sets.filter({ $0 }).count == 1 {
            if !sets[0] {
                result.section.group = nil
                result.origins["group"] = nil
            }
            if !sets[1] {
                result.section.list = nil
                result.origins["list"] = nil
            }
            if !sets[2] {
                result.section.waterfall = nil
                result.origins["waterfall"] = nil
            }
        }
        take(section.contentInsets, &result.section.contentInsets, "contentInsets", &result.origins)
        take(
            section.interGroupSpacing, &result.section.interGroupSpacing, "interGroupSpacing", &result.origins
        )
        take(
            section.orthogonalScrollingBehavior, &result.section.orthogonalScrollingBehavior,
            "orthogonalScrollingBehavior", &result.origins)
        take(
            section.orthogonalScrollingProperties, &result.section.orthogonalScrollingProperties,
            "orthogonalScrollingProperties", &result.origins)
        take(
            section.contentInsetsReference, &result.section.contentInsetsReference, "contentInsetsReference",
            &result.origins)
        take(
            section.supplementaryContentInsetsReference, &result.section.supplementaryContentInsetsReference,
            "supplementaryContentInsetsReference", &result.origins)
        take(
            section.supplementariesFollowContentInsets, &result.section.supplementariesFollowContentInsets,
            "supplementariesFollowContentInsets", &result.origins)
        take(
            section.boundarySupplementaryItems, &result.section.boundarySupplementaryItems,
            "boundarySupplementaryItems", &result.origins)
        take(section.decorationItems, &result.section.decorationItems, "decorationItems", &result.origins)
        result.section.template = section.template
        return result
    }
}
