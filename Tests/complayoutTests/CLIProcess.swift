import Foundation
import Testing

/// Runs the built `complayout` binary for end-to-end tests.
enum CLIProcess {
    /// Exit status and output of one run.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/complayout"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Writes `files` (each a name and its text) into a fresh temporary directory, runs `complayout`
    /// with the arguments `arguments` makes of their paths (in the order of `files`), and removes
    /// the directory.
    static func run(writing files: [(name: String, text: String)], _ arguments: ([String]) -> [String])
        throws -> Result
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in files {
            let url = directory.appendingPathComponent(file.name)
            try Data(file.text.utf8).write(to: url)
            paths.append(url.path)
        }
        return try run(arguments(paths))
    }

    /// Runs `complayout arguments…` with empty standard input, or `input` on standard input.
    static func run(_ arguments: [String], input: String? = nil) throws -> Result {
        let executable = try #require(executable, "complayout binary not found next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }
}
