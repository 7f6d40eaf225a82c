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
    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Appends `// text` comment lines.
    mutating func comment(_ text: String) {
        line("// " + text)
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

/// Swift spellings of values.
enum SwiftLiteral {
    /// A string literal.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
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
