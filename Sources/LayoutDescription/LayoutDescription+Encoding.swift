import CollectionLayout

extension LayoutDescription {
    /// The description as a value tree in the format's canonical spelling: absent fields are
    /// omitted, insets equal on every edge become one number, dimensions and spacings are strings.
    public var value: DescriptionValue {
        var pairs: [(key: String, value: DescriptionValue)] = []
        if let schemaReference { pairs.append(("$schema", .string(schemaReference))) }
        pairs.append(("version", .number(Double(DescriptionCatalog.version))))
        let environmentPairs = Encoding.environment(environment)
        if !environmentPairs.isEmpty { pairs.append(("environment", .object(environmentPairs))) }
        let configurationPairs = Encoding.configuration(configuration)
        if !configurationPairs.isEmpty { pairs.append(("configuration", .object(configurationPairs))) }
        if let list { pairs.append(("list", Encoding.list(list))) }
        if !templates.isEmpty {
            pairs.append(("templates", .object(templates.map { ($0.name, Encoding.section($0.section)) })))
        }
        pairs.append(("sections", .array(sections.map(Encoding.section))))
        return .object(pairs)
    }

    /// The description as pretty-printed JSON; ``decode(_:)-(String)`` reads it back to an equal value.
    public func jsonText() -> String { value.jsonText }

    /// The description as YAML; ``decode(_:)-(String)`` reads it back to an equal value.
    public func yamlText() -> String { value.yamlText }
}

/// Model → value tree.
enum Encoding {
    typealias Pairs = [(key: String, value: DescriptionValue)]

    static func add(_ pairs: inout Pairs, _ key: String, _ value: DescriptionValue?) {
        if let value { pairs.append((key, value)) }
    }

    static func number(_ value: Double?) -> DescriptionValue? { value.map { .number($0) } }
    static func integer(_ value: Int?) -> DescriptionValue? { value.map { .number(Double($0)) } }
    static func name<T: Equatable>(_ value: T?, _ table: [String: T]) -> DescriptionValue? {
        value.map { .string(NameTables.name(of: $0, in: table)) }
    }

    static func insets(_ insets: DirectionalEdgeInsets?) -> DescriptionValue? {
        guard let insets else { return nil }
        if insets.top == insets.leading && insets.top == insets.bottom && insets.top == insets.trailing {
            return .number(insets.top)
        }
        return .object([
            ("top", .number(insets.top)), ("leading", .number(insets.leading)),
            ("bottom", .number(insets.bottom)),
            ("trailing", .number(insets.trailing)),
        ])
    }

    static func size(_ size: LayoutSize) -> DescriptionValue {
        .object([
            ("width", .string(DescriptionSyntax.string(size.widthDimension))),
            ("height", .string(DescriptionSyntax.string(size.heightDimension))),
        ])
    }

    static func spacing(_ spacing: LayoutSpacing?) -> DescriptionValue? {
        spacing.map { .string(DescriptionSyntax.string($0)) }
    }

    static func edgeSpacing(_ edges: LayoutEdgeSpacing?) -> DescriptionValue? {
        guard let edges else { return nil }
        var pairs: Pairs = []
        add(&pairs, "leading", spacing(edges.leading))
        add(&pairs, "top", spacing(edges.top))
        add(&pairs, "trailing", spacing(edges.trailing))
        add(&pairs, "bottom", spacing(edges.bottom))
        return .object(pairs)
    }

    static func pair(_ point: Point?) -> DescriptionValue? {
        point.map { .array([.number($0.x), .number($0.y)]) }
    }

    static func environment(_ environment: EnvironmentDescription) -> Pairs {
        var pairs: Pairs = []
        add(&pairs, "device", environment.device.map { .string($0) })
        add(&pairs, "width", number(environment.width))
        add(&pairs, "height", number(environment.height))
        add(&pairs, "displayScale", number(environment.displayScale))
        add(&pairs, "roundingPolicy", name(environment.roundingPolicy, NameTables.roundingPolicies))
        add(&pairs, "layoutDirection", name(environment.layoutDirection, NameTables.layoutDirections))
        add(&pairs, "safeAreaInsets", insets(environment.safeAreaInsets))
        add(&pairs, "layoutMargins", insets(environment.layoutMargins))
        add(&pairs, "readableContentWidth", number(environment.readableContentWidth))
        return pairs
    }

    static func configuration(_ configuration: ConfigurationDescription) -> Pairs {
        var pairs: Pairs = []
        add(&pairs, "scrollDirection", name(configuration.scrollDirection, NameTables.scrollDirections))
        add(&pairs, "interSectionSpacing", number(configuration.interSectionSpacing))
        add(
            &pairs, "contentInsetsReference",
            name(configuration.contentInsetsReference, NameTables.references))
        add(
            &pairs, "boundarySupplementaryItems",
            configuration.boundarySupplementaryItems.map { .array($0.map(boundary)) })
        return pairs
    }

    static func section(_ section: SectionDescription) -> DescriptionValue {
        var pairs: Pairs = []
        add(&pairs, "template", section.template.map { .string($0) })
        add(&pairs, "itemCount", integer(section.itemCount))
        add(&pairs, "group", section.group.map(group))
        add(&pairs, "list", section.list.map(list))
        add(&pairs, "waterfall", section.waterfall.map(waterfall))
        add(&pairs, "contentInsets", insets(section.contentInsets))
        add(&pairs, "interGroupSpacing", number(section.interGroupSpacing))
        add(
            &pairs, "orthogonalScrollingBehavior",
            section.orthogonalScrollingBehavior.map { .string($0.rawValue) })
        add(
            &pairs, "orthogonalScrollingProperties",
            section.orthogonalScrollingProperties.map(orthogonalProperties))
        add(&pairs, "contentInsetsReference", name(section.contentInsetsReference, NameTables.references))
        add(
            &pairs, "supplementaryContentInsetsReference",
            name(section.supplementaryContentInsetsReference, NameTables.references))
        add(
            &pairs, "supplementariesFollowContentInsets",
            section.supplementariesFollowContentInsets.map { .bool($0) })
        add(
            &pairs, "boundarySupplementaryItems",
            section.boundarySupplementaryItems.map { .array($0.map(boundary)) })
        add(&pairs, "decorationItems", section.decorationItems.map { .array($0.map(decoration)) })
        return .object(pairs)
    }
}
