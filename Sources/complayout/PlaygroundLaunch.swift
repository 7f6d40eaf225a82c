import Foundation

/// How `complayout serve` starts the playground server, which lives in its own package
/// (`Playground/` in the repository) so that the libraries never pull in the server stack.
enum PlaygroundLaunch: Equatable {
    /// `complayout-serve` in the same directory as `complayout`: a build of the playground package
    /// next to it, or both installed with `swift package experimental-install`.
    case beside(server: String)
    /// `complayout` runs from a clone (it is under the clone's `.build*` folder): the clone's
    /// `Playground` package, built on first use and run with
    /// `swift run --package-path PLAYGROUND [-c release] complayout-serve ARGUMENTS`.
    case clone(playground: String, configuration: String)

    /// The command that starts the server with `arguments`: the executable (looked up on `PATH`
    /// when it has no slash) and its arguments.
    func command(arguments: [String]) -> (executable: String, arguments: [String]) {
        switch self {
        case .beside(let server):
            return (server, arguments)
        case .clone(let playground, let configuration):
            let options = configuration == "debug" ? [] : ["-c", configuration]
            return (
                "swift", ["run", "--package-path", playground] + options + ["complayout-serve"] + arguments
            )
        }
    }

    /// Where the server is for the `complayout` at `executable`: `complayout-serve` beside it, else
    /// the `Playground` package of the clone it was built in.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` that says how to get the playground when `complayout`
    ///   was installed without it.
    static func find(executable: URL) throws -> PlaygroundLaunch {
        let fileManager = FileManager.default
        let resolved = executable.resolvingSymlinksInPath()
        let directory = resolved.deletingLastPathComponent()
        let server = directory.appendingPathComponent("complayout-serve").path
        if fileManager.isExecutableFile(atPath: server) { return .beside(server: server) }
        if let clone = cloneRoot(of: resolved) {
            let playground = clone.appendingPathComponent("Playground")
            if fileManager.fileExists(atPath: playground.appendingPathComponent("Package.swift").path) {
                let configuration = directory.lastPathComponent == "release" ? "release" : "debug"
                return .clone(playground: playground.path, configuration: configuration)
            }
        }
        throw CommandFailure.usage(notInstalledMessage(server: server))
    }

    /// The repository a SwiftPM-built executable belongs to: the folder that holds the nearest
    /// enclosing `.build` (or `.build-NAME` scratch) folder, or nil when there is none.
    static func cloneRoot(of executable: URL) -> URL? {
        var folder = executable.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == ".build" || folder.lastPathComponent.hasPrefix(".build-") {
                return folder.deletingLastPathComponent()
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// What `complayout serve` says when neither `complayout-serve` nor a clone is around.
    static func notInstalledMessage(server: String) -> String {
        """
        the playground is not installed (no \(server), and this complayout was not built in a \
        clone of swift-compositional-layout). The playground is its own package, Playground/ in the \
        repository: in a clone, run `swift run complayout serve` (the first start builds the server), \
        or install the server beside this complayout with \
        `swift package --package-path Playground experimental-install --product complayout-serve`
        """
    }
}
