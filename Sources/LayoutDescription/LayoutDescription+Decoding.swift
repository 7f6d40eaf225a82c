import CollectionLayout

extension LayoutDescription {
    // Text in: the default reader (Yams), native builds only. The WebAssembly (Embedded Swift)
    // build reads JSON with `DescriptionJSONReader`, then calls `decode(_:)` with the value.
    #if !hasFeature(Embedded)
        /// Reads a description from JSON or YAML text.
        ///
        /// - Throws: ``DescriptionError`` listing every problem found, each with its JSON path.
        public static func decode(_ text: String) throws(DescriptionError) -> LayoutDescription {
            try decode(DescriptionValue.parse(text))
        }

        /// Reads a description from the bytes of a JSON or YAML file (which may be anything: binary
        /// data and invalid UTF-8 become errors, never traps).
        public static func decode(_ data: [UInt8]) throws(DescriptionError) -> LayoutDescription {
            try decode(DescriptionValue.parse(data))
        }

        /// Reads a description from JSON or YAML text within `limits` (its nesting and value count;
        /// template chains are checked by ``resolve(limits:)``).
        ///
        /// - Throws: ``DescriptionError`` listing every problem found; a limit's error names the limit
        ///   and how to raise it.
        public static func decode(_ text: String, limits: DescriptionLimits) throws(DescriptionError)
            -> LayoutDescription
        {
            try decode(DescriptionValue.parse(text, limits: limits))
        }

        /// Reads a description from the bytes of a JSON or YAML file within `limits` (its size, nesting
        /// and value count; template chains are checked by ``resolve(limits:)``).
        ///
        /// - Throws: ``DescriptionError`` listing every problem found; a limit's error names the limit
        ///   and how to raise it.
        public static func decode(_ data: [UInt8], limits: DescriptionLimits) throws(DescriptionError)
            -> LayoutDescription
        {
            try decode(DescriptionValue.parse(data, limits: limits))
        }
    #endif

    /// Reads a description from a parsed value tree.
    public static func decode(_ value: DescriptionValue) throws(DescriptionError) -> LayoutDescription {
        let reader = DescriptionReader()
        let result = reader.document(value)
        if !reader.problems.isEmpty { throw DescriptionError(problems: reader.problems) }
        guard let result else { throw DescriptionError(path: .root, "the description could not be read") }
        return result
    }
}

extension DescriptionReader {
    func document(_ value: DescriptionValue) -> LayoutDescription? {
        guard let fields = object(value, "document", at: .root) else { return nil }
        if let (versionValue, _, path) = field(fields, "version") {
            switch versionValue {
            case .number(let version) where version == Double(DescriptionCatalog.version):
                break
            case .number(let version):
                report(
                    path,
                    "unsupported format version \(DescriptionNumberFormat.string(version)); "
                        + "this tool reads version \(DescriptionCatalog.version)")
            default:
                report(
                    path,
                    "expected the format version \(DescriptionCatalog.version), got \(versionValue.summary)")
            }
        }
        let schema = read(fields, "$schema") { self.text($0, $1, at: $2) }
        let environment =
            read(fields, "environment") { self.environment($0, at: $2) } ?? EnvironmentDescription()
        let configuration =
            read(fields, "configuration") { self.configuration($0, at: $2) } ?? ConfigurationDescription()
        let list = read(fields, "list") { self.listConfiguration($0, at: $2) }
        let templates = read(fields, "templates") { self.templates($0, $1, at: $2) } ?? []
        let sections = read(fields, "sections") { value, shape, path in
            self.list(value, shape, at: path) { self.section($0, at: $2) }
        }
        return LayoutDescription(
            schemaReference: schema, environment: environment, configuration: configuration,
            templates: templates,
            sections: sections ?? [], list: list)
    }

    func environment(_ value: DescriptionValue, at path: DescriptionPath) -> EnvironmentDescription? {
        guard let fields = object(value, "environment", at: path) else { return nil }
        var result = EnvironmentDescription()
        result.device = read(fields, "device") { self.name($0, $1, at: $2) }
        result.width = read(fields, "width") { self.number($0, $1, at: $2) }
        result.height = read(fields, "height") { self.number($0, $1, at: $2) }
        result.displayScale = read(fields, "displayScale") { self.number($0, $1, at: $2) }
        result.roundingPolicy = read(fields, "roundingPolicy") {
            self.named($0, $1, at: $2, NameTables.roundingPolicies)
        }
        result.layoutDirection = read(fields, "layoutDirection") {
            self.named($0, $1, at: $2, NameTables.layoutDirections)
        }
        result.safeAreaInsets = read(fields, "safeAreaInsets") { self.insets($0, $1, at: $2) }
        result.layoutMargins = read(fields, "layoutMargins") { self.insets($0, $1, at: $2) }
        result.readableContentWidth = read(fields, "readableContentWidth") { self.number($0, $1, at: $2) }
        return result
    }

    func configuration(_ value: DescriptionValue, at path: DescriptionPath) -> ConfigurationDescription? {
        guard let fields = object(value, "configuration", at: path) else { return nil }
        var result = ConfigurationDescription()
        result.scrollDirection = read(fields, "scrollDirection") {
            self.named($0, $1, at: $2, NameTables.scrollDirections)
        }
        result.interSectionSpacing = read(fields, "interSectionSpacing") { self.number($0, $1, at: $2) }
        result.contentInsetsReference = read(fields, "contentInsetsReference") {
            self.named($0, $1, at: $2, NameTables.references)
        }
        result.boundarySupplementaryItems = read(fields, "boundarySupplementaryItems") { value, shape, path in
            self.list(value, shape, at: path) { self.boundary($0, at: $2) }
        }
        return result
    }

    func templates(_ value: DescriptionValue, _ shape: ValueShape, at path: DescriptionPath)
        -> [SectionTemplate]?
    {
        guard case .object(let pairs) = value else {
            report(path, "expected \(Self.expectation(for: shape)), got \(value.summary)")
            return nil
        }
        return pairs.compactMap { pair in
            section(pair.value, at: path.key(pair.key)).map { SectionTemplate(name: pair.key, section: $0) }
        }
    }

    func section(_ value: DescriptionValue, at path: DescriptionPath) -> SectionDescription? {
        guard let fields = object(value, "section", at: path) else { return nil }
        var result = SectionDescription()
        result.template = read(fields, "template") { self.text($0, $1, at: $2) }
        result.itemCount = read(fields, "itemCount") { self.integer($0, $1, at: $2) }
        result.group = read(fields, "group") { self.group($0, at: $2) }
        result.list = read(fields, "list") { self.listConfiguration($0, at: $2) }
        result.waterfall = read(fields, "waterfall") { self.waterfall($0, at: $2) }
        result.contentInsets = read(fields, "contentInsets") { self.insets($0, $1, at: $2) }
        result.interGroupSpacing = read(fields, "interGroupSpacing") { self.number($0, $1, at: $2) }
        result.orthogonalScrollingBehavior = read(fields, "orthogonalScrollingBehavior") {
            self.named($0, $1, at: $2, NameTables.table(OrthogonalScrollingBehaviorDescription.self))
        }
        result.orthogonalScrollingProperties = read(fields, "orthogonalScrollingProperties") {
            self.orthogonalProperties($0, at: $2)
        }
        result.contentInsetsReference = read(fields, "contentInsetsReference") {
            self.named($0, $1, at: $2, NameTables.references)
        }
        result.supplementaryContentInsetsReference = read(fields, "supplementaryContentInsetsReference") {
            self.named($0, $1, at: $2, NameTables.references)
        }
        result.supplementariesFollowContentInsets = read(fields, "supplementariesFollowContentInsets") {
            self.bool($0, $1, at: $2)
        }
        result.boundarySupplementaryItems = read(fields, "boundarySupplementaryItems") { value, shape, path in
            self.list(value, shape, at: path) { self.boundary($0, at: $2) }
        }
        result.decorationItems = read(fields, "decorationItems") { value, shape, path in
            self.list(value, shape, at: path) { self.decoration($0, at: $2) }
        }
        return result
    }
}
