// A plugin-free timing harness: `swift run -c release SnapshotTiming [--slow-baselines]`.
// Prints a Markdown table of median thread CPU times, ns per item, and the ratios to two baselines on
// the same flat item lists: Heckel's algorithm as DifferenceKit applies it (HeckelBaseline.swift,
// sampled alternately with ours) and the standard library's `difference(from:).inferringMoves()`.

import DiffableSnapshot
import Foundation
import SnapshotWorkloads

#if canImport(Glibc)
    import Glibc
#endif

let slowBaselines = CommandLine.arguments.contains("--slow-baselines")
/// `--no-baselines` skips both baselines (for profiling).
let noBaselines = CommandLine.arguments.contains("--no-baselines")
/// `--minimum` reports the fastest sample instead of the median (for A/B comparisons on a busy machine).
let reportMinimum = CommandLine.arguments.contains("--minimum")
/// `--only TEXT` runs only the workloads whose name contains TEXT (for profiling).
let only: String? = CommandLine.arguments.firstIndex(of: "--only").flatMap {
    $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
}
/// `--cold` alternates single runs of ours and the Heckel baseline instead of blocks (see
/// `pairedNanoseconds`).
let coldCaches = CommandLine.arguments.contains("--cold")
/// `--repeat K` takes K times as many samples (for profiling one workload with `--only`).
let repeatFactor: Int =
    CommandLine.arguments.firstIndex(of: "--repeat").flatMap {
        $0 + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[$0 + 1]) : nil
    } ?? 1
var sink = 0

/// The CPU time of the calling thread, in nanoseconds. CPU time rather than wall-clock time keeps the
/// numbers meaningful on a shared machine where other processes compete for the cores.
func threadCPUNanoseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// Median (or, with `--minimum`, minimum) thread CPU time in nanoseconds of `iterations` runs of `body` (after one warm-up run).
@MainActor func medianNanoseconds(iterations: Int, _ body: () -> Int) -> Double {
    let iterations = iterations * repeatFactor
    sink &+= body()
    var samples: [Double] = []
    for _ in 0..<iterations {
        let start = threadCPUNanoseconds()
        sink &+= body()
        samples.append(threadCPUNanoseconds() - start)
    }
    samples.sort()
    return reportMinimum ? samples[0] : samples[samples.count / 2]
}

func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 1e6
        ? "\((nanoseconds / 1e4).rounded() / 100) ms" : "\((nanoseconds / 10).rounded() / 100) µs"
}

/// Median (or minimum) thread CPU times of `ours` and `theirs`, measured in alternating blocks (one
/// warm-up run and five samples of one, then of the other, until each has `iterations` samples), so
/// that both see the same machine load and each runs with the warm caches of the other benchmarks.
/// With `--cold`, single runs alternate instead: each diff then starts with the caches the other
/// one left behind.
@MainActor func pairedNanoseconds(
    iterations: Int, _ ours: () -> Int, _ theirs: () -> Int
) -> (ours: Double, theirs: Double) {
    let iterations = iterations * repeatFactor
    let block = coldCaches ? 1 : 5
    var oursSamples: [Double] = []
    var theirSamples: [Double] = []
    func sample(_ body: () -> Int, into samples: inout [Double]) {
        if !coldCaches { sink &+= body() }
        for _ in 0..<block {
            let start = threadCPUNanoseconds()
            sink &+= body()
            samples.append(threadCPUNanoseconds() - start)
        }
    }
    sink &+= ours() &+ theirs()
    while oursSamples.count < iterations {
        sample(ours, into: &oursSamples)
        sample(theirs, into: &theirSamples)
    }
    oursSamples.sort()
    theirSamples.sort()
    let pick = reportMinimum ? 0 : oursSamples.count / 2
    return (oursSamples[pick], theirSamples[pick])
}

print(
    "| Workload | Items | Ours (median) | ns/item | Heckel (DifferenceKit's algorithm) | Heckel / ours "
        + "| stdlib (median) | stdlib / ours |")
print("|---|---|---|---|---|---|---|---|")

@MainActor func measure<ID: Hashable & Sendable>(
    _ name: String, _ workload: DiffWorkload<ID>, iterations: Int, baseline: Bool
) {
    let items = max(workload.old.numberOfItems, workload.new.numberOfItems)
    if let only, !"\(name) \(items)".contains(only) { return }
    let diffOurs = { SnapshotChangeset(from: workload.old, to: workload.new).count }
    var ours: Double
    var heckelColumns = "not run | —"
    if noBaselines {
        ours = medianNanoseconds(iterations: iterations, diffOurs)
    } else {
        // The Heckel baseline (see HeckelBaseline.swift) on the flat item lists, sampled alternately
        // with ours; its output is checked once before timing.
        let old = workload.oldItems
        let new = workload.newItems
        if let mismatch = HeckelChangeset(source: old, target: new).mismatch(source: old, target: new) {
            fatalError("Heckel baseline is wrong on \(name) \(items): \(mismatch)")
        }
        let paired = pairedNanoseconds(iterations: iterations, diffOurs) {
            HeckelChangeset(source: old, target: new).changeCount
        }
        ours = paired.ours
        heckelColumns = "\(format(paired.theirs)) | \((paired.theirs / ours * 10).rounded() / 10)×"
    }
    var stdlibColumns = "not run | —"
    if baseline && !noBaselines {
        let old = workload.oldItems
        let new = workload.newItems
        let theirs = medianNanoseconds(iterations: max(1, iterations / 10)) {
            new.difference(from: old).inferringMoves().count
        }
        stdlibColumns = "\(format(theirs)) | \(Int((theirs / ours).rounded()))×"
    }
    let perItem = (ours / Double(items) * 100).rounded() / 100
    print("| \(name) | \(items) | \(format(ours)) | \(perItem) | \(heckelColumns) | \(stdlibColumns) |")
}

measure("edit mix, Int", DiffWorkload<Int>.editMix(count: 10_000) { $0 }, iterations: 101, baseline: true)
measure(
    "edit mix, String", DiffWorkload<String>.editMix(count: 10_000, id: uuidLike), iterations: 101,
    baseline: true)
measure(
    "edit mix, Int", DiffWorkload<Int>.editMix(count: 100_000) { $0 }, iterations: 21, baseline: slowBaselines
)
measure(
    "edit mix, String", DiffWorkload<String>.editMix(count: 100_000, id: uuidLike), iterations: 21,
    baseline: slowBaselines)
measure(
    "edit mix, UUID", DiffWorkload<UUID>.editMix(count: 10_000, id: uuid), iterations: 101, baseline: true)
measure(
    "edit mix, UUID", DiffWorkload<UUID>.editMix(count: 100_000, id: uuid), iterations: 21,
    baseline: slowBaselines)
measure("identical, Int", DiffWorkload<Int>.identical(count: 100_000) { $0 }, iterations: 101, baseline: true)
measure(
    "identical, UUID", DiffWorkload<UUID>.identical(count: 100_000, id: uuid), iterations: 101, baseline: true
)
measure(
    "identical, String", DiffWorkload<String>.identical(count: 100_000, id: uuidLike), iterations: 101,
    baseline: true)
measure(
    "first → last, Int", DiffWorkload<Int>.firstToLast(count: 100_000) { $0 }, iterations: 101, baseline: true
)
measure(
    "first → last, String", DiffWorkload<String>.firstToLast(count: 100_000, id: uuidLike), iterations: 101,
    baseline: true)

if let only, !"build indexOfItem".contains(only) { exit(0) }

// Building a 1M-item snapshot with one appendItems call.
let million = Array(0..<1_000_000)
let build = medianNanoseconds(iterations: only == "indexOfItem" ? 1 : 21) {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(million)
    return snapshot.numberOfItems
}
print(
    "| build: one appendItems of 1M Int | 1000000 | \(format(build)) | \((build / 1e6 * 100).rounded() / 100) | — | — | — | — |"
)

// Building a 100k-item snapshot of `String`s with one appendItems call, and deleting one item from it
// (which rewrites the storage).
let strings = (0..<100_000).map(uuidLike)
let stringBuild = medianNanoseconds(iterations: only == "indexOfItem" ? 1 : 21) {
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(strings)
    return snapshot.numberOfItems
}
print(
    "| build: one appendItems of 100k String | 100000 | \(format(stringBuild)) | \((stringBuild / 1e5 * 100).rounded() / 100) | — | — | — | — |"
)
var stringSnapshot = DiffableDataSourceSnapshot<Int, String>()
try! stringSnapshot.appendSections([0])
try! stringSnapshot.appendItems(strings)
let stringDelete = medianNanoseconds(iterations: only == "indexOfItem" ? 1 : 21) {
    var copy = stringSnapshot
    copy.deleteItems([strings[50_000]])
    return copy.numberOfItems
}
print(
    "| deleteItems of 1 item from 100k String | 100000 | \(format(stringDelete)) | \((stringDelete / 1e5 * 100).rounded() / 100) | — | — | — | — |"
)

// indexOfItem at 1M: 1M random probes.
var big = DiffableDataSourceSnapshot<Int, Int>()
try! big.appendSections([0])
try! big.appendItems(million)
var random = SeededGenerator(seed: 7)
let probes = (0..<1_000_000).map { _ in Int.random(in: 0..<1_000_000, using: &random) }
let lookups = medianNanoseconds(iterations: 11) {
    var total = 0
    for probe in probes { total &+= big.indexOfItem(probe) ?? 0 }
    return total
}
print(
    "| indexOfItem in a 1M snapshot (per lookup) | 1000000 | \((lookups / 1e6 * 100).rounded() / 100) ns | — | — | — | — | — |"
)
print("")
print("(checksum \(sink))")

// The plugin benchmark's pattern: 1000 probes, looked up 1000 times each.
let fewProbes = Array(probes.prefix(1000))
let repeatedLookups = medianNanoseconds(iterations: 11) {
    var total = 0
    for iteration in 0..<1_000_000 { total &+= big.indexOfItem(fewProbes[iteration % 1000]) ?? 0 }
    return total
}
print(
    "| indexOfItem, 1000 probes repeated: cache-hot (per lookup) | 1000000 | \((repeatedLookups / 1e6 * 100).rounded() / 100) ns | — | — | — | — | — |"
)
