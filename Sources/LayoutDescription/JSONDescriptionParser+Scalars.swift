/// Strings and numbers.
extension JSONDescriptionParser {
    /// Reads a string at its opening quote and returns its text.
    mutating func parseString() throws(JSONReadFailure) -> String {
        advance(by: 1)
        let start = position
        // Without escapes the text is the bytes between the quotes (already checked to be UTF-8).
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20,
            byte != 0xC2, byte != 0xE2
        {
            advance(by: 1)
        }
        if peek() == UInt8(ascii: "\"") {
            advance(by: 1)
            return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
        }
        var text = Array(bytes[start..<position])
        while true {
            guard let byte = peek() else { try fail("expected '\"' to end the string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance(by: 1)
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &text)
            case 0..<0x20:
                try fail("control characters must be escaped in a string (\\t, \\n, \\u0001, …)")
            case 0xC2, 0xE2:
                // U+0085, U+2028 and U+2029 stay in the string but, as in YAML, end a line.
                let length = byte == 0xC2 ? 2 : 3
                let end = Swift.min(position + length, bytes.count)
                let scalar = bytes[position..<end]
                text.append(contentsOf: scalar)
                advance(by: length)
                if scalar.elementsEqual([0xC2, 0x85]) || scalar.elementsEqual([0xE2, 0x80, 0xA8])
                    || scalar.elementsEqual([0xE2, 0x80, 0xA9])
                {
                    noteLineBreak()
                }
            default:
                text.append(byte)
                advance(by: 1)
            }
        }
    }

    /// Reads the escape sequence at a backslash and appends its UTF-8 bytes.
    private mutating func appendEscape(to text: inout [UInt8]) throws(JSONReadFailure) {
        let escapeStart = position
        advance(by: 1)
        guard let letter = peek() else { try fail("expected an escape after '\\'") }
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            text.append(simple)
            advance(by: 1)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            try fail("invalid escape; a string may use \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
        }
        advance(by: 1)
        var value = try hexQuad()
        if (0xDC00...0xDFFF).contains(value) {
            try failAt(escapeStart, "a \\u escape of a low surrogate must follow one of a high surrogate")
        }
        if (0xD800...0xDBFF).contains(value) {
            guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count,
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                try failAt(
                    escapeStart, "a \\u escape of a high surrogate must be followed by a low surrogate")
            }
            advance(by: 2)
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                try failAt(
                    escapeStart, "a \\u escape of a high surrogate must be followed by a low surrogate")
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        // Not a surrogate, so always a valid scalar.
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        text.append(contentsOf: scalar.utf8)
    }

    /// Four hexadecimal digits.
    private mutating func hexQuad() throws(JSONReadFailure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { try fail("expected four hexadecimal digits after \\u") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: try fail("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            advance(by: 1)
        }
        return value
    }

    /// A syntax error at an earlier offset (the start of an escape).
    private mutating func failAt(_ offset: Int, _ problem: String) throws(JSONReadFailure) -> Never {
        let location = location(of: offset)
        throw .syntax(problem, location)
    }

    /// Reads a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as the nearest
    /// `Double` (big integers included; too large is infinite, which the description reader
    /// rejects with its path).
    mutating func parseNumber() throws(JSONReadFailure) -> Double {
        var negative = false
        if peek() == UInt8(ascii: "-") {
            negative = true
            advance(by: 1)
        }
        var digits: [UInt8] = []
        var exponent = 0
        guard let first = peek(), Self.isDigit(first) else { try fail("expected a digit after '-'") }
        if first == UInt8(ascii: "0") {
            advance(by: 1)
            if let next = peek(), Self.isDigit(next) {
                try fail("a number cannot start with 0 followed by more digits")
            }
        } else {
            while let byte = peek(), Self.isDigit(byte) {
                digits.append(byte - UInt8(ascii: "0"))
                advance(by: 1)
            }
        }
        if peek() == UInt8(ascii: ".") {
            advance(by: 1)
            guard let byte = peek(), Self.isDigit(byte) else {
                try fail("expected a digit after the decimal point")
            }
            while let byte = peek(), Self.isDigit(byte) {
                // Leading zeros of the significant digits only move the decimal point.
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte - UInt8(ascii: "0")) }
                exponent -= 1
                advance(by: 1)
            }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance(by: 1)
            var exponentNegative = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                exponentNegative = peek() == UInt8(ascii: "-")
                advance(by: 1)
            }
            guard let byte = peek(), Self.isDigit(byte) else { try fail("expected a digit in the exponent") }
            var written = 0
            while let byte = peek(), Self.isDigit(byte) {
                // Far beyond any double's range; capped so that it cannot overflow.
                if written < 100_000_000 { written = written * 10 + Int(byte - UInt8(ascii: "0")) }
                advance(by: 1)
            }
            exponent += exponentNegative ? -written : written
        }
        try expectNumberEnd()
        var truncated = false
        if digits.count > JSONNumberConversion.maximumDigits {
            truncated = digits[JSONNumberConversion.maximumDigits...].contains { $0 != 0 }
            exponent += digits.count - JSONNumberConversion.maximumDigits
            digits.removeSubrange(JSONNumberConversion.maximumDigits...)
        }
        return JSONNumberConversion.double(
            negative: negative, digits: digits, truncated: truncated, exponent: exponent)
    }

    private func expectNumberEnd() throws(JSONReadFailure) {
        guard let next = peek() else { return }
        switch next {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            return
        default:
            try fail("unexpected character in a number")
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
