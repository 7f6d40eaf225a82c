import LayoutDescription

/// Why an API request failed; every case becomes a JSON error response, never a crash.
public enum PlaygroundFailure: Error, Hashable, Sendable {
    /// A bad query option or request: HTTP 400 with the message.
    case badRequest(String)
    /// An invalid description: HTTP 400 with every problem, its JSON path and its line and column in
    /// the request body.
    case invalid([LocatedProblem])
    /// Something that does not exist, such as an unknown example: HTTP 404.
    case notFound(String)
    /// The server was started without a file, or the file cannot be read or written: HTTP 409.
    case conflict(String)
    /// A file request from another site or host name (cross-site request forgery, DNS rebinding):
    /// HTTP 403.
    case forbidden(String)
    /// A request body over the server's limit (``PlaygroundLimits/maximumBodyBytes``): HTTP 413
    /// with the message.
    case tooLarge(String)
    /// An answer that would list more elements than ``PlaygroundLimits/maximumElements``: HTTP 422
    /// with the message, which names `--max-elements`.
    case tooManyElements(String)
    /// A request body that did not arrive within ``PlaygroundLimits/bodyTimeoutSeconds``: HTTP 408.
    case timeout(String)

    /// The HTTP status code.
    public var status: Int {
        switch self {
        case .badRequest, .invalid: return 400
        case .notFound: return 404
        case .conflict: return 409
        case .forbidden: return 403
        case .tooLarge: return 413
        case .tooManyElements: return 422
        case .timeout: return 408
        }
    }

    /// The JSON body: `{"error": "MESSAGE", "problems": [...]}`, where every problem is
    /// `{"path": P, "message": M, "line": L, "column": C}` and `error` joins them as
    /// `LINE:COLUMN: PATH: MESSAGE` lines.
    public var json: String {
        switch self {
        case .badRequest(let message), .notFound(let message), .conflict(let message),
            .forbidden(let message), .tooLarge(let message), .tooManyElements(let message),
            .timeout(let message):
            return "{\"error\": \(JSONText.string(message)), \"problems\": []}\n"
        case .invalid(let problems):
            let message = problems.map(\.description).joined(separator: "\n")
            let items = problems.map(\.json).joined(separator: ",\n  ")
            return "{\"error\": \(JSONText.string(message)),\n \"problems\": [\n  \(items)]}\n"
        }
    }
}

/// A description problem with the place in the text it names.
public struct LocatedProblem: Hashable, Sendable, CustomStringConvertible {
    /// The problem: JSON path and message.
    public var problem: DescriptionProblem
    /// Its line and column in the description text.
    public var location: DescriptionSourceLocation

    /// Locates `problem` in `text` (`DescriptionSourceLocation.of(_:in:)`).
    public init(_ problem: DescriptionProblem, in text: String) {
        self.init(problem, at: DescriptionSourceLocation.of(problem, in: text))
    }

    /// A problem at a known place.
    public init(_ problem: DescriptionProblem, at location: DescriptionSourceLocation) {
        self.problem = problem
        self.location = location
    }

    /// Locates every problem in `text` with one parse (`DescriptionSourceLocation.locations(of:in:)`).
    public static func locating(_ problems: [DescriptionProblem], in text: String) -> [LocatedProblem] {
        locating(problems, in: text, limits: DescriptionLimits())
    }

    /// Locates every problem in `text`, read within `limits`, with one parse
    /// (`DescriptionSourceLocation.locations(of:in:limits:)`).
    public static func locating(_ problems: [DescriptionProblem], in text: String, limits: DescriptionLimits)
        -> [LocatedProblem]
    {
        zip(problems, DescriptionSourceLocation.locations(of: problems, in: text, limits: limits)).map(
            LocatedProblem.init(_:at:))
    }

    /// `LINE:COLUMN: PATH: MESSAGE`.
    public var description: String { "\(location): \(problem)" }

    /// `{"path": P, "message": M, "line": L, "column": C}`.
    public var json: String {
        "{\"path\": \(JSONText.string(problem.path.description)), \"message\": \(JSONText.string(problem.message)), "
            + "\"line\": \(location.line), \"column\": \(location.column)}"
    }
}

/// JSON spelling of strings and numbers, as `complayout` prints them.
enum JSONText {
    /// A quoted, escaped JSON string.
    static func string(_ text: String) -> String { DescriptionValue.quoted(text) }

    /// A number: integral values without a fraction, others in the shortest form that reads back.
    static func number(_ value: Double) -> String { DescriptionNumberFormat.string(value) }
}
