import Foundation
import Testing

/// `complayout serve` runs `complayout-serve` from its own directory, git-style.
@Suite("complayout serve: dispatch to complayout-serve")
struct ServeDispatchTests {
    @Test("Without complayout-serve beside it, serve says how to build it (exit 64)")
    func missingServer() throws {
        let built = try #require(CLIProcess.executable)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let alone = directory.appendingPathComponent("complayout")
        try FileManager.default.copyItem(at: built, to: alone)
        let process = Process()
        process.executableURL = alone
        process.arguments = ["serve", "--example", "app-store"]
        let stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(errors.contains("run `swift build --product complayout-serve`"))
        #expect(errors.contains(directory.appendingPathComponent("complayout-serve").path))
    }

    @Test("With complayout-serve beside it, serve passes the arguments on")
    func passesArguments() throws {
        let built = try #require(CLIProcess.executable)
        let server = built.deletingLastPathComponent().appendingPathComponent("complayout-serve")
        try #require(
            FileManager.default.isExecutableFile(atPath: server.path), "swift test builds every product")
        // An unknown example is rejected by complayout-serve's own validation, so nothing is served.
        let result = try CLIProcess.run(["serve", "--example", "no-such-example"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown example \"no-such-example\""))
    }
}
