/// A compositional layout: one section description for every section, or a section provider
/// that returns one per section index (Apple's `UICollectionViewCompositionalLayout`).
///
/// A layout is a description. ``prepare(in:itemCounts:measurements:options:)`` solves it for an environment and
/// per-section item counts into a ``PreparedLayout`` that answers frame queries.
public struct CompositionalLayout: Sendable {
    /// Returns the section description for a section index, or nil for a section with no items
    /// (R-PROVIDER-2). Must be a pure function (R-PROVIDER-3).
    public typealias SectionProvider =
        @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) -> LayoutSection?

    enum Source: Sendable {
        case section(LayoutSection)
        case provider(SectionProvider)
    }

    let source: Source
    /// Layout-wide settings.
    public var configuration: CompositionalLayoutConfiguration

    /// A layout that uses `section` for every section.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        source = .section(section)
        self.configuration = configuration
    }

    /// A layout that asks `sectionProvider` for each section (R-PROVIDER-1).
    public init(
        sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration = .init()
    ) {
        source = .provider(sectionProvider)
        self.configuration = configuration
    }

    /// The environment a section provider sees: the bounds as `contentSize` and the
    /// configuration's reference insets as `contentInsets` (R-PROVIDER-1).
    public func providerEnvironment(for environment: LayoutEnvironment) -> LayoutEnvironment {
        Self.providerEnvironment(for: environment, configuration: configuration)
    }

    /// The environment a section provider sees under `configuration` (R-PROVIDER-1), for code
    /// that calls providers itself.
    public static func providerEnvironment(
        for environment: LayoutEnvironment, configuration: CompositionalLayoutConfiguration
    ) -> LayoutEnvironment {
        var result = environment
        result.container = LayoutContainer(
            contentSize: environment.container.contentSize,
            contentInsets: environment.insets(for: configuration.contentInsetsReference))
        return result
    }

    /// The description of section `index`, or nil when the provider has none.
    func sectionDescription(at index: Int, environment: LayoutEnvironment) -> LayoutSection? {
        switch source {
        case .section(let section): return section
        case .provider(let provider): return provider(index, environment)
        }
    }
}
