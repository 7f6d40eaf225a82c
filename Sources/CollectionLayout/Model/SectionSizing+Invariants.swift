/// Consistency checks of a self-sizing section's state, run at the end of every mutation in
/// debug builds and compiled out of release builds (as in swift-collections).
extension SectionSizing {
    /// Sections with at most this many items are also checked item by item.
    static let fullCheckItemLimit = 1024

    #if DEBUG
        /// Traps when the state is inconsistent: arrays of the wrong length, counts out of range,
        /// non-finite sums, or block sums that disagree with ``lastStart``.
        ///
        /// - Complexity: O(log n + k + stale items), plus O(n · k) for sections of at most
        ///   ``fullCheckItemLimit`` items.
        func _checkInvariants() {
            precondition(widths.isEmpty || widths.count == itemCount, "widths must hold one length per item")
            precondition(
                heights.isEmpty || heights.count == itemCount, "heights must hold one length per item")
            precondition(
                measuredItemCount >= 0 && measuredItemCount <= selfSizingItemCount,
                "measured item count \(measuredItemCount) out of 0...\(selfSizingItemCount)")
            precondition(stale.allSatisfy { $0 >= 0 && $0 < itemCount }, "stale item out of range")
            for value in [
                lastStart, lastExtent, uniformExtent, reachBefore, reachAfter, maximumAcross, farthestAcross,
            ] {
                precondition(value.isFinite, "sizing sums must stay finite")
            }
            precondition(reachBefore >= 0 && reachAfter >= 0, "reaches never shrink below 0")
            if let blocks {
                precondition(
                    blocks.count == (instanceCount + Self.blockSize - 1) / Self.blockSize,
                    "one block sum per \(Self.blockSize) instances")
                blocks._checkInvariants()
            }
            if !uniformTopLevel && instanceCount > 0 {
                // lastStart follows every advance; the block sums must agree with it.
                // Both sums round at the largest magnitude they ever held (a 1e308 measurement
                // replaced by 50 leaves either near 0), so they agree to within that.
                let last = start(ofInstance: instanceCount - 1)
                precondition(
                    abs(last - lastStart) <= 1e-6 * max(1, abs(lastStart), largestRunStart),
                    "last instance starts at \(last) by the block sums, \(lastStart) by the running sum")
            }
            guard itemCount <= Self.fullCheckItemLimit else { return }
            var measured = 0
            for item in 0..<itemCount where !measurableAxes(ofItem: item).isEmpty && isMeasured(item: item) {
                measured += 1
            }
            precondition(
                measured == measuredItemCount, "measured item count \(measuredItemCount) ≠ \(measured)")
        }
    #else
        /// Compiled out of release builds.
        @inline(__always)
        func _checkInvariants() {}
    #endif
}

extension FenwickTree {
    /// Trees of at most this many values are also checked value by value.
    static let fullCheckCount = 1024

    #if DEBUG
        /// Traps when the tree is inconsistent: no root slot, a non-zero slot 0, or a non-finite sum.
        ///
        /// - Complexity: O(log n), plus O(n log n) for trees of at most ``fullCheckCount`` values.
        func _checkInvariants() {
            precondition(slotCount >= 1 && rootSlot == 0, "slot 0 of the implicit tree is unused and 0")
            precondition(prefixSum(count).isFinite, "the total must be finite")
            guard count > 0, count <= Self.fullCheckCount else { return }
            var previous = 0.0
            for length in 1...count {
                let sum = prefixSum(length)
                precondition((sum - previous).isFinite, "value \(length - 1) must be finite")
                previous = sum
            }
        }
    #else
        /// Compiled out of release builds.
        @inline(__always)
        func _checkInvariants() {}
    #endif
}
