/// How a list section looks (Apple's `UICollectionLayoutListConfiguration`, R-LIST).
///
/// Geometry comes from the appearance, the header and footer modes and the top padding. Separators,
/// swipe actions and background colours are not layout elements (R-LIST-2); ``showsSeparators``
/// is kept only so that pictures of the layout can draw them.
public struct LayoutListConfiguration: Hashable, Sendable {
    /// The list styles (R-LIST-3).
    public enum Appearance: Hashable, Sendable, CaseIterable {
        /// Edge-to-edge rows with pinned headers.
        case plain
        /// Edge-to-edge rows in padded sections.
        case grouped
        /// Rows inset by the layout margins in padded sections.
        case insetGrouped
        /// A sidebar: like `insetGrouped`.
        case sidebar
        /// A plain sidebar: like `plain`.
        case sidebarPlain
    }

    /// Whether sections get a header.
    public enum HeaderMode: Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A boundary item of kind ``LayoutListConfiguration/headerElementKind`` (R-LIST-1).
        case supplementary
        /// The first cell plays the header; no extra element.
        case firstItemInSection
    }

    /// Whether sections get a footer.
    public enum FooterMode: Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A boundary item of kind ``LayoutListConfiguration/footerElementKind`` (R-LIST-1).
        case supplementary
    }

    /// The list style.
    public var appearance: Appearance
    /// The header mode; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// The footer mode; `.none` by default.
    public var footerMode: FooterMode = .none
    /// Space before each section's header (or first row); nil uses the appearance's default
    /// (R-LIST-3, R-LIST-4).
    public var headerTopPadding: Double?
    /// Whether rows are divided by separators; true by default, like UIKit. Not geometry: separators
    /// are no layout elements (R-LIST-2), only pictures draw them.
    public var showsSeparators = true

    /// Creates a list configuration.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The element kind of list headers: UIKit's `UICollectionView.elementKindSectionHeader`,
    /// `"UICollectionElementKindSectionHeader"`, the kind an app registers its header views for.
    /// Every path reports it: the engine, descriptions, `complayout frames`, the UIKit facade and
    /// the layouts `LayoutDescriptionUIKit` builds (R-LIST-1).
    public static let headerElementKind = "UICollectionElementKindSectionHeader"
    /// The element kind of list footers: UIKit's `UICollectionView.elementKindSectionFooter`,
    /// `"UICollectionElementKindSectionFooter"` (R-LIST-1).
    public static let footerElementKind = "UICollectionElementKindSectionFooter"

    /// The top padding `p` in force (R-LIST-3).
    ///
    /// Implements R-LIST-3.
    public var effectiveHeaderTopPadding: Double {
        if let headerTopPadding { return headerTopPadding }
        switch appearance {
        case .plain, .sidebarPlain: return 0
        case .grouped, .insetGrouped, .sidebar: return 16
        }
    }
}

extension LayoutSection {
    /// A list section (R-LIST-1, R-LIST-2, R-LIST-3, R-LIST-4): full-width rows
    /// `HG(fw1, est44, [IT(fw1, est44)])` with no spacing, optional `(fw1, est44)` header and footer,
    /// the appearance's reference insets, top padding and bottom inset (R-LIST-3). The section
    /// records `configuration` in ``listConfiguration``.
    public static func list(
        using configuration: LayoutListConfiguration, layoutEnvironment: LayoutEnvironment
    )
        -> LayoutSection
    {
        let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: rowSize, subitems: [LayoutSubitem.item(LayoutItem(layoutSize: rowSize))]))
        let appearance = configuration.appearance
        let padded = appearance != .plain && appearance != .sidebarPlain
        if appearance == .insetGrouped || appearance == .sidebar {
            section.contentInsetsReference = .layoutMargins
        }
        section.contentInsets.bottom = padded ? 16 : 0
        section.leadingPadding = configuration.effectiveHeaderTopPadding
        section.listConfiguration = configuration
        if configuration.headerMode == .supplementary {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: rowSize, elementKind: LayoutListConfiguration.headerElementKind, alignment: .top)
            header.pinToVisibleBounds = !padded
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: rowSize, elementKind: LayoutListConfiguration.footerElementKind,
                    alignment: .bottom))
        }
        return section
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list section (R-LIST-1).
    ///
    /// Implements R-LIST-1. Implements R-LIST-2.
    public static func list(
        using configuration: LayoutListConfiguration,
        layoutConfiguration: CompositionalLayoutConfiguration = .init()
    ) -> CompositionalLayout {
        CompositionalLayout(
            sectionProvider: { _, environment in
                LayoutSection.list(using: configuration, layoutEnvironment: environment)
            }, configuration: layoutConfiguration)
    }
}
