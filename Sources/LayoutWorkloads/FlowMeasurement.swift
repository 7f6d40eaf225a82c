import CollectionLayout

/// Timings of the ``LayoutWorkload/flow`` workload at one item count (R-FLOW-6, R-FLOW-7),
/// measured in one run against a naive baseline that re-flows the whole section after a change.
public struct FlowMeasurement: Sendable {
    /// The number of items.
    public var count: Int
    /// Median time to prepare the unmeasured flow with 1,000 items, in nanoseconds (the workload's
    /// `prepareNs` at `count` items over it is about 1, R-FLOW-7).
    public var prepare1kNs: Double
    /// Median time of one `setPreferredSize` of a random item of the fully measured flow, in
    /// nanoseconds (alternating two widths, so that every call changes the item's row).
    public var updateNs: Double
    /// Median time of the viewport query of the fully measured flow (reused array), in
    /// nanoseconds.
    public var measuredQueryNs: Double
    /// The number of elements that query returns.
    public var measuredViewportElements: Int
    /// The time to measure every item once, from the top, per item, in nanoseconds (the first
    /// measurement writes the lines down, R-FLOW-7).
    public var measureAllNsPerItem: Double
    /// `PreparedLayout.sizingStorageByteCount` per item once fully measured.
    public var bytesPerItem: Double
    /// The baseline: breaking every item of the section into rows again (what re-solving the
    /// section after a change costs), in nanoseconds.
    public var naiveReflowNs: Double

    /// Runs the measurement. Use a release build for meaningful numbers.
    ///
    /// - Parameters:
    ///   - count: The number of chips.
    ///   - repetitions: Timed runs per figure (the median is reported).
    ///   - progress: Called with the name of each step as it starts (for progress reports).
    /// - Throws: `LayoutError` from the engine (never for this workload).
    public static func measure(
        count: Int, repetitions: Int = 101, progress: (_ step: String) -> Void = { _ in }
    ) throws -> FlowMeasurement {
        let clock = ContinuousClock()
        let layout = LayoutWorkload.flow.layout
        let environment = LayoutWorkload.environment
        progress("flow: prepare 1000 items")
        var small = try layout.prepare(in: environment, itemCounts: [1000])
        let prepare1k = try median(repetitions) {
            let start = clock.now
            small = try layout.prepare(in: environment, itemCounts: [1000])
            return clock.now - start
        }
        var prepared = try layout.prepare(in: environment, itemCounts: [count])
        guard count > 0 else {
            return FlowMeasurement(
                count: 0, prepare1kNs: prepare1k, updateNs: 0, measuredQueryNs: 0,
                measuredViewportElements: 0,
                measureAllNsPerItem: 0, bytesPerItem: 0, naiveReflowNs: 0)
        }
        progress("flow: measure every chip")
        let measureStart = clock.now
        for item in 0..<count {
            try prepared.setPreferredSize(
                Size(width: LayoutWorkload.chipWidth(ofItem: item), height: 32),
                forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        let measureAll = nanoseconds(clock.now - measureStart) / Double(count)
        progress("flow: one measurement of a random chip")
        var random = SplitMix64(state: 0x5EED)
        var iteration = 0
        let update = try median(repetitions) {
            iteration += 1
            let item = Int(random.next() % UInt64(count))
            let width = LayoutWorkload.chipWidth(ofItem: item) + Double(iteration & 1) * 60
            let start = clock.now
            try prepared.setPreferredSize(
                Size(width: width, height: 32), forItemAt: LayoutIndexPath(item: item, section: 0))
            return clock.now - start
        }
        progress("flow: viewport query of the measured flow")
        let viewport = LayoutWorkload.middleViewport(of: prepared)
        var elements: [LayoutAttributes] = []
        prepared.elements(in: viewport, into: &elements)
        let query = median(repetitions) {
            let start = clock.now
            prepared.elements(in: viewport, into: &elements)
            return clock.now - start
        }
        let bytes = Double(prepared.sizingStorageByteCount) / Double(count)
        progress("flow: naive re-flow of the whole section")
        let widths = (0..<count).map(LayoutWorkload.chipWidth(ofItem:))
        var checksum = 0.0
        let naive = median(max(3, min(repetitions, 100_000_000 / count))) {
            let start = clock.now
            checksum += naiveReflow(widths, available: LayoutWorkload.containerWidth, spacing: 8, pitch: 40)
            return clock.now - start
        }
        precondition(checksum.isFinite && small.contentSize.height > 0, "unreachable: keeps work alive")
        return FlowMeasurement(
            count: count, prepare1kNs: prepare1k, updateNs: update, measuredQueryNs: query,
            measuredViewportElements: elements.count, measureAllNsPerItem: measureAll, bytesPerItem: bytes,
            naiveReflowNs: naive)
    }

    /// The baseline: breaks every chip into rows from the first and returns the content height,
    /// as a layout that re-solves a section after any change does.
    ///
    /// - Complexity: O(n).
    public static func naiveReflow(_ widths: [Double], available: Double, spacing: Double, pitch: Double)
        -> Double
    {
        var rows = 0
        var used = -1.0
        for width in widths {
            if used >= 0 && used + spacing + width <= available + 0.0001 {
                used += spacing + width
            } else {
                rows += 1
                used = width
            }
        }
        return Double(rows) * pitch
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }

    private static func median(_ repetitions: Int, _ body: () throws -> Duration) rethrows -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions { samples.append(nanoseconds(try body())) }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The figures as JSON object members (no braces), appended to the workload's line, with the
    /// ratios the targets are stated in: `prepareRatio` (prepare at `count` over prepare at 1,000;
    /// needs the workload's `prepareNs`), `queryNsPerElement` and `updateSpeedup` (the naive
    /// re-flow over one update).
    public func jsonMembers(prepareNs: Double) -> String {
        func number(_ value: Double) -> String { LayoutNumberFormat.string(value) }
        return "\"updateNs\":\(number(updateNs)),\"bytesPerItem\":\(number(bytesPerItem)),"
            + "\"prepare1kNs\":\(number(prepare1kNs)),\"prepareRatio\":\(number(prepareNs / max(prepare1kNs, 1))),"
            + "\"measuredQueryNs\":\(number(measuredQueryNs)),"
            + "\"measuredViewportElements\":\(measuredViewportElements),"
            + "\"queryNsPerElement\":\(number(measuredQueryNs / Double(max(measuredViewportElements, 1)))),"
            + "\"measureAllNsPerItem\":\(number(measureAllNsPerItem)),"
            + "\"naiveReflowNs\":\(number(naiveReflowNs)),"
            + "\"updateSpeedup\":\(number(naiveReflowNs / max(updateNs, 1)))"
    }
}

/// SplitMix64: picks the random items of the update figure deterministically.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
