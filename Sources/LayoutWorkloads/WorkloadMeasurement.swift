import CollectionLayout

/// Timings of one workload at one item count, measured in one run against the naive baseline.
public struct WorkloadMeasurement: Sendable {
    /// The workload measured.
    public var workload: LayoutWorkload
    /// The number of items.
    public var count: Int
    /// Median time to prepare the layout, in nanoseconds (independent of `count`).
    public var prepareNs: Double
    /// Median time of a viewport query halfway down the content, in nanoseconds
    /// (`PreparedLayout.elements(in:into:)` into an array reused from query to query).
    public var queryNs: Double
    /// Median time of the same query into a new array each time (`PreparedLayout.elements(in:)`),
    /// in nanoseconds.
    public var newArrayQueryNs: Double
    /// Median time of what is displayed at the same viewport, in nanoseconds: the query a headless
    /// view runs after every scroll step (pinning, orthogonal rows, visible-items handlers;
    /// `PreparedLayout.displayedElements(contentOffset:adjustedContentInset:orthogonalOffsets:into:)`
    /// into an array reused from step to step).
    public var displayedQueryNs: Double
    /// Median time to materialise every frame once, per item, in nanoseconds (over as many sweeps
    /// as keep the total near ten million frames, at least three).
    public var sweepNsPerItem: Double
    /// Median time for the naive baseline to materialise every item, in nanoseconds; nil when
    /// `count` is over ``maximumNaiveCount`` and the baseline was skipped.
    public var naivePrepareNs: Double?
    /// Median time of the naive baseline's scanning viewport query, in nanoseconds; nil when the
    /// baseline was skipped.
    public var naiveQueryNs: Double?

    /// The most items the naive baseline is measured at (1,000,000): it stores every frame, about
    /// 72 bytes per item, so larger counts would cost gigabytes; above it only the engine is timed.
    public static let maximumNaiveCount = 1_000_000
    /// Number of elements the viewport query returned.
    public var viewportElementCount: Int

    /// Runs the measurement. Use a release build for meaningful numbers.
    ///
    /// - Parameters:
    ///   - workload: The layout to measure.
    ///   - count: The number of items in its single section.
    ///   - repetitions: How many times each timed step runs; medians are reported.
    ///   - progress: Called with the name of each step as it starts (for progress reports).
    ///
    /// Needs macOS 13, iOS 16, tvOS 16 or watchOS 9 (it times with `ContinuousClock`); the rest of
    /// the package runs from macOS 10.15 and iOS 13.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func measure(
        _ workload: LayoutWorkload, count: Int, repetitions: Int = 101,
        progress: (_ step: String) -> Void = { _ in }
    ) throws -> WorkloadMeasurement {
        let layout = workload.layout
        let environment = LayoutWorkload.environment
        let clock = ContinuousClock()
        progress("prepare")
        var prepared = try layout.prepare(in: environment, itemCounts: [count])
        let prepareNs = try median(repetitions) {
            let start = clock.now
            prepared = try layout.prepare(in: environment, itemCounts: [count])
            return clock.now - start
        }
        let viewport = LayoutWorkload.middleViewport(of: prepared)
        progress("viewport query")
        var checksum = 0.0
        // The query a scrolling view runs on every step, into one result array reused across
        // steps as a view keeps it.
        var elements: [LayoutAttributes] = []
        prepared.elements(in: viewport, into: &elements)
        let queryNs = median(repetitions) {
            let start = clock.now
            prepared.elements(in: viewport, into: &elements)
            return clock.now - start
        }
        let returned = elements.count
        let newArrayQueryNs = median(repetitions) {
            let start = clock.now
            checksum += Double(prepared.elements(in: viewport).count)
            return clock.now - start
        }
        prepared.displayedElements(contentOffset: viewport.origin, into: &elements)
        let displayedQueryNs = median(repetitions) {
            let start = clock.now
            prepared.displayedElements(contentOffset: viewport.origin, into: &elements)
            return clock.now - start
        }
        progress("full sweep")
        // Like the other figures, a median: of as many sweeps as keep the total near ten million
        // frames (at least three), so that small layouts are not timed in a single cold pass.
        let sweepNs = median(max(3, min(repetitions, 10_000_000 / max(count, 1)))) {
            let start = clock.now
            for section in 0..<prepared.numberOfSections {
                for frame in prepared.itemFrames(inSection: section) { checksum += frame.origin.y }
            }
            return clock.now - start
        }
        var (naivePrepareNs, naiveQueryNs): (Double?, Double?) = (nil, nil)
        if count <= maximumNaiveCount {
            let naiveRepetitions = max(3, min(repetitions, 10_000_000 / max(count, 1)))
            progress("naive baseline")
            var naive = NaiveLayoutBaseline(layout: prepared)
            naivePrepareNs = median(naiveRepetitions) {
                let start = clock.now
                naive = NaiveLayoutBaseline(layout: prepared)
                return clock.now - start
            }
            naiveQueryNs = median(naiveRepetitions) {
                let start = clock.now
                checksum += Double(naive.elements(in: viewport).count)
                return clock.now - start
            }
        }
        precondition(checksum.isFinite, "unreachable: keeps the sweep from being optimised away")
        return WorkloadMeasurement(
            workload: workload, count: count, prepareNs: prepareNs, queryNs: queryNs,
            newArrayQueryNs: newArrayQueryNs, displayedQueryNs: displayedQueryNs,
            sweepNsPerItem: sweepNs / Double(max(count, 1)), naivePrepareNs: naivePrepareNs,
            naiveQueryNs: naiveQueryNs, viewportElementCount: returned)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private static func median(_ repetitions: Int, _ body: () throws -> Duration) rethrows -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions { samples.append(nanoseconds(try body())) }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The measurement as one line of JSON: the contract keys `workload`, `count`, `prepareNs`,
    /// `queryNs`, `sweepNsPerItem`, followed by the baseline figures and ratios (`null` when the
    /// baseline was skipped, over ``maximumNaiveCount`` items); `viewportElements`,
    /// `newArrayQueryNs` and `displayedQueryNs` come before the baseline figures.
    public var json: String {
        func number(_ value: Double?) -> String { value.map(LayoutNumberFormat.string) ?? "null" }
        func ratio(_ naive: Double?, _ engine: Double) -> String { number(naive.map { $0 / max(engine, 1) }) }
        return "{\"workload\":\"\(workload.rawValue)\",\"count\":\(count),\"prepareNs\":\(number(prepareNs)),"
            + "\"queryNs\":\(number(queryNs)),\"sweepNsPerItem\":\(number(sweepNsPerItem)),"
            + "\"viewportElements\":\(viewportElementCount),\"newArrayQueryNs\":\(number(newArrayQueryNs)),"
            + "\"displayedQueryNs\":\(number(displayedQueryNs)),"
            + "\"naivePrepareNs\":\(number(naivePrepareNs)),"
            + "\"naiveQueryNs\":\(number(naiveQueryNs)),"
            + "\"prepareSpeedup\":\(ratio(naivePrepareNs, prepareNs)),"
            + "\"querySpeedup\":\(ratio(naiveQueryNs, queryNs))}"
    }
}
