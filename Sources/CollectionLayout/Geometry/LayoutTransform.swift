/// A 2-D affine transform `[a b 0; c d 0; tx ty 1]` acting on row vectors, as Core Graphics'
/// `CGAffineTransform`: a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct LayoutTransform: Hashable, Sendable {
    /// The matrix entries.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `sx`, `sy`.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation by `tx`, `ty`.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: LayoutTransform) -> LayoutTransform {
        LayoutTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform followed by a scale.
    public func scaledBy(x sx: Double, y sy: Double) -> LayoutTransform {
        LayoutTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform followed by a translation.
    public func translatedBy(x tx: Double, y ty: Double) -> LayoutTransform {
        LayoutTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The image of `point`.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of a rectangle of `size` centred on `center` after this transform is applied
    /// about that centre (R-HANDLER-5).
    public func boundingBox(ofSize size: Size, centeredAt center: Point) -> Rect {
        let halfWidth = size.width / 2
        let halfHeight = size.height / 2
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for corner in [
            Point(x: -halfWidth, y: -halfHeight), Point(x: halfWidth, y: -halfHeight),
            Point(x: -halfWidth, y: halfHeight), Point(x: halfWidth, y: halfHeight),
        ] {
            let mapped = apply(to: corner)
            minX = min(minX, mapped.x)
            minY = min(minY, mapped.y)
            maxX = max(maxX, mapped.x)
            maxY = max(maxY, mapped.y)
        }
        return Rect(x: center.x + minX, y: center.y + minY, width: maxX - minX, height: maxY - minY)
    }
}

/// `{"a": A, "b": B, "c": C, "d": D, "tx": TX, "ty": TY}`.
#if !hasFeature(Embedded)
    extension LayoutTransform: Codable {}
#endif
