import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `complayout serve`: runs `complayout-serve`, the playground server, git-style — the separate
/// executable next to this one, so that building `complayout` never compiles the server stack.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the layout playground in a browser (runs complayout-serve).",
        discussion: """
            complayout serve [FILE | --example NAME] [--host 127.0.0.1] [--port 8080]: a local web server \
            with a live editor, a scrolling device preview and a JSON API with the shapes of \
            `complayout frames`. The server is the separate executable complayout-serve, found next to \
            complayout; build it with `swift build --product complayout-serve` (plain `swift build` builds \
            both). `complayout-serve --help` lists its options.
            """)

    @Argument(
        parsing: .captureForPassthrough, help: "The playground's arguments (see complayout-serve --help).")
    var arguments: [String] = []

    func run() throws {
        try CommandFailure.run {
            let server = try Self.serverPath()
            Self.exec(server, arguments: arguments)
        }
    }

    /// The path of `complayout-serve` in this executable's directory.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` telling how to build it when it is not there.
    static func serverPath() throws -> String {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let server = directory.appendingPathComponent("complayout-serve").path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw CommandFailure.usage(
                "the playground server complayout-serve is not built (looked for \(server)); "
                    + "run `swift build --product complayout-serve`")
        }
        return server
    }

    /// Replaces this process with `path arguments...`; returns only if that fails (exit 1).
    static func exec(_ path: String, arguments: [String]) -> Never {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        StandardError.print("error: cannot run \(path): \(String(cString: strerror(errno)))")
        Foundation.exit(1)
    }
}
