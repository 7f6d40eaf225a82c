import LayoutDescription

/// An input a command read (a description or a `--sizes` file): how messages name it and its
/// text, so that every problem found in it is printed at its place,
/// `FILE:LINE:COLUMN: error: PATH: MESSAGE`.
struct InputSource {
    /// The file as named on the command line, `<stdin>`, or nil for a built-in example (which
    /// is no file the user can open: its problems are printed without a place).
    var file: String?
    /// The text read; nil when the input was refused unread (over `--max-input-bytes`), so that
    /// its problems point at line 1, column 1.
    var text: String?
    /// The limits the text was read within (text the reader refused is not parsed again).
    var limits: DescriptionLimits

    /// The source of `path` as given on the command line (`-` is standard input).
    static func file(_ path: String, text: String?, limits: DescriptionLimits) -> InputSource {
        InputSource(file: path == "-" ? DiagnosticLine.standardInputName : path, text: text, limits: limits)
    }

    /// Reads `path` (`-` for standard input) within `limits`.
    ///
    /// - Throws: ``CommandFailure/usage(_:)`` (exit 64) when it cannot be read, naming `role`
    ///   (`--sizes`) when given; ``CommandFailure/invalid(_:in:)`` (exit 65) when it is larger than
    ///   the input limit.
    static func read(_ path: String, limits: DescriptionLimits, role: String? = nil) throws -> (
        bytes: [UInt8], source: InputSource
    ) {
        do {
            let bytes = try BoundedInput.read(path, limit: limits.maximumInputBytes)
            return (bytes, file(path, text: String(decoding: bytes, as: UTF8.self), limits: limits))
        } catch {
            switch error {
            case .unreadable(let reason):
                let name = path == "-" ? DiagnosticLine.standardInputName : path
                throw CommandFailure.usage(DiagnosticLine.cannotRead(name, reason: reason, role: role))
            case .tooLarge(let limit):
                let problem = DescriptionProblem(
                    path: .root, message: BoundedInput.Failure.tooLargeMessage(limit: limit))
                throw CommandFailure.invalid([problem], in: file(path, text: nil, limits: limits))
            }
        }
    }

    /// The lines that print `problems`, located in `source` (without a source, no place).
    static func lines(
        _ problems: [DescriptionProblem], _ severity: DiagnosticLine.Severity, in source: InputSource?
    ) -> [DiagnosticLine] {
        DiagnosticLine.locating(
            problems, severity, in: source?.text, file: source?.file,
            limits: source?.limits ?? DescriptionLimits())
    }

    /// The lines that print `problems` of this input.
    func lines(_ problems: [DescriptionProblem], _ severity: DiagnosticLine.Severity) -> [DiagnosticLine] {
        Self.lines(problems, severity, in: self)
    }
}
