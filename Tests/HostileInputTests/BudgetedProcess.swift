import Foundation
import Testing

/// Runs the built `complayout` binary under a time and an address-space budget, the way a hostile
/// input must be survived: `/bin/sh` sets `ulimit -v` and `timeout` ends a run that overstays.
enum BudgetedProcess {
    /// How one budgeted run ended.
    struct Result {
        /// The exit status (124 when `timeout` ended the run, 128 + N for signal N).
        var status: Int32
        /// Standard output, cut to its first 64 KiB.
        var stdout: String
        /// Standard error, cut to its first 64 KiB.
        var stderr: String
        /// Wall-clock seconds the run took.
        var seconds: Double

        /// Whether the run ended with one of the documented exit codes (0, 64, 65).
        var exitedCleanly: Bool { [0, 64, 65].contains(status) }
    }

    /// The binary next to the test bundle (`swift test` builds every product into the same
    /// directory), or in `.build/debug`.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
            candidates.append(bundle.appendingPathComponent("complayout"))
        }
        candidates.append(
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("complayout"))
        candidates.append(HostileInputs.root.appendingPathComponent(".build/debug/complayout"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `complayout arguments…` with `input` written to a temporary file (given as the
    /// argument `{input}` wherever it appears, or piped to standard input when `stdin` is true),
    /// capped at `megabytes` of address space and `seconds` of wall time. Output goes to files
    /// (never a pipe that could fill), or nowhere when `keepOutput` is false.
    static func run(
        _ arguments: [String], input: [UInt8]? = nil, stdin: Bool = false, keepOutput: Bool = true,
        megabytes: Int = 2048, seconds: Int = 20
    ) throws -> Result {
        let executable = try #require(Self.executable, "complayout binary not found next to the tests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("input.yaml")
        if let input { try Data(input).write(to: inputFile) }
        let outFile = directory.appendingPathComponent("stdout")
        let errFile = directory.appendingPathComponent("stderr")
        for file in [outFile, errFile] { FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `exec` keeps the process chain short; `-k` kills a run that ignores the first signal.
        process.arguments =
            [
                "-c", "ulimit -v \(megabytes * 1024); exec timeout -k 2 \(seconds) \"$@\"", "budgeted",
                executable.path,
            ] + arguments.map { $0 == "{input}" ? inputFile.path : $0 }
        process.standardInput = stdin ? try FileHandle(forReadingFrom: inputFile) : FileHandle.nullDevice
        process.standardOutput = keepOutput ? try FileHandle(forWritingTo: outFile) : FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errFile)
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let status =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        return Result(
            status: status, stdout: try prefix(of: outFile), stderr: try prefix(of: errFile), seconds: seconds
        )
    }

    /// The first 64 KiB of `file` as text.
    private static func prefix(of file: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return String(decoding: try handle.read(upToCount: 65_536) ?? Data(), as: UTF8.self)
    }
}
