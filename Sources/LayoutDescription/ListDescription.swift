import CollectionLayout

/// The `list` object: a list section instead of a group (Apple's
/// `UICollectionLayoutListConfiguration`, R-LIST). Every field is optional; absent fields stay
/// `nil` so that encoding reproduces what was written, and ``configuration`` fills in the defaults.
///
/// In a section, `list: {...}` replaces `group`; at the top of a document it makes every section that
/// gives neither a `group` nor its own `list` a list, like
/// `UICollectionViewCompositionalLayout.list(using:)`.
public struct ListDescription: Hashable, Sendable {
    /// The list style; ``defaultAppearance`` when absent.
    public var appearance: LayoutListConfiguration.Appearance?
    /// Whether sections get a header; `none` when absent.
    public var headerMode: LayoutListConfiguration.HeaderMode?
    /// Whether sections get a footer; `none` when absent.
    public var footerMode: LayoutListConfiguration.FooterMode?
    /// Space before each section's header (or first row); the appearance's padding when absent
    /// (R-LIST-3, R-LIST-4).
    public var headerTopPadding: Double?
    /// Whether pictures draw separators between rows; true when absent. Not geometry (R-LIST-2).
    public var showsSeparators: Bool?

    /// Creates a list description; absent fields use the defaults of ``configuration``.
    public init(
        appearance: LayoutListConfiguration.Appearance? = nil,
        headerMode: LayoutListConfiguration.HeaderMode? = nil,
        footerMode: LayoutListConfiguration.FooterMode? = nil, headerTopPadding: Double? = nil,
        showsSeparators: Bool? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
        self.showsSeparators = showsSeparators
    }

    /// The appearance of a list that names none: `plain`, the style of a bare table view.
    public static let defaultAppearance = LayoutListConfiguration.Appearance.plain

    /// The engine configuration these fields describe, with the defaults filled in.
    public var configuration: LayoutListConfiguration {
        var result = LayoutListConfiguration(appearance: appearance ?? Self.defaultAppearance)
        result.headerMode = headerMode ?? .none
        result.footerMode = footerMode ?? .none
        result.headerTopPadding = headerTopPadding
        result.showsSeparators = showsSeparators ?? true
        return result
    }
}

extension DescriptionNames {
    static let listAppearances = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]
    static let listHeaderModes = ["none", "supplementary", "firstItemInSection"]
    static let listFooterModes = ["none", "supplementary"]
}

extension NameTables {
    static let listAppearances: [String: LayoutListConfiguration.Appearance] = [
        "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar,
        "sidebarPlain": .sidebarPlain,
    ]
    static let listHeaderModes: [String: LayoutListConfiguration.HeaderMode] = [
        "none": .none, "supplementary": .supplementary, "firstItemInSection": .firstItemInSection,
    ]
    static let listFooterModes: [String: LayoutListConfiguration.FooterMode] = [
        "none": .none, "supplementary": .supplementary,
    ]
}

extension DescriptionCatalog {
    static let list = ObjectSpec(
        name: "list",
        summary: "A list section instead of a group: full-width rows of estimated height 44 (R-LIST).",
        fields: [
            FieldSpec(
                name: "appearance", shape: .enumeration(DescriptionNames.listAppearances),
                summary: "The list style; plain by default (R-LIST-3)."),
            FieldSpec(
                name: "headerMode", shape: .enumeration(DescriptionNames.listHeaderModes),
                summary: "none by default; supplementary adds a header of UIKit's kind, "
                    + "UICollectionElementKindSectionHeader (R-LIST-1)."),
            FieldSpec(
                name: "footerMode", shape: .enumeration(DescriptionNames.listFooterModes),
                summary: "none by default; supplementary adds a footer of UIKit's kind, "
                    + "UICollectionElementKindSectionFooter (R-LIST-1)."),
            FieldSpec(
                name: "headerTopPadding", shape: .number(.nonNegative),
                summary: "Space before each section's header or first row; the appearance's by default "
                    + "(R-LIST-4)."),
            FieldSpec(
                name: "showsSeparators", shape: .boolean,
                summary: "Whether pictures draw separators between rows; true by default. Not geometry."),
        ])
}

extension DescriptionReader {
    func listConfiguration(_ value: DescriptionValue, at path: DescriptionPath) -> ListDescription? {
        guard let fields = object(value, "list", at: path) else { return nil }
        var result = ListDescription()
        result.appearance = read(fields, "appearance") {
            self.named($0, $1, at: $2, NameTables.listAppearances)
        }
        result.headerMode = read(fields, "headerMode") {
            self.named($0, $1, at: $2, NameTables.listHeaderModes)
        }
        result.footerMode = read(fields, "footerMode") {
            self.named($0, $1, at: $2, NameTables.listFooterModes)
        }
        result.headerTopPadding = read(fields, "headerTopPadding") { self.number($0, $1, at: $2) }
        result.showsSeparators = read(fields, "showsSeparators") { self.bool($0, $1, at: $2) }
        return result
    }
}

extension Encoding {
    static func list(_ list: ListDescription) -> DescriptionValue {
        var pairs: Pairs = []
        add(&pairs, "appearance", name(list.appearance, NameTables.listAppearances))
        add(&pairs, "headerMode", name(list.headerMode, NameTables.listHeaderModes))
        add(&pairs, "footerMode", name(list.footerMode, NameTables.listFooterModes))
        add(&pairs, "headerTopPadding", number(list.headerTopPadding))
        add(&pairs, "showsSeparators", list.showsSeparators.map { .bool($0) })
        return .object(pairs)
    }
}
