import CollectionLayout
import Foundation

#if !canImport(CoreGraphics)
    /// An affine transform (Core Graphics' `CGAffineTransform`), provided because Foundation on
    /// Linux has none. On Apple platforms Core Graphics' own type is used instead.
    ///
    /// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
    public struct CGAffineTransform: Hashable, Sendable {
        /// The entry at row 1, column 1.
        public var a: CGFloat
        /// The entry at row 1, column 2.
        public var b: CGFloat
        /// The entry at row 2, column 1.
        public var c: CGFloat
        /// The entry at row 2, column 2.
        public var d: CGFloat
        /// The translation along x.
        public var tx: CGFloat
        /// The translation along y.
        public var ty: CGFloat

        /// Creates a transform from its six entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// The identity transform.
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// A transform that scales by `sx` along x and `sy` along y.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A transform that translates by `tx`, `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A transform that rotates by `angle` radians.
        public init(rotationAngle angle: CGFloat) {
            let cosine = CGFloat(cos(Double(angle)))
            let sine = CGFloat(sin(Double(angle)))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform()

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(LayoutTransform(self).concatenating(LayoutTransform(t2)))
        }

        /// A scale by `sx`, `sy` followed by this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A translation by `tx`, `ty` followed by this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A rotation by `angle` radians followed by this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }
    }

    extension CGPoint {
        /// The point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            let mapped = LayoutTransform(t).apply(to: Point(x: Double(x), y: Double(y)))
            return CGPoint(x: CGFloat(mapped.x), y: CGFloat(mapped.y))
        }
    }
#endif
