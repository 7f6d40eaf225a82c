import Foundation

/// Progress of a `complayout bench` run on standard error: quiet for the first second, then each
/// step as it starts, with the time so far, and the total at the end. Standard output (the table or
/// the JSON line) is not touched.
/// Times with `ContinuousClock`, hence macOS 13 or later.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class BenchProgress: @unchecked Sendable {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    /// How long a run stays quiet.
    private let quietPeriod: Duration
    /// Where the lines go.
    private let report: @Sendable (String) -> Void
    // Guards the fields below, shared with the watcher thread.
    private let lock = NSLock()
    private var step = "starting"
    private var printedStep: String?
    private var spoke = false
    private var finished = false

    /// Starts the clock and a watcher that reports the current step once the run is past
    /// `quietPeriod` (one second for `bench`), even if that step is still running.
    init(
        quietPeriod: Duration = .seconds(1),
        report: @escaping @Sendable (String) -> Void = { StandardError.print($0) }
    ) {
        self.quietPeriod = quietPeriod
        self.report = report
        start = clock.now
        let watcher = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                lock.lock()
                defer { lock.unlock() }
                if finished { return }
                reportIfDue()
            }
        }
        watcher.start()
    }

    /// Records that `step` started.
    func begin(_ step: String) {
        lock.lock()
        defer { lock.unlock() }
        self.step = step
        reportIfDue()
    }

    /// Stops the watcher; reports the total time if anything was reported.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        if spoke { report("bench: done in \(BenchUnits.seconds(clock.now - start))") }
    }

    /// Prints the current step if the quiet period is over and it was not printed yet. Call with
    /// the lock held.
    private func reportIfDue() {
        let elapsed = clock.now - start
        guard !finished, elapsed >= quietPeriod, printedStep != step else { return }
        printedStep = step
        spoke = true
        report("bench: \(BenchUnits.seconds(elapsed)): \(step)…")
    }
}
