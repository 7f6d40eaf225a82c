/// The messages of the problems found while a description's text is read, before its values are
/// checked against the format: one owner for each wording, so that the YAML reader
/// (``DescriptionValue/parse(_:)-([UInt8])``) and the portable JSON reader
/// (``DescriptionJSONReader``) say the same thing the same way.
enum DescriptionReadingMessages {
    /// Input longer than the input limit.
    static func inputTooLarge(byteCount: Int, limit: Int) -> String {
        "the input is \(byteCount) bytes, more than the input limit of \(limit) bytes; "
            + DescriptionLimit.inputBytes.raise
    }

    /// Input that is not valid UTF-8.
    static let notUTF8 = "the input is not UTF-8 text (binary data?)"

    /// Input with a NUL byte.
    static let nulBytes = "the input contains NUL bytes (binary data?)"

    /// Input with no document in it.
    static let empty = "the input is empty; expected a layout description object"

    /// Nesting deeper than `limit` levels.
    static func nesting(limit: Int) -> String {
        "lists and objects are nested deeper than \(limit) levels; \(DescriptionLimit.depth.raise)"
    }

    /// A document with more values (scalars, keys, lists and objects as written) than `limit`.
    static func tooManyValues(limit: Int) -> String {
        "the document holds more than \(limit) values; " + DescriptionLimit.valueCount.raise
    }

    /// A key written twice in one object.
    static func duplicateKey(_ key: String) -> String {
        "duplicate key \"\(key)\""
    }

    /// A syntax error at a line and column (1-based; columns in Unicode scalars).
    static func syntax(line: Int, column: Int, _ problem: String) -> String {
        "syntax error at line \(line), column \(column): \(problem)"
    }

    /// A character the reader refuses, at a byte offset of the input.
    static func unreadable(atByte offset: Int, _ problem: String) -> String {
        "cannot read the input at byte \(offset): \(problem)"
    }

    /// What ``unreadable(atByte:_:)`` says of control characters (the YAML reader's wording).
    static let controlCharacters = "control characters are not allowed"
}
