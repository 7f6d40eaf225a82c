import CollectionLayout

/// Self-sizing timings of the ``LayoutWorkload/list`` workload at one item count,
/// measured in one run against ``NaiveSizingBaseline``.
public struct SelfSizingMeasurement: Sendable {
    /// The number of items.
    public var count: Int
    /// One measured-size update (`setPreferredSize(_:forItemAt:)`) of a random item of a fully
    /// measured list, in nanoseconds: the median over batches of the batch average.
    public var updateNs: Double
    /// One offset → item search of a fully measured list, in nanoseconds: `forEachElement(in:)` of
    /// a 1-pt-tall rect at a random offset, stopping at the first cell (no allocation).
    public var searchNs: Double
    /// Measuring every item top to bottom, per item, in nanoseconds: repeatedly query a 900-pt
    /// viewport, call the size provider and `setPreferredSize` for every cell that
    /// `needsMeasurement`, then advance the viewport to the end of what it showed.
    public var measureAllNsPerItem: Double
    /// Reading every frame of the fully measured list once (`itemFrames(inSection:)`), per item, in
    /// nanoseconds: the median of as many sweeps as keep the total near ten million frames (at
    /// least three). ``WorkloadMeasurement/sweepNsPerItem`` sweeps the list before any measurement.
    public var measuredSweepNsPerItem: Double
    /// `PreparedLayout.sizingStorageByteCount` of the fully measured list per item.
    public var bytesPerItem: Double
    /// The baseline's update: set a height and recompute the origins after it (O(n)).
    public var naiveUpdateNs: Double
    /// The baseline's search: a linear scan of the origins (O(n)).
    public var naiveSearchNs: Double
    /// The baseline's measure-all per item, timed over the first `min(count, 2000)` rows (a full
    /// run is O(n²)).
    public var naiveMeasureAllNsPerItem: Double

    /// The viewport length of the measure-all scroll.
    static let viewportLength = LayoutWorkload.viewportLength

    /// Runs the measurement. Use a release build for meaningful numbers.
    ///
    /// - Parameters:
    ///   - count: The number of items of the list.
    ///   - repetitions: Timed batches per figure (the median is reported).
    ///   - progress: Called with the name of each step as it starts (for progress reports).
    /// - Throws: `LayoutError` from the engine (never for the list workload).
    ///
    /// Needs macOS 13, iOS 16, tvOS 16 or watchOS 9 (it times with `ContinuousClock`); the rest of
    /// the package runs from macOS 10.15 and iOS 13.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func measure(
        count: Int, repetitions: Int = 101, progress: (_ step: String) -> Void = { _ in }
    ) throws -> SelfSizingMeasurement {
        let clock = ContinuousClock()
        progress("self-sizing: measure all")
        let layout = LayoutWorkload.list.layout
        var prepared = try layout.prepare(in: LayoutWorkload.environment, itemCounts: [count])
        let measureStart = clock.now
        try measureAll(&prepared)
        let measureAll = clock.now - measureStart
        precondition(
            count == 0 || prepared.contentSize.height == expectedContentHeight(count: count),
            "unreachable: the measure-all scroll missed items")
        progress("self-sizing: measured sweep")
        var checksum = 0.0
        let measuredSweepNs = median(max(3, min(repetitions, 10_000_000 / max(count, 1)))) {
            let start = clock.now
            for frame in prepared.itemFrames(inSection: 0) { checksum += frame.origin.y }
            return clock.now - start
        }
        var random = SplitMix(seed: 0x5EED)
        let batch = 1000
        var updateIndex = 0
        progress("self-sizing: updates")
        let updateNs =
            try median(repetitions) {
                let start = clock.now
                for _ in 0..<batch {
                    let item = random.next(below: count)
                    updateIndex &+= 1
                    let height = LayoutWorkload.preferredHeight(ofItem: item) + Double(updateIndex & 1)
                    try prepared.setPreferredSize(
                        Size(width: LayoutWorkload.containerWidth, height: height),
                        forItemAt: LayoutIndexPath(item: item, section: 0))
                }
                return clock.now - start
            } / Double(batch)
        let length = prepared.contentSize.height
        var found = 0
        progress("self-sizing: searches")
        let searchNs =
            median(repetitions) {
                let start = clock.now
                for _ in 0..<batch {
                    let offset = random.nextUnit() * length
                    prepared.forEachElement(in: Rect(x: 0, y: offset, width: 1, height: 1)) {
                        found &+= $0.indexPath.item
                    }
                }
                return clock.now - start
            } / Double(batch)
        let bytesPerItem = Double(prepared.sizingStorageByteCount) / Double(max(count, 1))

        progress("self-sizing: naive baseline")
        var naive = NaiveSizingBaseline(count: count, estimate: 44)
        let naiveRows = min(count, 2000)
        let naiveStart = clock.now
        for row in 0..<naiveRows {
            _ = naive.row(at: naive.origins[row])
            naive.setHeight(LayoutWorkload.preferredHeight(ofItem: row), ofRow: row)
        }
        let naiveMeasureAll = clock.now - naiveStart
        let naiveRepetitions = max(3, min(repetitions, 20_000_000 / max(count, 1)))
        let naiveUpdateNs = median(naiveRepetitions) {
            let row = random.next(below: count)
            let start = clock.now
            naive.setHeight(LayoutWorkload.preferredHeight(ofItem: row) + 1, ofRow: row)
            return clock.now - start
        }
        let naiveSearchNs = median(naiveRepetitions) {
            let offset = random.nextUnit() * naive.contentLength
            let start = clock.now
            found &+= naive.row(at: offset)
            return clock.now - start
        }
        precondition(found != -1, "unreachable: keeps the searches from being optimised away")
        precondition(checksum.isFinite, "unreachable: keeps the sweep from being optimised away")
        return SelfSizingMeasurement(
            count: count, updateNs: updateNs, searchNs: searchNs,
            measureAllNsPerItem: nanoseconds(measureAll) / Double(max(count, 1)),
            measuredSweepNsPerItem: measuredSweepNs / Double(max(count, 1)), bytesPerItem: bytesPerItem,
            naiveUpdateNs: naiveUpdateNs, naiveSearchNs: naiveSearchNs,
            naiveMeasureAllNsPerItem: nanoseconds(naiveMeasureAll) / Double(max(naiveRows, 1)))
    }

    /// Scrolls `layout` from the top to the end, measuring every cell that needs it with the list's
    /// size provider (R-SIZING-2, batched: every cell the viewport shows is measured, then the
    /// viewport advances past what it showed — which moved by the growth the measurements
    /// reported).
    public static func measureAll(_ layout: inout PreparedLayout) throws {
        var offset = 0.0
        while offset < layout.contentSize.height {
            let viewport = Rect(
                x: 0, y: offset, width: LayoutWorkload.containerWidth, height: viewportLength)
            var end = offset + viewportLength
            for element in layout.elements(in: viewport) where layout.needsMeasurement(element) {
                let size = Size(
                    width: element.frame.size.width,
                    height: LayoutWorkload.preferredHeight(ofItem: element.indexPath.item))
                end += try layout.setPreferredSize(size, forItemAt: element.indexPath)
            }
            offset = end
        }
    }

    /// The content height of the fully measured list: the sum of the preferred heights.
    public static func expectedContentHeight(count: Int) -> Double {
        (0..<count).reduce(0) { $0 + LayoutWorkload.preferredHeight(ofItem: $1) }
    }

    /// The measurement as JSON object members (no braces): the keys `updateNs`,
    /// `searchNs`, `measureAllNsPerItem`, `bytesPerItem`, then the baseline and ratios, then
    /// `measuredSweepNsPerItem`.
    public var jsonMembers: String {
        func number(_ value: Double) -> String { LayoutNumberFormat.string(value) }
        return "\"updateNs\":\(number(updateNs)),\"searchNs\":\(number(searchNs)),"
            + "\"measureAllNsPerItem\":\(number(measureAllNsPerItem)),\"bytesPerItem\":\(number(bytesPerItem)),"
            + "\"naiveUpdateNs\":\(number(naiveUpdateNs)),\"naiveSearchNs\":\(number(naiveSearchNs)),"
            + "\"naiveMeasureAllNsPerItem\":\(number(naiveMeasureAllNsPerItem)),"
            + "\"naiveBytesPerItem\":\(NaiveSizingBaseline.bytesPerRow),"
            + "\"updateSpeedup\":\(number(naiveUpdateNs / max(updateNs, 1))),"
            + "\"searchSpeedup\":\(number(naiveSearchNs / max(searchNs, 1))),"
            + "\"measureAllSpeedup\":\(number(naiveMeasureAllNsPerItem / max(measureAllNsPerItem, 1))),"
            + "\"measuredSweepNsPerItem\":\(number(measuredSweepNsPerItem))"
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func median(_ repetitions: Int, _ body: () throws -> Duration) rethrows -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions { samples.append(nanoseconds(try body())) }
        samples.sort()
        return samples[samples.count / 2]
    }
}

/// A small deterministic generator (SplitMix64) for reproducible random items and offsets.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (0 when `bound` is 0).
    mutating func next(below bound: Int) -> Int {
        bound > 0 ? Int(next() % UInt64(bound)) : 0
    }

    /// A value in `[0, 1)`.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
