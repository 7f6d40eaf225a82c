import Benchmark
import CollectionLayout
import LayoutWorkloads

/// Self-sizing benchmarks of the `list` workload (issue #6): a measured-size update of a random
/// item of a fully measured list, an offset → item search, measuring every item by scrolling, and
/// the naive baseline (a flat height array with O(n) prefix-sum updates and linear search).
func selfSizingBenchmarks() {
    let environment = LayoutWorkload.environment
    let layout = LayoutWorkload.list.layout
    for count in [100_000, 1_000_000] {
        let name = "list \(count)"
        Benchmark(
            "\(name) update (random item, measured list)",
            configuration: .init(scalingFactor: .kilo)
        ) { benchmark in
            var prepared = try measuredList(count: count)
            var random = Random(state: 0x5EED)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                let item = random.next(below: count)
                let height = LayoutWorkload.preferredHeight(ofItem: item) + Double(iteration & 1)
                blackHole(
                    try prepared.setPreferredSize(
                        Size(width: LayoutWorkload.containerWidth, height: height),
                        forItemAt: LayoutIndexPath(item: item, section: 0)))
            }
        }
        Benchmark(
            "\(name) search (1-pt rect at a random offset)",
            configuration: .init(scalingFactor: .kilo)
        ) { benchmark in
            var prepared = try measuredList(count: count)
            var random = Random(state: 0x5EED)
            let length = prepared.contentSize.height
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let offset = Double(random.next(below: 1 << 30)) / Double(1 << 30) * length
                prepared.forEachElement(in: Rect(x: 0, y: offset, width: 1, height: 1)) { blackHole($0) }
            }
        }
        Benchmark(
            "\(name) measure all (total; divide by \(count) for per item)",
            configuration: .init(maxIterations: 5)
        ) { benchmark in
            for _ in benchmark.scaledIterations {
                var prepared = try layout.prepare(in: environment, itemCounts: [count])
                try SelfSizingMeasurement.measureAll(&prepared)
                blackHole(prepared)
            }
        }
        Benchmark("\(name) naive update (O(n) prefix sums)") { benchmark in
            var naive = NaiveSizingBaseline(count: count, estimate: 44)
            var random = Random(state: 0x5EED)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                let row = random.next(below: count)
                naive.setHeight(
                    LayoutWorkload.preferredHeight(ofItem: row) + Double(iteration & 1), ofRow: row)
            }
            blackHole(naive.contentLength)
        }
        Benchmark("\(name) naive search (linear scan)") { benchmark in
            let naive = NaiveSizingBaseline(count: count, estimate: 44)
            var random = Random(state: 0x5EED)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(naive.row(at: Double(random.next(below: count)) * 44))
            }
        }
    }
}

/// Fully measured lists by count, built once per process (measuring 1M items takes about a second).
private let measuredLists: [Int: PreparedLayout] = {
    var result: [Int: PreparedLayout] = [:]
    for count in [100_000, 1_000_000] {
        guard
            var prepared = try? LayoutWorkload.list.layout.prepare(
                in: LayoutWorkload.environment, itemCounts: [count])
        else { continue }
        guard (try? SelfSizingMeasurement.measureAll(&prepared)) != nil else { continue }
        result[count] = prepared
    }
    return result
}()

/// A fully measured list of `count` items whose storage is already uniquely owned, so that the
/// first timed update does not pay for copy-on-write.
private func measuredList(count: Int) throws -> PreparedLayout {
    guard var prepared = measuredLists[count] else {
        throw LayoutError.noSuchElement("measured list of \(count) items", section: 0)
    }
    let first = LayoutIndexPath(item: 0, section: 0)
    try prepared.setPreferredSize(prepared.measuredSize(forItemAt: first), forItemAt: first)
    return prepared
}

/// SplitMix64, for reproducible random items.
private struct Random {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
