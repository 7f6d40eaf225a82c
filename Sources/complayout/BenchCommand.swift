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
            baseline that materialises every item and scans them for each query. The table shows times \
            in ns, µs, ms or s; --json prints plain nanoseconds. A run longer than a second reports its \
            steps on standard error; a debug build warns there that its timings mean little.

            The self-sizing list (--workload list) adds: updateNs (one setPreferredSize of a \
            random item of the fully measured list), searchNs (offset → item: forEachElement in a \
            1-pt rect at a random offset), measureAllNsPerItem (scrolling top to bottom, measuring \
            every item the viewport shows, provider call included), bytesPerItem (self-sizing \
            storage), each next to a naive baseline of a flat height array with O(n) prefix-sum \
            updates and linear search (naive*, *Speedup).

            --count is at most 10000000 (a larger count is a usage error, exit 64). The naive layout \
            baseline stores every frame (about 72 bytes per item), so it runs only up to 1000000 items; \
            above, the table says "skipped" and the JSON has null for its figures and ratios.

            The waterfall (--workload waterfall) adds: reflowMiddleNs and reflowLastNs (one \
            setPreferredSize of the middle and of the last item, re-placing the items after it), \
            bytesPerItem, and naiveReflowNs (placing every item again, as a custom group does).

            The flow of chips (--workload flow) adds: updateNs (one setPreferredSize of a random chip             of the fully measured flow, re-breaking its rows), bytesPerItem, prepare1kNs and             prepareRatio (prepare at --count over prepare at 1000 items), measuredQueryNs,             measuredViewportElements and queryNsPerElement (the viewport query once every chip is             measured), measureAllNsPerItem, and naiveReflowNs with updateSpeedup (breaking the whole             section into rows again, as a re-solve does).
            """
    )

    @Option(help: "The workload: \(LayoutWorkload.allCases.map(\.rawValue).joined(separator: ", ")).")
    var workload: LayoutWorkload = .grid3

    /// The largest `--count`: every workload's full sweep and self-sizing steps cost time and
    /// memory linear in it.
    static let maximumCount = 10_000_000

    @Option(help: "The number of items (at most 10000000).")
    var count: Int = 100_000

    @Option(help: "Timed runs per figure (the median is reported).")
    var repetitions: Int = 101

    @Flag(help: "Print one line of JSON instead of a table.")
    var json = false

    func validate() throws {
        guard count >= 0 else { throw ValidationError("--count must be ≥ 0") }
        guard count <= Self.maximumCount else {
            throw ValidationError("--count must be at most \(Self.maximumCount); got \(count)")
        }
        guard repetitions >= 1 else { throw ValidationError("--repetitions must be ≥ 1") }
    }

    func run() throws {
        #if DEBUG
            StandardError.print(
                "warning: this complayout is a debug build, whose timings mean little; build it in "
                    + "release mode: swift run -c release complayout bench …")
        #endif
        let progress = BenchProgress()
        let result = try WorkloadMeasurement.measure(
            workload, count: count, repetitions: repetitions, progress: progress.begin)
        let sizing =
            workload == .list
            ? try SelfSizingMeasurement.measure(
                count: count, repetitions: repetitions, progress: progress.begin)
            : nil
        let waterfall =
            workload == .waterfall
            ? try WaterfallMeasurement.measure(
                count: count, repetitions: repetitions, progress: progress.begin)
            : nil
        let flow =
            workload == .flow
            ? try FlowMeasurement.measure(count: count, repetitions: repetitions, progress: progress.begin)
            : nil
        progress.finish()
        if json {
            if let flow {
                print(result.json.dropLast() + "," + flow.jsonMembers(prepareNs: result.prepareNs) + "}")
            } else if let sizing {
                print(result.json.dropLast() + "," + sizing.jsonMembers + "}")
            } else if let waterfall {
                print(result.json.dropLast() + "," + waterfall.jsonMembers + "}")
            } else {
                print(result.json)
            }
            return
        }
        var lines = table(result, sizing)
        if let waterfall {
            lines +=
                "\n"
                + [
                    "re-flow middle \(BenchUnits.time(nanoseconds: waterfall.reflowMiddleNs))   "
                        + "(naive re-placement: \(BenchUnits.time(nanoseconds: waterfall.naiveReflowNs)))",
                    "re-flow last   \(BenchUnits.time(nanoseconds: waterfall.reflowLastNs))",
                    "storage        \(BenchUnits.significant(waterfall.bytesPerItem)) B/item",
                ].joined(separator: "\n")
        }
        if let flow {
            func time(_ value: Double) -> String { BenchUnits.time(nanoseconds: value) }
            let perElement = flow.measuredQueryNs / Double(max(flow.measuredViewportElements, 1))
            lines +=
                "\n"
                + [
                    "prepare 1k     \(time(flow.prepare1kNs))   "
                        + "(ratio \(BenchUnits.significant(result.prepareNs / max(flow.prepare1kNs, 1))))",
                    "update         \(time(flow.updateNs))   (naive re-flow: \(time(flow.naiveReflowNs)))",
                    "measured query \(time(flow.measuredQueryNs))   (\(flow.measuredViewportElements) elements, "
                        + "\(time(perElement))/element)",
                    "measure all    \(time(flow.measureAllNsPerItem))/item",
                    "storage        \(BenchUnits.significant(flow.bytesPerItem)) B/item",
                ].joined(separator: "\n")
        }
        print(lines)
    }

    /// The human-readable table: every time in ns, µs, ms or s.
    func table(_ result: WorkloadMeasurement, _ sizing: SelfSizingMeasurement?) -> String {
        func time(_ value: Double) -> String { BenchUnits.time(nanoseconds: value) }
        func naive(_ value: Double?) -> String {
            value.map(time) ?? "skipped over \(WorkloadMeasurement.maximumNaiveCount) items"
        }
        var lines = [
            "workload \(workload.rawValue), \(count) items, \(result.viewportElementCount) in the viewport",
            "prepare        \(time(result.prepareNs))   (naive: \(naive(result.naivePrepareNs)))",
            "viewport query \(time(result.queryNs))   (naive scan: \(naive(result.naiveQueryNs)))",
            "displayed      \(time(result.displayedQueryNs))   (what a view shows at that viewport)",
            "full sweep     \(time(result.sweepNsPerItem))/item",
        ]
        if let sizing {
            lines += [
                "update         \(time(sizing.updateNs))   (naive: \(time(sizing.naiveUpdateNs)))",
                "search         \(time(sizing.searchNs))   (naive scan: \(time(sizing.naiveSearchNs)))",
                "measure all    \(time(sizing.measureAllNsPerItem))/item   "
                    + "(naive: \(time(sizing.naiveMeasureAllNsPerItem))/item)",
                "measured sweep \(time(sizing.measuredSweepNsPerItem))/item",
                "storage        \(BenchUnits.significant(sizing.bytesPerItem)) B/item   "
                    + "(naive: \(NaiveSizingBaseline.bytesPerRow) B/item)",
            ]
        }
        return lines.joined(separator: "\n")
    }
}

extension LayoutWorkload: ExpressibleByArgument {}
