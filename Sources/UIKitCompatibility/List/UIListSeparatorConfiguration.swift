import Foundation

/// The separators of a list section or of one row (Apple's `UIListSeparatorConfiguration`).
///
/// A headless value: stored on ``UICollectionLayoutListConfiguration`` and returned by its
/// ``UICollectionLayoutListConfiguration/itemSeparatorHandler``, never drawn, and never part of the
/// geometry (R-LIST-2).
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows (Apple's `UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Int, Hashable, Sendable, CaseIterable {
        /// The list decides.
        case automatic = 0
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }

    /// Insets that mean "the list decides" (Apple's `UIListSeparatorConfiguration.automaticInsets`):
    /// a sentinel, not a distance.
    public static var automaticInsets: NSDirectionalEdgeInsets {
        let automatic = -CGFloat.greatestFiniteMagnitude
        return NSDirectionalEdgeInsets(
            top: automatic, leading: automatic, bottom: automatic, trailing: automatic)
    }

    /// The visibility of the separator above a row; `.automatic` by default.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The visibility of the separator below a row; `.automatic` by default.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above a row; ``automaticInsets`` by default.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the separator below a row; ``automaticInsets`` by default.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separator colour; ``UIColor/separator`` by default.
    public var color: UIColor = .separator
    /// The separator colour while several rows are selected; ``UIColor/separator`` by default.
    public var multipleSelectionColor: UIColor = .separator

    /// The default separators of a list of the given appearance; every appearance has the same
    /// defaults here, since nothing is drawn.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
