/// The frames of a measured list section — a template of one group holding one leaf that
/// self-sizes only along the advance axis (``SectionSizing/singleLeafLength``) — computed in one
/// tight walk for ``SectionItemFrames/Iterator``.
///
/// Such an instance needs no re-solve: its leaf is the template's with the measured length on the
/// advance axis (R-EST-3, R-EST-4, R-EST-7), exactly as
/// `PreparedLayout.forEachInstance(_:_:_:_:)` places it, and the starts follow from one another
/// through ``SectionSizing/start(ofInstanceAfter:startingAt:)``. The frames are therefore the
/// same, bit for bit, as `attributes(forItemAt:)` returns; the walk only reads what it needs (no
/// copy of the layout, no per-instance placement or measurement check).
struct MeasuredRowFrames: Sendable {
    let sizing: SectionSizing
    /// The template's leaf frame relative to the instance origin.
    let leaf: Rect
    /// The section's instance origins, rounding and mirroring.
    let placement: CellPlacement

    /// The walk of section `geometry`, or nil unless it is a measured list section that is not
    /// placed like its template (those are computed inline by ``SectionItemFrames``).
    init?(layout: PreparedLayout, geometry: SectionGeometry) {
        guard geometry.waterfall == nil, geometry.flow == nil, let template = geometry.template,
            let sizing = geometry.sizing,
            sizing.singleLeafLength != nil, template.itemCount == 1, !sizing.placesLikeTemplate
        else { return nil }
        self.sizing = sizing
        leaf = template.leafFrames[0]
        placement = layout.placement(of: geometry)
    }

    /// The frames of items `first..<first + count` (one item per instance).
    ///
    /// - Complexity: O(log n + count).
    func frames(from first: Int, count: Int) -> [Rect] {
        // An empty array must not come from `unsafeUninitializedCapacity`: with capacity 0 it
        // writes the count into the shared empty-array storage, a data race between threads.
        guard count > 0 else { return [] }
        return [Rect](unsafeUninitializedCapacity: count) { frames, initialized in
            var start = sizing.start(ofInstance: first)
            for offset in 0..<count {
                let instance = first + offset
                if offset > 0 { start = sizing.start(ofInstanceAfter: instance - 1, startingAt: start) }
                frames.initializeElement(at: offset, to: frame(ofInstance: instance, start: start))
                initialized = offset + 1
            }
        }
    }

    /// The frame of the one item of `instance`, which starts `start` after instance 0: the leaf
    /// with its measured length (its estimate while unmeasured, as in
    /// `PreparedLayout.withInstance(_:_:instance:start:_:)`), at the instance origin, rounded and
    /// mirrored like any frame.
    @inline(__always)
    private func frame(ofInstance instance: Int, start: Double) -> Rect {
        var leaf = leaf
        if let length = sizing.measurement(ofItem: instance, on: placement.advanceAxis) {
            leaf.size[placement.advanceAxis] = length
        }
        return placement.frame(of: leaf, at: placement.origin(atStart: start))
    }
}
