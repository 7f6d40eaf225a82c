import LayoutDescription

extension FuzzInput {
    /// Locates every problem in `text` as the commands do before they print
    /// `FILE:LINE:COLUMN: error: PATH: MESSAGE`, and renders the lines: an error report must never
    /// trap, and always names a place inside the text.
    public static func report(_ problems: [DescriptionProblem], in text: String, file: String) {
        require(!problems.isEmpty, "an error without a problem")
        // At most one line per line break of any kind (a CR LF pair counts twice: an upper bound).
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        let lineCount = text.unicodeScalars.reduce(1) { $0 + (breaks.contains($1) ? 1 : 0) }
        for (problem, location) in zip(problems, DescriptionSourceLocation.locations(of: problems, in: text))
        {
            require(
                location.line >= 1 && location.line <= lineCount && location.column >= 1,
                "\(problem) located at \(location), outside the \(lineCount) lines of the input")
            _ = DiagnosticLine(problem, file: file, at: location).description
        }
    }
}
