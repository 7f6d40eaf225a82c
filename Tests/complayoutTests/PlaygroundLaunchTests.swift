import Foundation
import Testing

@testable import complayout

/// Where `complayout serve` finds the playground server, decided from the path of `complayout`.
@Suite("complayout serve: finding the playground")
struct PlaygroundLaunchTests {
    @Test(
        "The clone is the folder that holds the nearest .build or .build-NAME folder",
        arguments: [
            ("/home/me/layout/.build/x86_64-unknown-linux-gnu/debug/complayout", "/home/me/layout"),
            ("/home/me/layout/.build/debug/complayout", "/home/me/layout"),
            ("/src/a/.build-ci/release/complayout", "/src/a"),
        ])
    func cloneRoot(executable: String, root: String) {
        #expect(PlaygroundLaunch.cloneRoot(of: URL(fileURLWithPath: executable))?.path == root)
    }

    @Test(
        "An installed complayout is in no clone",
        arguments: ["/root/.swiftpm/bin/complayout", "/usr/local/bin/complayout", "/complayout"])
    func installed(executable: String) {
        #expect(PlaygroundLaunch.cloneRoot(of: URL(fileURLWithPath: executable)) == nil)
    }

    @Test("A clone's playground runs with swift run, in the configuration complayout was built in")
    func cloneCommand() {
        let debug = PlaygroundLaunch.clone(playground: "/r/Playground", configuration: "debug")
        #expect(
            debug.command(arguments: ["--port", "0"]).arguments
                == ["run", "--package-path", "/r/Playground", "complayout-serve", "--port", "0"])
        #expect(debug.command(arguments: []).executable == "swift")
        let release = PlaygroundLaunch.clone(playground: "/r/Playground", configuration: "release")
        #expect(
            release.command(arguments: []).arguments
                == ["run", "--package-path", "/r/Playground", "-c", "release", "complayout-serve"])
    }

    @Test("A release build in a clone runs the playground in release too")
    func releaseClone() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let playground = root.appendingPathComponent("Playground")
        try FileManager.default.createDirectory(at: playground, withIntermediateDirectories: true)
        try Data().write(to: playground.appendingPathComponent("Package.swift"))
        let executable = root.appendingPathComponent(".build/release/complayout")
        #expect(
            try PlaygroundLaunch.find(executable: executable)
                == .clone(playground: playground.path, configuration: "release"))
    }

    @Test("A .build folder without Playground/Package.swift beside it is no clone of this repository")
    func otherPackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        #expect(throws: CommandFailure.self) {
            try PlaygroundLaunch.find(executable: root.appendingPathComponent(".build/debug/complayout"))
        }
    }
}
