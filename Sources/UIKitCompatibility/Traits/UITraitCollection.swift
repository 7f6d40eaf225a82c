import Foundation

/// The traits a layout adapts to (Apple's `UITraitCollection`): size classes, idiom, display scale,
/// layout direction and text size. An immutable value; a trait left unspecified is "not known".
///
/// Section providers read it from ``NSCollectionLayoutEnvironment/traitCollection``. The headless
/// ``UICollectionView`` derives it from its frame unless ``UICollectionView/overrideTraitCollection``
/// says otherwise (see ``UICollectionView/traitCollection``).
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The width's size class; `.unspecified` unless given.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class; `.unspecified` unless given.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device; `.unspecified` unless given.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0 (unspecified) unless given.
    public let displayScale: CGFloat
    /// The layout direction; `.unspecified` unless given.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// The user's text size; `.unspecified` unless given.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// A collection of the given traits; the rest are unspecified.
    init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, displayScale: CGFloat = 0,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection with only the width's size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A collection with only the height's size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// A collection with only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: idiom)
    }

    /// A collection with only the display scale specified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(horizontalSizeClass: .unspecified, displayScale: scale)
    }

    /// A collection with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontalSizeClass: .unspecified, layoutDirection: layoutDirection)
    }

    /// A collection with only the text size specified.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// The traits of several collections merged: for each trait, the value of the last collection
    /// that specifies it, as in UIKit.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    /// Whether every trait specified in `trait` has the same value here, as in UIKit.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return UITraitCollection(traitsFrom: [self, trait]) == self
    }

    /// Whether all six traits are equal.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
            && lhs.layoutDirection == rhs.layoutDirection
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
    }

    /// Hashes the six traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
    }

    /// The six traits.
    public var description: String {
        "UITraitCollection(horizontalSizeClass: \(horizontalSizeClass), verticalSizeClass: "
            + "\(verticalSizeClass), userInterfaceIdiom: \(userInterfaceIdiom), displayScale: "
            + "\(displayScale), layoutDirection: \(layoutDirection), preferredContentSizeCategory: "
            + "\(preferredContentSizeCategory.rawValue))"
    }
}
