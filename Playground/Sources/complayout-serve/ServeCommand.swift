import ArgumentParser
import Foundation
import Hummingbird
import LayoutDescription
import LayoutPlayground

/// `complayout-serve` (run as `complayout serve`): the layout playground, a local web server with a
/// live editor and preview of a description.
@main
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complayout serve",
        abstract: "Serve the layout playground: edit a description and scroll its layout in a browser.",
        discussion: """
            Opens FILE (edits can be saved back, and changes on disk reload the page) or a built-in example \
            (default: app-store). The page uses a JSON API with the shapes of `complayout frames`: \
            POST /api/frames, POST /api/visible, POST /api/validate (the body is a description; the query \
            takes the frames options width, height, scale, strict, offset=X,Y and orthogonal-offset=SECTION:X), \
            and GET /api/examples. Binds to 127.0.0.1; another --host needs --allow-remote (and prints a \
            warning), and even then the file routes answer this machine only. Every request must name this \
            server in its Host header (DNS rebinding) and come from the page's own Origin, if it sends one \
            (403 otherwise). Request bodies are limited to --max-body-bytes (1 MiB; larger ones are answered \
            with 413) and 10 seconds (408), descriptions to the same limits as in `complayout frames`, \
            answers to --max-elements elements (default 100000; more is a 422), open connections to \
            --max-connections (32), and a connection idle for 10 seconds (a half-sent request included) \
            is closed.
            """)

    @Argument(help: "A description file (JSON or YAML) to edit.")
    var file: String?

    @Option(help: "Open the built-in example NAME (see `complayout examples`).")
    var example: String?

    @Option(help: "The address to listen on (beyond loopback only with --allow-remote).")
    var host = "127.0.0.1"

    @Flag(
        help: ArgumentHelp(
            "Allow a --host other than a loopback address: the playground is then reachable from other "
                + "machines (the edited file still only from this one)."))
    var allowRemote = false

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "The largest request body (and edited file), in bytes (default 1048576, 1 MiB).", valueName: "N"))
    var maxBodyBytes = PlaygroundAPI.maximumBodyBytes

    @OptionGroup(title: "Description limits")
    var limitOptions: ServeLimitOptions

    func validate() throws {
        if file != nil && example != nil {
            throw ValidationError("Give either a FILE or --example NAME, not both.")
        }
        if let example, BuiltInExamples.text(named: example) == nil {
            throw ValidationError(DiagnosticLine.unknownExample(example))
        }
        if let file {
            let descriptor = open(file, O_RDONLY)
            guard descriptor >= 0 else {
                throw ValidationError(
                    DiagnosticLine.cannotRead(file, reason: String(cString: strerror(errno))))
            }
            close(descriptor)
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if !PlaygroundAccess.isLoopback(bare) && !allowRemote {
            throw ValidationError(
                "--host \(host) would serve the playground beyond this machine; pass --allow-remote to do "
                    + "so, or use 127.0.0.1 (the default)")
        }
        if let problem = DescriptionLimits.flagProblem("--max-body-bytes", value: maxBodyBytes) {
            throw ValidationError(problem)
        }
    }

    /// Runs the server; errors are printed as `complayout` prints them (`error: MESSAGE`).
    static func main() async {
        do {
            var command = try parseAsRoot()
            if let server = command as? Self { try await server.run() } else { try command.run() }
        } catch {
            let text = fullMessage(for: error)
            guard exitCode(for: error) != .success, text.hasPrefix("Error: ") else { exit(withError: error) }
            let line = DiagnosticLine(String(text.dropFirst("Error: ".count)))
            FileHandle.standardError.write(Data((line.description + "\n").utf8))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }

    func run() async throws {
        let server = PlaygroundServer(
            file: file.map(PlaygroundFile.init(path:)), example: example ?? "app-store", host: host,
            limits: limitOptions.limits(maximumBodyBytes: maxBodyBytes))
        let host = self.host
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if !PlaygroundAccess.isLoopback(bare) {
            FileHandle.standardError.write(
                Data(
                    ("warning: --allow-remote: the playground listens on \(host), reachable from other machines; "
                        + "the edited file is only served to this machine\n").utf8))
        }
        let app = server.application(port: port) { port in
            let shown = host.contains(":") ? "[\(host)]" : host
            let line = "complayout playground: http://\(shown):\(port)/  (Ctrl+C stops it)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        try await app.runService()
    }
}
