/// Escaping of text for XML, SVG and HTML, in element content and in quoted attribute values.
public enum MarkupEscaping {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters that XML 1.0
    /// forbids (control characters other than tab, line feed and carriage return; lone surrogates
    /// cannot occur in a Swift `String`) replaced by U+FFFD.
    ///
    /// The result is safe in element content and in attribute values quoted with either quote.
    ///
    /// - Complexity: O(length of `text`).
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if isForbidden(scalar) {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": return true
        default: return isForbidden(scalar)
        }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        return value == 0xFFFE || value == 0xFFFF
    }
}
