/// How long an element is along one axis (Apple's `NSCollectionLayoutDimension`).
///
/// - `absolute(v)` is `v` points.
/// - `fractionalWidth(f)` / `fractionalHeight(f)` are `f ×` the width or height of the element's
///   container, whichever axis they size (R-DIM-1, R-CONT).
/// - `estimated(v)` is `v` until the element is measured (R-DIM-2, R-EST).
/// - `uniformAcrossSiblings(estimate:)` is estimated, and siblings share the largest measured
///   value (R-UNIFORM).
///
/// Values must be finite and non-negative; fractions above 1 are allowed and overflow
/// (R-DIM-3). Invalid values are reported by ``CompositionalLayout/prepare(in:itemCounts:measurements:options:)``
/// as ``LayoutError/invalidDimension(_:at:)``.
public struct LayoutDimension: Hashable, Sendable {
    /// The kinds of dimension.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// A length in points.
        case absolute
        /// An estimated length in points, refined by measurement.
        case estimated
        /// An estimated length shared by all siblings once measured.
        case uniformAcrossSiblings
    }

    /// What kind of dimension this is.
    public let kind: Kind
    /// The fraction, the length, or the estimate, depending on ``kind``.
    public let dimension: Double

    /// Creates a dimension of a kind with its value.
    public init(kind: Kind, dimension: Double) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: Double) -> LayoutDimension {
        LayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: Double) -> LayoutDimension {
        LayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A length in points.
    public static func absolute(_ absoluteDimension: Double) -> LayoutDimension {
        LayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// A length in points that is refined by measurement (self-sizing).
    public static func estimated(_ estimatedDimension: Double) -> LayoutDimension {
        LayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// An estimated length that all siblings share once measured (R-UNIFORM).
    public static func uniformAcrossSiblings(estimate estimatedDimension: Double) -> LayoutDimension {
        LayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is estimated (`estimated` or `uniformAcrossSiblings`).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether this is `uniformAcrossSiblings`.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// Whether this is a fraction of either container length.
    public var isFractional: Bool { kind == .fractionalWidth || kind == .fractionalHeight }

    /// Whether the value is finite and non-negative (R-DIM-3).
    public var isValid: Bool { dimension.isFinite && dimension >= 0 }
}

extension LayoutDimension: CustomStringConvertible {
    /// The Swift spelling, such as `fractionalWidth(0.5)` or `absolute(44)`.
    public var description: String {
        let value = LayoutNumberFormat.string(dimension)
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(value))"
        case .fractionalHeight: return "fractionalHeight(\(value))"
        case .absolute: return "absolute(\(value))"
        case .estimated: return "estimated(\(value))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(\(value))"
        }
    }
}

/// A width and a height dimension (Apple's `NSCollectionLayoutSize`).
public struct LayoutSize: Hashable, Sendable {
    /// How wide the element is.
    public var widthDimension: LayoutDimension
    /// How tall the element is.
    public var heightDimension: LayoutDimension

    /// Creates a size from a width and a height dimension.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis`.
    public subscript(axis: Axis) -> LayoutDimension {
        get { axis == .horizontal ? widthDimension : heightDimension }
        set {
            if axis == .horizontal { widthDimension = newValue } else { heightDimension = newValue }
        }
    }
}
