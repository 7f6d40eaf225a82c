import Foundation
import Testing

@testable import complayout

/// `complayout bench`: human units in the table, the JSON line unchanged, a debug-build warning and
/// progress on standard error for long runs.
@Suite("complayout bench output")
struct BenchCommandTests {
    @Test(
        "Times are shown in ns, µs, ms or s with three significant digits",
        arguments: [
            (0.0, "0 ns"), (0.5234, "0.52 ns"), (2.31, "2.31 ns"), (255.4, "255 ns"), (999.4, "999 ns"),
            // 999.7 ns rounds to 1000 ns, which reads better as 1.00 µs.
            (999.7, "1.00 µs"), (24_049, "24.0 µs"), (595_300, "595 µs"), (12_540_000, "12.5 ms"),
            (1_500_000_000, "1.50 s"), (61_000_000_000, "61.0 s"),
        ])
    func units(_ nanoseconds: Double, _ text: String) {
        #expect(BenchUnits.time(nanoseconds: nanoseconds) == text)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("The table uses the units; --json keeps plain nanoseconds under the same keys")
    func tableAndJSON() throws {
        let table = try CLIProcess.run(["bench", "--count", "100", "--repetitions", "3"])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "workload grid3, 100 items, 30 in the viewport")
        // Prepare, the viewport query, what a view displays there, the sweep.
        #expect(lines.count == 5)
        #expect(lines.dropFirst(3).first?.hasPrefix("displayed      ") == true)
        for line in lines.dropFirst() {
            // Every figure carries a unit: a number directly followed by " ns", " µs", " ms" or " s".
            #expect(line.contains(/[0-9] (ns|µs|ms|s)\b/), "\(line)")
        }
        #expect(lines.last?.hasPrefix("full sweep     ") == true && lines.last?.hasSuffix("/item") == true)
        let json = try CLIProcess.run(["bench", "--count", "100", "--repetitions", "3", "--json"])
        #expect(json.status == 0)
        #expect(
            json.stdout.contains(
                /^\{"workload":"grid3","count":100,"prepareNs":[0-9.]+,"queryNs":[0-9.]+,"sweepNsPerItem":[0-9.]+,/
            ))
        #expect(json.stdout.contains(/"newArrayQueryNs":[0-9.]+,"displayedQueryNs":[0-9.]+,/))
        #expect(!json.stdout.contains("µs") && json.stdout.hasSuffix("}\n"))
    }

    @Test("A debug build warns on standard error; a short run reports no progress")
    func debugWarning() throws {
        let result = try CLIProcess.run(["bench", "--count", "10", "--repetitions", "1", "--json"])
        #expect(result.status == 0)
        #if DEBUG
            #expect(result.stderr.hasPrefix("warning: this complayout is a debug build"), "\(result.stderr)")
            #expect(result.stderr.contains("swift run -c release complayout bench"))
        #endif
        #expect(!result.stderr.contains("bench: "), "\(result.stderr)")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("Progress is quiet during the quiet period, then names each step once and the total")
    func progress() throws {
        let lines = Lines()
        let quiet = BenchProgress(quietPeriod: .seconds(60)) { lines.append($0) }
        quiet.begin("prepare")
        quiet.finish()
        #expect(lines.all.isEmpty)

        let loud = BenchProgress(quietPeriod: .zero) { lines.append($0) }
        loud.begin("prepare")
        loud.begin("prepare")
        loud.begin("full sweep")
        loud.finish()
        let printed = lines.all
        #expect(printed.count == 3, "\(printed)")
        #expect(
            printed.first?.hasPrefix("bench: ") == true && printed.first?.hasSuffix(" s: prepare…") == true)
        #expect(printed.dropFirst().first?.hasSuffix(" s: full sweep…") == true)
        #expect(printed.last?.hasPrefix("bench: done in ") == true)
    }
}

/// Lines collected from another thread.
private final class Lines: @unchecked Sendable {
    // Guards `lines`.
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        lines.append(line)
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
