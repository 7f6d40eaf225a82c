/// A reader of JSON descriptions written in the Swift standard library alone — no Foundation, no
/// YAML parser — for builds where those are not available, such as WebAssembly with Embedded Swift.
///
/// It reads JSON (RFC 8259) into the same ``DescriptionValue`` as the YAML reader
/// (``DescriptionValue/parse(_:)-([UInt8])``), within the same ``DescriptionLimits``, and reports
/// the same problems with the same paths and messages: input too large, not UTF-8, NUL bytes,
/// control characters, empty input, too many values, nesting too deep, duplicate keys. Numbers
/// are read to the same `Double`s (correctly rounded; integers beyond 2^53 round as there; too
/// large is infinite, which the description reader rejects at its path). Syntax errors are
/// reported at the document root as `syntax error at line L, column C: …`, in the reader's own
/// words; the YAML reader's syntax messages are libyaml's. <doc:PortableJSONReader> lists every
/// difference.
///
/// ```swift
/// let value = try DescriptionJSONReader.parse(Array(text.utf8))
/// let description = try LayoutDescription.decode(value)
/// ```
public enum DescriptionJSONReader {
    /// Parses JSON bytes within `limits`.
    ///
    /// - Throws: ``DescriptionError`` at the document root for input beyond `limits`, input that
    ///   is not UTF-8 or holds NUL bytes or control characters, empty input, and syntax errors
    ///   (with line and column); at the path of the problem for a duplicate key and for nesting
    ///   one level deeper than allowed.
    /// - Complexity: O(n) in the length of the input.
    public static func parse(_ bytes: [UInt8], limits: DescriptionLimits = DescriptionLimits())
        throws(DescriptionError) -> DescriptionValue
    {
        guard bytes.count <= limits.maximumInputBytes else {
            throw DescriptionError(
                path: .root,
                DescriptionReadingMessages.inputTooLarge(
                    byteCount: bytes.count, limit: limits.maximumInputBytes))
        }
        guard JSONInputChecks.isValidUTF8(bytes) else {
            throw DescriptionError(path: .root, DescriptionReadingMessages.notUTF8)
        }
        return try read(JSONInputChecks.droppingByteOrderMarks(bytes), limits: limits)
    }

    /// Parses JSON text within `limits` (all but the input-size limit, which applies to bytes
    /// read, as with ``DescriptionValue/parse(_:limits:)-(String,_)``).
    ///
    /// - Throws: ``DescriptionError`` as ``parse(_:limits:)-([UInt8],_)`` does.
    public static func parse(_ text: String, limits: DescriptionLimits = DescriptionLimits())
        throws(DescriptionError) -> DescriptionValue
    {
        try read(JSONInputChecks.droppingByteOrderMarks(Array(text.utf8)), limits: limits)
    }

    /// The places of `problems` in the JSON `text`, as
    /// ``DescriptionSourceLocation/locations(of:in:limits:)`` finds them in text the YAML reader
    /// reads: a syntax error's own line and column; a path ending at a scalar points at the scalar,
    /// one ending at a list or object (or at an empty string, or at an unknown key) at its key; a
    /// path the text does not spell out at the deepest part that is written. Text that does not
    /// parse points every path at its syntax error (or, for a duplicate key, at the key's first
    /// occurrence); text refused under `limits` at line 1, column 1.
    ///
    /// - Complexity: One parse of `text`, then O(path length) per problem.
    public static func locations(
        of problems: [DescriptionProblem], in text: String, limits: DescriptionLimits = DescriptionLimits()
    ) -> [DescriptionSourceLocation] {
        var map = JSONSourceMap(text, limits: limits)
        var result: [DescriptionSourceLocation] = []
        for problem in problems {
            if problem.path.components.isEmpty, let syntax = JSONSourceMap.syntaxLocation(in: problem.message)
            {
                result.append(syntax)
            } else {
                result.append(map.locate(problem.path, atKey: problem.message.hasPrefix("unknown key ")))
            }
        }
        return result
    }

    /// The place in the JSON `text` that `path` names; see ``locations(of:in:limits:)``.
    public static func location(of path: DescriptionPath, in text: String) -> DescriptionSourceLocation {
        var map = JSONSourceMap(text, limits: DescriptionLimits())
        return map.locate(path, atKey: false)
    }

    /// Reads UTF-8 bytes without byte order marks.
    private static func read(_ bytes: [UInt8], limits: DescriptionLimits) throws(DescriptionError)
        -> DescriptionValue
    {
        if let problem = JSONInputChecks.characterProblem(in: bytes) { throw problem }
        var parser = JSONDescriptionParser(bytes: bytes, limits: limits, recordsLocations: false)
        let document: (value: DescriptionValue, node: JSONLocatedNode?, tooDeep: DescriptionError?)
        do throws(JSONReadFailure) {
            document = try parser.parseDocument()
        } catch {
            switch error {
            case .problem(let problem), .duplicate(let problem, _):
                throw problem
            case .syntax(let message, let location):
                throw DescriptionError(
                    path: .root,
                    DescriptionReadingMessages.syntax(line: location.line, column: location.column, message))
            }
        }
        if let tooDeep = document.tooDeep { throw tooDeep }
        return document.value
    }
}

/// The checks of a whole input before it is parsed, in the YAML reader's order and words.
enum JSONInputChecks {
    /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values beyond
    /// U+10FFFF): exactly the input that decodes to a `String` unchanged.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// `bytes` without the UTF-8 byte order marks it starts with (not part of the document).
    static func droppingByteOrderMarks(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0
        while start + 3 <= bytes.count, bytes[start] == 0xEF, bytes[start + 1] == 0xBB,
            bytes[start + 2] == 0xBF
        {
            start += 3
        }
        return start == 0 ? bytes : Array(bytes[start...])
    }

    /// The problem of a NUL byte anywhere, or else of the first character that YAML does not allow
    /// in a document (C0 controls other than tab and line breaks, DEL, C1 controls other than
    /// U+0085, U+FFFE and U+FFFF), at its byte offset; nil for clean input.
    static func characterProblem(in bytes: [UInt8]) -> DescriptionError? {
        if bytes.contains(0) { return DescriptionError(path: .root, DescriptionReadingMessages.nulBytes) }
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            var refused = false
            if byte < 0x80 {
                refused = (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
            } else if byte == 0xC2, offset + 1 < bytes.count {
                // U+0080 … U+009F, except U+0085.
                let next = bytes[offset + 1]
                refused = next >= 0x80 && next <= 0x9F && next != 0x85
            } else if byte == 0xEF, offset + 2 < bytes.count {
                // U+FFFE and U+FFFF.
                refused =
                    bytes[offset + 1] == 0xBF && (bytes[offset + 2] == 0xBE || bytes[offset + 2] == 0xBF)
            }
            if refused {
                // The YAML reader's "byte" offset counts characters (grapheme clusters) before it.
                let characters = String(decoding: bytes[..<offset], as: UTF8.self).count
                return DescriptionError(
                    path: .root,
                    DescriptionReadingMessages.unreadable(
                        atByte: characters, DescriptionReadingMessages.controlCharacters))
            }
            offset += 1
        }
        return nil
    }
}
