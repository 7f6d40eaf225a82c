import ArgumentParser
import LayoutWorkloads

/// `complayout bench`: measures the engine on a standard workload against a naive baseline.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure prepare, viewport query and full sweep on a standard workload.",
        discussion: """
            Build in release mode for meaningful numbers:
              swift run -c release complayout bench --workload grid3 --count 1000000 --json
            Every figure is a median over --repetitions runs, measured in the same run as a naive \
            baseline that materialises every item and scans them for each query.

            The self-sizing list (--workload list, issue #6) adds: updateNs (one setPreferredSize of a \
            random item of the fully measured list), searchNs (offset → item: forEachElement in a \
            1-pt rect at a random offset), measureAllNsPerItem (scrolling top to bottom, measuring \
            every item the viewport shows, provider call included), bytesPerItem (self-sizing \
            storage), each next to a naive baseline of a flat height array with O(n) prefix-sum \
            updates and linear search (naive*, *Speedup).
            """
    )

    @Option(help: "The workload: \(LayoutWorkload.allCases.map(\.rawValue).joined(separator: ", ")).")
    var workload: LayoutWorkload = .grid3

    @Option(help: "The number of items.")
    var count: Int = 100_000

    @Option(help: "Timed runs per figure (the median is reported).")
    var repetitions: Int = 101

    @Flag(help: "Print one line of JSON instead of a table.")
    var json = false

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be ≥ 0") }
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be ≥ 1") }
    }

    func run() throws {
        let result = try WorkloadMeasurement.measure(workload, count: count, repetitions: repetitions)
        let sizing =
            workload == .list
            ? try SelfSizingMeasurement.measure(count: count, repetitions: repetitions) : nil
        if json {
            guard let sizing else {
                print(result.json)
                return
            }
            print(result.json.dropLast() + "," + sizing.jsonMembers + "}")
            return
        }
        func format(_ value: Double) -> String { String(Int(value.rounded())) }
        print("workload \(workload.rawValue), \(count) items, \(result.viewportElementCount) in the viewport")
        print("prepare        \(format(result.prepareNs)) ns   (naive: \(format(result.naivePrepareNs)) ns)")
        print("viewport query \(format(result.queryNs)) ns   (naive scan: \(format(result.naiveQueryNs)) ns)")
        print("full sweep     \(result.sweepNsPerItem) ns/item")
        if let sizing {
            print(
                "update         \(format(sizing.updateNs)) ns   (naive: \(format(sizing.naiveUpdateNs)) ns)")
            print(
                "search         \(format(sizing.searchNs)) ns   (naive scan: \(format(sizing.naiveSearchNs)) ns)"
            )
            print(
                "measure all    \(sizing.measureAllNsPerItem) ns/item   "
                    + "(naive: \(sizing.naiveMeasureAllNsPerItem) ns/item)")
            print(
                "storage        \(sizing.bytesPerItem) B/item   (naive: \(NaiveSizingBaseline.bytesPerRow) B/item)"
            )
        }
    }
}

extension LayoutWorkload: ExpressibleByArgument {}
