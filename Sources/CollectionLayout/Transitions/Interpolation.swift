extension LayoutAttributes {
    /// The attributes at `progress` between `start` (progress 0) and `end` (progress 1): the one
    /// owner of interpolation, which the headless view's transitions and the pictures of
    /// LayoutRendering both use (R-TRANS-1).
    ///
    /// Frame origin and size, alpha and each entry of the transform move linearly; the index path,
    /// z-index and hidden flag are `start`'s until half-way and `end`'s from there. Progress is
    /// clamped to 0 … 1, and a NaN progress counts as 0, so the result always lies between the two.
    ///
    /// ```swift
    /// // A cell at (0, 0, 100, 50) going to (200, 100, 100, 150), alpha 1 → 0, z-index 0 → 5:
    /// LayoutAttributes.interpolating(from: start, to: end, progress: 0.25)
    /// // frame (50, 25, 100, 75), alpha 0.75, z-index 0
    /// ```
    ///
    /// Implements R-TRANS-1.
    public static func interpolating(
        from start: LayoutAttributes, to end: LayoutAttributes, progress: Double
    ) -> LayoutAttributes {
        let t = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if t == 0 { return start }
        if t == 1 { return end }
        var result = t < 0.5 ? start : end
        result.frame = Rect.interpolating(from: start.frame, to: end.frame, progress: t)
        let alpha = mix(start.alpha, end.alpha, t)
        let from = start.transform
        let to = end.transform
        let transform = LayoutTransform(
            a: mix(from.a, to.a, t), b: mix(from.b, to.b, t), c: mix(from.c, to.c, t),
            d: mix(from.d, to.d, t), tx: mix(from.tx, to.tx, t), ty: mix(from.ty, to.ty, t))
        if alpha != result.alpha || transform != result.transform {
            result.setAppearance(alpha: alpha, transform: transform, isHidden: result.isHidden)
        }
        return result
    }

    private static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double {
        Rect.mix(a, b, t)
    }
}

extension Rect {
    /// The rectangle at `progress` between `start` and `end`: origin and size moved linearly, as
    /// element frames move in a transition (R-TRANS-1); progress clamped to 0 … 1, NaN counting
    /// as 0.
    public static func interpolating(from start: Rect, to end: Rect, progress: Double) -> Rect {
        let t = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        if t == 0 { return start }
        if t == 1 { return end }
        return Rect(
            x: mix(start.minX, end.minX, t), y: mix(start.minY, end.minY, t),
            width: mix(start.width, end.width, t), height: mix(start.height, end.height, t))
    }

    /// `a` moved towards `b` by the fraction `t` (0 … 1), exact at both ends and between them
    /// whatever their order.
    static func mix(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let value = a + (b - a) * t
        // Rounding can step past the end point; keep the value between the two.
        return Swift.min(Swift.max(value, Swift.min(a, b)), Swift.max(a, b))
    }
}
