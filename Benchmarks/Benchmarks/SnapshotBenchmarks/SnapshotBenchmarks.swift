import Benchmark
import DiffableSnapshot
import SnapshotWorkloads
import Synchronization

/// Builds a workload on first use and keeps it for every later sample, so that samples measure
/// repeated diffs of the same (cache-warm) inputs, like the `SnapshotTiming` harness.
final class Cached<Value: Sendable>: Sendable {
    private let storage = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        storage.withLock { stored in
            if let stored { return stored }
            let value = make()
            stored = value
            return value
        }
    }
}

/// Registers the diff benchmarks of one workload: ours and, optionally, the standard library's baseline.
///
/// There is one overload per identifier type on purpose: a generic helper storing escaping closures is
/// not specialized by the optimizer, and the unspecialized diff would be measured instead.
func registerDiff(_ name: String, baseline: Bool, _ make: @escaping @Sendable () -> DiffWorkload<Int>) {
    let cache = Cached(make)
    Benchmark("Diff/\(name)") { benchmark in
        let workload = cache.value
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SnapshotChangeset(from: workload.old, to: workload.new))
        }
    }
    guard baseline else { return }
    Benchmark(
        "Baseline stdlib difference(from:).inferringMoves()/\(name)",
        configuration: .init(maxDuration: .seconds(5), maxIterations: 5)
    ) { benchmark in
        let workload = cache.value
        let old = workload.oldItems
        let new = workload.newItems
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(new.difference(from: old).inferringMoves())
        }
    }
}

func registerDiff(_ name: String, baseline: Bool, _ make: @escaping @Sendable () -> DiffWorkload<String>) {
    let cache = Cached(make)
    Benchmark("Diff/\(name)") { benchmark in
        let workload = cache.value
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(SnapshotChangeset(from: workload.old, to: workload.new))
        }
    }
    guard baseline else { return }
    Benchmark(
        "Baseline stdlib difference(from:).inferringMoves()/\(name)",
        configuration: .init(maxDuration: .seconds(5), maxIterations: 5)
    ) { benchmark in
        let workload = cache.value
        let old = workload.oldItems
        let new = workload.newItems
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(new.difference(from: old).inferringMoves())
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(2),
        maxIterations: 200
    )

    registerDiff("edit mix/Int/10k", baseline: true) { .editMix(count: 10_000) { $0 } }
    registerDiff("edit mix/String/10k", baseline: true) { .editMix(count: 10_000, id: uuidLike) }
    registerDiff("edit mix/Int/100k", baseline: false) { .editMix(count: 100_000) { $0 } }
    registerDiff("edit mix/String/100k", baseline: false) { .editMix(count: 100_000, id: uuidLike) }
    registerDiff("identical/Int/100k", baseline: true) { .identical(count: 100_000) { $0 } }
    registerDiff("identical/String/100k", baseline: true) { .identical(count: 100_000, id: uuidLike) }
    registerDiff("first to last/Int/100k", baseline: true) { .firstToLast(count: 100_000) { $0 } }
    registerDiff("first to last/String/100k", baseline: true) { .firstToLast(count: 100_000, id: uuidLike) }

    Benchmark("Build/appendItems 1M/Int") { benchmark in
        let items = Array(0..<1_000_000)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            try! snapshot.appendSections([0])
            try! snapshot.appendItems(items)
            blackHole(snapshot)
        }
    }

    // One sample is a million random lookups, so that a preemption on a busy machine is averaged out.
    Benchmark("Lookup/indexOfItem at 1M/Int", configuration: .init(scalingFactor: .mega)) { benchmark in
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        try! snapshot.appendSections([0])
        try! snapshot.appendItems(Array(0..<1_000_000))
        var random = SeededGenerator(seed: 7)
        let probes = (0..<1_000_000).map { _ in Int.random(in: 0..<1_000_000, using: &random) }
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(snapshot.indexOfItem(probes[iteration]))
        }
    }
}
