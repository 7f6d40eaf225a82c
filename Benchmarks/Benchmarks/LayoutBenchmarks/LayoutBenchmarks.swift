import Benchmark
import CollectionLayout
import LayoutWorkloads

/// Layout benchmarks (issue: the engine core and supplementaries): prepare, a 900-pt viewport
/// query, and a full sweep of every frame, for each workload at 1k, 10k, 100k and 1M items, next
/// to the naive baseline that materialises every item (UIKit's `prepare()` style) and scans them.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions],
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )
    let environment = LayoutWorkload.environment
    for workload in LayoutWorkload.allCases {
        let layout = workload.layout
        for count in [1_000, 10_000, 100_000, 1_000_000] {
            let name = "\(workload.rawValue) \(count)"
            Benchmark("\(name) prepare") { benchmark in
                for _ in benchmark.scaledIterations {
                    blackHole(try layout.prepare(in: environment, itemCounts: [count]))
                }
            }
            Benchmark("\(name) viewport query") { benchmark in
                let prepared = try layout.prepare(in: environment, itemCounts: [count])
                let viewport = LayoutWorkload.middleViewport(of: prepared)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(prepared.elements(in: viewport))
                }
            }
            Benchmark(
                "\(name) sweep (per item)",
                configuration: .init(scalingFactor: count >= 1_000_000 ? .mega : .kilo)
            ) { benchmark in
                let prepared = try layout.prepare(in: environment, itemCounts: [count])
                let frames = prepared.itemFrames(inSection: 0)
                benchmark.startMeasurement()
                var index = 0
                for _ in benchmark.scaledIterations {
                    blackHole(frames[index])
                    index += 1
                    if index == frames.count { index = 0 }
                }
            }
            guard count <= 100_000 else { continue }
            Benchmark("\(name) naive prepare") { benchmark in
                let prepared = try layout.prepare(in: environment, itemCounts: [count])
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(NaiveLayoutBaseline(layout: prepared))
                }
            }
            Benchmark("\(name) naive viewport query") { benchmark in
                let prepared = try layout.prepare(in: environment, itemCounts: [count])
                let naive = NaiveLayoutBaseline(layout: prepared)
                let viewport = LayoutWorkload.middleViewport(of: prepared)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(naive.elements(in: viewport))
                }
            }
        }
    }
    selfSizingBenchmarks()
}
