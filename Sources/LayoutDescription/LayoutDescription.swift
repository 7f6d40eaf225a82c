import CollectionLayout

/// A compositional layout described as data: the `version: 1` JSON/YAML format of the description format.
///
/// Read one with ``decode(_:)-(String)``, turn it into an engine layout with ``resolve()`` and write
/// it back with ``jsonText()`` or ``yamlText()``. Fields that were absent in the input stay `nil`,
/// so that encoding reproduces what was written (`decode(encode(x)) == x`).
public struct LayoutDescription: Hashable, Sendable {
    /// The `$schema` reference, kept for editors and otherwise ignored.
    public var schemaReference: String?
    /// The collection view the layout is solved for.
    public var environment: EnvironmentDescription
    /// Layout-wide settings.
    public var configuration: ConfigurationDescription
    /// The layout-wide list (`UICollectionViewCompositionalLayout.list(using:)`): every section that
    /// gives neither a `group` nor its own `list` is a list section with this configuration.
    public var list: ListDescription?
    /// Named sections that sections can start from, in input order.
    public var templates: [SectionTemplate]
    /// The sections, in order.
    public var sections: [SectionDescription]

    /// Creates a description.
    public init(
        schemaReference: String? = nil, environment: EnvironmentDescription = .init(),
        configuration: ConfigurationDescription = .init(), templates: [SectionTemplate] = [],
        sections: [SectionDescription], list: ListDescription? = nil
    ) {
        self.schemaReference = schemaReference
        self.environment = environment
        self.configuration = configuration
        self.list = list
        self.templates = templates
        self.sections = sections
    }
}

/// A named section template (the "layout factory" pattern).
public struct SectionTemplate: Hashable, Sendable {
    /// The name sections refer to with `template: name`.
    public var name: String
    /// The template's fields.
    public var section: SectionDescription

    /// Creates a template.
    public init(name: String, section: SectionDescription) {
        self.name = name
        self.section = section
    }
}

/// The `environment` object; every field is optional.
///
/// A ``device`` preset gives the size, safe area, margins, readable width and scale that the
/// fields written beside it leave out (``layoutEnvironment``). An unknown name is a problem at
/// `environment.device` with the closest preset suggested.
public struct EnvironmentDescription: Hashable, Sendable {
    /// The name of a device preset (`iphone-16-pro`, `ipad-pro-11-landscape`; see
    /// `LayoutDevice.named(_:)`) whose values stand in for the fields that are nil.
    public var device: String?
    /// Bounds width; 390 when absent (the reference screen of Layout rules).
    public var width: Double?
    /// Bounds height; 844 when absent (the reference screen of Layout rules).
    public var height: Double?
    /// Points-to-pixels scale; nil for exact math.
    public var displayScale: Double?
    /// The rounding policy (R-ROUND-1).
    public var roundingPolicy: RoundingPolicy?
    /// The layout direction.
    public var layoutDirection: LayoutDirection?
    /// Safe-area insets.
    public var safeAreaInsets: DirectionalEdgeInsets?
    /// Layout margins.
    public var layoutMargins: DirectionalEdgeInsets?
    /// The readable content width.
    public var readableContentWidth: Double?

    /// Creates an environment description; absent fields use the defaults of Layout rules, Defaults.
    public init(
        width: Double? = nil, height: Double? = nil, displayScale: Double? = nil,
        roundingPolicy: RoundingPolicy? = nil, layoutDirection: LayoutDirection? = nil,
        safeAreaInsets: DirectionalEdgeInsets? = nil, layoutMargins: DirectionalEdgeInsets? = nil,
        readableContentWidth: Double? = nil, device: String? = nil
    ) {
        self.device = device
        self.width = width
        self.height = height
        self.displayScale = displayScale
        self.roundingPolicy = roundingPolicy
        self.layoutDirection = layoutDirection
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentWidth = readableContentWidth
    }

    /// The bounds width used when none is given: 390 (the reference screen of Layout rules).
    public static let defaultWidth = 390.0
    /// The bounds height used when none is given: 844 (the reference screen of Layout rules).
    public static let defaultHeight = 844.0

    /// The engine environment these fields describe, with the ``device`` preset's values where a
    /// field is nil.
    public var layoutEnvironment: LayoutEnvironment {
        let filled = presetFilled
        return filled.engineEnvironment
    }

    /// These fields, with the values of the ``device`` preset where they are nil.
    private var presetFilled: EnvironmentDescription {
        guard let preset = device.flatMap(LayoutDevice.named) else { return self }
        var base = EnvironmentDescription()
        base.apply(preset)
        var filled = self
        filled.width = width ?? base.width
        filled.height = height ?? base.height
        filled.displayScale = displayScale ?? base.displayScale
        filled.safeAreaInsets = safeAreaInsets ?? base.safeAreaInsets
        filled.layoutMargins = layoutMargins ?? base.layoutMargins
        filled.readableContentWidth = readableContentWidth ?? base.readableContentWidth
        return filled
    }

    /// The engine environment of the fields alone.
    private var engineEnvironment: LayoutEnvironment {
        LayoutEnvironment(
            containerSize: Size(width: width ?? Self.defaultWidth, height: height ?? Self.defaultHeight),
            safeAreaInsets: safeAreaInsets ?? .zero, layoutMargins: layoutMargins ?? .zero,
            readableContentWidth: readableContentWidth ?? 672,
            layoutDirection: layoutDirection ?? .leftToRight,
            displayScale: displayScale, roundingPolicy: roundingPolicy)
    }
}

/// The `configuration` object; every field is optional.
public struct ConfigurationDescription: Hashable, Sendable {
    /// The scroll direction.
    public var scrollDirection: ScrollDirection?
    /// Space between sections.
    public var interSectionSpacing: Double?
    /// The reference insets of sections whose own reference is automatic.
    public var contentInsetsReference: ContentInsetsReference?
    /// Layout-level boundary items (R-STACK-3).
    public var boundarySupplementaryItems: [BoundaryItemDescription]?

    /// Creates a configuration description.
    public init(
        scrollDirection: ScrollDirection? = nil, interSectionSpacing: Double? = nil,
        contentInsetsReference: ContentInsetsReference? = nil,
        boundarySupplementaryItems: [BoundaryItemDescription]? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}

/// A section or a template: every field is optional here, because a section may take fields from
/// its template; ``LayoutDescription/resolve()`` checks that `itemCount` and a `group` or a `list`
/// end up set.
public struct SectionDescription: Hashable, Sendable {
    /// The template this section starts from.
    public var template: String?
    /// The number of items.
    public var itemCount: Int?
    /// The top-level group.
    public var group: GroupDescription?
    /// A list section instead of a group (R-LIST); the other fields, when given, are set on the
    /// section the list makes.
    public var list: ListDescription?
    /// A waterfall section instead of a group (R-WATERFALL); the other fields, when given, are set
    /// on the section it makes.
    public var waterfall: WaterfallDescription?
    /// Insets around the content.
    public var contentInsets: DirectionalEdgeInsets?
    /// Space between group instances.
    public var interGroupSpacing: Double?
    /// Orthogonal scrolling (Layout rules: orthogonal scrolling).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehaviorDescription?
    /// Deceleration rate and bounce of the orthogonal scroller.
    public var orthogonalScrollingProperties: OrthogonalScrollingPropertiesDescription?
    /// Reference insets of the content.
    public var contentInsetsReference: ContentInsetsReference?
    /// Reference insets of boundary items.
    public var supplementaryContentInsetsReference: ContentInsetsReference?
    /// Whether boundary items follow the content insets.
    public var supplementariesFollowContentInsets: Bool?
    /// Headers, footers and side items (R-BOUNDARY).
    public var boundarySupplementaryItems: [BoundaryItemDescription]?
    /// Backgrounds (R-DECOR).
    public var decorationItems: [DecorationItemDescription]?

    /// Creates a section description.
    public init(template: String? = nil, itemCount: Int? = nil, group: GroupDescription? = nil) {
        self.template = template
        self.itemCount = itemCount
        self.group = group
    }
}

/// Orthogonal scrolling behaviours (Apple's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum OrthogonalScrollingBehaviorDescription: String, Hashable, Sendable, CaseIterable {
    /// No orthogonal scrolling.
    case none
    /// Continuous scrolling.
    case continuous
    /// Continuous, coming to rest at group leading boundaries.
    case continuousGroupLeadingBoundary
    /// Paging by the container width.
    case paging
    /// Paging by group.
    case groupPaging
    /// Paging by group, centred.
    case groupPagingCentered
}
