import ArgumentParser

/// The `complayout` command-line tool.
@main
struct Complayout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complayout",
        abstract: "Solve, inspect and benchmark compositional collection-view layouts.",
        version: "0.1.0",
        subcommands: [
            FramesCommand.self, RenderCommand.self, ValidateCommand.self, DescribeCommand.self,
            ExamplesCommand.self, SchemaCommand.self, DiffCommand.self, BenchCommand.self, ServeCommand.self,
        ]
    )
}
