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
            and GET /api/examples. Binds to 127.0.0.1 unless --host says otherwise. Request bodies are limited \
            to --max-body-bytes (1 MiB; larger ones are answered with 413), descriptions to the same limits as \
            in `complayout frames`, and answers to --max-elements elements (default: no limit).
            """)

    @Argument(help: "A description file (JSON or YAML) to edit.")
    var file: String?

    @Option(help: "Open the built-in example NAME (see `complayout examples`).")
    var example: String?

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

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
        let app = server.application(port: port) { port in
            let shown = host.contains(":") ? "[\(host)]" : host
            let line = "complayout playground: http://\(shown):\(port)/  (Ctrl+C stops it)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        try await app.runService()
    }
}
