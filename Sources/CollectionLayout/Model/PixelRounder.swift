/// Snaps solved values to the display's pixel grid (R-ROUND).
///
/// During the solve, ``floorSize(_:)`` floors each resolved size under `.modern` (R-ROUND-2);
/// after it, ``finalize(_:)`` rounds every frame: `.modern` rounds origins to the nearest pixel and
/// floors sizes, `.legacy` rounds origins and sizes to the nearest pixel (R-ROUND-3). Ties go
/// away from zero and values within 1e-6 px of an integer or half-integer pixel are snapped to it
/// first (R-ROUND-5).
struct PixelRounder: Sendable {
    let policy: RoundingPolicy
    let scale: Double

    init(environment: LayoutEnvironment) {
        policy = environment.effectiveRoundingPolicy
        scale = environment.displayScale ?? 1
    }

    /// The value in pixels, snapped to a nearby integer or half-integer (R-ROUND-5).
    @inline(__always)
    private func snappedPixels(_ value: Double) -> Double {
        let pixels = value * scale
        let half = (pixels * 2).rounded() / 2
        return abs(pixels - half) < 1e-6 ? half : pixels
    }

    /// A resolved size as the solve uses it: floored to the grid under `.modern` (R-ROUND-2).
    @inline(__always)
    func floorSize(_ value: Double) -> Double {
        guard policy == .modern, value.isFinite else { return value }
        return snappedPixels(value).rounded(.down) / scale
    }

    /// `value` rounded to the nearest pixel, ties away from zero (R-ROUND-5).
    ///
    /// Implements R-ROUND-5.
    @inline(__always)
    func nearest(_ value: Double) -> Double {
        guard policy != .none, value.isFinite else { return value }
        return nearestPixel(value)
    }

    /// ``nearest(_:)`` for a finite value under a rounding policy. Kept out of line, like
    /// ``roundedFrame(_:)``: inlined, the optimizer may compute the pixel rounding (a library
    /// call) before the policy test — hoisted out of a loop — even in layouts that never round.
    @inline(never)
    private func nearestPixel(_ value: Double) -> Double {
        snappedPixels(value).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// A solved frame after the final rounding pass (R-ROUND-2, R-ROUND-3).
    ///
    /// Implements R-ROUND-3.
    @inline(__always)
    func finalize(_ rect: Rect) -> Rect {
        policy == .none ? rect : roundedFrame(rect)
    }

    /// ``finalize(_:)`` under `.modern` or `.legacy`, out of line (see ``nearestPixel(_:)``).
    @inline(never)
    private func roundedFrame(_ rect: Rect) -> Rect {
        switch policy {
        case .none:
            return rect
        case .modern:
            return Rect(
                x: nearest(rect.origin.x), y: nearest(rect.origin.y),
                width: snappedPixels(rect.size.width).rounded(.down) / scale,
                height: snappedPixels(rect.size.height).rounded(.down) / scale)
        case .legacy:
            return Rect(
                x: nearest(rect.origin.x), y: nearest(rect.origin.y),
                width: nearest(rect.size.width), height: nearest(rect.size.height))
        }
    }
}
