/// Measurements of a flow section (R-FLOW-6): adopting, forgetting and restoring an item's lengths
/// and re-breaking the lines they change.
extension FlowSection {
    private static let measuredFlag: UInt8 = 1
    private static let staleFlag: UInt8 = 2

    /// Adopts a measured `size` (nil keeps the estimates but counts as measured, R-SIZING-1) for
    /// `item` and re-breaks its lines (R-FLOW-6).
    ///
    /// - Throws: ``SizingOverflow`` when the run of lines would not be finite; nothing changes then.
    func setMeasurement(_ size: Size?, forItem item: Int) throws(SizingOverflow) {
        let along = size.map { max($0[shape.axis], 0) } ?? .nan
        let across = size.map { max($0[shape.axis.cross], 0) } ?? .nan
        try change(item, to: Saved(along: along, across: across, flags: Self.measuredFlag))
    }

    /// Forgets `item`'s measurement: it takes its estimates again (R-SIZING-3).
    func removeMeasurement(forItem item: Int) throws(SizingOverflow) {
        guard isMeasured else { return }
        try change(item, to: Saved(along: .nan, across: .nan, flags: 0))
    }

    /// Keeps `item`'s measurement but asks for a new one (R-APPLY-6).
    func markStale(item: Int) {
        guard hasMeasurement(item: item) else { return }
        if isCurrentlyMeasured(item: item) { measuredItemCount -= 1 }
        setFlags(item, saved(item).flags | Self.staleFlag)
        _checkInvariants()
    }

    /// Puts back what ``saved(_:)`` returned after the stored model rejected a change.
    func restore(_ saved: Saved, forItem item: Int) {
        // The saved state was accepted before, so its lines are finite.
        try? change(item, to: saved)
    }

    /// Sets `item`'s lengths and flags and re-breaks; puts everything back when the run of lines
    /// would overflow.
    private func change(_ item: Int, to new: Saved) throws(SizingOverflow) {
        let old = saved(item)
        let wasCurrent = isCurrentlyMeasured(item: item)
        let lengthsChanged =
            !Self.same(old.along, new.along) || (measuresAcross && !Self.same(old.across, new.across))
        if !isMeasured && new.flags == 0 && !lengthsChanged { return }
        if lengthsChanged {
            try rebreak(item, along: new.along, across: new.across)
        } else {
            materializeIfNeeded()
        }
        setFlags(item, new.flags)
        measuredItemCount += (isCurrentlyMeasured(item: item) ? 1 : 0) - (wasCurrent ? 1 : 0)
        _checkInvariants()
    }

    /// Whether two stored lengths are the same (NaN, no measurement, equals itself).
    private static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
}
