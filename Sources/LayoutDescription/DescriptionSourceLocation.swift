/// Where a problem sits in the text of a description: a 1-based line and column (columns count
/// Unicode scalars), as editors and `FILE:LINE:COLUMN` messages use them.
public struct DescriptionSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    /// The start of the text.
    public static let start = DescriptionSourceLocation(line: 1, column: 1)
}
