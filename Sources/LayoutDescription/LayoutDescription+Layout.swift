import CollectionLayout

/// A description turned into what the engine needs: a layout, an environment and item counts.
public struct ResolvedLayout: Sendable {
    /// The engine layout: one section description per section index.
    public let layout: CompositionalLayout
    /// The environment the description asks for.
    public let environment: LayoutEnvironment
    /// The item count of every section.
    public let itemCounts: [Int]
    /// The sections after templates were applied, for translating engine paths.
    let sections: [MergedSection]
    /// The most items all templates of the layout may hold together when preparing
    /// (`PrepareOptions.maximumTemplateItemCount`); `complayout --max-template-items` sets it.
    public var maximumTemplateItemCount = PrepareOptions().maximumTemplateItemCount

    /// The engine options for preparing in `strict` mode with this layout's limits.
    public func prepareOptions(strict: Bool) -> PrepareOptions {
        PrepareOptions(strict: strict, maximumTemplateItemCount: maximumTemplateItemCount)
    }

    /// Solves the layout (R-PIPE-1). In strict mode every diagnostic is an error (R-DIAG-4).
    ///
    /// - Throws: ``DescriptionError`` with the engine's `LayoutError` translated to the
    ///   description's JSON path.
    public func prepare(strict: Bool = false) throws(DescriptionError) -> PreparedLayout {
        do {
            return try layout.prepare(
                in: environment, itemCounts: itemCounts, options: prepareOptions(strict: strict))
        } catch {
            throw DescriptionError(problems: [problem(for: error)])
        }
    }
}

extension LayoutDescription {
    /// Applies templates, checks that every section has an item count and a group or a list, and
    /// builds the engine layout.
    ///
    /// - Throws: ``DescriptionError`` listing every problem found.
    public func resolve() throws(DescriptionError) -> ResolvedLayout {
        try resolve(limits: DescriptionLimits())
    }

    /// Applies templates, with template chains at most `limits.maximumTemplateChainDepth` long, and
    /// builds the engine layout; see ``resolve()``.
    ///
    /// - Throws: ``DescriptionError`` listing every problem found; a chain over the limit is a
    ///   problem naming the chain and how to raise the limit.
    public func resolve(limits: DescriptionLimits) throws(DescriptionError) -> ResolvedLayout {
        var problems: [DescriptionProblem] = []
        let merged = mergedSections(problems: &problems, limits: limits)
        for (index, section) in merged.enumerated() where !section.templateFailed {
            let path = DescriptionPath.root.key("sections").index(index)
            let via =
                section.section.template.map { " (neither the section nor its template \"\($0)\" sets it)" }
                ?? ""
            if section.section.itemCount == nil {
                problems.append(
                    DescriptionProblem(path: path, message: "missing required key \"itemCount\"\(via)"))
            }
            if section.section.group == nil && section.section.list == nil && section.section.waterfall == nil
                && list == nil
            {
                problems.append(
                    DescriptionProblem(
                        path: path,
                        message: "missing required key \"group\" (or a \"list\" or a \"waterfall\")\(via)"))
            }
        }
        guard problems.isEmpty else { throw DescriptionError(problems: problems) }

        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = self.configuration.scrollDirection ?? .vertical
        configuration.interSectionSpacing = self.configuration.interSectionSpacing ?? 0
        configuration.contentInsetsReference = self.configuration.contentInsetsReference ?? .automatic
        configuration.boundarySupplementaryItems =
            (self.configuration.boundarySupplementaryItems ?? []).map(Self.engineBoundaryItem)
        let layoutList = list
        let engineSections = merged.map { merged -> EngineSection in
            let section = merged.section
            if let waterfall = section.waterfall {
                return .section(Self.engineSection(section, base: .waterfall(waterfall.waterfall)))
            }
            if let list = section.list ?? (section.group == nil ? layoutList : nil) {
                return .list(list.configuration, section)
            }
            return .section(
                Self.engineSection(section, base: LayoutSection(group: Self.engineGroup(section.group!))))
        }
        let layout = CompositionalLayout(
            sectionProvider: { index, environment in
                guard engineSections.indices.contains(index) else { return nil }
                switch engineSections[index] {
                case .section(let section): return section
                case .list(let configuration, let description):
                    // Made by the provider, with its environment, as an app's provider would.
                    return Self.engineSection(
                        description, base: .list(using: configuration, layoutEnvironment: environment))
                }
            },
            configuration: configuration)
        return ResolvedLayout(
            layout: layout, environment: environment.layoutEnvironment,
            itemCounts: merged.map { $0.section.itemCount ?? 0 }, sections: merged)
    }

    /// A section of the engine layout: built once, or a list section the provider makes.
    private enum EngineSection: Sendable {
        case section(LayoutSection)
        case list(LayoutListConfiguration, SectionDescription)
    }

    /// `base` with the fields the description gives set on it, as code would set them on a section
    /// from `LayoutSection(group:)` or `LayoutSection.list(using:layoutEnvironment:)`; absent fields
    /// keep the base's values (for a group section, the engine's defaults).
    private static func engineSection(_ description: SectionDescription, base: LayoutSection) -> LayoutSection
    {
        var section = base
        if let insets = description.contentInsets { section.contentInsets = insets }
        if let spacing = description.interGroupSpacing { section.interGroupSpacing = spacing }
        if let reference = description.contentInsetsReference { section.contentInsetsReference = reference }
        if let reference = description.supplementaryContentInsetsReference {
            section.supplementaryContentInsetsReference = reference
        }
        if let follows = description.supplementariesFollowContentInsets {
            section.supplementariesFollowContentInsets = follows
        }
        if let items = description.boundarySupplementaryItems {
            section.boundarySupplementaryItems = items.map(engineBoundaryItem)
        }
        if let items = description.decorationItems { section.decorationItems = items.map(engineDecoration) }
        if let behavior = description.orthogonalScrollingBehavior {
            section.orthogonalScrollingBehavior = engineBehavior(behavior)
        }
        if let properties = description.orthogonalScrollingProperties {
            section.orthogonalScrollingProperties = properties.engineProperties
        }
        return section
    }

    static func engineGroup(_ description: GroupDescription) -> LayoutGroup {
        switch description {
        case .horizontal(let body): return stackGroup(body, horizontal: true)
        case .vertical(let body): return stackGroup(body, horizontal: false)
        case .custom(let body):
            let frames = body.frames
            var group = LayoutGroup.custom(layoutSize: body.size) { _ in frames }
            group.contentInsets = body.contentInsets ?? .zero
            group.edgeSpacing = body.edgeSpacing
            return group
        }
    }

    private static func stackGroup(_ body: StackGroupDescription, horizontal: Bool) -> LayoutGroup {
        let subitems: [LayoutSubitem] = body.subitems.map { subitem in
            switch subitem {
            case .item(let description):
                var item = LayoutItem(
                    layoutSize: description.size,
                    supplementaryItems: (description.supplementaryItems ?? []).map(engineAnchoredItem))
                item.contentInsets = description.contentInsets ?? .zero
                item.edgeSpacing = description.edgeSpacing
                return .item(item)
            case .group(let nested):
                return .group(engineGroup(nested))
            }
        }
        var group: LayoutGroup
        switch (body.count, body.repeatingCount, horizontal) {
        case (let count?, _, true):
            group = .horizontal(layoutSize: body.size, subitem: subitems[0], count: count)
        case (let count?, _, false):
            group = .vertical(layoutSize: body.size, subitem: subitems[0], count: count)
        case (nil, let count?, true):
            group = .horizontal(layoutSize: body.size, repeatingSubitem: subitems[0], count: count)
        case (nil, let count?, false):
            group = .vertical(layoutSize: body.size, repeatingSubitem: subitems[0], count: count)
        case (nil, nil, true): group = .horizontal(layoutSize: body.size, subitems: subitems)
        case (nil, nil, false): group = .vertical(layoutSize: body.size, subitems: subitems)
        }
        group.interItemSpacing = body.interItemSpacing
        group.contentInsets = body.contentInsets ?? .zero
        group.edgeSpacing = body.edgeSpacing
        group.supplementaryItems = (body.supplementaryItems ?? []).map(engineAnchoredItem)
        return group
    }
}
