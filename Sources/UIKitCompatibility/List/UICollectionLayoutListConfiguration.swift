import CollectionLayout
import Foundation

/// How a list section looks (Apple's `UICollectionLayoutListConfiguration`, R-LIST).
///
/// What shapes the section — ``appearance``, ``headerMode``, ``footerMode``, ``headerTopPadding`` —
/// becomes the engine's `LayoutListConfiguration`. The rest is stored so that app code compiles and
/// tests can read it back, but draws nothing and moves nothing (R-LIST-2): separators,
/// swipe actions, the background colour and ``contentHuggingElements``.
///
/// List metrics — 44-point estimated rows, headers and footers, 16 points of top padding and bottom
/// inset in grouped appearances — are this project's chosen values, not measured from UIKit; set
/// ``headerTopPadding`` to change the top padding.
public struct UICollectionLayoutListConfiguration {
    /// The list styles (Apple's `UICollectionLayoutListConfiguration.Appearance`), with Apple's raw
    /// values (R-LIST-3).
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Edge-to-edge rows; supplementary headers pin to the top.
        case plain = 0
        /// Edge-to-edge rows in sections padded by 16 points above and below.
        case grouped
        /// Rows inset by the layout margins, in padded sections.
        case insetGrouped
        /// A sidebar: laid out like ``insetGrouped``.
        case sidebar
        /// A plain sidebar: laid out like ``plain``.
        case sidebarPlain
    }

    /// Whether sections have a header (Apple's `UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
        /// No header.
        case none = 0
        /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader``, 44 points
        /// estimated (R-LIST-1).
        case supplementary
        /// The first cell plays the header; no extra element (R-LIST-1).
        case firstItemInSection
    }

    /// Whether sections have a footer (Apple's `UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind ``UICollectionView/elementKindSectionFooter``, 44 points
        /// estimated (R-LIST-1).
        case supplementary
    }

    /// Which elements hug their content instead of filling the width (Apple's
    /// `UICollectionLayoutListConfiguration.ContentHuggingElements`). Stored only: nothing is
    /// measured here, so headers always fill the width (R-LIST-2).
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// A set from raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Supplementary headers.
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1)
    }

    /// Returns the swipe actions of the row at an index path, or nil for none (Apple's
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Returns the separators of the row at an index path from the section's (Apple's
    /// `UICollectionLayoutListConfiguration.ItemSeparatorHandler`).
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) ->
        UIListSeparatorConfiguration

    /// The list style; fixed at creation, as in UIKit.
    public let appearance: Appearance
    /// Whether sections have a header; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// Whether sections have a footer; `.none` by default.
    public var footerMode: FooterMode = .none
    /// Empty space before each section's header, or first row without one; nil (the default) uses
    /// the appearance's: 0 for `plain` and `sidebarPlain`, 16 otherwise (R-LIST-3, R-LIST-4).
    public var headerTopPadding: CGFloat?
    /// Whether rows show separators; true by default. Stored only (R-LIST-2).
    public var showsSeparators: Bool = true
    /// The section's separators; stored only (R-LIST-2).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators row by row; stored only (R-LIST-2).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The section's background colour, nil for the appearance's; stored only.
    public var backgroundColor: UIColor?
    /// The actions revealed by swiping a row from its leading edge; stored only.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row from its trailing edge; stored only.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Which elements hug their content; empty by default, as on iOS. Stored only (R-LIST-2).
    public var contentHuggingElements: ContentHuggingElements = []

    /// A configuration of the given appearance with UIKit's defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The engine's value: what shapes the section (R-LIST-1, R-LIST-3).
    var value: LayoutListConfiguration {
        var result = LayoutListConfiguration(appearance: appearance.value)
        result.headerMode = headerMode.value
        result.footerMode = footerMode.value
        result.headerTopPadding = headerTopPadding.map(Double.init)
        return result
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// The engine's value.
    var value: LayoutListConfiguration.Appearance {
        switch self {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        case .sidebar: return .sidebar
        case .sidebarPlain: return .sidebarPlain
        }
    }
}

extension UICollectionLayoutListConfiguration.HeaderMode {
    /// The engine's value.
    var value: LayoutListConfiguration.HeaderMode {
        switch self {
        case .none: return .none
        case .supplementary: return .supplementary
        case .firstItemInSection: return .firstItemInSection
        }
    }
}

extension UICollectionLayoutListConfiguration.FooterMode {
    /// The engine's value.
    var value: LayoutListConfiguration.FooterMode {
        switch self {
        case .none: return .none
        case .supplementary: return .supplementary
        }
    }
}
