import CollectionLayout

/// Timings of the ``LayoutWorkload/waterfall`` workload's measurements at one item count (R-WATERFALL-5),
/// measured in one run against the way a custom group works: placing every item again.
public struct WaterfallMeasurement: Sendable {
    /// The number of items.
    public var count: Int
    /// One measurement of the middle item (`setPreferredSize`, alternating two heights), in
    /// nanoseconds: it re-places the second half of the items.
    public var reflowMiddleNs: Double
    /// One measurement of the last item, in nanoseconds: it re-places fewer than a checkpoint
    /// interval of items.
    public var reflowLastNs: Double
    /// `PreparedLayout.sizingStorageByteCount` per item.
    public var bytesPerItem: Double
    /// The baseline: `WaterfallPlacement.frames` over every item's height, as a custom group's item
    /// provider recomputes the whole section after any change, in nanoseconds.
    public var naiveReflowNs: Double

    /// Runs the measurement. Use a release build for meaningful numbers.
    ///
    /// - Parameters:
    ///   - count: The number of items of the waterfall.
    ///   - repetitions: Timed runs per figure (the median is reported).
    ///   - progress: Called with the name of each step as it starts (for progress reports).
    /// - Throws: `LayoutError` from the engine (never for this workload).
    ///
    /// Needs macOS 13, iOS 16, tvOS 16 or watchOS 9 (it times with `ContinuousClock`); the rest of
    /// the package runs from macOS 10.15 and iOS 13.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func measure(
        count: Int, repetitions: Int = 101, progress: (_ step: String) -> Void = { _ in }
    ) throws -> WaterfallMeasurement {
        let clock = ContinuousClock()
        var prepared = try LayoutWorkload.waterfall.layout.prepare(
            in: LayoutWorkload.environment, itemCounts: [count])
        guard count > 0 else {
            return WaterfallMeasurement(
                count: 0, reflowMiddleNs: 0, reflowLastNs: 0, bytesPerItem: 0, naiveReflowNs: 0)
        }
        let width = prepared.waterfallColumns(inSection: 0)?.width ?? 0
        var iteration = 0
        func reflow(_ item: Int) throws -> Duration {
            iteration += 1
            let height = LayoutWorkload.waterfallHeight(ofItem: item) + Double(iteration & 1) * 40
            let start = clock.now
            try prepared.setPreferredSize(
                Size(width: width, height: height), forItemAt: LayoutIndexPath(item: item, section: 0))
            return clock.now - start
        }
        // Each re-flow of the middle item moves n/2 items: as many runs as keep the total near 100
        // million item placements, at least three.
        let middleRepetitions = max(3, min(repetitions, 100_000_000 / count))
        progress("waterfall: re-flow after the middle item")
        let middle = try median(middleRepetitions) { try reflow(count / 2) }
        progress("waterfall: re-flow after the last item")
        let last = try median(repetitions) { try reflow(count - 1) }
        let columns = WaterfallColumnLayout(count: 3, width: width, spacing: 8)
        let lengths = (0..<count).map(LayoutWorkload.waterfallHeight(ofItem:))
        var checksum = 0.0
        progress("waterfall: naive re-placement")
        let naive = median(middleRepetitions) {
            let start = clock.now
            checksum +=
                WaterfallPlacement.frames(lengths: lengths, columns: columns, itemSpacing: 8).contentHeight
            return clock.now - start
        }
        precondition(checksum.isFinite, "unreachable: keeps the baseline from being optimised away")
        return WaterfallMeasurement(
            count: count, reflowMiddleNs: middle, reflowLastNs: last,
            bytesPerItem: Double(prepared.sizingStorageByteCount) / Double(count), naiveReflowNs: naive)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private static func median(_ repetitions: Int, _ body: () throws -> Duration) rethrows -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            let parts = try body().components
            samples.append(Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The figures as JSON object members (no braces), appended to the workload's line.
    public var jsonMembers: String {
        func number(_ value: Double) -> String { LayoutNumberFormat.string(value) }
        return "\"reflowMiddleNs\":\(number(reflowMiddleNs)),\"reflowLastNs\":\(number(reflowLastNs)),"
            + "\"bytesPerItem\":\(number(bytesPerItem)),\"naiveReflowNs\":\(number(naiveReflowNs)),"
            + "\"reflowSpeedup\":\(number(naiveReflowNs / max(reflowMiddleNs, 1)))"
    }
}
