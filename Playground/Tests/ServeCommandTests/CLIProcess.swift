import Foundation
import Testing

/// Runs the `complayout` that this package builds next to `complayout-serve`, so that
/// `complayout serve` starts this package's server.
enum CLIProcess {
    /// Exit status and output of one run.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary next to the test bundle (the test target depends on the `complayout` product, so
    /// `swift test` builds it into the same directory as `complayout-serve`).
    static let executable: URL? = {
        guard let bundle = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
        let candidate = bundle.appendingPathComponent("complayout")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()

    /// Runs `complayout arguments…` with empty standard input.
    static func run(_ arguments: [String]) throws -> Result {
        let executable = try #require(executable, "complayout binary not found next to the tests")
        let server = executable.deletingLastPathComponent().appendingPathComponent("complayout-serve")
        try #require(
            FileManager.default.isExecutableFile(atPath: server.path), "complayout-serve is not built")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }
}
