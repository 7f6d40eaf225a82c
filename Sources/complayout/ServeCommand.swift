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
/// executable next to this one, or the clone's `Playground` package through `swift run` — so that
/// building `complayout` never compiles the server stack.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the layout playground in a browser (runs complayout-serve).",
        discussion: """
            complayout serve [FILE | --example NAME] [--host 127.0.0.1] [--port 8080]: a local web server \
            with a live editor, a scrolling device preview and a JSON API with the shapes of \
            `complayout frames`. The server is the separate executable complayout-serve of the package \
            Playground/ in the repository: found next to complayout, or else, when complayout runs from a \
            clone, started with `swift run --package-path Playground complayout-serve` (the first start \
            builds it). `complayout serve --help` lists its options.
            """)

    @Argument(
        parsing: .captureForPassthrough, help: "The playground's arguments (see complayout-serve --help).")
    var arguments: [String] = []

    func run() throws {
        try CommandFailure.run {
            let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
            let launch = try PlaygroundLaunch.find(executable: executable)
            if case .clone(let playground, _) = launch {
                StandardError.print(
                    "complayout serve: running the playground package \(playground) with `swift run`; "
                        + "the first start builds the server (several minutes)")
            }
            let command = launch.command(arguments: arguments)
            Self.exec(command.executable, arguments: command.arguments)
        }
    }

    /// Replaces this process with `path arguments...` (`path` without a slash is looked up on
    /// `PATH`); returns only if that fails (exit 1).
    static func exec(_ path: String, arguments: [String]) -> Never {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execvp(path, argv)
        StandardError.print("error: cannot run \(path): \(String(cString: strerror(errno)))")
        Foundation.exit(1)
    }
}
