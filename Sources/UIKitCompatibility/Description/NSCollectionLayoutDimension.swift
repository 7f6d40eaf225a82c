import CollectionLayout
import Foundation

/// How long an element is along one axis (Apple's `NSCollectionLayoutDimension`).
///
/// Immutable, like Apple's; a facade over the engine's `LayoutDimension` (R-DIM).
public final class NSCollectionLayoutDimension: Sendable {
    /// The engine's value.
    let value: LayoutDimension

    init(_ value: LayoutDimension) {
        self.value = value
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(Double(fractionalWidth)))
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(Double(fractionalHeight)))
    }

    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute(Double(absoluteDimension)))
    }

    /// A length in points refined by self-sizing. This module never measures views, so the
    /// estimate is the length used (R-EST-1, unmeasured).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated(Double(estimatedDimension)))
    }

    /// An estimated length shared by all siblings once measured (R-UNIFORM); unmeasured, the
    /// estimate is used.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { value.isFractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { value.isFractionalHeight }
    /// Whether this is a length in points.
    public var isAbsolute: Bool { value.isAbsolute }
    /// Whether this is estimated (`estimated` or `uniformAcrossSiblings`).
    public var isEstimated: Bool { value.isEstimated }
    /// Whether this is `uniformAcrossSiblings(estimate:)`.
    public var isUniformAcrossSiblings: Bool { value.isUniformAcrossSiblings }
    /// The fraction, the length, or the estimate.
    public var dimension: CGFloat { CGFloat(value.dimension) }
}

/// A width and a height dimension (Apple's `NSCollectionLayoutSize`). Immutable, like Apple's.
public final class NSCollectionLayoutSize: Sendable {
    /// How wide the element is.
    public let widthDimension: NSCollectionLayoutDimension
    /// How tall the element is.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The engine's value.
    var value: LayoutSize {
        LayoutSize(widthDimension: widthDimension.value, heightDimension: heightDimension.value)
    }
}
