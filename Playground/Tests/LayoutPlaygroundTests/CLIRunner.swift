import Foundation
import Testing

/// Runs the built `complayout` binary, for parity checks of the API against the CLI.
enum CLIRunner {
    /// The binary next to the test bundle (`swift test` builds every product into the same
    /// directory), or in `.build/debug`.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
            candidates.append(bundle.appendingPathComponent("complayout"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/complayout"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Standard output of `complayout arguments…`, which must exit 0.
    static func output(_ arguments: [String]) throws -> String {
        let executable = try #require(executable, "complayout binary not found next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "complayout \(arguments.joined(separator: " "))")
        return String(decoding: output, as: UTF8.self)
    }
}
