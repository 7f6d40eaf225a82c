/// Walking the instances of a self-sizing section in order (R-SIZING-6): every output that visits
/// consecutive instances — rect queries, streaming, sweeps — takes their starts from here, so that
/// all of them agree bit for bit with ``SectionSizing/start(ofInstance:)``.
extension SectionSizing {
    /// Where instance `instance + 1` starts relative to instance 0, given `start`, the start of
    /// `instance` as ``start(ofInstance:)`` returns it.
    ///
    /// The result equals `start(ofInstance: instance + 1)` exactly: inside a block of
    /// ``blockSize`` instances it is `start` plus the instance's advance — the same additions, in the
    /// same order, as ``start(ofInstance:)`` makes — and at the first instance of a block, or when
    /// starts have a closed form, it is ``start(ofInstance:)`` itself.
    ///
    /// - Complexity: O(k) inside a block, O(log n + k) at the start of one: O(k + (log n) / 4)
    ///   amortized per instance over a walk.
    @inline(__always)
    func start(ofInstanceAfter instance: Int, startingAt start: Double) -> Double {
        let next = instance + 1
        if uniformTopLevel || blocks == nil || next % Self.blockSize == 0 {
            return self.start(ofInstance: next)
        }
        return start + advance(ofInstance: instance)
    }

    /// Whether every instance is placed exactly as the template repeated at the pitch: no item has
    /// a length stored (measured, or measured and then forgotten) and starts have the closed form
    /// `instance · pitch` of ``start(ofInstance:)``. Walks then read the section as a template
    /// section, with the same frames.
    ///
    /// - Complexity: O(1).
    var placesLikeTemplate: Bool {
        widths.isEmpty && heights.isEmpty && blocks == nil && !uniformTopLevel
    }
}
