import ArgumentParser
import Foundation
import LayoutDescription

/// How a command fails: a message on standard error and one of the documented exit codes
/// (64 usage, 65 invalid input).
enum CommandFailure: Error {
    /// Bad flags, an unknown example or an unreadable file: exit 64.
    case usage(String)
    /// An invalid description or sizes file: every problem is printed, located in `source`
    /// (`FILE:LINE:COLUMN: error: PATH: MESSAGE`), exit 65.
    case invalid([DescriptionProblem], in: InputSource?)

    /// Prints the failure and returns the exit code.
    func report() -> ExitCode {
        switch self {
        case .usage(let message):
            StandardError.print(DiagnosticLine(message))
            return ExitCode(64)
        case .invalid(let problems, let source):
            let named = problems.map { problem in
                var named = problem
                named.message = Self.namingFlags(problem.message)
                return named
            }
            for line in InputSource.lines(named, .error, in: source) { StandardError.print(line) }
            return ExitCode(65)
        }
    }

    /// `message` with the engine's option names turned into the flags that set them.
    static func namingFlags(_ message: String) -> String {
        message.replacingOccurrences(
            of: "(PrepareOptions.maximumTemplateItemCount bounds",
            with: "(--max-template-items, default 1000000, bounds")
    }

    /// Runs `body`, turning a ``CommandFailure`` into its message and exit code.
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }
}

/// Writing to standard error.
enum StandardError {
    /// Prints `line` with control characters from the input escaped (never a raw escape sequence).
    static func print(_ line: String) {
        let safe = DescriptionProblem.escapingControls(line, keepingNewlines: true)
        FileHandle.standardError.write(Data((safe + "\n").utf8))
    }

    /// Prints a message in the one format of every command (`FILE:LINE:COLUMN: error: …`).
    static func print(_ line: DiagnosticLine) {
        print(line.description)
    }
}

/// Writing to standard output without buffering surprises for large outputs.
enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
