/// Lines of Swift source with the layout `swift format` gives them (4-space indentation,
/// 110 columns, arguments wrapped after the opening parenthesis and packed), and the names
/// declared in each scope.
struct SwiftCodeWriter {
    /// The column limit the code is laid out for.
    static let lineLength = 110
    /// One level of indentation.
    static let indentUnit = "    "

    private(set) var lines: [String] = []
    private var depth = 0
    /// Names declared in the open scopes, innermost last.
    private var scopes: [Set<String>] = [[]]

    var indentation: String { String(repeating: Self.indentUnit, count: depth) }

    /// Appends `text` at the current indentation (an empty line when `text` is empty).
    ///
    /// Text that came from a description reaches a line only through ``comment(_:)``,
    /// ``docComment(_:)``, ``SwiftLiteral/string(_:)`` or ``SwiftLiteral/identifier(from:fallback:)``,
    /// so no line holds a scalar that ``SwiftLiteral/isEscaped(_:)`` (a line break among them).
    mutating func line(_ text: String) {
        assert(!text.unicodeScalars.contains(where: SwiftLiteral.isEscaped), "unescaped text: \(text)")
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Appends a `// text` comment line; `text` may hold anything (``SwiftLiteral/commentText(_:)``).
    mutating func comment(_ text: String) {
        line("// " + SwiftLiteral.commentText(text))
    }

    /// Appends a `/// text` documentation comment line (`///` alone when `text` is empty); `text` may
    /// hold anything (``SwiftLiteral/commentText(_:)``).
    mutating func docComment(_ text: String) {
        line(text.isEmpty ? "///" : "/// " + SwiftLiteral.commentText(text))
    }

    /// Appends a statement ending in a call: `head(arguments)tail`, on one line when it fits,
    /// otherwise broken after the parenthesis with the arguments packed on indented lines.
    mutating func call(_ head: String, _ arguments: [String], _ tail: String = "") {
        let single = head + "(" + arguments.joined(separator: ", ") + ")" + tail
        if indentation.count + single.count <= Self.lineLength || arguments.isEmpty {
            line(single)
            return
        }
        line(head + "(")
        let inner = indentation + Self.indentUnit
        var current = ""
        for (position, argument) in arguments.enumerated() {
            let last = position == arguments.count - 1
            let piece = argument + (last ? ")" + tail : ",")
            if current.isEmpty {
                current = piece
            } else if inner.count + current.count + 1 + piece.count <= Self.lineLength {
                current += " " + piece
            } else {
                lines.append(inner + current)
                current = piece
            }
        }
        lines.append(inner + current)
    }

    /// Opens a block: `opening` then lines one level deeper, with a new naming scope.
    mutating func open(_ opening: String) {
        line(opening)
        depth += 1
        scopes.append([])
    }

    /// Closes the innermost block with `closing`.
    mutating func close(_ closing: String = "}") {
        depth -= 1
        scopes.removeLast()
        line(closing)
    }

    /// Indents the following lines one level without opening a naming scope (a `case` body).
    mutating func indent() {
        depth += 1
        scopes.append([])
    }

    /// Undoes ``indent()``.
    mutating func dedent() {
        depth -= 1
        scopes.removeLast()
    }

    /// A name not declared in any open scope: `base`, else `base2`, `base3`, … (reserves it).
    mutating func unusedName(_ base: String) -> String {
        var candidate = base
        var number = 2
        while scopes.contains(where: { $0.contains(candidate) }) {
            candidate = base + String(number)
            number += 1
        }
        scopes[scopes.count - 1].insert(candidate)
        return candidate
    }

    /// The text, one line per line, ending in a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }
}

/// Swift spellings of values, and the one place where text from a description is made safe for
/// generated code: ``string(_:)`` for string literals, ``commentText(_:)`` for comments and
/// ``identifier(from:fallback:)`` for names. Nothing else writes description text into code.
enum SwiftLiteral {
    /// A string literal holding exactly `value`: quotes and backslashes escaped, and every scalar
    /// that ``isEscaped(_:)`` written as an escape (`\n`, `\0`, `\u{202E}`), so that the literal is
    /// one line, shows no invisible or reordering character, and reads back as `value`.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isEscaped(scalar) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` as the text of a one-line `//` or `///` comment: every scalar that ``isEscaped(_:)``
    /// written as `\u{…}` (so a newline, U+2028, U+2029 or NUL cannot end the line, and a
    /// bidirectional control cannot reorder what a reader sees), and `*/` and `/*` broken up as
    /// `*\/` and `/\*` (so that the text can neither close nor open a block comment around it).
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let previous = result.unicodeScalars.last
            if isEscaped(scalar) {
                result += escape(scalar)
            } else if (scalar == "/" && previous == "*") || (scalar == "*" && previous == "/") {
                result += "\\"
                result.unicodeScalars.append(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether generated code writes `scalar` as an escape rather than as itself: control characters
    /// (NUL, line feed, carriage return, U+0085 among them), line and paragraph separators (U+2028,
    /// U+2029), format characters (the bidirectional controls U+202A to U+202E and U+2066 to U+2069,
    /// U+200E, U+200F, U+061C, zero-width characters), combining marks (they would join the quote or
    /// the character before them), spaces other than U+0020, and private-use, surrogate and
    /// unassigned code points.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark,
            .enclosingMark, .privateUse, .surrogate, .unassigned:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    /// `\u{…}` with the scalar's hexadecimal value.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// A number that reads back as exactly `value`: `44`, `0.5`, or `1.0 / 3.0` for the thirds,
    /// sixths and other fractions the format lets authors write as `a/b`.
    static func number(_ value: Double) -> String {
        let plain = DescriptionNumberFormat.string(value)
        guard plain.count > 8, value.isFinite else { return plain }
        for denominator in 2...12 {
            let numerator = (value * Double(denominator)).rounded()
            if numerator / Double(denominator) == value, abs(numerator) < 1000 {
                return DescriptionNumberFormat.string(numerator) + ".0 / " + String(denominator) + ".0"
            }
        }
        return plain
    }

    /// An identifier in lower camel case made of the letters and digits of `text` (`section-header`
    /// → `sectionHeader`), or `fallback` when `text` gives no valid identifier.
    static func identifier(from text: String, fallback: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard let first = words.first, let initial = first.first, initial.isLetter else { return fallback }
        let name =
            first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard name.count <= 40, !keywords.contains(name), !reservedNames.contains(name) else {
            return fallback
        }
        return name
    }

    /// Swift's keywords: they cannot name a constant or a function without backticks.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let",
        "nil", "open", "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "where", "while", "any",
    ]

    /// Names the generated code declares itself, kept free for it.
    static let reservedNames: Set<String> = [
        "configuration", "layout", "layoutEnvironment", "sectionIndex", "section", "listConfiguration",
    ]

    /// Whether `name` can name a Swift function without backticks.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || isASCIILetter(first), name != "_",
            !keywords.contains(name)
        else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || ("0"..."9").contains($0) }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
