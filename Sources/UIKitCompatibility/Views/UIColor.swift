import Foundation

/// A headless stand-in for Apple's `UIColor`: a value that list configurations, swipe actions and
/// views store, compare and hand back. Nothing is drawn.
///
/// A colour is either sRGB components (``init(red:green:blue:alpha:)``, ``init(white:alpha:)`` and
/// the fixed colours such as ``red``, with UIKit's component values) or a named system colour
/// whose components depend on the appearance on iOS (``systemBlue``, ``systemBackground``, …),
/// kept here by name. Either may carry an alpha from ``withAlphaComponent(_:)``.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is.
    private enum Kind: Hashable {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat)
        case system(String)
    }

    private let kind: Kind
    /// The opacity, 0 to 1.
    public let alpha: CGFloat

    private init(kind: Kind, alpha: CGFloat) {
        self.kind = kind
        self.alpha = alpha
    }

    /// A colour from sRGB components, each 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(kind: .components(red: red, green: green, blue: blue), alpha: alpha)
    }

    /// A grey of the given brightness, 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The name of a system colour (`"systemBlue"`), nil for a colour made of components.
    public var systemName: String? {
        if case .system(let name) = kind { return name }
        return nil
    }

    /// The same colour with the given alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(kind: kind, alpha: alpha)
    }

    /// The Core Graphics colour, for `layer.borderColor` and the like.
    public var cgColor: CGColor { CGColor(self) }

    /// The components or the system name, and the alpha.
    public var description: String {
        switch kind {
        case .components(let red, let green, let blue):
            return "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
        case .system(let name):
            return alpha == 1 ? "UIColor.\(name)" : "UIColor.\(name).withAlphaComponent(\(alpha))"
        }
    }

    /// Whether two colours are the same components, or the same system colour, with the same alpha.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.kind == rhs.kind && lhs.alpha == rhs.alpha
    }

    /// Hashes what the colour is and its alpha.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(alpha)
    }

    /// A named system colour.
    static func system(_ name: String) -> UIColor {
        UIColor(kind: .system(name), alpha: 1)
    }
}
