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
            Every figure is a median over --repetitions runs, measured in the same run as a naive
            baseline that materialises every item and scans them for each query.
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
        if json {
            print(result.json)
            return
        }
        func format(_ value: Double) -> String { String(Int(value.rounded())) }
        print("workload \(workload.rawValue), \(count) items, \(result.viewportElementCount) in the viewport")
        print("prepare        \(format(result.prepareNs)) ns   (naive: \(format(result.naivePrepareNs)) ns)")
        print("viewport query \(format(result.queryNs)) ns   (naive scan: \(format(result.naiveQueryNs)) ns)")
        print("full sweep     \(result.sweepNsPerItem) ns/item")
    }
}

extension LayoutWorkload: ExpressibleByArgument {}
