import LayoutDescription

/// Finds the first repeated key of any object in a JSON text, as the layout reader does: Foundation's
/// decoder keeps the first of two equal keys silently, and `complayout diff` rejects them instead.
///
/// The scan is iterative (no recursion however deep the nesting) and linear in the input; it
/// expects text the JSON decoder already accepted. Keys compare as Swift strings, after escapes.
enum JSONDuplicateKeys {
    /// The first repeated key: the problem at its path and where the repeated key is written.
    struct Duplicate {
        /// `[0].items: duplicate key "items"`.
        var problem: DescriptionProblem
        /// The line and column of the second spelling of the key.
        var location: DescriptionSourceLocation
    }

    /// One open object or array.
    private enum Frame {
        case object(keys: Set<String>, current: String?, expectsKey: Bool)
        case array(index: Int)
    }

    /// The first repeated key (`[0].items: duplicate key "items"` where the second `"items"`
    /// starts), or nil.
    static func firstDuplicate(in bytes: [UInt8]) -> Duplicate? {
        var stack: [Frame] = []
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(.object(keys: [], current: nil, expectsKey: true))
            case UInt8(ascii: "["):
                stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = stack.popLast()
            case UInt8(ascii: ","):
                switch stack.last {
                case .array(let index)?: stack[stack.count - 1] = .array(index: index + 1)
                case .object(let keys, let current, _)?:
                    stack[stack.count - 1] = .object(keys: keys, current: current, expectsKey: true)
                case nil: break
                }
            case UInt8(ascii: "\""):
                let start = position - 1
                let string = readString(bytes, from: &position)
                guard case .object(var keys, _, true)? = stack.last else { continue }
                guard keys.insert(string).inserted else {
                    return Duplicate(
                        problem: DescriptionProblem(
                            path: path(stack).key(string), message: "duplicate key \"\(string)\""),
                        location: location(of: start, in: bytes))
                }
                stack[stack.count - 1] = .object(keys: keys, current: string, expectsKey: false)
            default:
                break
            }
        }
        return nil
    }

    /// The JSON path of the innermost open value, `[0].items[2]`.
    private static func path(_ stack: [Frame]) -> DescriptionPath {
        var path = DescriptionPath.root
        for frame in stack.dropLast() {
            switch frame {
            case .array(let index): path = path.index(index)
            case .object(_, let current, _): path = current.map(path.key) ?? path
            }
        }
        return path
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
    private static func location(of offset: Int, in bytes: [UInt8]) -> DescriptionSourceLocation {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return DescriptionSourceLocation(line: line, column: column)
    }

    /// Reads a string whose opening quote is before `position`, leaving `position` after the
    /// closing quote; escapes are decoded (`\u0061` is `a`, surrogate pairs joined).
    private static func readString(_ bytes: [UInt8], from position: inout Int) -> String {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        var pendingHigh: UInt32?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\"), position < bytes.count else {
                raw.append(byte)
                continue
            }
            let escape = bytes[position]
            position += 1
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
                UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
            ]
            if escape == UInt8(ascii: "u"), position + 4 <= bytes.count,
                let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
            {
                position += 4
                flush()
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                } else if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    scalars.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                    pendingHigh = nil
                } else {
                    scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                }
            } else {
                raw.append(simple[escape] ?? escape)
            }
        }
        flush()
        return String(scalars)
    }
}
