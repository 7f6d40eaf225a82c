import Foundation

// The colours app code names. Fixed colours have UIKit's documented components; system colours
// adapt to the appearance on iOS and are kept by name.
extension UIColor {
    /// Black: white 0.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: white 1/3.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light grey: white 2/3.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// White: white 1.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey: white 0.5.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: (1, 0, 0).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: (0, 1, 0).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: (0, 0, 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: (0, 1, 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: (1, 1, 0).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: (1, 0, 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: (1, 0.5, 0).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: (0.5, 0, 0.5).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: (0.6, 0.4, 0.2).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Clear: white 0, alpha 0.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    /// The system red.
    public static var systemRed: UIColor { .system("systemRed") }
    /// The system green.
    public static var systemGreen: UIColor { .system("systemGreen") }
    /// The system blue.
    public static var systemBlue: UIColor { .system("systemBlue") }
    /// The system orange.
    public static var systemOrange: UIColor { .system("systemOrange") }
    /// The system yellow.
    public static var systemYellow: UIColor { .system("systemYellow") }
    /// The system pink.
    public static var systemPink: UIColor { .system("systemPink") }
    /// The system purple.
    public static var systemPurple: UIColor { .system("systemPurple") }
    /// The system teal.
    public static var systemTeal: UIColor { .system("systemTeal") }
    /// The system indigo.
    public static var systemIndigo: UIColor { .system("systemIndigo") }
    /// The system mint.
    public static var systemMint: UIColor { .system("systemMint") }
    /// The system cyan.
    public static var systemCyan: UIColor { .system("systemCyan") }
    /// The system brown.
    public static var systemBrown: UIColor { .system("systemBrown") }
    /// The system grey.
    public static var systemGray: UIColor { .system("systemGray") }
    /// The second system grey.
    public static var systemGray2: UIColor { .system("systemGray2") }
    /// The third system grey.
    public static var systemGray3: UIColor { .system("systemGray3") }
    /// The fourth system grey.
    public static var systemGray4: UIColor { .system("systemGray4") }
    /// The fifth system grey.
    public static var systemGray5: UIColor { .system("systemGray5") }
    /// The sixth system grey.
    public static var systemGray6: UIColor { .system("systemGray6") }
    /// The tint colour of the app.
    public static var tintColor: UIColor { .system("tintColor") }

    /// The background of plain content.
    public static var systemBackground: UIColor { .system("systemBackground") }
    /// The background of content on ``systemBackground``.
    public static var secondarySystemBackground: UIColor { .system("secondarySystemBackground") }
    /// The background of content on ``secondarySystemBackground``.
    public static var tertiarySystemBackground: UIColor { .system("tertiarySystemBackground") }
    /// The background of grouped content.
    public static var systemGroupedBackground: UIColor { .system("systemGroupedBackground") }
    /// The background of content on ``systemGroupedBackground``.
    public static var secondarySystemGroupedBackground: UIColor {
        .system("secondarySystemGroupedBackground")
    }
    /// The background of content on ``secondarySystemGroupedBackground``.
    public static var tertiarySystemGroupedBackground: UIColor {
        .system("tertiarySystemGroupedBackground")
    }
    /// The fill of thin and small shapes.
    public static var systemFill: UIColor { .system("systemFill") }
    /// The fill of medium shapes.
    public static var secondarySystemFill: UIColor { .system("secondarySystemFill") }
    /// The fill of large shapes.
    public static var tertiarySystemFill: UIColor { .system("tertiarySystemFill") }
    /// The fill of large areas.
    public static var quaternarySystemFill: UIColor { .system("quaternarySystemFill") }
    /// Primary text.
    public static var label: UIColor { .system("label") }
    /// Secondary text.
    public static var secondaryLabel: UIColor { .system("secondaryLabel") }
    /// Tertiary text.
    public static var tertiaryLabel: UIColor { .system("tertiaryLabel") }
    /// Quaternary text.
    public static var quaternaryLabel: UIColor { .system("quaternaryLabel") }
    /// Thin separators, such as those between list rows.
    public static var separator: UIColor { .system("separator") }
    /// Separators that hide the content under them.
    public static var opaqueSeparator: UIColor { .system("opaqueSeparator") }
    /// Links.
    public static var link: UIColor { .system("link") }
}
