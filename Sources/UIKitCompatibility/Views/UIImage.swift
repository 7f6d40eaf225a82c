import Foundation

/// A headless stand-in for Apple's `UIImage`, as set on swipe actions and views: it keeps the name
/// it was created with and has no pixels.
public final class UIImage: Hashable, Sendable {
    /// The symbol name, for an image from ``init(systemName:)``.
    public let systemName: String?
    /// The asset name, for an image from ``init(named:)``.
    public let name: String?

    /// The SF Symbol of the given name. Never nil here: there is no symbol catalog to miss.
    public init?(systemName: String) {
        self.systemName = systemName
        self.name = nil
    }

    /// The asset of the given name. Never nil here: there is no asset catalog to miss.
    public init?(named name: String) {
        self.systemName = nil
        self.name = name
    }

    /// Whether two images have the same names.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.systemName == rhs.systemName && lhs.name == rhs.name
    }

    /// Hashes the names.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(name)
    }
}
