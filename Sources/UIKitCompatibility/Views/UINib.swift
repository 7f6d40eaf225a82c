import Foundation

/// A headless stand-in for Apple's `UINib`: the name of an Interface Builder file, as passed to
/// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)`. Nothing is loaded.
public final class UINib: Hashable, Sendable {
    /// The nib's name.
    public let name: String

    /// The nib of the given name in `bundle` (ignored: nothing is loaded).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }

    /// Whether two nibs have the same name.
    public static func == (lhs: UINib, rhs: UINib) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
