import Foundation

/// The user's preferred text size (Apple's `UIContentSizeCategory`), with Apple's raw values,
/// ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// Apple's string for the category.
    public let rawValue: String

    /// The category with Apple's string `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not known.
    public static var unspecified: Self { Self(rawValue: "_UICTContentSizeCategoryUnspecified") }
    /// Extra small.
    public static var extraSmall: Self { Self(rawValue: "UICTContentSizeCategoryXS") }
    /// Small.
    public static var small: Self { Self(rawValue: "UICTContentSizeCategoryS") }
    /// Medium.
    public static var medium: Self { Self(rawValue: "UICTContentSizeCategoryM") }
    /// Large: the system default.
    public static var large: Self { Self(rawValue: "UICTContentSizeCategoryL") }
    /// Extra large.
    public static var extraLarge: Self { Self(rawValue: "UICTContentSizeCategoryXL") }
    /// Extra extra large.
    public static var extraExtraLarge: Self { Self(rawValue: "UICTContentSizeCategoryXXL") }
    /// Extra extra extra large: the largest without accessibility sizes.
    public static var extraExtraExtraLarge: Self { Self(rawValue: "UICTContentSizeCategoryXXXL") }
    /// Accessibility medium.
    public static var accessibilityMedium: Self { Self(rawValue: "UICTContentSizeCategoryAccessibilityM") }
    /// Accessibility large.
    public static var accessibilityLarge: Self { Self(rawValue: "UICTContentSizeCategoryAccessibilityL") }
    /// Accessibility extra large.
    public static var accessibilityExtraLarge: Self {
        Self(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    }
    /// Accessibility extra extra large.
    public static var accessibilityExtraExtraLarge: Self {
        Self(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    }
    /// Accessibility extra extra extra large: the largest.
    public static var accessibilityExtraExtraExtraLarge: Self {
        Self(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    }

    /// The categories from smallest to largest, ``unspecified`` first.
    private static var ordered: [Self] {
        [
            .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
            .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]
    }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
        rank >= Self.ordered.firstIndex(of: .accessibilityMedium)!
    }

    /// The position in ``ordered``; unknown strings rank with ``unspecified``.
    private var rank: Int { Self.ordered.firstIndex(of: self) ?? 0 }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
