import CollectionLayout

/// Writes the statements of the exported function: the configuration, the layout and its
/// sections. Groups, items and values are in `SwiftLayoutEmitter+Groups.swift`.
enum SwiftLayoutEmitter {
    /// Writes `let configuration = …` when the description sets any configuration field; returns
    /// whether it did.
    static func configuration(_ description: ConfigurationDescription, into writer: inout SwiftCodeWriter)
        -> Bool
    {
        var settings: [String] = []
        if let direction = description.scrollDirection {
            settings.append(
                "configuration.scrollDirection = .\(direction == .vertical ? "vertical" : "horizontal")")
        }
        if let spacing = description.interSectionSpacing {
            settings.append("configuration.interSectionSpacing = \(SwiftLiteral.number(spacing))")
        }
        if let reference = description.contentInsetsReference {
            settings.append("configuration.contentInsetsReference = \(self.reference(reference))")
        }
        guard !settings.isEmpty || description.boundarySupplementaryItems != nil else { return false }
        writer.comment("configuration")
        writer.line("let configuration = UICollectionViewCompositionalLayoutConfiguration()")
        settings.forEach { writer.line($0) }
        if let items = description.boundarySupplementaryItems {
            let path = DescriptionPath.root.key("configuration").key("boundarySupplementaryItems")
            let names = items.enumerated().map { index, item in
                boundaryItem(item, at: path.index(index), into: &writer)
            }
            writer.line("configuration.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
        }
        return true
    }

    /// Writes the layout and the `return`: one section when all sections are alike group sections,
    /// otherwise a section provider (with a `switch` when sections differ).
    static func layout(_ plan: UIKitLayoutPlan, configured: Bool, into writer: inout SwiftCodeWriter) {
        var cases: [(indices: [Int], section: UIKitLayoutPlan.Section)] = []
        let templates = plan.sections.map { $0.section.template }
        var caseByShape: [SectionDescription: Int] = [:]
        for section in plan.sections {
            if let position = caseByShape[section.uikitShape] {
                cases[position].indices.append(section.index)
            } else {
                caseByShape[section.uikitShape] = cases.count
                cases.append(([section.index], section))
            }
        }
        let configurationArgument = configured ? ", configuration: configuration" : ""
        // List and waterfall sections are made from the environment; other sections do not need it.
        let usesEnvironment = cases.contains { $0.section.list != nil || $0.section.section.waterfall != nil }
        if cases.count == 1, !usesEnvironment {
            section(
                cases[0].section, plan: plan, indices: cases[0].indices, templates: templates, into: &writer)
            writer.line(
                "return UICollectionViewCompositionalLayout(section: section\(configurationArgument))")
            return
        }
        let index = cases.count > 1 ? "sectionIndex" : "_"
        let environment = usesEnvironment ? "layoutEnvironment" : "_"
        let declaration = configured ? "let layout =" : "return"
        writer.open("\(declaration) UICollectionViewCompositionalLayout { \(index), \(environment) in")
        if cases.count == 1 {
            section(
                cases[0].section, plan: plan, indices: cases[0].indices, templates: templates, into: &writer)
            writer.line("return section")
        } else if cases.isEmpty {
            writer.line("nil")
        } else {
            writer.line("switch sectionIndex {")
            for entry in cases {
                writer.line("case \(caseLabel(entry.indices)):")
                writer.indent()
                section(
                    entry.section, plan: plan, indices: entry.indices, templates: templates, into: &writer)
                writer.line("return section")
                writer.dedent()
            }
            writer.line("default:")
            writer.indent()
            writer.line("return nil")
            writer.dedent()
            writer.line("}")
        }
        writer.close()
        if configured {
            writer.line("layout.configuration = configuration")
            writer.line("return layout")
        }
    }

    /// `0, 2, 5...9`: the indices, with runs of three or more as closed ranges.
    static func caseLabel(_ indices: [Int]) -> String {
        var parts: [String] = []
        var start = 0
        while start < indices.count {
            var end = start
            while end + 1 < indices.count && indices[end + 1] == indices[end] + 1 { end += 1 }
            if end - start >= 2 {
                parts.append("\(indices[start])...\(indices[end])")
            } else {
                parts += indices[start...end].map(String.init)
            }
            start = end + 1
        }
        return parts.joined(separator: ", ")
    }

    /// Writes `let section = …` and its settings for `planned`, a section of `plan` used for the
    /// sections at `indices` (whose templates are `templates[index]`).
    static func section(
        _ planned: UIKitLayoutPlan.Section, plan: UIKitLayoutPlan, indices: [Int], templates: [String?],
        into writer: inout SwiftCodeWriter
    ) {
        let description = planned.section
        let names = indices.map { DescriptionPath.root.key("sections").index($0).description }
        let shown = names.count > 4 ? names.prefix(3) + ["…", names[names.count - 1]] : names[...]
        let template = templates[indices[0]]
        let shared = template != nil && indices.allSatisfy { templates[$0] == template }
        let templateNote = shared ? " (template \(SwiftLiteral.string(template!)))" : ""
        writer.comment(shown.joined(separator: ", ") + templateNote)
        let waterfall = plan.uikitWaterfall(planned)
        if let waterfall {
            waterfallSection(waterfall, at: planned.path(of: "waterfall"), into: &writer)
        } else if let list = planned.list {
            if planned.listPath != planned.path.key("list") {
                writer.comment(planned.listPath.description)
            }
            let settings = listSettings(list)
            writer.line(
                "\(settings.isEmpty ? "let" : "var") listConfiguration = UICollectionLayoutListConfiguration("
                    + "appearance: .\(appearanceName(list.appearance ?? ListDescription.defaultAppearance)))")
            settings.forEach { writer.line("listConfiguration." + $0) }
            writer.call(
                "let section = NSCollectionLayoutSection.list",
                ["using: listConfiguration", "layoutEnvironment: layoutEnvironment"])
        } else if let group = description.group {
            let name = self.group(group, at: planned.path(of: "group"), base: "group", into: &writer)
            writer.line("let section = NSCollectionLayoutSection(group: \(name))")
        }
        if let insets = description.contentInsets {
            writer.call("section.contentInsets = NSDirectionalEdgeInsets", insetArguments(insets))
        }
        if waterfall != nil {
            let unused = [
                ("interGroupSpacing", description.interGroupSpacing != nil),
                ("orthogonalScrollingBehavior", description.orthogonalScrollingBehavior != nil),
                ("orthogonalScrollingProperties", description.orthogonalScrollingProperties != nil),
            ].filter { $0.1 }.map { planned.path(of: $0.0).description }
            unused.forEach { writer.comment("Not used by a waterfall section: \($0).") }
        } else if let spacing = description.interGroupSpacing {
            writer.line("section.interGroupSpacing = \(SwiftLiteral.number(spacing))")
        }
        if let reference = description.contentInsetsReference {
            writer.line("section.contentInsetsReference = \(self.reference(reference))")
        }
        if let reference = description.supplementaryContentInsetsReference {
            writer.line("section.supplementaryContentInsetsReference = \(self.reference(reference))")
        }
        if let follows = description.supplementariesFollowContentInsets {
            writer.line("section.supplementariesFollowContentInsets = \(follows)")
        }
        if let items = description.boundarySupplementaryItems {
            let path = planned.path(of: "boundarySupplementaryItems")
            let names = items.enumerated().map { index, item in
                boundaryItem(item, at: path.index(index), into: &writer)
            }
            writer.line("section.boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
        }
        if let items = description.decorationItems {
            let path = planned.path(of: "decorationItems")
            let names = items.enumerated().map { index, item in
                decorationItem(item, at: path.index(index), into: &writer)
            }
            writer.line("section.decorationItems = [\(names.joined(separator: ", "))]")
        }
        guard waterfall == nil else { return }
        if let behavior = description.orthogonalScrollingBehavior {
            writer.line("section.orthogonalScrollingBehavior = .\(behavior.rawValue)")
        }
        if let properties = description.orthogonalScrollingProperties {
            switch properties.decelerationRate {
            case .automatic?:
                writer.line("section.orthogonalScrollingProperties.decelerationRate = .automatic")
            case .normal?: writer.line("section.orthogonalScrollingProperties.decelerationRate = .normal")
            case .fast?: writer.line("section.orthogonalScrollingProperties.decelerationRate = .fast")
            case .custom(let rate)?:
                writer.line(
                    "section.orthogonalScrollingProperties.decelerationRate = .init(rawValue: "
                        + "\(SwiftLiteral.number(rate)))")
            case nil: break
            }
            if let bounce = properties.bounce {
                writer.line("section.orthogonalScrollingProperties.bounce = .\(bounce.rawValue)")
            }
        }
    }

    /// The list configuration's settings other than the appearance (`headerMode = .supplementary`).
    static func listSettings(_ list: ListDescription) -> [String] {
        var settings: [String] = []
        switch list.headerMode {
        case .none?: settings.append("headerMode = .none")
        case .supplementary?: settings.append("headerMode = .supplementary")
        case .firstItemInSection?: settings.append("headerMode = .firstItemInSection")
        case nil: break
        }
        switch list.footerMode {
        case .none?: settings.append("footerMode = .none")
        case .supplementary?: settings.append("footerMode = .supplementary")
        case nil: break
        }
        if let padding = list.headerTopPadding {
            settings.append("headerTopPadding = \(SwiftLiteral.number(padding))")
        }
        if let shows = list.showsSeparators { settings.append("showsSeparators = \(shows)") }
        return settings
    }

    static func appearanceName(_ appearance: LayoutListConfiguration.Appearance) -> String {
        switch appearance {
        case .plain: return "plain"
        case .grouped: return "grouped"
        case .insetGrouped: return "insetGrouped"
        case .sidebar: return "sidebar"
        case .sidebarPlain: return "sidebarPlain"
        }
    }

    static func reference(_ reference: ContentInsetsReference) -> String {
        switch reference {
        case .automatic: return ".automatic"
        case .none: return ".none"
        case .safeArea: return ".safeArea"
        case .layoutMargins: return ".layoutMargins"
        case .readableContent: return ".readableContent"
        }
    }
}
