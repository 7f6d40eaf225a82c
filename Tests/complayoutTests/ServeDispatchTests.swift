import Foundation
import Testing

/// `complayout serve` runs `complayout-serve` from its own directory, git-style, or the clone's
/// `Playground` package with `swift run`; an installed `complayout` without either says how to get
/// the playground. The end-to-end tests copy the built `complayout` into scratch folders laid out
/// like an install or a clone, with stand-in scripts for `complayout-serve` and `swift` that print
/// their arguments, so no server is built or started here.
@Suite("complayout serve: dispatch to complayout-serve")
struct ServeDispatchTests {
    /// A scratch folder, removed by `remove()`.
    struct Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-serve-\(UUID().uuidString)")

        /// Creates `relativePath` (with its folders) holding `text`, executable when `executable`.
        @discardableResult
        func write(_ relativePath: String, _ text: String, executable: Bool = false) throws -> URL {
            let file = root.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            if executable {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
            }
            return file
        }

        /// A copy of the built `complayout` at `relativePath`.
        func complayout(at relativePath: String) throws -> URL {
            let built = try #require(CLIProcess.executable)
            let copy = root.appendingPathComponent(relativePath)
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: built, to: copy)
            return copy
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Runs `executable arguments…` with `PATH` set to `path` (when given).
    static func run(_ executable: URL, _ arguments: [String], path: String? = nil) throws -> CLIProcess.Result
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let path {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path
            process.environment = environment
        }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIProcess.Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors, as: UTF8.self))
    }

    /// A shell script that prints `name` and then each argument on its own line.
    static func echoScript(_ name: String) -> String {
        "#!/bin/sh\necho \(name)\nfor argument in \"$@\"; do echo \"$argument\"; done\n"
    }

    @Test("Installed alone (not in a clone), serve says how to get the playground (exit 64)")
    func installedAlone() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let alone = try scratch.complayout(at: "bin/complayout")
        let result = try Self.run(alone, ["serve", "--example", "app-store"])
        #expect(result.status == 64)
        #expect(result.stderr.contains(scratch.root.appendingPathComponent("bin/complayout-serve").path))
        #expect(result.stderr.contains("in a clone, run `swift run complayout serve`"))
        #expect(
            result.stderr.contains(
                "`swift package --package-path Playground experimental-install --product complayout-serve`"))
    }

    @Test("With complayout-serve beside it, serve runs it with the arguments unchanged")
    func beside() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let complayout = try scratch.complayout(at: "bin/complayout")
        try scratch.write("bin/complayout-serve", Self.echoScript("server"), executable: true)
        let result = try Self.run(complayout, ["serve", "--example", "grid", "--port", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "server\n--example\ngrid\n--port\n0\n")
    }

    @Test("Built in a clone without the server, serve runs the Playground package with swift run")
    func clone() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let complayout = try scratch.complayout(at: "repo/.build/x86_64-unknown-linux-gnu/debug/complayout")
        try scratch.write("repo/Playground/Package.swift", "// swift-tools-version: 6.1\n")
        try scratch.write("tools/swift", Self.echoScript("swift"), executable: true)
        let path = scratch.root.appendingPathComponent("tools").path + ":/usr/bin:/bin"
        let result = try Self.run(complayout, ["serve", "--example", "grid"], path: path)
        let playground = scratch.root.appendingPathComponent("repo/Playground").path
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == "swift\nrun\n--package-path\n\(playground)\ncomplayout-serve\n--example\ngrid\n")
        #expect(result.stderr.contains("the first start builds the server"))
    }
}
