import Foundation

#if !canImport(QuartzCore)
    /// A headless stand-in for Core Animation's `CALayer`: the appearance properties view code sets
    /// on `view.layer` (corner radius, border), stored and never drawn.
    public final class CALayer {
        /// The corner radius; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// The border width; 0 by default.
        public var borderWidth: CGFloat = 0
        /// The border colour; nil by default.
        public var borderColor: CGColor?
        /// The background colour; nil by default.
        public var backgroundColor: CGColor?
        /// Whether sublayers are clipped to the bounds; false by default.
        public var masksToBounds: Bool = false

        /// A layer with default properties.
        public init() {}
    }
#endif

#if !canImport(CoreGraphics)
    /// A headless stand-in for Core Graphics' `CGColor`, as returned by ``UIColor/cgColor``: the
    /// colour it came from.
    public final class CGColor: Hashable, Sendable {
        /// The colour this one stands for.
        public let uiColor: UIColor

        init(_ uiColor: UIColor) {
            self.uiColor = uiColor
        }

        /// Whether two colours stand for the same colour.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.uiColor == rhs.uiColor }

        /// Hashes the colour it stands for.
        public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }
    }
#endif
