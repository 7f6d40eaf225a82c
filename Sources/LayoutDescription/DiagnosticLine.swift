import CollectionLayout

/// One message as `complayout` and the playground server print it on standard error, the way
/// compilers do: `FILE:LINE:COLUMN: error: PATH: MESSAGE`.
///
/// Every command that reads a description or a sizes file prints its problems through this type,
/// so that editors and CI logs can jump to the place: the file as named on the command line (or
/// `<stdin>` for standard input), the line and column from ``DescriptionSourceLocation``, then the
/// severity, the JSON path and the message. A message with no input to point at (a bad flag, a
/// built-in example) drops the parts it does not have: `FILE: error: MESSAGE` or `error: MESSAGE`.
public struct DiagnosticLine: Hashable, Sendable, CustomStringConvertible {
    /// How serious a message is: an error stops the command, a warning does not.
    public enum Severity: String, Hashable, Sendable {
        /// The input is refused.
        case error
        /// The input is used, but something in it has no effect or differs from what was written.
        case warning
        /// The input is used as written; the note explains a behaviour that may surprise (how
        /// measured items re-flow, R-FLOW-1). Never an error, not even in strict mode.
        case note
    }

    /// The name standard input has in messages, in the place of a file name.
    public static let standardInputName = "<stdin>"

    /// Error or warning.
    public var severity: Severity
    /// The file as named on the command line, ``standardInputName``, or nil.
    public var file: String?
    /// Where in `file` the message points, or nil.
    public var location: DescriptionSourceLocation?
    /// What is wrong: `PATH: MESSAGE` for a problem of a description, else free text.
    public var message: String

    /// A message at an optional place.
    public init(
        _ message: String, _ severity: Severity = .error, file: String? = nil,
        at location: DescriptionSourceLocation? = nil
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
    }

    /// A problem of a description (its message is `PATH: MESSAGE`).
    public init(
        _ problem: DescriptionProblem, _ severity: Severity = .error, file: String?,
        at location: DescriptionSourceLocation?
    ) {
        self.init(problem.description, severity, file: file, at: location)
    }

    // Locating through the default (YAML) reader: native builds only.
    #if !hasFeature(Embedded)
        /// Every problem of `text`, read from `file` within `limits`, located with one parse.
        ///
        /// - Parameters:
        ///   - problems: The problems, in the order they are printed.
        ///   - severity: Error (the default) or warning.
        ///   - text: The input as read; nil when it was refused unread (over the input limit), so
        ///     every problem points at its start.
        ///   - file: The file as named on the command line, ``standardInputName``, or nil for input that
        ///     is no file (a built-in example): then no place is printed.
        ///   - limits: The limits `text` was read within (text the reader refused is not parsed again).
        /// - Complexity: One parse of `text` for all problems
        ///   (``DescriptionSourceLocation/locations(of:in:limits:)``).
        public static func locating(
            _ problems: [DescriptionProblem], _ severity: Severity = .error, in text: String?, file: String?,
            limits: DescriptionLimits = DescriptionLimits()
        ) -> [DiagnosticLine] {
            guard let file else { return problems.map { DiagnosticLine($0, severity, file: nil, at: nil) } }
            guard let text else {
                return problems.map { DiagnosticLine($0, severity, file: file, at: .start) }
            }
            let locations = DescriptionSourceLocation.locations(of: problems, in: text, limits: limits)
            return zip(problems, locations).map { DiagnosticLine($0, severity, file: file, at: $1) }
        }
    #endif

    /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE`, `FILE: SEVERITY: MESSAGE` or `SEVERITY: MESSAGE`,
    /// with control characters from the input written as `\u001b` (never a raw escape sequence).
    public var description: String {
        var place = ""
        if let file {
            place = file + (location.map { ":\($0.line):\($0.column)" } ?? "") + ": "
        }
        let line = "\(place)\(severity.rawValue): \(message)"
        return DescriptionProblem.escapingControls(line, keepingNewlines: true)
    }

    /// The one wording of an input that cannot be read: `cannot read "PATH": REASON`, or
    /// `cannot read ROLE "PATH": REASON` for an input given by a flag (`--sizes`).
    public static func cannotRead(_ path: String, reason: String, role: String? = nil) -> String {
        "cannot read \(role.map { "\($0) " } ?? "")\"\(path)\": \(reason)"
    }

    /// The wording of an unknown built-in example, with the closest name when it is a plausible
    /// typo and every name: `unknown example "NAME"; did you mean "…"? (known: …)`.
    public static func unknownExample(_ name: String) -> String {
        let names = BuiltInExamples.names
        return "unknown example \"\(name)\"\(Suggestion.hint(for: name, among: names)) "
            + "(known: \(names.joined(separator: ", ")))"
    }

    /// The wording of an unknown device preset, with the closest preset's name when it is a
    /// plausible typo (`iphone16` → `iphone-16`): `unknown device "NAME"; did you mean "…"?`.
    public static func unknownDevice(_ name: String) -> String {
        "unknown device \"\(name)\"\(Suggestion.hint(for: name, among: deviceNames))"
    }

    /// The name of every built-in device preset, upright and `-landscape`.
    static let deviceNames = LayoutDevice.all.flatMap { [$0.name, $0.oriented(.landscape).name] }
}
