import ArgumentParser
import CollectionLayout
import Foundation
import LayoutDescription

/// `complayout validate`: checks descriptions in strict mode (R-DIAG-4), any number of files
/// at once, for editors and CI.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract:
            "Check layout descriptions; print every problem with its file, line, column and JSON path.",
        discussion: """
            Reads each description, applies templates, and solves it in strict mode, where every engine \
            diagnostic is an error. Every file is checked, then the command exits 0 when all are valid, 65 \
            when any is invalid, 64 when any cannot be read (or for usage errors).

            --format text (the default) prints `FILE: valid` on standard output for each valid file and one \
            `FILE:LINE:COLUMN: error: PATH: MESSAGE` line per problem on standard error (`<stdin>:LINE:COLUMN` \
            for standard input, `error: PATH: MESSAGE` for --example), as every command does, and a \
            `FILE:LINE:COLUMN: note: PATH: MESSAGE` line where a valid layout behaves in a way that may surprise \
            (items of estimated width that re-flow once measured, or a count that keeps them from it, R-FLOW-1); \
            notes never make a file invalid. --format github prints GitHub Actions annotations \
            (`::error file=FILE,line=LINE,col=COLUMN::PATH: MESSAGE`, `::notice …` for notes) on standard output; --format json \
            prints one JSON document listing every file, its problems and its notes (when it has any).
            """)

    /// How results are printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github, json
    }

    @OptionGroup var input: DescriptionInput

    @Argument(help: "More description files; shell globs such as layouts/*.yaml expand to many.")
    var moreFiles: [String] = []

    @Option(help: "Output: text, github (Actions annotations) or json.")
    var format: Format = .text

    func validate() throws {
        if input.example != nil, !moreFiles.isEmpty {
            throw ValidationError("Give either FILEs or --example NAME, not both.")
        }
    }

    func run() throws {
        let sources: [String?] = input.example != nil ? [nil] : [input.file] + moreFiles
        let results = sources.map(check)
        switch format {
        case .text:
            for result in results {
                if result.problems.isEmpty && result.unreadable == nil {
                    print("\(result.name): valid")
                }
                for line in result.textLines + result.noteLines { StandardError.print(line) }
            }
        case .github:
            for result in results {
                for line in result.githubLines { print(line) }
            }
        case .json:
            StandardOutput.write(ValidationResult.json(results))
        }
        if results.contains(where: { $0.unreadable != nil }) { throw ExitCode(64) }
        if results.contains(where: { !$0.problems.isEmpty }) { throw ExitCode(65) }
    }

    /// Validates one file (nil: the example or standard input of `input`).
    private func check(_ file: String?) -> ValidationResult {
        var each = input
        if let file { each.file = file }
        var result = ValidationResult(name: each.sourceName)
        if each.example == nil, let path = each.file {
            result.file = path == "-" ? DiagnosticLine.standardInputName : path
        }
        do {
            let (resolved, source) = try each.resolve()
            let prepared: PreparedLayout
            do throws(DescriptionError) {
                prepared = try resolved.prepare(strict: true)
            } catch {
                throw CommandFailure.invalid(error.problems, in: source)
            }
            let notes = resolved.flowNotes(in: prepared)
            result.notes = zip(notes, InputSource.lines(notes, .note, in: source)).map {
                ($0, $1.location)
            }
        } catch CommandFailure.invalid(let problems, let source) {
            result.problems = InputSource.lines(problems, .error, in: source).enumerated().map {
                position, line in
                var named = problems[position]
                named.message = CommandFailure.namingFlags(named.message)
                return (named, line.location)
            }
        } catch CommandFailure.usage(let message) {
            result.unreadable = message
        } catch {
            result.unreadable = "\(error)"
        }
        return result
    }
}

/// What `validate` found in one file.
struct ValidationResult {
    /// The file as named on the command line, `standard input` or `example NAME`.
    var name: String
    /// How problems name the input: the file's path, `<stdin>`, or nil for an example (positions
    /// are known only for files and standard input).
    var file: String?
    /// Every problem, with where it is written when known.
    var problems: [(problem: DescriptionProblem, location: DescriptionSourceLocation?)] = []
    /// Why the file could not be read, if it could not.
    var unreadable: String?
    /// Notes on a valid file (``ResolvedLayout/flowNotes(in:)``), with where they point.
    var notes: [(note: DescriptionProblem, location: DescriptionSourceLocation?)] = []

    /// `FILE:LINE:COLUMN: note: PATH: MESSAGE` per note.
    var noteLines: [DiagnosticLine] {
        notes.map { DiagnosticLine($0.note, .note, file: file, at: $0.location) }
    }

    /// `FILE:LINE:COLUMN: error: PATH: MESSAGE` per problem (`error: PATH: MESSAGE` for an
    /// example), or `error: cannot read …` when unreadable.
    var textLines: [DiagnosticLine] {
        if let unreadable { return [DiagnosticLine(unreadable)] }
        return problems.map { DiagnosticLine($0.problem, file: file, at: $0.location) }
    }

    /// The file an annotation names: none for standard input, which is no file in the repository.
    private var annotatedFile: String? { file == DiagnosticLine.standardInputName ? nil : file }

    /// `::error file=F,line=L,col=C::PATH: MESSAGE` per problem, escaped as GitHub Actions
    /// workflow commands require.
    var githubLines: [String] {
        if let unreadable {
            return [
                "::error\(annotatedFile.map { " file=\(Self.property($0))" } ?? "")::\(Self.data(unreadable))"
            ]
        }
        let annotations =
            problems.map { ("error", $0.problem, $0.location) }
            + notes.map { ("notice", $0.note, $0.location) }
        return annotations.map { command, problem, location in
            var properties: [String] = []
            if let file = annotatedFile { properties.append("file=\(Self.property(file))") }
            if let location { properties += ["line=\(location.line)", "col=\(location.column)"] }
            let head =
                properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
            return "\(head)::\(Self.data(problem.description))"
        }
    }

    /// `{"valid": false, "files": [{"file": "a.yaml", "valid": false, "problems": [{"line": 3,
    /// "column": 5, "path": "sections[0].tempalte", "message": "..."}]}]}`, ending with a newline.
    static func json(_ results: [ValidationResult]) -> String {
        let files = results.map { result -> String in
            var text = "  {\"file\": \(LayoutFramesJSON.quoted(result.name)), "
            text += "\"valid\": \(result.problems.isEmpty && result.unreadable == nil)"
            if let unreadable = result.unreadable {
                text += ", \"error\": \(LayoutFramesJSON.quoted(unreadable))"
            }
            let problems = result.problems.map { problem, location -> String in
                var object = "{"
                if let location { object += "\"line\": \(location.line), \"column\": \(location.column), " }
                object += "\"path\": \(LayoutFramesJSON.quoted(problem.path.description)), "
                return object + "\"message\": \(LayoutFramesJSON.quoted(problem.message))}"
            }
            text += ", \"problems\": [" + problems.map { "\n    " + $0 }.joined(separator: ",") + "]"
            if !result.notes.isEmpty {
                let notes = result.notes.map { note, location -> String in
                    var object = "{"
                    if let location {
                        object += "\"line\": \(location.line), \"column\": \(location.column), "
                    }
                    object += "\"path\": \(LayoutFramesJSON.quoted(note.path.description)), "
                    return object + "\"message\": \(LayoutFramesJSON.quoted(note.message))}"
                }
                text += ", \"notes\": [" + notes.map { "\n    " + $0 }.joined(separator: ",") + "]"
            }
            return text + "}"
        }
        let valid = results.allSatisfy { $0.problems.isEmpty && $0.unreadable == nil }
        return "{\"valid\": \(valid), \"files\": [\n" + files.joined(separator: ",\n") + "]}\n"
    }

    /// Escapes a workflow-command message (`%`, CR, LF).
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow-command property value (also `:` and `,`).
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
